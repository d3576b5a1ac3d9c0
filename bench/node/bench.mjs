// Node benchmark: our core compiled to wasm against JavaScript path finders, in one process, on
// the Moving AI maps and their scenarios; and the cost of the step API.
//
// How to use:
//     node --no-experimental-fetch --expose-gc --single-threaded-gc bench/node/bench.mjs
//          [--core build/wasm/bench/astar_bench_core.js] [--dir DIR] [--max-scenarios N (30)]
//          [--reps R (2)] [--sample-all] [--maps a,b] [--clock cpu|wall] [--markdown F]
//          [--goals F]
// Maps of at most 64 x 64 cells run every scenario (unless --sample-all); bigger ones at most N,
// evenly spaced.
// --expose-gc lets it collect garbage between scenarios instead of inside a timed call;
// --single-threaded-gc keeps the collector's threads out of the CPU time (see timeMs).
//
// Peers, each on the problem it can solve:
//   8 moves, Moving AI rule (no corner cutting, diagonal sqrt(2)), octile:
//     ours (wasm, run()) | PathFinding.js AStarFinder (OnlyWhenNoObstacles, octile)
//     | EasyStar.js (diagonals on, corner cutting off: its diagonal step costs 1.4, not sqrt(2))
//   4 moves, Manhattan (optimal lengths from our Dijkstra; the .scen lengths are 8-connected):
//     ours (wasm, run()) | l1-path-finder | EasyStar.js without diagonals
// Timed per scenario, each library --reps times interleaved, the fastest kept:
//   ours        one call: begin + run + path cost (bench_solve)
//   PF          finder.findPath on a fresh grid.clone(); the clone is timed on its own (PF keeps
//               its search state in the grid's nodes, so every search needs a fresh grid)
//   EasyStar    findPath + calculate() with enableSync (the callback runs inside calculate)
//   l1          planner.search with a path array; the planner is built once per map (reported)
// Not timed: reading files, building each library's grid, computing lengths and checking them.
// Progress goes to stderr; the Markdown report to stdout (and --markdown), goal rows to --goals.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { Core, requireNoFetch } from './core.mjs';
import { median, sampleIndexes } from './sampling.mjs';
import { defaultMovingAiDir, readArgs } from '../args.mjs';

const require = createRequire(import.meta.url);
const PF = require('pathfinding');
const EasyStar = require('easystarjs');
const createPlanner = require('l1-path-finder');
const ndarray = require('ndarray');

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

function parseArgs(argv) {
    const o = {
        core: path.join(root, 'build/wasm/bench/astar_bench_core.js'),
        dir: defaultMovingAiDir(),
        maxScenarios: 30,
        reps: 2,
        maps: [],
        markdown: '',
        goals: '',
        clock: 'cpu',
        sampleAll: false,
    };
    readArgs(argv, (arg, value) => {
        if (arg === '--core') o.core = path.resolve(value());
        else if (arg === '--dir') o.dir = path.resolve(value());
        else if (arg === '--max-scenarios') o.maxScenarios = Number(value());
        else if (arg === '--reps') o.reps = Math.max(1, Number(value()));
        else if (arg === '--maps') o.maps = value().split(',');
        else if (arg === '--markdown') o.markdown = value();
        else if (arg === '--goals') o.goals = value();
        else if (arg === '--clock') o.clock = value();
        else if (arg === '--sample-all') o.sampleAll = true;
        else return false;
        return true;
    });
    return o;
}

// The timer: the process's CPU time by default (run node with --single-threaded-gc so that
// garbage collection does not add other threads' time), so that the time the scheduler gives
// to other jobs on a busy machine is not counted; --clock wall for elapsed time. Its resolution
// is 1 µs. What reading it twice costs is measured once and taken off every reading: the mean
// of many empty readings, since on a 1 µs clock a reading is 0 or 1 µs and only the mean finds
// the 0.7 µs between (the median said 1 µs, which took 0.3 µs too much off every reading, a
// tenth of our time on the small maps, in our favour: benchmark review).
let now = () => performance.now();
const cpuNow = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
};
let timerOverheadMs = 0;
function calibrateTimer() {
    let sum = 0;
    const count = 20000;
    for (let i = 0; i < count; ++i) {
        const t0 = now();
        sum += now() - t0;
    }
    timerOverheadMs = sum / count;
}

