// Where the Moving AI maps and scenarios are: $ASTAR_MOVINGAI_DIR if set, else
// ../shared/movingai beside the checkout, else /work/shared/movingai. The order CMakeLists.txt
// gives the native tests and the README states; the browser tests and the benchmark scripts
// (bench/) take it from here.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const checkout = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function movingAiDir() {
    if (process.env.ASTAR_MOVINGAI_DIR) return path.resolve(process.env.ASTAR_MOVINGAI_DIR);
    const beside = path.resolve(checkout, '../shared/movingai');
    const work = '/work/shared/movingai';
    return existsSync(beside) || !existsSync(work) ? beside : work;
}
