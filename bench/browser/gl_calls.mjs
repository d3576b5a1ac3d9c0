// What the app asks of WebGL per frame while a search plays: draw calls, indices, scissor
// boxes, texels uploaded, and the redraw's boxes and share of the canvas (astar_app_redraw_json).
// The built app (build/wasm/site) in headless Chromium with software WebGL2, as frames.mjs
// plays it: a random map, the three default panes, every cell visible.
//
// Why: frames.mjs says how long frames take; this says what is in them. The counts showed that
// the readouts around the grids were more than half of what a playing frame drew
// (src/app/model/readout_refresh.hpp), and that uploading each changed rectangle on its own
// would send a third of the texels in 260 calls a frame (bench/README.md, 1 December 2026).
//
// How to use:
//     node bench/browser/gl_calls.mjs [--site build/wasm/site] [--size 1024] [--speed 100000]
//          [--frames 40] [--redraw changed|whole] [--readouts waiting|every-frame]
// A search that ends before the frames are counted leaves frames with nothing to draw: it says
// so on stderr (at 100 000 steps/s, sizes under about 512 end within the first seconds).
// Prints the median of each count over the frames, then the first frames' boxes. Counts, not
// times: they do not depend on the machine's speed, except through how many steps a frame
// takes. Wraps the page's WebGL2 calls, so do not time anything with it.
import { launchChromium } from '../../tests/browser/lib/browser.mjs';
import { startStaticServer } from '../../tests/browser/lib/static_server.mjs';
import { kReadoutIntervals, kRedrawModes, loadRandomScene, setDrawing } from './app_scene.mjs';
import { median } from './stats.mjs';
import { readArgs } from '../args.mjs';

function parseArgs(argv) {
    const o = { site: 'build/wasm/site', size: 1024, speed: 100000, frames: 40,
                redraw: 'changed', readouts: 'waiting' };
    readArgs(argv, (arg, value) => {
        if (arg === '--site') o.site = value();
        else if (arg === '--size') o.size = Number(value());
        else if (arg === '--speed') o.speed = Number(value());
        else if (arg === '--frames') o.frames = Number(value());
        else if (arg === '--redraw') o.redraw = value();
        else if (arg === '--readouts') o.readouts = value();
        else return false;
        return true;
    });
    if (!(o.size >= 2 && o.size <= 1024)) throw new Error('--size: 2 to 1024');
    if (!(o.speed > 0) || !(o.frames >= 1)) throw new Error('--speed and --frames: above 0');
    if (!(o.redraw in kRedrawModes)) throw new Error('--redraw: changed or whole');
    if (!(o.readouts in kReadoutIntervals)) throw new Error('--readouts: waiting or every-frame');
    return o;
}

// Runs in the page before the app: counts the WebGL2 calls that make a frame's work.
function countCalls() {
    const counts = { draws: 0, indices: 0, scissors: 0, uploads: 0, texels: 0 };
    window.__glCounts = counts;
    const proto = WebGL2RenderingContext.prototype;
    const wrap = (name, count) => {
        const original = proto[name];
        proto[name] = function (...args) {
            count(args);
            return original.apply(this, args);
        };
    };
    wrap('drawElements', (a) => { ++counts.draws; counts.indices += a[1]; });
    wrap('drawArrays', (a) => { ++counts.draws; counts.indices += a[2]; });
    wrap('scissor', () => { ++counts.scissors; });
    wrap('texSubImage2D', (a) => { ++counts.uploads; counts.texels += a[4] * a[5]; });
}

async function main() {
    const options = parseArgs(process.argv);
    const server = await startStaticServer(options.site);
    const browser = await launchChromium();
    try {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 },
                                                   deviceScaleFactor: 1 });
        const page = await context.newPage();
        await page.addInitScript(countCalls);
        await page.goto(server.url, { waitUntil: 'load' });
        await page.waitForFunction(() => typeof Module !== 'undefined' && Module._astar_app_play,
                                   null, { timeout: 30000 });
        const summary = await loadRandomScene(page, options.size, 0.25, 3, false);
        if (summary.grid_width !== options.size) {
            throw new Error(`scene not loaded: ${JSON.stringify(summary)}`);
        }
        await page.waitForTimeout(500);
        await setDrawing(page, options.redraw, options.readouts);
        await page.evaluate((speed) => {
            if (Module._astar_app_play(speed) !== 1) throw new Error('the search did not play');
        }, options.speed);
        await page.waitForTimeout(1500);
        // One row per requestAnimationFrame callback: the calls since the one before.
        const rows = await page.evaluate((count) => new Promise((resolve) => {
            const out = [];
            let last = { ...window.__glCounts };
            const tick = () => {
                const now = { ...window.__glCounts };
                const redraw = JSON.parse(Module.ccall('astar_app_redraw_json', 'string', [], []));
                const row = { boxes: redraw.boxes, share: redraw.last_share };
                for (const key of Object.keys(now)) row[key] = now[key] - last[key];
                out.push(row);
                last = now;
                if (out.length < count) requestAnimationFrame(tick); else resolve(out);
            };
            requestAnimationFrame(tick);
        }), options.frames);
        const after = await page.evaluate(
            () => JSON.parse(Module.ccall('astar_app_summary_json', 'string', [], [])));
        if (!after.playing) {
            console.error('gl_calls.mjs: every search ended before the counted frames did, so ' +
                          'some drew nothing: give a lower --speed or a bigger --size');
        }
        const med = (key) => median(rows.map((r) => r[key]));
        console.log(`${options.size} x ${options.size}, 3 panes at ${options.speed} steps/s, ` +
                    `--redraw ${options.redraw}, --readouts ${options.readouts}: medians over ` +
                    `${rows.length} frames`);
        console.log(`draws ${med('draws')}, indices ${med('indices')}, scissor boxes ` +
                    `${med('scissors')}, uploads ${med('uploads')}, texels uploaded ` +
                    `${med('texels')}, redraw boxes ${median(rows.map((r) => r.boxes.length))}, ` +
                    `canvas drawn ${(100 * med('share')).toFixed(1)}%`);
        for (const r of rows.slice(0, 4)) {
            console.log('boxes (x0, y0, x1, y1):', JSON.stringify(r.boxes));
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