function timeMs(fn) {
    const t0 = now();
    const result = fn();
    return [Math.max(now() - t0 - timerOverheadMs, 1e-6), result];
}

// Path lengths: PF gives [[x, y], ...], EasyStar [{x, y}, ...], l1 a flat [x0, y0, x1, y1, ...]
// of corners joined by straight runs.
function pfLength(p) {
    let len = 0;
    for (let i = 1; i < p.length; ++i) {
        const dx = Math.abs(p[i][0] - p[i - 1][0]), dy = Math.abs(p[i][1] - p[i - 1][1]);
        if (dx > 1 || dy > 1) return NaN;
        len += dx && dy ? Math.SQRT2 : dx + dy;
    }
    return p.length ? len : -1;
}
function easyLength(p) {
    if (!p) return -1;
    let len = 0;
    for (let i = 1; i < p.length; ++i) {
        const dx = Math.abs(p[i].x - p[i - 1].x), dy = Math.abs(p[i].y - p[i - 1].y);
        if (dx > 1 || dy > 1) return NaN;
        len += dx && dy ? Math.SQRT2 : dx + dy;
    }
    return len;
}
function l1Length(flat) {
    let len = 0;
    for (let i = 2; i < flat.length; i += 2) {
        len += Math.abs(flat[i] - flat[i - 2]) + Math.abs(flat[i + 1] - flat[i - 1]);
    }
    return len;
}

