// Compares two wasm builds of the core (astar_bench_core.js + .wasm) in one node process: the
// same scenarios solved by each in turn, A B, B A, A B, ..., and per map the median ns per
// expansion of each and their ratio.
//
// Why not bench.mjs: it times each scenario alone with the process's CPU clock, whose 1 µs
// steps are a large part of a small map's few µs, so two runs of one build differ by 10%.
// Here each timing covers a whole batch of solves with a nanosecond clock, and both builds
// run side by side in the same process: one build against itself gave B / A of 0.99-1.03 on
// a quiet machine, 0.93-1.07 while the machine was busy. Repeat a run whose result is close.
//
// Usage:
//     node --no-experimental-fetch bench/node/ab_wasm.mjs DIR_A DIR_B [--rounds N (7)]
//          [--maps a,b (room-32-32-4,random-64-64-20,lak303d,AR0011SR)] [--dir MOVINGAI_DIR]
//          [--undo-log]
// DIR_A, DIR_B: directories holding astar_bench_core.js and .wasm (copy build/wasm/bench/
// before a change, rebuild with `cmake --build --preset wasm --target astar_bench_core`).
// Maps of at most 64 x 64 cells solve every scenario 40 times per timing, bigger ones up to
// 150 evenly spaced scenarios twice; the first round is a warm-up and is not counted.
// --undo-log: the searches keep the undo log, as the app's panes do, so run() takes the
// general loop (the one the app's replays, Run to end and playing use) instead of the lean one.
// Both builds must then export bench_set_undo_log (added on 29 November 2026).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { Core, requireNoFetch } from './core.mjs';
import { median, sampleIndexes } from './sampling.mjs';
import { defaultMovingAiDir, readArgs } from '../args.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function parseArgs(argv) {
    const o = {
        dirs: [],
        rounds: 7,
        maps: ['room-32-32-4', 'random-64-64-20', 'lak303d', 'AR0011SR'],
        dir: defaultMovingAiDir(),
        undoLog: false,
    };
    readArgs(argv, (arg, value) => {
        if (arg === '--rounds') o.rounds = Math.max(1, Number(value()));
        else if (arg === '--maps') o.maps = value().split(',');
        else if (arg === '--dir') o.dir = path.resolve(value());
        else if (arg === '--undo-log') o.undoLog = true;
        else if (arg.startsWith('--')) return false;
        else o.dirs.push(path.resolve(arg));
        return true;
    });
    if (o.dirs.length !== 2) throw new Error('give two directories with astar_bench_core.js');
    return o;
}

function scenarioFile(dir, name) {
    const plain = path.join(dir, `${name}.map.scen`);
    return fs.existsSync(plain) ? plain : path.join(dir, `${name}-random-1.scen`);
}

async function main() {
    const o = parseArgs(process.argv);
    requireNoFetch();
    const cores = [];
    for (const d of o.dirs) {
        cores.push(new Core(await require(path.join(d, 'astar_bench_core.js'))()));
    }
    console.log(`A = ${o.dirs[0]}\nB = ${o.dirs[1]}\n` +
                (o.undoLog ? 'searches keep the undo log (the general loop)\n' : ''));
    console.log('| map | A ns/exp | B ns/exp | B / A | A rounds | B rounds |');
    console.log('|---|---:|---:|---:|---|---|');
    for (const name of o.maps) {
        let count = 0;
        for (const core of cores) {
            core.load('map', path.join(o.dir, `${name}.map`));
            count = core.load('scen', scenarioFile(o.dir, name));
            core.m._bench_set_rules(8, 1);  // 8 moves, A*, as bench.mjs
            if (o.undoLog) {
                if (!core.m._bench_set_undo_log) {
                    throw new Error('--undo-log: a build without bench_set_undo_log');
                }
                core.m._bench_set_undo_log(1);
            }
        }
        const small = cores[0].m._bench_map_width() * cores[0].m._bench_map_height() <= 64 * 64;
        const problems = sampleIndexes(count, 150, small).map((i) => cores[0].scenario(i));
        const repeats = small ? 40 : 2;
        const nsPerExpansion = [[], []];
        const expansions = [0, 0];
        for (let round = 0; round <= o.rounds; ++round) {
            for (let turn = 0; turn < 2; ++turn) {
                const which = (turn + round) % 2;  // A B, then B A, ...
                const m = cores[which].m;
                let expanded = 0;
                const t0 = process.hrtime.bigint();
                for (let r = 0; r < repeats; ++r) {
                    for (const { sx, sy, gx, gy } of problems) {
                        m._bench_solve(sx, sy, gx, gy);
                        expanded += m._bench_expansions();
                    }
                }
                const ns = Number(process.hrtime.bigint() - t0);
                expansions[which] = expanded;
                if (round > 0) nsPerExpansion[which].push(ns / expanded);
            }
        }
        // Both builds must do the same search: a change that alters the expansions is not a
        // speed change.
        if (expansions[0] !== expansions[1]) {
            throw new Error(`${name}: A expanded ${expansions[0]} cells, B ${expansions[1]}`);
        }
        const [a, b] = nsPerExpansion.map(median);
        const rounds = (v) => v.map((x) => x.toFixed(0)).join(' ');
        console.log(`| ${name} | ${a.toFixed(1)} | ${b.toFixed(1)} | ${(b / a).toFixed(3)} | ` +
                    `${rounds(nsPerExpansion[0])} | ${rounds(nsPerExpansion[1])} |`);
    }
}

main().catch((e) => {
    console.error(`ab_wasm: ${e.message}`);
    process.exit(2);
});
