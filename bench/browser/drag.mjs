// How long the app takes to follow a dragged goal on a big map, once every search has ended:
// each move replays the three default panes to their end (and checks the paths against a new
// Dijkstra run), which is what a teacher dragging G across a 512 x 512 maze waits for.
//
// It opens the built site in headless Chromium (software WebGL), loads a Moving AI map (or a
// random one), runs every search to the end, zooms in on the goal, presses the mouse on it and
// moves it one cell at a time, up and down. Per move it reports:
//   - the wall-clock time from the mouse move to the first frame whose summary shows the goal
//     in its new cell, every pane finished again and its path checked against Dijkstra;
//   - the longest interval between two animation frames in that time (how long the page
//     stood still: the app replays an edit a slice per frame, Session::advance), and how many
//     frames the page drew meanwhile;
//   - the median time of the app's UI part (ImGui's sidebar and table, astar_app_frame_stats)
//     in those frames: the sidebar's Open list section explains the latest expansion of the
//     pane --explain-pane (1 by default, as the app opens; a click on a pane's title chooses
//     it, as a user would).
// And once per map: the replay of every pane from step 0 to its end in one call, with no frame
// in between (the page's own work in a move, apart from the frames it is spread over).
// Nothing fails because it is slow.
//
// How to use (the app must be built):
//     node bench/browser/drag.mjs [--site build/wasm/site] [--maps LIST] [--density 0.25]
//                                 [--moves 8] [--explain-pane 1] [--markdown FILE]
//                                 [--cpu-profile FILE] [--redraw changed|whole]
// --redraw whole: the app draws its whole canvas every frame instead of only what changed
// (src/app/frame_drawing.hpp), to compare the two.
// LIST: comma-separated .map files, or random:N for the random N x N map of random_map.mjs
// (walls at --density, as frames.mjs plays); by default
// maze512-1-0.map (from the Moving AI folder: $ASTAR_MOVINGAI_DIR, ../shared/movingai or
// /work/shared/movingai),random:1024. One line per map on stdout.
// The result goes to stdout as one line, and with --markdown as a section of the benchmark
// report (scripts/bench.sh puts it in bench/results.md).
// --cpu-profile FILE: a CPU profile of the page during the last map's moves (cpu_profile.mjs),
// written to FILE, and its functions with the most self and total time printed; for names,
// build the wasm-profile preset and give --site build/wasm-profile/site.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../tests/browser/lib/browser.mjs';
import { startStaticServer } from '../../tests/browser/lib/static_server.mjs';
import { median } from './stats.mjs';
import { profileSummary, startCpuProfile } from './cpu_profile.mjs';
import { kRedrawModes, setDrawing } from './app_scene.mjs';
import { randomMapText } from './random_map.mjs';
import { defaultMovingAiDir, readArgs } from '../args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function parseArgs(argv) {
    const o = {
        site: path.join(root, 'build/wasm/site'),
        maps: [path.join(defaultMovingAiDir(), 'maze512-1-0.map'), 'random:1024'],
        density: 0.25,
        moves: 8,
        explainPane: 1,
        markdown: '',
        cpuProfile: '',
        redraw: 'changed',
    };
    readArgs(argv, (arg, value) => {
        if (arg === '--site') o.site = path.resolve(value());
        else if (arg === '--maps') {
            o.maps = value().split(',').map((m) => (m.startsWith('random:') ? m : path.resolve(m)));
        } else if (arg === '--density') o.density = Number(value());
        else if (arg === '--moves') o.moves = Number(value());
        else if (arg === '--explain-pane') o.explainPane = Number(value());
        else if (arg === '--markdown') o.markdown = value();
        else if (arg === '--cpu-profile') o.cpuProfile = path.resolve(value());
        else if (arg === '--redraw') o.redraw = value();
        else return false;
        return true;
    });
    if (!(o.moves >= 1)) throw new Error('bad --moves');
    if (![1, 2, 3].includes(o.explainPane)) throw new Error('bad --explain-pane (1, 2 or 3)');
    if (!(o.density >= 0 && o.density < 1)) throw new Error('bad --density');
    if (!(o.redraw in kRedrawModes)) throw new Error('bad --redraw (changed or whole)');
    for (const m of o.maps) {
        if (m.startsWith('random:') && !(Number(m.slice(7)) >= 1)) throw new Error(`bad map ${m}`);
    }
    return o;
}