function runMap(core, scenPath, options, log) {
    const scenText = fs.readFileSync(scenPath, 'utf8');
    const mapField = scenText.split('\n')[1].split(/[ \t]+/)[1];
    const mapPath = path.join(path.dirname(scenPath), path.basename(mapField));
    const name = path.basename(mapPath, '.map');
    core.load('map', mapPath);
    const total = core.load('scen', scenPath);
    const { w, h, free } = core.cells();
    const m = core.m;

    // Each library's own grid, built once per map (not timed).
    const rows = Array.from({ length: h }, (_, y) =>
        Array.from(free.subarray(y * w, (y + 1) * w), (f) => 1 - f));  // 1 = blocked
    const pfGrid = new PF.Grid(w, h, rows);
    const pfFinder = new PF.AStarFinder({
        diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles,
        heuristic: PF.Heuristic.octile,
    });
    const easy = (diagonals) => {
        const e = new EasyStar.js();
        e.setGrid(rows);
        e.setAcceptableTiles([0]);
        if (diagonals) {
            e.enableDiagonals();
            e.disableCornerCutting();
        }
        e.enableSync();
        return e;
    };
    const easy8 = easy(true), easy4 = easy(false);
    const blocked = Uint8Array.from(free, (f) => 1 - f);
    const [l1BuildMs, planner] = timeMs(() => createPlanner(ndarray(blocked, [h, w])));

    const easySolve = (e, s) => {
        let result;
        e.findPath(s.sx, s.sy, s.gx, s.gy, (p) => { result = p; });
        e.calculate();
        return result;
    };
    const libs = {
        ours8: (s) => m._bench_solve(s.sx, s.sy, s.gx, s.gy),
        pf: (s, grid) => pfFinder.findPath(s.sx, s.sy, s.gx, s.gy, grid),
        easy8: (s) => easySolve(easy8, s),
        ours4: (s) => m._bench_solve(s.sx, s.sy, s.gx, s.gy),
        // l1 indexes the ndarray as (row, column): pass y before x.
        l1: (s, out) => planner.search(s.sy, s.sx, s.gy, s.gx, out),
        easy4: (s) => easySolve(easy4, s),
    };

    const picked = sampleIndexes(total, options.maxScenarios,
                                 w * h <= 4096 && !options.sampleAll).map((i) => core.scenario(i));
    // Optimal 4-connected lengths from our Dijkstra (not timed).
    m._bench_set_rules(4, 0);
    for (const s of picked) s.length4 = m._bench_solve(s.sx, s.sy, s.gx, s.gy);

    // Warm-up (JIT), not timed.
    for (const s of picked.slice(0, 5)) {
        m._bench_set_rules(8, 1);
        libs.ours8(s);
        libs.pf(s, pfGrid.clone());
        libs.easy8(s);
        m._bench_set_rules(4, 1);
        libs.ours4(s);
        libs.l1(s, []);
        libs.easy4(s);
    }

    const inf = Infinity;
    const samples = [];
    for (const s of picked) {
        // PathFinding.js's big grid clones are garbage by now: collect them here, not while
        // timing. (On small maps the clones are small and a collection costs more than it saves.)
        if (globalThis.gc && w * h > 4096) globalThis.gc();
        const r = {
            ours8: inf, pf: inf, clone: inf, easy8: inf, ours4: inf, l1: inf, easy4: inf,
            run: inf, stepWasm: inf, stepJs: inf,
        };
        for (let rep = 0; rep < options.reps; ++rep) {
            let t, v;
            m._bench_set_rules(8, 1);
            [t, v] = timeMs(() => libs.ours8(s));
            // The first repetition's time too: later ones replay a search whose branches the
            // predictors have just learnt (see the First solves line of the report).
            if (rep === 0) r.ours8First = t;
            r.ours8 = Math.min(r.ours8, t);
            r.ours8Length = v;
            r.expansions8 = m._bench_expansions();

            let grid;
            [t, grid] = timeMs(() => pfGrid.clone());
            r.clone = Math.min(r.clone, t);
            [t, v] = timeMs(() => libs.pf(s, grid));
            if (rep === 0) r.pfFirst = t;
            r.pf = Math.min(r.pf, t);
            r.pfLength = pfLength(v);
            grid = null;

            [t, v] = timeMs(() => libs.easy8(s));
            r.easy8 = Math.min(r.easy8, t);
            r.easy8Length = easyLength(v);

            m._bench_set_rules(4, 1);
            [t, v] = timeMs(() => libs.ours4(s));
            r.ours4 = Math.min(r.ours4, t);
            r.ours4Length = v;
            r.expansions4 = m._bench_expansions();

            const out = [];
            [t, v] = timeMs(() => libs.l1(s, out));
            r.l1 = Math.min(r.l1, t);
            r.l1Length = v;
            r.l1PathLength = l1Length(out);

            [t, v] = timeMs(() => libs.easy4(s));
            r.easy4 = Math.min(r.easy4, t);
            r.easy4Length = easyLength(v);
        }
        // The step API, 8 moves, all three on the same search object: run() in one call,
        // step() looped inside wasm, and one step() call from JavaScript per expansion. Their
        // differences are small, so they get more repetitions, in a rotating order.
        m._bench_set_rules(8, 1);
        const stepWays = [
            ['run', () => m._bench_run()],
            ['stepWasm', () => m._bench_step_to_end()],
            ['stepJs', () => { while (m._bench_step() === 0) { /* one expansion per call */ } }],
        ];
        for (let rep = 0; rep < 3 * options.reps; ++rep) {
            for (let k = 0; k < 3; ++k) {
                const [key, solve] = stepWays[(rep + k) % 3];
                const [t] = timeMs(() => {
                    m._bench_begin(s.sx, s.sy, s.gx, s.gy);
                    solve();
                });
                r[key] = Math.min(r[key], t);
                // Each way's result, every time: only the JavaScript-stepped one was checked,
                // where the report says all three are (benchmark review).
                const cost = m._bench_cost(), expansions = m._bench_step_expansions();
                r.stepSame = (r.stepSame ?? true) && Math.abs(cost - s.length) <= s.tolerance;
                r.stepSame = r.stepSame && expansions === r.expansions8;
            }
        }

        const ok8 = (len) => Math.abs(len - s.length) <= s.tolerance;
        const ok4 = (len) => Math.abs(len - s.length4) <= 1e-9;
        r.ok = {
            ours8: ok8(r.ours8Length), pf: ok8(r.pfLength), easy8: ok8(r.easy8Length),
            step: r.stepSame,
            ours4: ok4(r.ours4Length), l1: ok4(r.l1Length) && ok4(r.l1PathLength),
            easy4: ok4(r.easy4Length),
        };
        r.excess = { pf: r.pfLength - s.length, easy8: r.easy8Length - s.length };
        samples.push(r);
    }
    log(`${name.padEnd(20)} ${w}x${h} ${samples.length} scenarios`);
    return { name, w, h, total, l1BuildMs, samples };
}

