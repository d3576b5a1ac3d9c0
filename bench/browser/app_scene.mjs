// What the browser benchmarks (frames.mjs, gl_calls.mjs, drag.mjs) ask of the built app's page:
// the scene they play and how the app is to draw it.
//
// How to use (page: a Playwright page with the app running):
//     const summary = await loadRandomScene(page, 1024, 0.25, 3, false);  // the app's summary
//     await setDrawing(page, 'changed', 'waiting');                        // the app's defaults
import { randomMapText } from './random_map.mjs';

// The panes, in order: A* with three admissible heuristics, so that each keeps searching for a
// long time (octile expands the fewest cells).
export const kPanes = ['astar.octile.1', 'astar.euclidean.1', 'astar.chebyshev.1'];
// astar_app_set_redraw's modes: only what changed since the last frame (the app's default), or
// the whole canvas every frame, as before the app kept its canvas (frame_drawing.hpp).
export const kRedrawModes = { changed: 0, whole: 1 };
// astar_app_set_readout_interval's seconds: the app's own (0.1; readout_refresh.hpp) or none.
export const kReadoutIntervals = { waiting: null, 'every-frame': 0 };

// A random map (random_map.mjs: each cell a wall with chance `density`, from a fixed seed) loaded
// as a Moving AI .map file, then the scene's share link opened with the first `panes` of kPanes
// (and the other panes' outlines shown if `outlines`). Returns the app's summary.
export async function loadRandomScene(page, size, density, panes, outlines) {
    return page.evaluate(([n, text, paneList, show]) => {
        if (astarPage.loadMapBytes(`random${n}.map`, new TextEncoder().encode(text)) !== 1) {
            throw new Error('the app refused the map');
        }
        const link = Module.ccall('astar_app_scene_link', 'string', [], []);
        const withPanes = link.replace(/;p=[^;]*/, `;p=${paneList.join(',')}`) +
                          (show ? ';show=numbers,arrows,outlines' : '');
        if (astarPage.openLink(withPanes) !== 1) throw new Error('the app refused the link');
        return JSON.parse(Module.ccall('astar_app_summary_json', 'string', [], []));
    }, [size, randomMapText(size, density), kPanes.slice(0, panes), outlines]);
}

// How the app draws from now on: `redraw` a key of kRedrawModes, `readouts` of
// kReadoutIntervals. Throws if the app does not take them.
export async function setDrawing(page, redraw, readouts) {
    await page.evaluate(([mode, seconds]) => {
        if (Module._astar_app_set_redraw(mode) !== 1) throw new Error('no such redraw mode');
        if (seconds !== null && Module._astar_app_set_readout_interval(seconds) !== 1) {
            throw new Error('the app took no readout interval');
        }
    }, [kRedrawModes[redraw], kReadoutIntervals[readouts]]);
}
