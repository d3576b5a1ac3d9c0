// Our wasm core (bench/wasm/bench_core.cpp) as the node benchmarks use it: load a Moving AI map
// and its scenarios into it, read a scenario, read the map's cells. Shared by bench.mjs and
// ab_wasm.mjs.
import fs from 'node:fs';
import path from 'node:path';

// Emscripten 3.1.6's loader fetches the .wasm with fetch() wherever there is one, and node's
// fetch takes no file paths: "Failed to parse URL from ...wasm" said nothing of the cure.
export function requireNoFetch() {
    if (typeof globalThis.fetch !== 'function') return;
    const script = path.basename(process.argv[1]);
    console.error(`${script}: run node with --no-experimental-fetch (node's fetch cannot read ` +
                  'the .wasm file that Emscripten\'s loader asks it for)');
    process.exit(2);
}

export class Core {
    constructor(module) {
        this.m = module;
    }
    load(kind, file) {
        const bytes = fs.readFileSync(file);
        // Take the buffer first: making it may grow the wasm heap, which detaches the old
        // HEAPU8 view.
        const at = this.m._bench_text_buffer(bytes.length);
        this.m.HEAPU8.set(bytes, at);
        const r = kind === 'map' ? this.m._bench_load_map(bytes.length)
                                 : this.m._bench_load_scenarios(bytes.length);
        if (kind === 'map' ? r !== 1 : r < 0) {
            throw new Error(`${file}: ${this.m.UTF8ToString(this.m._bench_error())}`);
        }
        return r;
    }
    scenario(i) {
        const m = this.m;
        return {
            sx: m._bench_scenario_start_x(i), sy: m._bench_scenario_start_y(i),
            gx: m._bench_scenario_goal_x(i), gy: m._bench_scenario_goal_y(i),
            length: m._bench_scenario_length(i), tolerance: m._bench_scenario_tolerance(i),
        };
    }
    // 0 = wall, 1 = free, row-major (a copy: the wasm heap may move).
    cells() {
        const w = this.m._bench_map_width(), h = this.m._bench_map_height();
        const p = this.m._bench_map_cells();
        const cells = this.m.HEAPU8.subarray(p, p + w * h);
        return { w, h, free: Uint8Array.from(cells, (c) => +(c !== 0)) };
    }
}
