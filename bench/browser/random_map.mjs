// The benchmarks' random maps: each cell a wall with chance `density`, from a seed fixed by
// the side, so every run and every script (frames.mjs, drag.mjs) gets the same map. Returned as
// the text of a Moving AI .map file, which the app loads like a user's file (it puts start and
// goal near opposite corners of the largest region).
export function randomMapText(side, density) {
    let seed = 0x9e3779b9 ^ side;
    const random = () => {  // mulberry32
        seed = (seed + 0x6d2b79f5) | 0;
        let t = seed;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const rows = [];
    for (let y = 0; y < side; ++y) {
        let row = '';
        for (let x = 0; x < side; ++x) row += random() < density ? '@' : '.';
        rows.push(row);
    }
    return `type octile\nheight ${side}\nwidth ${side}\nmap\n${rows.join('\n')}\n`;
}