// ---- Report ------------------------------------------------------------------------------------

const us = (ms) => {
    const v = ms * 1000;
    return v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2);
};
const x = (r) => (r >= 100 ? r.toFixed(0) : r >= 10 ? r.toFixed(1) : r.toFixed(2));
// A whole number, "0" for what rounds to it from below ("-0" said nothing more).
const whole = (v) => (Math.round(v) === 0 ? '0' : v.toFixed(0));
const count = (samples, key) => samples.filter((s) => s.ok[key]).length;
const ratios = (samples, a, b) => samples.map((s) => s[a] / s[b]);
const medianUs = (samples, key) => us(median(samples.map((s) => s[key])));
const medianRatio = (samples, a, b) => x(median(ratios(samples, a, b)));

function optimalCell(samples, key) {
    const n = count(samples, key);
    let text = `${n}/${samples.length}`;
    if (key in (samples[0]?.excess ?? {}) && n < samples.length) {
        const worst = Math.max(...samples.map((s) => s.excess[key]).filter(Number.isFinite));
        text += ` (worst +${worst.toFixed(2)})`;
    }
    return text;
}

function report(maps, options, elapsedS) {
    const all = maps.flatMap((m) => m.samples);
    const lines = [];
    const size = (m) => `${m.w}x${m.h}`;
    const scen = (m) => (m.samples.length < m.total ? `${m.samples.length} of ${m.total}`
                                                     : `${m.samples.length}`);
    const nsPerExp = (samples, key, expKey) => {
        const t = samples.reduce((a, s) => a + s[key], 0);
        const e = samples.reduce((a, s) => a + s[expKey], 0);
        return e ? (t * 1e6) / e : NaN;
    };

    lines.push(`## Node ${process.version}: our core as wasm against JavaScript path finders`, '');
    lines.push(
        `Same process, same scenarios. Each scenario is solved ${options.reps} ` +
        `time${options.reps === 1 ? '' : 's'} by each ` +
        'library, interleaved; its time is the fastest of those, measured as ' +
        (options.clock === 'cpu' ? 'the process\'s CPU time (1 µs resolution)'
                                 : 'elapsed (wall-clock) time') +
        ` (timer overhead ${(timerOverheadMs * 1000).toFixed(2)} µs, taken off). ` +
        'Medians are over scenarios; ' +
        '*ratio* is the median over scenarios of (peer time / our time) on the same scenario ' +
        '(above 1: we are faster). Timed: ours = one `bench_solve` call (begin + run + cost); ' +
        'PathFinding.js = `findPath` on a fresh `grid.clone()`, the clone timed separately ' +
        '(*+clone* counts it); EasyStar = `findPath` + `calculate()` with `enableSync`; ' +
        'l1-path-finder = `planner.search` (planner built once per map, *l1 build ms*). ' +
        'Not timed: building each library\'s grid, checking lengths. Optimal = path length ' +
        'within the scenario\'s printed precision (8 moves) or equal to our Dijkstra\'s ' +
        '(4 moves); *worst* is the largest excess length of a non-optimal path.', '');

    lines.push('### 8 moves, no corner cutting, diagonal sqrt(2), octile', '');
    lines.push('| map | size | scenarios | ours µs | ours ns/exp | PathFinding.js µs | ratio | ' +
               '+clone µs | ratio +clone | EasyStar µs | ratio | optimal ours | ' +
               'optimal PathFinding.js | optimal EasyStar |');
    lines.push('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|');
    const row8 = (label, m, samples) => {
        lines.push(`| ${label} | ${m ? size(m) : ''} | ${m ? scen(m) : samples.length} | ` +
            `${medianUs(samples, 'ours8')} | ` +
            `${nsPerExp(samples, 'ours8', 'expansions8').toFixed(0)} | ` +
            `${medianUs(samples, 'pf')} | ${medianRatio(samples, 'pf', 'ours8')} | ` +
            `${us(median(samples.map((s) => s.pf + s.clone)))} | ` +
            `${x(median(samples.map((s) => (s.pf + s.clone) / s.ours8)))} | ` +
            `${medianUs(samples, 'easy8')} | ${medianRatio(samples, 'easy8', 'ours8')} | ` +
            `${optimalCell(samples, 'ours8')} | ${optimalCell(samples, 'pf')} | ` +
            `${optimalCell(samples, 'easy8')} |`);
    };
    for (const m of maps) row8(m.name, m, m.samples);
    row8('**all**', null, all);
    lines.push('');
    const firstRatio = median(ratios(all, 'pfFirst', 'ours8First'));
    if (options.reps > 1) {
        const firstPerMap = maps.map((m) => `${m.name} ${x(median(ratios(m.samples, 'pfFirst',
                                                                          'ours8First')))}x`);
        lines.push('**First solves.** Counting only each scenario\'s first repetition (for both, ' +
            'the search has not just run), the median ratio to PathFinding.js is ' +
            `${x(firstRatio)}x over ${all.length} scenarios; by map: ${firstPerMap.join(', ')}.`,
            '');
    }

    lines.push('### 4 moves, Manhattan (optimal lengths from our Dijkstra)', '');
    lines.push('| map | scenarios | ours µs | ours ns/exp | l1-path-finder µs | ratio | ' +
               'l1 build ms | EasyStar µs | ratio | optimal ours | optimal l1 | ' +
               'optimal EasyStar |');
    lines.push('|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|---|');
    const row4 = (label, m, samples) => {
        lines.push(`| ${label} | ${m ? scen(m) : samples.length} | ` +
            `${medianUs(samples, 'ours4')} | ` +
            `${nsPerExp(samples, 'ours4', 'expansions4').toFixed(0)} | ` +
            `${medianUs(samples, 'l1')} | ${medianRatio(samples, 'l1', 'ours4')} | ` +
            `${m ? m.l1BuildMs.toFixed(1) : ''} | ` +
            `${medianUs(samples, 'easy4')} | ${medianRatio(samples, 'easy4', 'ours4')} | ` +
            `${optimalCell(samples, 'ours4')} | ${optimalCell(samples, 'l1')} | ` +
            `${optimalCell(samples, 'easy4')} |`);
    };
    for (const m of maps) row4(m.name, m, m.samples);
    row4('**all**', null, all);
    lines.push('');

    lines.push('### Step API overhead (8 moves, wasm)', '');
    lines.push(`Same search three ways, on the same search object, each ${3 * options.reps} ` +
               'times in a rotating order: ' +
               '`bench_begin` + `run()` in one call; `step()` (which fills a full step report) ' +
               'looped inside wasm; `step()` called from JavaScript once per expansion. ' +
               '*report overhead* = (step-in-wasm time − run time) / expansions and *JS-call ' +
               'overhead* = (step-from-JS time − step-in-wasm time) / expansions, both summed ' +
               'over scenarios. *Same result*: the scenarios where each of the three, every ' +
               'time, found the file\'s length and expanded as many cells as `bench_solve`.', '');
    lines.push('| map | run() µs | step() in wasm µs | step() from JS µs | JS/run ratio | ' +
               'report overhead ns/exp | JS-call overhead ns/exp | same result |');
    lines.push('|---|---:|---:|---:|---:|---:|---:|---|');
    const rowStep = (label, samples) => {
        const sum = (k) => samples.reduce((a, s) => a + s[k], 0);
        const exp = samples.reduce((a, s) => a + s.expansions8, 0);
        lines.push(`| ${label} | ${medianUs(samples, 'run')} | ` +
            `${medianUs(samples, 'stepWasm')} | ${medianUs(samples, 'stepJs')} | ` +
            `${medianRatio(samples, 'stepJs', 'run')} | ` +
            `${whole((sum('stepWasm') - sum('run')) * 1e6 / exp)} | ` +
            `${whole((sum('stepJs') - sum('stepWasm')) * 1e6 / exp)} | ` +
            `${count(samples, 'step')}/${samples.length} |`);
    };
    for (const m of maps) rowStep(m.name, m.samples);
    rowStep('**all**', all);
    lines.push('', `Node benchmark time: ${elapsedS.toFixed(0)} s.`, '');

    // Goal: at least 10x faster than PathFinding.js per scenario.
    const pfRatio = median(ratios(all, 'pf', 'ours8'));
    const perMap = maps.map((m) => [m.name, median(ratios(m.samples, 'pf', 'ours8'))]);
    const [worstName, worstRatio] = perMap.reduce((a, b) => (b[1] < a[1] ? b : a));
    const mapsMet = perMap.filter(([, r]) => r >= 10).map(([name]) => name);
    const share = all.filter((s) => s.pf / s.ours8 >= 10).length / all.length;
    const met = pfRatio >= 10 && worstRatio >= 10;
    const goals = `| at least 10x faster than PathFinding.js per scenario | median ratio ` +
        `${x(pfRatio)}x over ${all.length} scenarios (search only; ` +
        `${x(median(all.map((s) => (s.pf + s.clone) / s.ours8)))}x counting its grid clone); ` +
        `map medians of 10x or more on ${mapsMet.length} of ${maps.length} maps ` +
        `(${mapsMet.join(', ') || 'none'}); lowest map median ${x(worstRatio)}x ` +
        `(${worstName}); ${(share * 100).toFixed(0)}% of scenarios at 10x or more` +
        (options.reps > 1 ? `; first solves only: ${x(firstRatio)}x` : '') + ' | ' +
        `${met ? 'met' : '**not met**'} |\n`;
    return [lines.join('\n'), goals];
}

