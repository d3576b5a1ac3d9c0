// The statistics the browser benchmarks report (frames.mjs for the app, floor.mjs for the
// floor page, swap_times.mjs for a trace), defined once so that their figures are computed the
// same way.

// The q-quantile of an ascending array, interpolating between neighbours; NaN when empty.
export function quantile(sorted, q) {
    if (sorted.length === 0) return NaN;
    const at = (sorted.length - 1) * q;
    const lo = Math.floor(at), hi = Math.ceil(at);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo);
}
export const sortedCopy = (values) => [...values].sort((a, b) => a - b);
export const median = (values) => quantile(sortedCopy(values), 0.5);
export const p95 = (values) => quantile(sortedCopy(values), 0.95);
export const mean = (values) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
