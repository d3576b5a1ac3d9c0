// The floor under the app's whole frame: how fast headless Chromium with software WebGL2
// (SwiftShader) on this machine shows frames of a page that does almost nothing. The page
// (bench/browser/floor/index.html) has the app's canvas size, 1280 x 800; each
// requestAnimationFrame callback spends `work` milliseconds busy on the main thread (standing in
// for an app's own frame), then clears the canvas, or clears it and covers it with one quad whose
// fragment shader is one line. Then, without work, the quad with the drawing buffer kept between
// frames (preserveDrawingBuffer, as the app keeps it), and the clear and the quad only in a box
// of a tenth of the canvas with the buffer kept (as the app draws what changed). Reported: the
// median and 95th percentile interval between requestAnimationFrame callbacks, the same "whole
// frame" that frames.mjs reports for the app, their mean, and the browser's CPU time per frame
// (process_cpu.mjs), in its GPU process and in all its processes.
//
// Why: the app's whole frame under SwiftShader is bounded by what SwiftShader and Chromium's
// compositor cost on the same cores, whatever the app does. If one quad and a few milliseconds
// of work already miss 16.7 ms on many frames, an app drawing far more pixels misses it more
// often here; a machine with a GPU does not have this floor.
// (It measures the browser and the machine, not the app: the app is not loaded.)
//
// How to use:
//     node bench/browser/floor.mjs [--work 0,2,4,8,12] [--seconds 3] [--markdown F]
// Progress goes to stderr, the Markdown table to stdout (and --markdown). Nothing fails because
// it is slow.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../tests/browser/lib/browser.mjs';
import { cpuBetween, sampleChromiumCpu } from './process_cpu.mjs';
import { startStaticServer } from '../../tests/browser/lib/static_server.mjs';
import { mean, median, p95 } from './stats.mjs';
import { readArgs } from '../args.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const kViewport = { width: 1280, height: 800 };
const kDraws = {
    clear: 'clear only',
    quad: 'clear + one full-canvas quad',
    'quad-kept': 'clear + one full-canvas quad, drawing buffer kept',
    'box-kept': 'clear + quad in a tenth of the canvas, drawing buffer kept',
};
const log = (text) => process.stderr.write(`floor bench: ${text}\n`);

function parseArgs(argv) {
    const o = { work: [0, 2, 4, 8, 12], seconds: 3, markdown: '' };
    readArgs(argv, (arg, value) => {
        if (arg === '--work') o.work = value().split(',').map(Number);
        else if (arg === '--seconds') o.seconds = Number(value());
        else if (arg === '--markdown') o.markdown = value();
        else return false;
        return true;
    });
    if (o.work.some((w) => !(w >= 0)) || !(o.seconds > 0)) throw new Error('bad --work or --seconds');
    return o;
}

async function measure(browser, url, draw, work, seconds) {
    const page = await browser.newPage({ viewport: kViewport });
    try {
        const [shape, kept] = draw.split('-');
        await page.goto(`${url}?draw=${shape}&work=${work}&preserve=${kept ? 1 : 0}`);
        // The page skips its first 30 frames (about half a second); then `seconds` of frames
        // count, and the CPU time is taken over the same seconds.
        await page.waitForTimeout(1000);
        const before = await page.evaluate(() => window.floorIntervals().length);
        const cpuBefore = sampleChromiumCpu();
        await page.waitForTimeout(seconds * 1000);
        const cpu = cpuBetween(cpuBefore, sampleChromiumCpu());
        const intervals = await page.evaluate(() => window.floorIntervals());
        const framesMeasured = intervals.length - before;
        const perFrame = (kind) => (cpu && framesMeasured > 0 ? cpu[kind] / framesMeasured : NaN);
        return { frames: intervals.length, median: median(intervals), p95: p95(intervals),
                 mean: mean(intervals), gpuCpu: perFrame('gpu'), allCpu: perFrame('total') };
    } finally {
        await page.close();
    }
}

const cpuCell = (v) => (Number.isFinite(v) ? v.toFixed(1) : '-');

async function main() {
    const options = parseArgs(process.argv);
    const server = await startStaticServer(path.join(here, 'floor'));
    const browser = await launchChromium();
    const rows = [];
    try {
        for (const draw of Object.keys(kDraws)) {
            // The kept buffer's rows without work: what keeping it costs, not the work again.
            for (const work of draw.endsWith('-kept') ? [0] : options.work) {
                const r = await measure(browser, server.url, draw, work, options.seconds);
                log(`${draw}, ${work} ms of work: median ${r.median.toFixed(1)} ms, ` +
                    `p95 ${r.p95.toFixed(1)} ms, mean ${r.mean.toFixed(1)} ms over ` +
                    `${r.frames} frames; browser CPU ${r.allCpu.toFixed(1)} ms a frame, ` +
                    `${r.gpuCpu.toFixed(1)} in its GPU process`);
                rows.push({ draw, work, ...r });
            }
        }
    } finally {
        await browser.close();
        await server.close();
    }
    const lines = [
        `### The floor: a WebGL2 page that does almost nothing, in the same browser`,
        '',
        `\`node bench/browser/floor.mjs\`: a ${kViewport.width} x ${kViewport.height} canvas; ` +
        'each requestAnimationFrame callback is busy for *work* ms on the main thread, then ' +
        'draws. *Whole frame* = interval between callbacks, as for the app above. Intervals come ' +
        'in whole display frames (16.7, 33.4, ...), so a median sits on one of those; the mean ' +
        'and fps show where between them the page is. Where one quad and a few ms of work ' +
        'already miss 16.7 ms on many frames, an app that draws far more pixels (three grids, ' +
        'text, widgets) and has a frame of its own misses it more often in this browser on ' +
        'this machine. *CPU ms/frame*: the CPU time the browser used per frame while the ' +
        'intervals were measured, in its GPU process (SwiftShader, the compositor) and in all ' +
        'its processes (bench/browser/process_cpu.mjs), the same measure as in the app\'s table.',
        '',
        '| draws | work ms | frames | whole median ms | whole p95 ms | whole mean ms | fps | ' +
        'CPU ms/frame: GPU process | all |',
        '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
        ...rows.map((r) => `| ${kDraws[r.draw]} | ${r.work} | ${r.frames} | ` +
                           `${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ` +
                           `${r.mean.toFixed(1)} | ${(1000 / r.mean).toFixed(1)} | ` +
                           `${cpuCell(r.gpuCpu)} | ${cpuCell(r.allCpu)} |`),
    ];
    const markdown = lines.join('\n') + '\n';
    process.stdout.write(markdown);
    if (options.markdown) fs.writeFileSync(options.markdown, markdown);
}

main().catch((error) => {
    console.error(error);
    process.exit(1);
});
