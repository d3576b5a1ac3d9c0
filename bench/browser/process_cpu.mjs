// CPU time used by the Chromium that this node process launched, by kind of process: its GPU
// process (where SwiftShader draws, on threads of its own), the pages' renderers (our wasm,
// JavaScript, Blink), and the rest (the browser process, its utility processes).
//
// Why: frame times under SwiftShader move by a quarter from one run to the next on a shared
// VM, with the same build (bench/README.md), so a change of a few percent in what a frame costs
// does not show in them. The CPU time the browser spends per frame is the cost itself: time
// the VM's other tenants take is not counted in it. It still moves with the VM's state (the
// same work takes more CPU time when the host's caches and memory are busy: the floor page's
// quad 26 and 31 ms a frame a quarter of an hour apart), so compare runs made alternately. On
// 2 cores a browser that needs more than 2 x 16.7 ms of CPU per frame cannot keep 60 frames a
// second, however the work is spread.
//
// Linux only (/proc); elsewhere sample() returns null and the columns say so.
//
// How to use:
//     const before = sampleChromiumCpu();
//     ...                                        // the measured seconds
//     const used = cpuBetween(before, sampleChromiumCpu());   // { gpu, renderer, other } in ms
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

let ticksPerSecond = null;

function clockTicks() {
    if (ticksPerSecond === null) {
        try {
            ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
        } catch {
            ticksPerSecond = 100;  // Linux's USER_HZ everywhere it matters
        }
    }
    return ticksPerSecond;
}

// { pid, ppid, cpuMs } from /proc/PID/stat: utime + stime of every thread of the process. The
// command name sits in parentheses and may hold spaces, so the fields are counted from its end.
function readStat(pid) {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): ppid is field 4, utime 14, stime 15.
    const ppid = Number(fields[1]);
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { pid, ppid, cpuMs: (1000 * ticks) / clockTicks() };
}

// Chromium rewrites its processes' titles, which joins the arguments with spaces: the type is
// looked for in the whole text.
function kindOf(pid) {
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (/(^|[\s\0])--type=gpu-process(\s|\0|$)/.test(args)) return 'gpu';
    if (/(^|[\s\0])--type=renderer(\s|\0|$)/.test(args)) return 'renderer';
    return 'other';
}

// The CPU milliseconds so far of every process below this node process (Chromium's, and any
// other child it has), by kind; null where /proc cannot be read.
export function sampleChromiumCpu() {
    if (!fs.existsSync('/proc/self/stat')) return null;
    const stats = new Map();
    for (const name of fs.readdirSync('/proc')) {
        if (!/^\d+$/.test(name)) continue;
        try {
            stats.set(Number(name), readStat(Number(name)));
        } catch {
            // The process ended while the list was read.
        }
    }
    const below = new Set([process.pid]);
    // Parents have lower numbers than their children only until the numbers wrap: repeat until
    // no more are found.
    for (let grew = true; grew;) {
        grew = false;
        for (const s of stats.values()) {
            if (!below.has(s.pid) && below.has(s.ppid)) {
                below.add(s.pid);
                grew = true;
            }
        }
    }
    below.delete(process.pid);
    const byPid = new Map();
    for (const pid of below) {
        try {
            byPid.set(pid, { kind: kindOf(pid), cpuMs: stats.get(pid).cpuMs });
        } catch {
            // Ended meanwhile.
        }
    }
    return byPid;
}

// CPU milliseconds between two samples, by kind: { gpu, renderer, other, total }. A process
// that started in between counts from 0; one that ended in between is not counted (its time
// is gone with it), which the measured seconds of a page that stays open do not meet.
export function cpuBetween(before, after) {
    if (before === null || after === null) return null;
    const used = { gpu: 0, renderer: 0, other: 0, total: 0 };
    for (const [pid, now] of after) {
        const then = before.get(pid);
        const ms = now.cpuMs - (then && then.kind === now.kind ? then.cpuMs : 0);
        used[now.kind] += ms;
        used.total += ms;
    }
    return used;
}
