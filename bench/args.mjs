// The command lines of the benchmark scripts (bench/node/*.mjs, bench/browser/*.mjs): options
// of the form "--name value" or "--flag", read in order.
//
// How to use:
//     readArgs(process.argv, (arg, value) => {
//         if (arg === '--seconds') o.seconds = Number(value());   // value() takes the next one
//         else if (arg === '--quick') o.quick = true;
//         else return false;                                      // not one of ours
//         return true;
//     });
import fs from 'node:fs';
import path from 'node:path';

// Calls take(arg, value) for each argument after the script's name. value() consumes and
// returns the next argument (an error if there is none); take returns false for an argument
// it does not know. --help (or -h) prints the comment at the top of the script, which is its
// usage, and exits; a wrong argument exits 2 with a line naming the script, not a stack trace.
export function readArgs(argv, take) {
    const script = path.basename(argv[1]);
    const fail = (problem) => {
        console.error(`${script}: ${problem}; see ${script} --help`);
        process.exit(2);
    };
    for (let i = 2; i < argv.length; ++i) {
        const arg = argv[i];
        if (arg === '--help' || arg === '-h') {
            const lines = fs.readFileSync(argv[1], 'utf8').split('\n');
            const usage = [];
            for (const line of lines) {
                if (!line.startsWith('//')) break;
                usage.push(line.replace(/^\/\/ ?/, ''));
            }
            console.log(usage.join('\n'));
            process.exit(0);
        }
        const value = () => {
            if (i + 1 >= argv.length) fail(`${arg} needs a value`);
            return argv[++i];
        };
        if (!take(arg, value)) fail(`unknown argument ${arg}`);
    }
}

// Where the Moving AI maps are by default: where the tests find them (tests/browser/lib/
// movingai_dir.mjs). The scripts looked beside the checkout only, and a clone elsewhere
// stopped after the native part (benchmark review).
export { movingAiDir as defaultMovingAiDir } from '../tests/browser/lib/movingai_dir.mjs';
