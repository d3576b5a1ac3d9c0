// Where SwiftShader's time goes, from a trace that frames.mjs wrote with --trace FILE: the
// durations of the GPU process's SkiaOutputSurfaceImplOnGpu::SwapBuffers slices, in which
// Chromium's software GL draws the frame's WebGL and compositing work.
//
//     node bench/browser/frames.mjs --sizes 1024 --panes 3 --seconds 3 --trace build/bench/t.json
//     node bench/browser/swap_times.mjs build/bench/t.json
//     -> SwapBuffers: 68 slices, median 40.8 ms, p95 59.7 ms   (one run on the 2-core VM)
import { readFileSync } from 'node:fs';
import { median, p95 } from './stats.mjs';

const file = process.argv[2];
if (!file) {
    console.error('usage: node bench/browser/swap_times.mjs TRACE.json');
    process.exit(2);
}
const trace = JSON.parse(readFileSync(file, 'utf8'));
const events = Array.isArray(trace) ? trace : trace.traceEvents ?? [];
const ms = events
    .filter((e) => e.ph === 'X' && e.name === 'SkiaOutputSurfaceImplOnGpu::SwapBuffers')
    .map((e) => e.dur / 1000);
if (ms.length === 0) {
    console.error(`${file}: no SwapBuffers slices (was it written by frames.mjs --trace?)`);
    process.exit(1);
}
console.log(`SwapBuffers: ${ms.length} slices, median ${median(ms).toFixed(1)} ms, ` +
            `p95 ${p95(ms).toFixed(1)} ms`);