// Drags the goal on one map in a fresh page; returns the figures of one row of the report.
// cpuProfile: a file for a CPU profile of the moves, or ''.
async function dragOnMap(browser, url, map, options, cpuProfile) {
    const random = map.startsWith('random:') ? Number(map.slice(7)) : 0;
    const mapName = random ? `random${random}.map` : path.basename(map);
    const mapText = random ? randomMapText(random, options.density) : fs.readFileSync(map, 'utf8');
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const call = (name, args = []) => page.evaluate(
        ([n, a]) => Module.ccall(n, 'string', a.map(() => 'number'), a), [name, args]);
    const summary = async () => JSON.parse(await call('astar_app_summary_json'));
    await page.goto(url);
    await page.waitForFunction(() => window.Module?.calledRun &&
        JSON.parse(Module.ccall('astar_app_summary_json', 'string', [], [])).frames > 5);
    const loaded = await page.evaluate(([name, text]) =>
        astarPage.loadMapBytes(name, new TextEncoder().encode(text)),
        [mapName, mapText]);
    if (loaded !== 1) throw new Error(`the app did not load ${mapName}`);
    await setDrawing(page, options.redraw, 'waiting');
    // Every animation frame's time, to find the longest wait between two of them, and the
    // UI part of the app's frame (index 2 of astar_app_frame_stats, ms): the app's main loop
    // asked for its animation frames first, so in each one it has drawn when this runs.
    await page.evaluate(() => {
        window.__dragFrames = [];
        window.__dragUi = [];
        const tick = (t) => {
            window.__dragFrames.push(t);
            const stats = Module.ccall('astar_app_frame_stats', 'number', [], []) / 8;
            window.__dragUi.push(HEAPF64[stats + 2]);
            requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
    });
    await page.evaluate(() => Module.ccall('astar_app_run_to_end', 'number', [], []));
    // The panes' searches from step 0 to their end, with their cells' codes, in one call and
    // with no frame in between (3 times, the median): the page's own work in a move, which a
    // move spreads over frames that the browser also draws.
    const oneCall = [];
    for (let r = 0; r < 3; ++r) {
        oneCall.push(await page.evaluate(() => {
            Module.ccall('astar_app_seek', 'number', ['number'], [0]);
            const t = performance.now();
            Module.ccall('astar_app_run_to_end', 'number', [], []);
            return performance.now() - t;
        }));
    }
    const start = await summary();
    let [gx, gy] = start.goal;
    // Cells of 8 px around the goal, so that the mouse can pick it up.
    await page.evaluate(([x, y]) => Module.ccall('astar_app_set_view', 'number',
        ['number', 'number', 'number'], [8, x + 0.5, y + 0.5]), [gx, gy]);
    await page.waitForTimeout(500);
    const views = JSON.parse(await call('astar_app_pane_views_json'));
    const v = views[0];
    // The pane that the Open list section explains: a click on its title (above its grid).
    const explained = views[options.explainPane - 1];
    if (!explained) throw new Error(`no pane ${options.explainPane}`);
    await page.mouse.click(explained.left + 30, explained.top - 10);
    await page.waitForTimeout(200);
    if ((await summary()).open_list_pane !== options.explainPane - 1) {
        throw new Error(`a click on pane ${options.explainPane}'s title did not choose it`);
    }
    const at = (x, y) => ({ x: v.left + (x + 0.5 - v.origin_x) * v.cell,
                            y: v.top + (y + 0.5 - v.origin_y) * v.cell });
    const free = async (x, y) => Number(await page.evaluate(([cx, cy]) =>
        Module.ccall('astar_app_cell_cost', 'number', ['number', 'number'], [cx, cy]), [x, y])) > 0;
    // Up and down along the first free neighbour column or row of the goal.
    const step = (await free(gx, gy - 1)) ? [0, -1] : (await free(gx, gy + 1)) ? [0, 1]
               : (await free(gx - 1, gy)) ? [-1, 0] : [1, 0];
    let p = at(gx, gy);
    await page.mouse.move(p.x, p.y);
    await page.waitForTimeout(200);
    await page.mouse.down();
    await page.waitForTimeout(200);
    const times = [];
    const stills = [];  // per move: the longest interval between frames, ms
    const frameCounts = [];
    const uiTimes = [];  // per move: the median UI ms of its frames
    const tenths = (ms) => Math.round(ms * 10) / 10;
    const replayMs = tenths(median(oneCall));
    const profiler = cpuProfile ? await startCpuProfile(page) : null;
    for (let i = 0; i < options.moves; ++i) {
        const sign = i % 2 === 0 ? 1 : -1;
        gx += sign * step[0];
        gy += sign * step[1];
        p = at(gx, gy);
        const began = Date.now();
        const firstFrame = await page.evaluate(() => {
            window.__dragFrom = performance.now();
            return window.__dragFrames.length;
        });
        await page.mouse.move(p.x, p.y);
        // "checked" is undefined in builds from before the check was spread over frames.
        await page.waitForFunction(([x, y]) => {
            const s = JSON.parse(Module.ccall('astar_app_summary_json', 'string', [], []));
            return s.goal[0] === x && s.goal[1] === y &&
                   s.panes.every((q) => q.finished && q.checked !== false);
        }, [gx, gy], { polling: 'raf', timeout: 30000 });
        times.push(Date.now() - began);
        const frames = await page.evaluate((from) => {
            const t = [window.__dragFrom, ...window.__dragFrames.slice(from)];
            t.push(performance.now());
            let longest = 0;
            for (let k = 1; k < t.length; ++k) longest = Math.max(longest, t[k] - t[k - 1]);
            return { longest, count: t.length - 2, ui: window.__dragUi.slice(from) };
        }, firstFrame);
        stills.push(Math.round(frames.longest));
        frameCounts.push(frames.count);
        uiTimes.push(frames.ui.length ? tenths(median(frames.ui)) : 0);
    }
    if (profiler) {
        const profile = await profiler.stop(cpuProfile);
        console.log(`${mapName}, ${options.moves} moves: ${cpuProfile}`);
        console.log(profileSummary(profile).join('\n'));
    }
    await page.mouse.up();
    await page.close();
    const size = `${start.grid_width} x ${start.grid_height}`;
    console.log(`${mapName} (${size}), ${start.panes.length} panes at their end ` +
                `(step ${start.position}): a move of the dragged goal takes a median ` +
                `${median(times)} ms until done (each: ${times.join(' ')} ms); the longest wait ` +
                `between frames a median ${median(stills)} ms (each: ${stills.join(' ')} ms); ` +
                `frames drawn per move: ${frameCounts.join(' ')}; the app's UI a median ` +
                `${tenths(median(uiTimes))} ms a frame (each move: ${uiTimes.join(' ')} ms), explaining ` +
                `pane ${options.explainPane}; the replay in one call ${replayMs} ms`);
    return `| ${mapName} | ${size} | ${start.panes.length} | ${start.position} | ` +
           `${times.length} | ${median(times)} | ${median(stills)} | ${median(frameCounts)} | ` +
           `${options.explainPane} | ${tenths(median(uiTimes))} | ${replayMs} | ` +
           `${times.map((t, k) => `${t} / ${stills[k]}`).join(', ')} |`;
}

async function main() {
    const options = parseArgs(process.argv);
    const server = await startStaticServer(options.site);
    const browser = await launchChromium();
    try {
        const rows = [];
        for (const [k, map] of options.maps.entries()) {
            const last = k === options.maps.length - 1;
            rows.push(await dragOnMap(browser, server.url, map, options,
                                      last ? options.cpuProfile : ''));
        }
        if (options.markdown) {
            fs.writeFileSync(options.markdown, [
                '### Dragging the goal on a big map (`bench/browser/drag.mjs`)',
                '',
                'Every pane run to its end, then the goal dragged one cell at a time with the ' +
                'mouse. Each move replays every pane to its end and checks the moved goal with ' +
                'the table\'s Dijkstra search, which goes on from where the last check left it ' +
                '(`GridSearch::retarget`). *Until done*: wall-clock time from the mouse move to the first frame ' +
                'that shows the moved goal with every search finished and checked again. ' +
                '*Longest still*: the longest interval between two animation frames in that ' +
                'time, how long the page stood still (the app spreads the replay over frames); ' +
                '*frames*: how many it drew meanwhile. *UI*: the app\'s own UI time per frame ' +
                '(sidebar and table) in those frames, with the sidebar\'s Open list section ' +
                'explaining the pane in *explained*. Medians over the moves. *Replay in one ' +
                'call*: every pane\'s search from step 0 to its end with its cells\' codes ' +
                '(`astar_app_seek(0)`, then `astar_app_run_to_end`), timed in the page with no ' +
                'frame in between, the median of 3: the page\'s own work in a move, which a move ' +
                'spreads over frames of at most 25 ms of it each (`kCatchUpBudgetSeconds`).',
                '',
                '| map | size | panes | steps to the end | moves | until done, ms | longest still, ms | frames | explained | UI, ms | replay in one call, ms | each move: done / still, ms |',
                '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
                ...rows,
                '',
            ].join('\n'));
        }
    } finally {
        await browser.close();
        await server.close();
    }
}

main().catch((error) => {
    console.error(error);
    process.exit(1);
});