async function main() {
    const options = parseArgs(process.argv);
    requireNoFetch();
    if (options.clock === 'cpu') now = cpuNow;
    else if (options.clock !== 'wall') throw new Error('--clock takes cpu or wall');
    calibrateTimer();
    const createBenchCore = require(options.core);
    const core = new Core(await createBenchCore());
    const log = (text) => process.stderr.write(`bench.mjs: ${text}\n`);
    const scenFiles = fs.readdirSync(options.dir).filter((f) => f.endsWith('.scen'))
        .filter((f) => options.maps.length === 0 ||
                       options.maps.some((m) => f.startsWith(`${m}.map`) || f.startsWith(`${m}-`)))
        .sort().map((f) => path.join(options.dir, f));
    if (scenFiles.length === 0) throw new Error(`no .scen files in ${options.dir}`);
    const started = performance.now();
    const maps = scenFiles.map((f) => runMap(core, f, options, log));
    maps.sort((a, b) => a.w * a.h - b.w * b.h);
    const [markdown, goals] = report(maps, options, (performance.now() - started) / 1000);
    process.stdout.write(markdown);
    if (options.markdown) fs.writeFileSync(options.markdown, markdown);
    if (options.goals) fs.writeFileSync(options.goals, goals);
}

main().catch((e) => {
    process.stderr.write(`bench.mjs: ${e.stack || e}\n`);
    process.exit(2);
});
