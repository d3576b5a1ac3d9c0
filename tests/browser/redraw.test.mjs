// Drawing only what changed (src/app/frame_drawing.hpp): the canvas is kept between frames, a
// frame where nothing changed draws nothing, and a frame drawn in boxes shows exactly the
// pixels of one drawn whole, through play, hover, edits, palettes, zoom, outlines and resizes.
// The app checks that itself in its checked mode (astar_app_set_redraw(2)): each frame is read
// back, drawn again whole, read back again and compared pixel by pixel.
import { randomMapText } from '../../bench/browser/random_map.mjs';

const redraw = (app) => app.json('astar_app_redraw_json');
const setRedraw = (app, mode) => app.call('astar_app_set_redraw', 'number', ['number'], [mode]);

async function openDefault(t) {
  const app = await t.open({ viewport: { width: 1280, height: 800 } });
  await app.waitForSummary((s) => s.frames > 3 && s.panes?.length === 3, 'the default scene');
  return app;
}

// Moves the mouse to the top right corner, over nothing that reacts to it.
async function parkMouse(app) {
  await app.page.mouse.move(1270, 5);
  await app.waitFrames(3);
}

export const tests = [
  {
    name: 'keeps the canvas: a frame where nothing changed draws nothing, a hover draws a little',
    run: async (t) => {
      const app = await openDefault(t);
      const first = await redraw(app);
      t.assert(first.canvas_kept, `the context keeps its drawing buffer: ${JSON.stringify(first)}`);
      t.assert(first.mode === 0, 'only what changed, by default');
      t.assert(first.whole_frames >= 1, 'the first frame is drawn whole');
      await parkMouse(app);
      const idle = await redraw(app);
      await app.waitFrames(10);
      const later = await redraw(app);
      t.assert(later.empty_frames - idle.empty_frames >= 9,
               `idle frames draw nothing: ${later.empty_frames - idle.empty_frames} of ` +
               `${later.frames - idle.frames}`);
      t.assert(later.whole_frames === idle.whole_frames, 'and none is drawn whole');

      // Hovering a cell shows its card: a part of the canvas, not all of it.
      const p = await app.cellPoint(10, 10, 0);
      await app.page.mouse.move(p.x, p.y);
      await app.waitFrames(5);
      const hovered = await redraw(app);
      const drawn = hovered.partial_frames - later.partial_frames;
      const share = (hovered.share_sum - later.share_sum) / drawn;
      t.assert(drawn >= 1 && hovered.whole_frames === later.whole_frames,
               `the hover was drawn in boxes: ${drawn} frame(s)`);
      t.assert(share > 0 && share < 0.5, `a hover redraws part of the canvas: ${share}`);

      // Asked to, it draws the whole canvas every frame.
      await setRedraw(app, 1);
      await app.waitFrames(3);
      const whole = await redraw(app);
      t.assert(whole.last_share === 1 && whole.boxes.length === 1,
               `the whole canvas: ${JSON.stringify(whole)}`);
    },
  },
  {
    name: 'every frame drawn in boxes equals the same frame drawn whole, through play, hover, edits, palettes, zoom, outlines and a resize',
    run: async (t) => {
      const app = await openDefault(t);
      t.assert(await setRedraw(app, 2) === 1, 'the checked mode exists');
      // Playing: cells, titles, the table, the chart and the open list change every frame.
      await app.call('astar_app_play', 'number', ['number'], [60]);
      await app.waitFrames(40);
      // Hover cards over the panes while it plays.
      for (const [x, y, pane] of [[5, 5, 0], [20, 12, 1], [30, 20, 2]]) {
        const p = await app.cellPoint(x, y, pane);
        await app.page.mouse.move(p.x, p.y, { steps: 4 });
        await app.waitFrames(4);
      }
      // An edit: a wall dragged across a row, which replays every search.
      await app.page.keyboard.press('1');
      const a = await app.cellPoint(10, 3), b = await app.cellPoint(18, 3);
      await app.page.mouse.move(a.x, a.y);
      await app.page.mouse.down();
      await app.page.mouse.move(b.x, b.y, { steps: 5 });
      await app.page.mouse.up();
      await app.waitFrames(5);
      // The other palette, zoomed in, the other panes' outlines, the palette back.
      await app.call('astar_app_set_palette', 'number', ['number'], [1]);
      await app.waitFrames(4);
      await app.call('astar_app_set_view', 'number', ['number', 'number', 'number'], [2.5, 12, 9]);
      await app.waitFrames(4);
      await parkMouse(app);
      await app.page.keyboard.press('o');
      await app.waitForSummary((s) => s.outlines, 'outlines shown');
      await app.call('astar_app_play', 'number', ['number'], [200]);
      await app.waitFrames(20);
      await app.call('astar_app_set_palette', 'number', ['number'], [0]);
      await app.waitFrames(4);
      // A smaller window: drawn whole once, then in boxes again.
      const beforeResize = await redraw(app);
      await app.page.setViewportSize({ width: 1000, height: 700 });
      await app.waitForSummary((s) => s.window_width === 1000, 'the window follows the page');
      await app.waitFrames(10);
      // A big map whose cells are about a pixel, playing fast: many cells a frame. 203 is not
      // a whole number of DirtyCells's runs of 8 cells, so some runs cross a row's end.
      await app.page.evaluate(([text]) => {
        if (astarPage.loadMapBytes('random203.map', new TextEncoder().encode(text)) !== 1) {
          throw new Error('the app refused the map');
        }
      }, [randomMapText(203, 0.25)]);
      await app.waitForSummary((s) => s.grid_width === 203, 'the 203 x 203 map');
      await app.call('astar_app_play', 'number', ['number'], [5000]);
      await app.waitFrames(30);

      const r = await redraw(app);
      t.assert(r.whole_frames > beforeResize.whole_frames, 'the resize drew a whole frame');
      t.assert(r.checked_frames >= 100, `frames checked: ${r.checked_frames}`);
      t.assert(r.partial_frames >= 80, `frames drawn in boxes: ${r.partial_frames}`);
      t.assert(r.mismatched_frames === 0,
               `no frame drawn in boxes differed from a whole one: ${r.mismatched_frames} did, ` +
               `the worst by ${r.worst_mismatch} pixels (${JSON.stringify(r)})`);
    },
  },
  {
    name: 'at a device pixel ratio of 1.5, too, every frame drawn in boxes equals a whole one',
    run: async (t) => {
      // Fractional ratios round clip rectangles, backdrops and cells to device pixels.
      const app = await t.open({ viewport: { width: 1000, height: 700 }, deviceScaleFactor: 1.5 });
      await app.waitForSummary((s) => s.frames > 3 && s.panes?.length === 3, 'the default scene');
      await setRedraw(app, 2);
      await app.call('astar_app_play', 'number', ['number'], [60]);
      await app.waitFrames(30);
      for (const [x, y, pane] of [[8, 8, 0], [25, 15, 2]]) {
        const p = await app.cellPoint(x, y, pane);
        await app.page.mouse.move(p.x, p.y, { steps: 3 });
        await app.waitFrames(4);
      }
      await app.call('astar_app_set_view', 'number', ['number', 'number', 'number'], [1.7, 15, 10]);
      await app.waitFrames(20);
      const r = await redraw(app);
      const s = await app.json('astar_app_summary_json');
      t.assert(s.framebuffer_width === 1500, `drawn at 1.5 device pixels a pixel: ${s.framebuffer_width}`);
      t.assert(r.checked_frames >= 40 && r.partial_frames >= 30,
               `frames checked: ${r.checked_frames}, in boxes: ${r.partial_frames}`);
      t.assert(r.mismatched_frames === 0,
               `no frame differed: ${r.mismatched_frames} did, the worst by ${r.worst_mismatch} pixels`);
    },
  },
  {
    name: 'while a search plays the readouts wait, only they, and a pause draws them at once',
    run: async (t) => {
      // readout_refresh.hpp: playing, the numbers around the grids are drawn again at most
      // every interval, the grids every frame. The checked mode compares each frame with a
      // whole one: pixels may differ only where readouts wait, and none once it pauses.
      const app = await openDefault(t);
      await app.page.evaluate(([text]) => {
        if (astarPage.loadMapBytes('random160.map', new TextEncoder().encode(text)) !== 1) {
          throw new Error('the app refused the map');
        }
      }, [randomMapText(160, 0.25)]);
      await app.waitForSummary((s) => s.grid_width === 160, 'the 160 x 160 map');
      await parkMouse(app);
      const fresh = await redraw(app);
      t.assert(fresh.readout_interval === 0.1,
               `a tenth of a second by default: ${fresh.readout_interval}`);
      // Out of 0 to 1 s, or not a number: refused, the interval kept.
      for (const bad of [-0.1, 1.5, NaN]) {
        const taken = await app.call('astar_app_set_readout_interval', 'number', ['number'], [bad]);
        t.assert(taken === 0, `an interval of ${bad} s is refused`);
      }
      t.assert((await redraw(app)).readout_interval === 0.1, 'and the interval stays');
      // Checked frames are slow (two read-backs each): a whole second's wait spans several.
      t.assert(await app.call('astar_app_set_readout_interval', 'number', ['number'], [1]) === 1,
               'the interval can be set');
      await setRedraw(app, 2);
      await app.call('astar_app_play', 'number', ['number'], [2000]);
      await app.waitFrames(30);
      const played = await redraw(app);
      const summary = await app.json('astar_app_summary_json');
      t.assert(summary.playing, `still playing: ${JSON.stringify(summary)}`);
      t.assert(played.waiting_frames - fresh.waiting_frames >= 10,
               `frames left readouts waiting: ${played.waiting_frames - fresh.waiting_frames}`);
      t.assert(played.stale_frames >= 5,
               `the check saw their pixels waiting: ${played.stale_frames} frames`);
      t.assert(played.refresh_frames > fresh.refresh_frames,
               `and the readouts were drawn again while it played: ${JSON.stringify(played)}`);
      t.assert(played.mismatched_frames === 0,
               `no pixel differed outside the waiting readouts: ${played.mismatched_frames} ` +
               `frames did, the worst by ${played.worst_mismatch} pixels`);

      // Paused from the page (no input event): the next frame draws all that waited.
      await app.call('astar_app_step', 'number', ['number'], [0]);
      await app.waitFrames(2);
      const paused = await redraw(app);
      t.assert(paused.pending_boxes === 0 && paused.last_stale_pixels === 0,
               `nothing waits once paused: ${JSON.stringify(paused)}`);
      t.assert(paused.mismatched_frames === 0, 'and nothing differed');

      // The checked mode draws each frame whole after its check, which mends whatever it
      // left stale: so once more without checks, the canvas left to itself as a user's is,
      // then paused, then one checked frame compares that canvas with a whole one.
      await setRedraw(app, 0);
      await app.call('astar_app_play', 'number', ['number'], [2000]);
      await app.waitFrames(30);
      const unchecked = await redraw(app);
      t.assert(unchecked.waiting_frames - paused.waiting_frames >= 10,
               `unchecked frames left readouts waiting: ${JSON.stringify(unchecked)}`);
      await app.call('astar_app_step', 'number', ['number'], [0]);
      await app.waitFrames(3);
      await setRedraw(app, 2);
      await app.waitFrames(3);
      const mended = await redraw(app);
      t.assert(mended.checked_frames > unchecked.checked_frames, 'frames checked after the pause');
      t.assert(mended.mismatched_frames === 0,
               `after the pause the canvas equals a whole frame: ${mended.worst_mismatch} ` +
               `pixels differed (${JSON.stringify(mended)})`);

      // With no interval, nothing waits while it plays.
      await app.call('astar_app_set_readout_interval', 'number', ['number'], [0]);
      await app.call('astar_app_play', 'number', ['number'], [2000]);
      await app.waitFrames(10);
      const every = await redraw(app);
      t.assert(every.waiting_frames === mended.waiting_frames &&
               every.stale_frames === mended.stale_frames,
               `no frame left readouts waiting: ${JSON.stringify(every)}`);
      t.assert(every.mismatched_frames === 0, 'and nothing differed');
    },
  },
  {
    name: 'the check sees pixels that a frame left stale',
    run: async (t) => {
      // The negative control of the test above: pixels changed behind the app's back stay on
      // the kept canvas, and the next checked frame must count them.
      const app = await openDefault(t);
      await parkMouse(app);
      await setRedraw(app, 2);
      await app.waitFrames(5);
      const before = await redraw(app);
      t.assert(before.mismatched_frames === 0, `nothing stale yet: ${JSON.stringify(before)}`);
      await app.page.evaluate(() => {
        const gl = Module.canvas.getContext('webgl2');
        gl.enable(gl.SCISSOR_TEST);
        gl.scissor(600, 300, 10, 10);
        gl.clearColor(1, 0, 0, 1);
        gl.clear(gl.COLOR_BUFFER_BIT);
        gl.disable(gl.SCISSOR_TEST);
      });
      await app.waitFrames(5);
      const after = await redraw(app);
      t.assert(after.mismatched_frames === 1 && after.worst_mismatch === 100,
               `one frame differed, by the 10 x 10 square: ${JSON.stringify(after)}`);
    },
  },
];
