// A CPU profile of a page's main thread, through the Chrome DevTools Protocol's Profiler: where
// the page's time goes while a benchmark plays or drags (drag.mjs and frames.mjs, option
// --cpu-profile FILE).
//
// The profile is written to FILE as a .cpuprofile (DevTools' Performance panel and
// speedscope.app open it), and a summary is printed: the functions with the most self time,
// and with the most total time (callees included).
// WebAssembly functions have names only in a build that keeps them (the wasm-profile preset:
// `cmake --preset wasm-profile && cmake --build --preset wasm-profile`, then `--site
// build/wasm-profile/site`); otherwise they are listed as wasm-function[N].
//
// How to use:
//     const profiler = await startCpuProfile(page);   // a Playwright page (Chromium)
//     ...                                             // what to profile
//     const profile = await profiler.stop(file);      // written to `file`
//     console.log(profileSummary(profile, 25).join('\n'));
import fs from 'node:fs';
import path from 'node:path';

// Starts sampling every `intervalUs` microseconds (DevTools' default is 1000; finer costs the
// page more).
export async function startCpuProfile(page, intervalUs = 200) {
    const session = await page.context().newCDPSession(page);
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: intervalUs });
    await session.send('Profiler.start');
    return {
        async stop(file) {
            const { profile } = await session.send('Profiler.stop');
            await session.detach();
            if (file) {
                fs.mkdirSync(path.dirname(file), { recursive: true });
                fs.writeFileSync(file, JSON.stringify(profile));
            }
            return profile;
        },
    };
}

// Time per function, the `top` largest as lines of text: first by self time (the samples'
// time deltas, summed by function name and script), then by total time (with everything the
// function calls: each sample counts once for every function on its stack). Each line: ms,
// share of the recorded time, name. The profile's idle and garbage collection samples are
// functions like any other here ("(idle)", "(garbage collector)"), so the self shares add up
// to the whole recorded time.
export function profileSummary(profile, top = 25) {
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map();
    for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
    const nameOf = (frame) => {
        const script = frame.url ? frame.url.split('/').pop() : '';
        return `${frame.functionName || '(anonymous)'}${script ? `  [${script}]` : ''}`;
    };
    const selfUs = new Map();
    const totalUs = new Map();
    let recordedUs = 0;
    // timeDeltas[i] is the time from sample i - 1 to sample i; it is charged to sample i.
    for (let i = 0; i < profile.samples.length; ++i) {
        const delta = profile.timeDeltas[i] ?? 0;
        const frame = nodes.get(profile.samples[i])?.callFrame;
        if (!frame || delta < 0) continue;
        const self = nameOf(frame);
        selfUs.set(self, (selfUs.get(self) ?? 0) + delta);
        recordedUs += delta;
        const onStack = new Set();  // a recursive function counts once per sample
        for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
            const name = nameOf(nodes.get(id).callFrame);
            if (onStack.has(name)) continue;
            onStack.add(name);
            totalUs.set(name, (totalUs.get(name) ?? 0) + delta);
        }
    }
    const lines = [`CPU profile: ${(recordedUs / 1000).toFixed(0)} ms sampled`];
    const lists = [['self time', selfUs], ['total time, callees included', totalUs]];
    for (const [title, times] of lists) {
        lines.push(`by ${title}:`);
        for (const [name, us] of [...times].sort((a, b) => b[1] - a[1]).slice(0, top)) {
            const share = recordedUs > 0 ? (100 * us / recordedUs).toFixed(1) : '0.0';
            lines.push(`${(us / 1000).toFixed(1).padStart(9)} ms ${share.padStart(5)}%  ${name}`);
        }
    }
    return lines;
}
