// A CPU profile of a page's main thread, through the Chrome DevTools Protocol's Profiler: where
// the page's time goes while a benchmark plays or drags (drag.mjs and frames.mjs, option
// --cpu-profile FILE).
//
// The profile is written to FILE as a .cpuprofile (DevTools' Performance panel and
// speedscope.app open it), and a summary is printed: the functions with the most self time.
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

// Self time per function (the samples' time deltas, summed by function name and script), the
// `top` largest as lines of text: ms, share of the profile, name. The profile's idle and
// garbage collection samples are functions like any other here ("(idle)", "(garbage
// collector)"), so the shares add up to the whole recorded time.
export function profileSummary(profile, top = 25) {
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const selfUs = new Map();
    let totalUs = 0;
    // timeDeltas[i] is the time from sample i - 1 to sample i; it is charged to sample i.
    for (let i = 0; i < profile.samples.length; ++i) {
        const delta = profile.timeDeltas[i] ?? 0;
        const frame = nodes.get(profile.samples[i])?.callFrame;
        if (!frame || delta < 0) continue;
        const script = frame.url ? frame.url.split('/').pop() : '';
        const key = `${frame.functionName || '(anonymous)'}${script ? `  [${script}]` : ''}`;
        selfUs.set(key, (selfUs.get(key) ?? 0) + delta);
        totalUs += delta;
    }
    const rows = [...selfUs].sort((a, b) => b[1] - a[1]).slice(0, top);
    const lines = [`CPU profile: ${(totalUs / 1000).toFixed(0)} ms sampled; self time by function:`];
    for (const [name, us] of rows) {
        const share = totalUs > 0 ? (100 * us / totalUs).toFixed(1) : '0.0';
        lines.push(`${(us / 1000).toFixed(1).padStart(9)} ms ${share.padStart(5)}%  ${name}`);
    }
    return lines;
}
