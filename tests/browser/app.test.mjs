// The app skeleton: it starts, draws the grid, follows the window and devicePixelRatio, and
// swaps palettes.
import { colourHistogram, countNear } from './lib/png.mjs';

export const tests = [
  {
    name: 'draws the grid and the UI',
    run: async (t) => {
      const app = await t.open({ viewport: { width: 1280, height: 800 } });
      const summary = await app.waitForSummary((s) => s.frames > 3, 'frames > 3');
      t.assert(summary.grid_width === 64 && summary.grid_height === 64, `64 x 64 grid: ${JSON.stringify(summary)}`);
      t.assert(summary.window_width === 1280 && summary.window_height === 800, `window fills the page: ${JSON.stringify(summary)}`);

      const colours = await app.palette();
      const { file, image } = await app.screenshot();
      const histogram = colourHistogram(image);
      // Walls take about 170 of the 4096 cells, each 12 px square at this size.
      const wall = countNear(histogram, colours.terrain.wall);
      const ground = countNear(histogram, colours.terrain.ground);
      t.assert(wall > 10000, `wall colour ${colours.terrain.wall} covers ${wall} pixels of ${file}`);
      t.assert(ground > 200000, `ground colour ${colours.terrain.ground} covers ${ground} pixels of ${file}`);
      for (const name of ['water', 'cost_low', 'cost_medium', 'cost_high']) {
        t.assert(countNear(histogram, colours.terrain[name]) > 50, `${name} colour is visible in ${file}`);
      }
      const common = [...histogram.values()].filter((n) => n > 100).length;
      t.assert(common >= 6, `at least 6 colours cover 100+ pixels each, saw ${common} in ${file}`);
    },
  },
  {
    name: 'uploads the cells only when they change',
    run: async (t) => {
      const app = await t.open();
      await app.waitForSummary((s) => s.frames > 0, 'a first frame');
      const summary = await app.waitFrames(10);
      t.assert(summary.texture_uploads === 1, `one upload in ${summary.frames} frames, saw ${summary.texture_uploads}`);
    },
  },
  {
    name: 'follows window resizing',
    run: async (t) => {
      const app = await t.open({ viewport: { width: 1280, height: 800 } });
      await app.waitForSummary((s) => s.frames > 0, 'a first frame');
      await app.page.setViewportSize({ width: 700, height: 900 });
      const s = await app.waitForSummary((x) => x.window_width === 700 && x.window_height === 900,
                                          'a 700 x 900 window');
      t.assert(s.framebuffer_width === 700 && s.framebuffer_height === 900, `framebuffer follows: ${JSON.stringify(s)}`);
      t.assert(s.cell_pixels === Math.floor(700 / 64), `whole-pixel cells fit the narrow side: ${s.cell_pixels}`);
      await app.screenshot();
    },
  },
  {
    name: 'renders at devicePixelRatio 2',
    run: async (t) => {
      const app = await t.open({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 2 });
      const s = await app.waitForSummary((x) => x.frames > 3, 'frames > 3');
      t.assert(s.window_width === 800 && s.window_height === 600, `window in CSS pixels: ${JSON.stringify(s)}`);
      t.assert(s.framebuffer_width === 1600 && s.framebuffer_height === 1200, `framebuffer in device pixels: ${JSON.stringify(s)}`);
      const canvas = await app.page.evaluate(() => {
        const c = document.getElementById('canvas');
        return { width: c.width, height: c.height, css: c.clientWidth };
      });
      t.assert(canvas.width === 1600 && canvas.css === 800, `canvas ${JSON.stringify(canvas)}`);
      await app.screenshot();
    },
  },
  {
    name: 'swaps to the high-contrast palette',
    run: async (t) => {
      const app = await t.open();
      await app.waitForSummary((s) => s.frames > 0, 'a first frame');
      const classic = await app.palette();
      t.assert(await app.call('astar_app_set_palette', 'number', ['number'], [1]) === 1, 'palette 1 exists');
      t.assert(await app.call('astar_app_set_palette', 'number', ['number'], [99]) === 0, 'palette 99 does not');
      await app.waitFrames(3);
      const contrast = await app.palette();
      t.assert(contrast.name !== classic.name, `palette changed: ${contrast.name}`);
      const { file, image } = await app.screenshot();
      const histogram = colourHistogram(image);
      t.assert(countNear(histogram, contrast.terrain.ground, 0) > 200000, `new ground colour ${contrast.terrain.ground} in ${file}`);
      t.assert(countNear(histogram, classic.terrain.ground, 0) === 0, `old ground colour ${classic.terrain.ground} gone from ${file}`);
    },
  },
];
