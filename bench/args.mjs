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
import path from 'node:path';

// Calls take(arg, value) for each argument after the script's name. value() consumes and
// returns the next argument (an error if there is none); take returns false for an argument
// it does not know, which is an error naming the script.
export function readArgs(argv, take) {
    for (let i = 2; i < argv.length; ++i) {
        const arg = argv[i];
        const value = () => {
            if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
            return argv[++i];
        };
        if (!take(arg, value)) {
            throw new Error(`unknown argument ${arg}; see the top of ${path.basename(argv[1])}`);
        }
    }
}
