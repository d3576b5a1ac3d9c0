// The first frame of two builds of the site, loaded in turn (A, B, B, A, A, B, B, A, ...) in
// one headless Chromium: the way a change to the app's start-up is judged here. On a 2-core VM
// the first frame of one build moves by 20-30% from one run of frames.mjs to the next, with the
// machine; loads of both builds in the same minutes, in the same browser, swing together, so
// their medians can be compared (bench/README.md, "Comparing two builds").
//
// How to use:
//     cp -r build/wasm/site /tmp/site-before            # then change the app and rebuild
//     node bench/browser/first_frame_ab.mjs /tmp/site-before build/wasm/site [--loads 14]
//          [--link MBITS,MS]
// Each load is in a fresh browser context (no cache; the servers send no-store), canvas
// 1280 x 800 at a device pixel ratio of 1, as in frames.mjs. --link loads through a link that
// Chromium emulates, as frames.mjs --first-frame-link does. Prints, for A and B: the median of
// the first frame's end, of main()'s end and of the wasm's download, in ms from navigation,
// and every load's first frame. Nothing fails because it is slow.
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../../tests/browser/lib/browser.mjs';
import { startStaticServer } from '../../tests/browser/lib/static_server.mjs';
import { emulateLink, parseLink } from './network_link.mjs';
import { median } from './stats.mjs';
import { readArgs } from '../args.mjs';

function parseArgs(argv) {
    const o = { sites: [], loads: 14, link: null };
    readArgs(argv, (arg, value) => {
        if (arg === '--loads') {
            o.loads = Number(value());
            if (!Number.isInteger(o.loads) || o.loads < 1) usage('--loads takes a whole number from 1');
        } else if (arg === '--link') {
            try {
                o.link = parseLink(value());
            } catch (e) {
                usage(e.message);
            }
        } else if (!arg.startsWith('--')) {
            o.sites.push(path.resolve(arg));
        } else {
            return false;
        }
        return true;
    });
    if (o.sites.length !== 2) usage('give two site directories, A and B');
    return o;
}

function usage(problem) {
    console.error(`first_frame_ab.mjs: ${problem}; see first_frame_ab.mjs --help`);
    process.exit(2);
}

// In the page: when main() and the first frame() end (Emscripten's postRun and postMainLoop).
function instrumentPage() {
    let module;
    const times = { main: null, firstFrame: null };
    window.__firstFrameAb = times;
    Object.defineProperty(window, 'Module', {
        configurable: true,
        get() { return module; },
        set(value) {
            module = value;
            value.postRun = [...(value.postRun ? [value.postRun].flat() : []), () => {
                times.main = performance.now();
            }];
            value.postMainLoop = () => {
                if (times.firstFrame === null) times.firstFrame = performance.now();
            };
        },
    });
}

async function load(browser, url, link) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 },
                                               deviceScaleFactor: 1 });
    try {
        const page = await context.newPage();
        await emulateLink(context, page, link);
        await page.addInitScript(instrumentPage);
        await page.goto(url);
        await page.waitForFunction(() => window.__firstFrameAb?.firstFrame !== null, null,
                                   { timeout: 60000 });
        return await page.evaluate(() => ({
            ...window.__firstFrameAb,
            wasm: performance.getEntriesByType('resource')
                .find((e) => e.name.endsWith('.wasm'))?.responseEnd ?? NaN,
        }));
    } finally {
        await context.close();
    }
}

const options = parseArgs(process.argv);
for (const site of options.sites) {
    if (!fs.existsSync(path.join(site, 'astar_app.wasm'))) usage(`${site} has no astar_app.wasm`);
}
const servers = await Promise.all(options.sites.map((site) => startStaticServer(site)));
const browser = await launchChromium();
const results = [[], []];
try {
    // A B B A: each build goes first as often as the other, and neither always follows itself.
    for (let i = 0; i < 2 * options.loads; ++i) {
        const which = (i % 4 === 0 || i % 4 === 3) ? 0 : 1;
        results[which].push(await load(browser, servers[which].url, options.link));
        process.stderr.write(`first_frame_ab: ${i + 1}/${2 * options.loads}\r`);
    }
} finally {
    await browser.close();
    for (const server of servers) server.close?.();
}
process.stderr.write('\n');
const ms = (v) => v.toFixed(0);
for (const [which, name] of [[0, 'A'], [1, 'B']]) {
    const r = results[which];
    console.log(`${name} ${options.sites[which]}: first frame ${ms(median(r.map((t) => t.firstFrame)))} ms, ` +
                `main() done ${ms(median(r.map((t) => t.main)))} ms, ` +
                `wasm ${ms(median(r.map((t) => t.wasm)))} ms (medians of ${r.length} loads); ` +
                `each load's first frame: ${r.map((t) => ms(t.firstFrame)).join(' ')}`);
}
process.exit(0);
