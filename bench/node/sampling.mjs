// Which scenarios the node benchmarks run, and the median they report: shared by bench.mjs and
// ab_wasm.mjs.

// Every scenario of a map of at most 64 x 64 cells; on bigger maps at most `cap`, evenly spaced
// over the file (which is sorted by length bucket): indexes floor(i * n / cap).
export function sampleIndexes(n, cap, smallMap) {
    if (smallMap || cap <= 0 || n <= cap) return Array.from({ length: n }, (_, i) => i);
    return Array.from({ length: cap }, (_, i) => Math.floor((i * n) / cap));
}

export function median(values) {
    const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
    if (v.length === 0) return NaN;
    const m = v.length >> 1;
    return v.length % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}
