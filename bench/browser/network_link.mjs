// A slower network for a page: Chromium's own emulation (DevTools' network throttling), applied
// to every request of the page. frames.mjs and first_frame_ab.mjs load the app through it to
// time the first frame where the downloads count (a school's Wi-Fi rather than 127.0.0.1).
//
// How to use:
//     const link = parseLink('20,40');        // 20 Mbit/s each way, 40 ms of latency
//     const page = await context.newPage();
//     await emulateLink(context, page, link);  // before page.goto
//
// "MBITS,MS" -> { mbits, latencyMs }; "none" -> null. Throws on anything else.
export function parseLink(text) {
    if (text === 'none') return null;
    const [mbits, latencyMs] = String(text).split(',').map(Number);
    if (!(mbits > 0) || !(latencyMs >= 0)) throw new Error(`bad link ${text}: MBITS,MS or none`);
    return { mbits, latencyMs };
}

// Slows every request of `page` (in browser context `context`) to `link`; nothing if null.
export async function emulateLink(context, page, link) {
    if (!link) return;
    const session = await context.newCDPSession(page);
    await session.send('Network.enable');
    const bytesPerSecond = (link.mbits * 1e6) / 8;
    await session.send('Network.emulateNetworkConditions', {
        offline: false, latency: link.latencyMs,
        downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond,
    });
}
