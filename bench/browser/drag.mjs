// How long the app takes to follow a dragged goal on a big map, once every search has ended:
// each move replays the three default panes to their end (and checks the paths against a new
// Dijkstra run), which is what a teacher dragging G across a 512 x 512 maze waits for.
//
// It opens the built site in headless Chromium (software WebGL), loads a Moving AI map, runs
// every search to the end, zooms in on the goal, presses the mouse on it and moves it one cell
// at a time, up and down. Per move it reports the wall-clock time from the mouse move to the
// first frame whose summary shows the goal in its new cell and every pane finished again.
// Nothing fails because it is slow.
//
// How to use (the app must be built):
//     node bench/browser/drag.mjs [--site build/wasm/site] [--map ../shared/movingai/maze512-1-0.map]
//                                 [--moves 8] [--markdown FILE]
// The result goes to stdout as one line, and with --markdown as a section of the benchmark
// report (scripts/bench.sh puts it in bench/results.md).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../tests/browser/lib/browser.mjs';
import { startStaticServer } from '../../tests/browser/lib/static_server.mjs';
import { median } from './stats.mjs';
import { readArgs } from '../args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function parseArgs(argv) {
    const o = {
        site: path.join(root, 'build/wasm/site'),
        map: path.resolve(root, '../shared/movingai/maze512-1-0.map'),
        moves: 8,
        markdown: '',
    };
    readArgs(argv, (arg, value) => {
        if (arg === '--site') o.site = path.resolve(value());
        else if (arg === '--map') o.map = path.resolve(value());
        else if (arg === '--moves') o.moves = Number(value());
        else if (arg === '--markdown') o.markdown = value();
        else return false;
        return true;
    });
    if (!(o.moves >= 1)) throw new Error('bad --moves');
    return o;
}

async function main() {
    const options = parseArgs(process.argv);
    const mapText = fs.readFileSync(options.map, 'utf8');
    const server = await startStaticServer(options.site);
    const browser = await launchChromium();
    try {
        const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
        const call = (name, args = []) => page.evaluate(
            ([n, a]) => Module.ccall(n, 'string', a.map(() => 'number'), a), [name, args]);
        const summary = async () => JSON.parse(await call('astar_app_summary_json'));
        await page.goto(server.url);
        await page.waitForFunction(() => window.Module?.calledRun &&
            JSON.parse(Module.ccall('astar_app_summary_json', 'string', [], [])).frames > 5);
        const loaded = await page.evaluate(([name, text]) =>
            astarPage.loadMapBytes(name, new TextEncoder().encode(text)),
            [path.basename(options.map), mapText]);
        if (loaded !== 1) throw new Error(`the app did not load ${options.map}`);
        await page.evaluate(() => Module.ccall('astar_app_run_to_end', 'number', [], []));
        const start = await summary();
        let [gx, gy] = start.goal;
        // Cells of 8 px around the goal, so that the mouse can pick it up.
        await page.evaluate(([x, y]) => Module.ccall('astar_app_set_view', 'number',
            ['number', 'number', 'number'], [8, x + 0.5, y + 0.5]), [gx, gy]);
        await page.waitForTimeout(500);
        const [v] = JSON.parse(await call('astar_app_pane_views_json'));
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
        for (let i = 0; i < options.moves; ++i) {
            const sign = i % 2 === 0 ? 1 : -1;
            gx += sign * step[0];
            gy += sign * step[1];
            p = at(gx, gy);
            const began = Date.now();
            await page.mouse.move(p.x, p.y);
            await page.waitForFunction(([x, y]) => {
                const s = JSON.parse(Module.ccall('astar_app_summary_json', 'string', [], []));
                return s.goal[0] === x && s.goal[1] === y && s.panes.every((q) => q.finished);
            }, [gx, gy], { polling: 'raf', timeout: 30000 });
            times.push(Date.now() - began);
        }
        await page.mouse.up();
        const mapName = path.basename(options.map);
        const size = `${start.grid_width} x ${start.grid_height}`;
        console.log(`${mapName} (${size}), ${start.panes.length} panes at their end ` +
                    `(step ${start.position}): a move of the dragged goal takes a median ` +
                    `${median(times)} ms (each: ${times.join(' ')} ms)`);
        if (options.markdown) {
            fs.writeFileSync(options.markdown, [
                '### Dragging the goal on a big map (`bench/browser/drag.mjs`)',
                '',
                'Every pane run to its end, then the goal dragged one cell at a time with the ' +
                'mouse. Each move replays every pane to its end and runs a new Dijkstra for the ' +
                'table; the time is wall-clock, from the mouse move to the first frame that ' +
                'shows the moved goal with every search finished again.',
                '',
                '| map | size | panes | steps to the end | moves | median ms per move | each move, ms |',
                '|---|---|---:|---:|---:|---:|---|',
                `| ${mapName} | ${size} | ${start.panes.length} | ${start.position} | ` +
                    `${times.length} | ${median(times)} | ${times.join(' ')} |`,
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
