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
// Prints the median of each count over the frames, then the first frames' boxes. Counts, not
// times: they do not depend on the machine's speed, except through how many steps a frame
// takes. Wraps the page's WebGL2 calls, so do not time anything with it.
import { launchChromium } from '../../tests/browser/lib/browser.mjs';
import { startStaticServer } from '../../tests/browser/lib/static_server.mjs';
import { randomMapText } from './random_map.mjs';
import { median } from './stats.mjs';
import { readArgs } from '../args.mjs';

const kPanes = ['astar.octile.1', 'astar.euclidean.1', 'astar.chebyshev.1'];
const kRedrawModes = { changed: 0, whole: 1 };
const kReadoutIntervals = { waiting: null, 'every-frame': 0 };

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
        await page.evaluate(([n, text, panes]) => {
            if (astarPage.loadMapBytes(`random${n}.map`, new TextEncoder().encode(text)) !== 1) {
                throw new Error('the app refused the map');
            }
            const link = Module.ccall('astar_app_scene_link', 'string', [], []);
            if (astarPage.openLink(link.replace(/;p=[^;]*/, `;p=${panes.join(',')}`)) !== 1) {
                throw new Error('the app refused the link');
            }
        }, [options.size, randomMapText(options.size, 0.25), kPanes]);
        await page.waitForTimeout(500);
        await page.evaluate(([mode, seconds, speed]) => {
            if (Module._astar_app_set_redraw(mode) !== 1) throw new Error('no such redraw mode');
            if (seconds !== null && Module._astar_app_set_readout_interval(seconds) !== 1) {
                throw new Error('the app took no readout interval');
            }
            if (Module._astar_app_play(speed) !== 1) throw new Error('the search did not play');
        }, [kRedrawModes[options.redraw], kReadoutIntervals[options.readouts], options.speed]);
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
