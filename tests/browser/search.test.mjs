// The search as a student drives it: Step (the N key) and Step back (B) move every pane by
// exactly one expansion, Run to end (E) finds the optimal cost on the default scene and flags
// Manhattan's longer path, the panes show every search colour, zoomed-in cells carry g, h, f
// and came-from arrows, the open list panel explains the next cell, and a 1024 x 1024 map
// only visits the cells on screen.
//
// The default scene ("Two walls", 40 x 24, start (4, 8), goal (33, 10), 8 moves, no corner
// cutting, sqrt(2) diagonals) has the optimal cost 15 + 14 * sqrt(2).
import { AppPage } from './lib/app_page.mjs';
import { blended, countInRect, parseHex } from './lib/colours.mjs';

const kOptimal = 15 + 14 * Math.SQRT2;  // 34.79898987...

async function openDefault(t, options = {}) {
  const app = await t.open({ viewport: { width: 1280, height: 800 }, ...options });
  await app.waitForSummary((s) => s.frames > 2 && s.panes?.length === 3, 'the default scene');
  return app;
}

const expansions = (s) => s.panes.map((p) => p.expansions);
const openList = (app, pane, rows = 20) =>
  app.page.evaluate(([p, r]) => JSON.parse(Module.ccall('astar_app_open_list_json', 'string', ['number', 'number'], [p, r])), [pane, rows]);
const cellInfo = (app, x, y) =>
  app.page.evaluate(([a, b]) => JSON.parse(Module.ccall('astar_app_cell_json', 'string', ['number', 'number'], [a, b])), [x, y]);
const setView = (app, zoom, cx, cy) =>
  app.call('astar_app_set_view', 'number', ['number', 'number', 'number'], [zoom, cx, cy]);

// Presses `key` and waits until the lockstep position is `position` and a frame has drawn it.
async function press(app, key, position) {
  await app.page.keyboard.press(key);
  const s = await app.waitForSummary((x) => x.position === position, `position ${position} after ${key}`);
  await app.waitFrames(1);
  return s;
}

export const tests = [
  {
    name: 'the page loads without errors and the panes are drawn',
    run: async (t) => {
      const app = await openDefault(t);
      const s = await app.summary();
      t.assert(s.grid_width === 40 && s.grid_height === 24, `the 40 x 24 default scene: ${s.grid_width} x ${s.grid_height}`);
      t.assert(s.panes.map((p) => p.heuristic).join() === 'manhattan,euclidean,chebyshev',
               `panes Manhattan, Euclidean, Chebyshev: ${s.panes.map((p) => p.heuristic)}`);
      const views = await app.json('astar_app_pane_views_json');
      const palette = await app.palette();
      const { file, image } = await app.screenshot();
      for (const [i, v] of views.entries()) {
        // Not blank: ground, walls, start and goal inside every pane.
        const ground = countInRect(image, v, palette.terrain.ground);
        const wall = countInRect(image, v, palette.terrain.wall);
        const start = countInRect(image, v, palette.marks.start);
        const goal = countInRect(image, v, palette.marks.goal);
        t.assert(ground > 50000, `pane ${i}: ground covers ${ground} pixels of ${file}`);
        t.assert(wall > 2000, `pane ${i}: walls cover ${wall} pixels of ${file}`);
        // An 11 x 11 cell each, less its outline (and, for the start, the "next" brackets).
        t.assert(start > 20 && goal > 20, `pane ${i}: start ${start} and goal ${goal} pixels in ${file}`);
      }
    },
  },
  {
    name: 'Step (N, Right arrow) takes exactly one expansion in every pane',
    run: async (t) => {
      const app = await openDefault(t);
      let s = await app.summary();
      t.assert(s.position === 0 && expansions(s).every((e) => e === 0), `starts at step 0: ${expansions(s)}`);
      s = await press(app, 'n', 1);
      t.assert(expansions(s).every((e) => e === 1), `one expansion each after N: ${expansions(s)}`);
      s = await press(app, 'ArrowRight', 2);
      t.assert(expansions(s).every((e) => e === 2), `two after Right arrow: ${expansions(s)}`);
      for (let k = 3; k <= 6; ++k) s = await press(app, 'n', k);
      t.assert(expansions(s).every((e) => e === 6), `six after four more: ${expansions(s)}`);
      t.assert(!s.playing, 'stepping does not start playing');
      // The ring marks the cell the last step expanded, in every pane.
      const overlay = await app.json('astar_app_overlay_json');
      for (let i = 0; i < 3; ++i) {
        const current = overlay.panes[i].current;
        t.assert(current !== null, `pane ${i} rings the cell being expanded`);
        const info = await cellInfo(app, current[0], current[1]);
        t.assert(info.panes[i].state === 'closed' && info.panes[i].expanded_at === 6,
                 `pane ${i}: the ringed cell ${current} was expanded at step 6: ${JSON.stringify(info.panes[i])}`);
      }
    },
  },
  {
    name: 'Step back (B, Left arrow) undoes exactly one expansion',
    run: async (t) => {
      const app = await openDefault(t);
      await app.call('astar_app_seek', 'number', ['number'], [40]);
      await app.waitFrames(1);
      const before = await Promise.all([0, 1, 2].map((i) => openList(app, i)));
      let s = await press(app, 'n', 41);
      t.assert(expansions(s).every((e) => e === 41), `41 expansions: ${expansions(s)}`);
      const latest = await openList(app, 1);
      s = await press(app, 'b', 40);
      t.assert(expansions(s).every((e) => e === 40), `back to 40 after B: ${expansions(s)}`);
      const after = await Promise.all([0, 1, 2].map((i) => openList(app, i)));
      for (let i = 0; i < 3; ++i) {
        t.assert(JSON.stringify(after[i].rows) === JSON.stringify(before[i].rows),
                 `pane ${i}: the open list is as it was at step 40`);
        t.assert(after[i].next === before[i].next, `pane ${i}: the same next cell: ${after[i].next}`);
      }
      // Step 41 again: the same expansion and the same report as the first time.
      await press(app, 'n', 41);
      const again = await openList(app, 1);
      t.assert(JSON.stringify(again.latest) === JSON.stringify(latest.latest),
               `step 41 replays identically: ${JSON.stringify(again.latest?.cell)} vs ${JSON.stringify(latest.latest?.cell)}`);
      s = await press(app, 'ArrowLeft', 40);
      t.assert(expansions(s).every((e) => e === 40), `back to 40 after Left arrow: ${expansions(s)}`);
    },
  },
  {
    name: 'the Long way round preset makes greedy best-first take a path about twice the optimum, where A* is optimal',
    run: async (t) => {
      const app = await openDefault(t);
      t.assert(await app.call('astar_app_set_pane', 'number', ['number', 'string', 'string', 'number'], [2, 'greedy', 'octile', 1]) === 1,
               'pane 3 becomes greedy best-first');
      await app.clickWidget('preset_long_way_round');
      await app.waitForSummary((x) => String(x.start) === '3,7' && String(x.goal) === '18,12', 'the preset\'s start and goal');
      await app.page.keyboard.press('e');
      const s = await app.waitForSummary((x) => x.panes.every((p) => p.finished && p.checked), 'every pane finished and checked');
      const [, euclidean, greedy] = s.panes;
      t.assert(euclidean.status === 'found' && euclidean.optimal, `A* Euclidean is optimal: ${euclidean.path_cost}`);
      t.assert(greedy.algorithm === 'greedy' && greedy.status === 'found' && !greedy.optimal,
               `greedy finds a path that the table calls not optimal: ${JSON.stringify(greedy)}`);
      t.assert(greedy.path_cost > 1.5 * euclidean.path_cost,
               `greedy's path ${greedy.path_cost} is far longer than the optimum ${euclidean.path_cost}`);
    },
  },
  {
    name: 'Run to end (E) finds the optimal cost and flags Manhattan',
    run: async (t) => {
      const app = await openDefault(t);
      await app.page.keyboard.press('e');
      const s = await app.waitForSummary((x) => x.panes.every((p) => p.finished), 'every pane finished');
      const [manhattan, euclidean, chebyshev] = s.panes;
      for (const p of [euclidean, chebyshev]) {
        t.assert(p.status === 'found' && Math.abs(p.path_cost - kOptimal) < 1e-9,
                 `${p.heuristic}: cost ${p.path_cost}, want 15 + 14 sqrt(2) = ${kOptimal}`);
        t.assert(p.optimal && p.admissible, `${p.heuristic} is optimal and admissible`);
      }
      t.assert(manhattan.status === 'found' && manhattan.path_cost > kOptimal + 0.1,
               `Manhattan finds a longer path: ${manhattan.path_cost}`);
      t.assert(!manhattan.optimal && !manhattan.admissible, 'Manhattan is flagged: not optimal, not admissible');
      t.assert(manhattan.expansions < euclidean.expansions && euclidean.expansions < chebyshev.expansions,
               `expansions Manhattan < Euclidean < Chebyshev: ${expansions(s)}`);
      // The path line goes through every path cell of every pane.
      await app.waitFrames(2);
      const overlay = await app.json('astar_app_overlay_json');
      for (let i = 0; i < 3; ++i) {
        t.assert(overlay.panes[i].path_points === s.panes[i].path_cells,
                 `pane ${i}: path line of ${overlay.panes[i].path_points} points for ${s.panes[i].path_cells} cells`);
      }
      // The open list panel says the search is over.
      const done = await openList(app, 0);
      t.assert(done.next.startsWith('Done: the goal (33, 10)'), `the panel says done: ${done.next}`);
    },
  },
  {
    name: 'mid-search the panes show the open, closed, current, start and goal colours',
    run: async (t) => {
      for (const paletteId of [0, 1]) {
        const app = await openDefault(t);
        await app.call('astar_app_set_palette', 'number', ['number'], [paletteId]);
        await app.call('astar_app_seek', 'number', ['number'], [150]);
        await app.waitFrames(3);
        const palette = await app.palette();
        const views = await app.json('astar_app_pane_views_json');
        let { file, image } = await app.screenshot(`palette${paletteId}-step150`);
        const want = {
          open: blended(palette, 'ground', 'open'),
          closed: blended(palette, 'ground', 'closed'),
          current: blended(palette, 'ground', 'current'),
          start: palette.marks.start,
          goal: palette.marks.goal,
        };
        for (const [i, v] of views.entries()) {
          for (const [name, hex] of Object.entries(want)) {
            const n = countInRect(image, v, hex, 3);
            // A cell is 11 x 11 pixels here; its arrow, ring and grid lines cover part of it
            // (the cell being expanded keeps a few pixels inside its ring).
            const least = name === 'open' || name === 'closed' ? 1500 : 6;
            t.assert(n >= least, `${palette.name}, pane ${i}: ${name} ${hex} covers ${n} pixels (want ${least}+) in ${file}`);
          }
        }
        // At the end: the path colour, where the path line leaves it visible.
        await app.call('astar_app_run_to_end', 'number', [], []);
        await app.waitFrames(3);
        ({ file, image } = await app.screenshot(`palette${paletteId}-end`));
        const path = blended(palette, 'ground', 'path');
        for (const [i, v] of views.entries()) {
          const n = countInRect(image, v, path, 3);
          t.assert(n >= 100, `${palette.name}, pane ${i}: path ${path} covers ${n} pixels in ${file}`);
          const line = countInRect(image, v, palette.path_line, 3);
          t.assert(line >= 100, `${palette.name}, pane ${i}: path line ${palette.path_line} covers ${line} pixels in ${file}`);
        }
        await app.close();
      }
    },
  },
  {
    name: 'Other panes\' outlines: each pane outlines the cells the other panes expanded, in their colours, while ticked (or O)',
    run: async (t) => {
      const app = await openDefault(t);
      await app.page.keyboard.press('e');
      await app.waitForSummary((s) => s.panes.every((p) => p.finished), 'every pane finished');
      await app.page.mouse.move(1270, 5);
      await app.waitFrames(3);
      const palette = await app.palette();
      const views = await app.json('astar_app_pane_views_json');
      // Pixels of pane `j`'s outline colour in pane `i`.
      const outlinePixels = (image, i, j) => countInRect(image, views[i], palette.outlines[j], 3);
      const counts = (image) => views.map((_, i) => views.map((_, j) => (i === j ? 0 : outlinePixels(image, i, j))));
      const off = counts((await app.screenshot('off')).image);
      t.assert(off.flat().every((n) => n < 20), `no outline colours before they are ticked: ${JSON.stringify(off)}`);

      await app.clickWidget('view_header');
      await app.waitFrames(3);
      await app.clickWidget('outlines');
      await app.waitForSummary((s) => s.outlines, 'the box ticked');
      await app.page.mouse.move(1270, 5);
      await app.waitFrames(3);
      const { file, image } = await app.screenshot('on');
      const on = counts(image);
      // Every other pane's region shows in every pane (the default panes expand 193, 312 and
      // 431 cells, each region's edge some tens of cells long, two or three pixels wide).
      for (const [i, row] of on.entries()) {
        for (const [j, n] of row.entries()) {
          if (i !== j) t.assert(n > 100, `pane ${j + 1}'s outline in pane ${i + 1}: ${n} pixels (${file})`);
        }
      }
      // The pane that expanded least (Manhattan, pane 1) shows the others' outlines beyond its
      // own closed cells, on cells it left unseen.
      const unseen = palette.terrain.ground;
      let outside = 0;
      const v = views[0];
      const [r, g, b] = parseHex(palette.outlines[2]);
      for (let y = Math.ceil(v.top) + 1; y < v.top + v.height - 1; ++y) {
        for (let x = Math.ceil(v.left) + 1; x < v.left + v.width - 1; ++x) {
          const k = (y * image.width + x) * 4;
          const near = (kk, [cr, cg, cb]) => Math.abs(image.rgba[kk] - cr) <= 3 && Math.abs(image.rgba[kk + 1] - cg) <= 3 && Math.abs(image.rgba[kk + 2] - cb) <= 3;
          if (near(k, [r, g, b]) && (near(k + 4 * 3, parseHex(unseen)) || near(k - 4 * 3, parseHex(unseen)))) ++outside;
        }
      }
      t.assert(outside > 50, `pane 3's outline runs over cells pane 1 never reached: ${outside} pixels`);

      // A share link carries it, and a page opened from it shows it.
      const link = await app.sceneLink();
      t.assert(/;show=numbers,arrows,outlines$/.test(link), `the link says so: ...${link.slice(-40)}`);
      const fresh = await AppPage.open(app.context.browser(), `${t.url}#${link}`,
                                       { artifactsDir: app.artifactsDir, testName: `${app.testName}-link` });
      try {
        await fresh.waitForSummary((x) => x.frames > 2 && x.outlines, 'the page from the link shows the outlines');
      } finally {
        await fresh.close();
      }

      await app.page.keyboard.press('o');  // the key does what the box does
      await app.waitForSummary((s) => !s.outlines, 'O hides them');
      await app.page.mouse.move(1270, 5);
      await app.waitFrames(3);
      const again = counts((await app.screenshot('off-again')).image);
      t.assert(again.flat().every((n) => n < 20), `gone after O: ${JSON.stringify(again)}`);
      app.assertNoErrors();
    },
  },
  {
    name: 'zoomed in, reached cells show g, h, f and came-from arrows, and only then',
    run: async (t) => {
      const app = await openDefault(t);
      await app.call('astar_app_seek', 'number', ['number'], [150]);
      await app.waitFrames(2);
      let overlay = await app.json('astar_app_overlay_json');
      const fit = (await app.summary()).cell_pixels;
      t.assert(fit >= 10 && fit < 44, `cells are ${fit} px at fit`);
      for (const p of overlay.panes) {
        t.assert(p.numbers === 0, `no numbers in ${fit} px cells: ${JSON.stringify(p)}`);
        t.assert(p.arrows > 100, `came-from arrows in ${fit} px cells: ${JSON.stringify(p)}`);
      }
      await app.call('astar_app_set_view_options', null, ['number', 'number', 'number'], [1, 0, 0]);
      await app.waitFrames(2);
      overlay = await app.json('astar_app_overlay_json');
      t.assert(overlay.panes.every((p) => p.arrows === 0), 'no arrows once they are switched off');

      await app.call('astar_app_set_view_options', null, ['number', 'number', 'number'], [1, 1, 0]);
      await setView(app, 5, 8, 15);
      await app.waitFrames(2);
      const { file: plainFile, image: plain } = await app.screenshot('zoomed');
      overlay = await app.json('astar_app_overlay_json');
      const views = await app.json('astar_app_pane_views_json');
      for (const [i, p] of overlay.panes.entries()) {
        const v = views[i];
        t.assert(v.cell >= 44, `zoomed cells are ${v.cell} px`);
        const fitting = (Math.ceil(v.width / v.cell) + 1) * (Math.ceil(v.height / v.cell) + 1);
        t.assert(p.cells_visited > 0 && p.cells_visited <= fitting,
                 `pane ${i} visits only visible cells: ${p.cells_visited} of at most ${fitting}`);
        t.assert(p.numbers > 5 && p.numbers <= p.cells_visited, `pane ${i} writes numbers in ${p.numbers} cells`);
        t.assert(p.arrows > 5, `pane ${i} draws ${p.arrows} arrows`);
      }
      // The numbers are really drawn: switching them off changes many pixels in the panes.
      await app.call('astar_app_set_view_options', null, ['number', 'number', 'number'], [0, 1, 0]);
      await app.waitFrames(2);
      const { image: bare } = await app.screenshot('zoomed-no-numbers');
      let changed = 0;
      const v = views[0];
      for (let y = Math.ceil(v.top); y < v.top + v.height; ++y) {
        for (let x = Math.ceil(v.left); x < v.left + v.width; ++x) {
          const k = (y * plain.width + x) * 4;
          if (plain.rgba[k] !== bare.rgba[k] || plain.rgba[k + 1] !== bare.rgba[k + 1]) ++changed;
        }
      }
      t.assert(changed > 2000, `the numbers change ${changed} pixels of pane 0 in ${plainFile}`);
    },
  },
  {
    name: 'explored swamp keeps a swamp-coloured frame, so it does not pass for other terrain',
    run: async (t) => {
      // 16 x 7 cells, a band of swamp (cost 5) in columns 6-9 that every path crosses.
      const rows = Array.from({ length: 7 }, () => '......SSSS......');
      const app = await openDefault(t);
      await app.dropFile('band.map', `type octile\nheight 7\nwidth 16\nmap\n${rows.join('\n')}\n`);
      await app.waitForSummary((x) => x.grid_width === 16 && x.grid_height === 7, 'the 16 x 7 map');
      await app.page.keyboard.press('e');
      await app.waitForSummary((x) => x.panes.every((p) => p.finished), 'every pane finished');
      const closedIn = async (x0, x1) => {
        for (let y = 0; y < 7; ++y) {
          for (let x = x0; x <= x1; ++x) {
            if ((await cellInfo(app, x, y)).panes[0].state === 'closed') return [x, y];
          }
        }
        return null;
      };
      const swamp = await closedIn(6, 9);
      const ground = await closedIn(0, 5);
      t.assert(swamp && ground, `pane 0 closed a swamp cell (${swamp}) and a ground cell (${ground})`);
      const rect = (v, [x, y], inset) => ({ left: v.left + (x - v.origin_x) * v.cell + inset,
                                            top: v.top + (y - v.origin_y) * v.cell + inset,
                                            width: v.cell - 2 * inset, height: v.cell - 2 * inset });
      const v = (await app.json('astar_app_pane_views_json'))[0];
      t.assert(v.cell >= 20, `the 16 x 7 map fits with large cells: ${v.cell} px`);
      for (const paletteId of [0, 1]) {
        await app.call('astar_app_set_palette', 'number', ['number'], [paletteId]);
        await app.waitFrames(3);
        const palette = await app.palette();
        const frame = palette.terrain.cost_medium;
        const tint = blended(palette, 'cost_medium', 'closed');
        const { file, image } = await app.screenshot(`palette${paletteId}`);
        // A frame a seventh of the cell wide (2 to 5 pixels) along each edge, the closed tint
        // in the middle; before, the tint covered the whole cell.
        const edge = countInRect(image, rect(v, swamp, 0), frame, 3);
        const inside = countInRect(image, rect(v, swamp, v.cell / 4), tint, 3);
        t.assert(edge >= 2 * v.cell, `${palette.name}: swamp cell (${swamp}) shows swamp in ${edge} pixels of its frame in ${file}`);
        t.assert(inside >= (v.cell / 2) ** 2 / 2, `${palette.name}: swamp cell (${swamp}) has the closed tint in ${inside} pixels of its middle in ${file}`);
        const groundFrame = countInRect(image, rect(v, ground, 0), frame, 3);
        t.assert(groundFrame === 0, `${palette.name}: ground cell (${ground}) has no swamp frame, saw ${groundFrame} pixels in ${file}`);
      }
    },
  },
  {
    name: 'a step back from the end keeps the times of the panes that had finished',
    run: async (t) => {
      const app = await openDefault(t);
      await app.page.keyboard.press('e');
      const end = await app.waitForSummary((x) => x.panes.every((p) => p.finished && p.time_shown),
                                           'every pane finished and timed');
      // The default scene: Chebyshev expands the most, so it alone is searching one step back.
      const longest = end.panes.reduce((a, p, i) => (p.expansions > end.panes[a].expansions ? i : a), 0);
      await press(app, 'b', end.position - 1);
      const back = await app.summary();
      for (const [i, p] of back.panes.entries()) {
        t.assert(p.finished === (i !== longest), `pane ${i + 1} finished: ${p.finished}`);
        t.assert(p.time_shown === p.finished, `pane ${i + 1}: time shown ${p.time_shown} while ${p.finished ? 'finished' : 'searching'}`);
      }
    },
  },
  {
    name: 'zoomed in, the path line does not cross the numbers of its cells',
    run: async (t) => {
      const app = await openDefault(t);
      await app.page.keyboard.press('e');
      await app.waitForSummary((x) => x.panes.every((p) => p.finished), 'every pane finished');
      // Euclidean's path, goal to start, along the parent links.
      const path = [[33, 10]];
      for (let info = await cellInfo(app, 33, 10); info.panes[1].parent; ) {
        path.push(info.panes[1].parent);
        info = await cellInfo(app, ...info.panes[1].parent);
      }
      t.assert(path.length > 20 && path.at(-1).join() === '4,8', `the path has ${path.length} cells, from (4, 8)`);
      // A diagonal stretch: the line runs through each cell's centre (f) and corners (g, h).
      const [x, y] = path.find(([px, py], i) => i > 0 && i + 1 < path.length &&
                                   Math.abs(path[i - 1][0] - px) === 1 && Math.abs(path[i - 1][1] - py) === 1 &&
                                   Math.abs(path[i + 1][0] - px) === 1 && Math.abs(path[i + 1][1] - py) === 1);
      await setView(app, 8, x + 0.5, y + 0.5);
      await app.waitFrames(3);
      const overlay = await app.json('astar_app_overlay_json');
      t.assert(overlay.panes[1].numbers > 0, `numbers are drawn: ${JSON.stringify(overlay.panes[1])}`);
      const v = (await app.json('astar_app_pane_views_json'))[1];
      const line = (await app.palette()).path_line;
      const { file, image } = await app.screenshot('path-under-numbers');
      const box = (cx, cy, r) => ({ left: v.left + (cx - v.origin_x) * v.cell - r,
                                     top: v.top + (cy - v.origin_y) * v.cell - r, width: 2 * r, height: 2 * r });
      // The line shows in the cell, between its labels, and not on its f in the middle.
      const inCell = countInRect(image, box(x + 0.5, y + 0.5, v.cell / 2), line, 3);
      const onF = countInRect(image, box(x + 0.5, y + 0.5, 5), line, 3);
      t.assert(inCell > 20, `cell (${x}, ${y}): the path line shows in ${inCell} pixels in ${file}`);
      t.assert(onF === 0, `cell (${x}, ${y}): ${onF} path-line pixels on its f in ${file}`);
    },
  },
  {
    name: 'zoomed in without numbers, the path line stops at the edge of S and G, clear of their letters',
    run: async (t) => {
      // Drawn to their centres, the line covered most of the S (QA pass).
      const app = await openDefault(t);
      await app.page.keyboard.press('e');
      await app.waitForSummary((x) => x.panes.every((p) => p.finished), 'every pane finished');
      const s = await app.summary();
      const palette = await app.palette();
      for (const [name, cell] of [['start', s.start], ['goal', s.goal]]) {
        await setView(app, 3, cell[0] + 0.5, cell[1] + 0.5);
        await app.page.mouse.move(5, 790);
        await app.waitFrames(3);
        const overlay = await app.json('astar_app_overlay_json');
        const v = (await app.json('astar_app_pane_views_json'))[1];
        t.assert(overlay.panes[1].numbers === 0 && v.cell >= 20, `cells of ${v.cell} px, without numbers: ${overlay.panes[1].numbers}`);
        const { file, image } = await app.screenshot(`path-at-${name}`);
        const inner = { left: v.left + (cell[0] - v.origin_x) * v.cell + 4, top: v.top + (cell[1] - v.origin_y) * v.cell + 4,
                        width: v.cell - 8, height: v.cell - 8 };
        const onCell = countInRect(image, inner, palette.path_line, 3);
        t.assert(onCell === 0, `${name} (${cell}): ${onCell} path-line pixels inside its cell in ${file}`);
      }
    },
  },
  {
    name: 'hovering a cell reports it in every pane, as the tooltip shows it',
    run: async (t) => {
      const app = await openDefault(t);
      await press(app, 'n', 1);
      // (5, 8) is the start's east neighbour: pushed by step 1 with g = 1.
      const [v] = await app.json('astar_app_pane_views_json');
      await app.page.mouse.move(v.left + (5.5 - v.origin_x) * v.cell, v.top + (8.5 - v.origin_y) * v.cell);
      await app.waitFrames(2);
      const overlay = await app.json('astar_app_overlay_json');
      t.assert(overlay.hover_pane === 0 && overlay.hover_cell.join() === '5,8', `hovering (5, 8): ${JSON.stringify(overlay)}`);
      const info = await cellInfo(app, 5, 8);
      t.assert(info.terrain === 'ground, cost 1', `terrain: ${info.terrain}`);
      const hs = [28 + 2, Math.hypot(28, 2), 28];  // Manhattan, Euclidean, Chebyshev to (33, 10)
      for (let i = 0; i < 3; ++i) {
        const p = info.panes[i];
        t.assert(p.state === 'open' && p.g === 1 && Math.abs(p.h - hs[i]) < 1e-9 && Math.abs(p.f - (1 + hs[i])) < 1e-9,
                 `pane ${i}: open, g 1, h ${hs[i]}: ${JSON.stringify(p)}`);
        t.assert(p.parent?.join() === '4,8' && p.expanded_at === 0, `pane ${i}: came from the start: ${JSON.stringify(p)}`);
      }
      const start = await cellInfo(app, 4, 8);
      t.assert(start.panes.every((p) => p.state === 'closed' && p.expanded_at === 1 && p.parent === null),
               `the start is closed at step 1: ${JSON.stringify(start.panes)}`);
      const far = await cellInfo(app, 39, 0);
      t.assert(far.panes.every((p) => p.state === 'unseen' && !p.reached), 'a far cell is unseen');
    },
  },
  {
    name: 'the open list panel lists cells best first and explains the choice',
    run: async (t) => {
      const app = await openDefault(t);
      let list = await openList(app, 0);
      t.assert(list.size === 1 && list.rows.length === 1 && list.rows[0].x === 4 && list.rows[0].y === 8,
               `only the start is open: ${JSON.stringify(list.rows)}`);
      t.assert(list.next.includes('(4, 8) goes next') && list.next.includes('the start'), list.next);
      t.assert(list.latest === null, 'no expansion yet');

      await press(app, 'n', 1);
      list = await openList(app, 0);
      t.assert(list.latest.cell.join() === '4,8', `step 1 expanded the start: ${JSON.stringify(list.latest.cell)}`);
      t.assert(list.latest.neighbors.length === 8 && list.latest.neighbors.every((n) => n.outcome === 'pushed'),
               `all 8 neighbours of the start pushed: ${list.latest.neighbors.map((n) => n.outcome)}`);
      t.assert(list.size === 8, `8 open cells: ${list.size}`);

      for (let k = 2; k <= 30; ++k) await app.page.keyboard.press('n');
      await app.waitForSummary((s) => s.position === 30, 'step 30');
      await app.waitFrames(1);
      for (let pane = 0; pane < 3; ++pane) {
        list = await openList(app, pane, 40);
        const f = list.rows.map((r) => r.f);
        t.assert(f.every((v, i) => i === 0 || f[i - 1] <= v), `pane ${pane}: rows by f: ${f}`);
        // Ties on f go to the larger g (the default tie-break).
        for (let i = 1; i < list.rows.length; ++i) {
          if (list.rows[i].f === list.rows[i - 1].f) {
            t.assert(list.rows[i - 1].g >= list.rows[i].g, `pane ${pane}: larger g first on a tie, rows ${i - 1} and ${i}`);
          }
        }
        const first = list.rows[0];
        t.assert(list.next.startsWith(`(${first.x}, ${first.y}) goes next`), `pane ${pane}: ${list.next}`);
        const overlay = await app.json('astar_app_overlay_json');
        t.assert(overlay.panes[pane].next?.join() === `${first.x},${first.y}`,
                 `pane ${pane}: the bracketed cell is the first row: ${overlay.panes[pane].next}`);
        // The next step expands exactly that cell.
        const nextStep = await app.page.evaluate((p) => {
          Module.ccall('astar_app_step', 'number', ['number'], [1]);
          const l = JSON.parse(Module.ccall('astar_app_open_list_json', 'string', ['number', 'number'], [p, 1]));
          Module.ccall('astar_app_step', 'number', ['number'], [-1]);
          return l.latest.cell;
        }, pane);
        t.assert(nextStep.join() === `${first.x},${first.y}`, `pane ${pane}: step 31 expands ${nextStep}, the first row`);
      }
      // After a jump back on the timeline and after Run to end the searches moved without step
      // reports; the section still explains their latest expansion, neighbour by neighbour.
      await app.page.evaluate(() => Module.ccall('astar_app_seek', 'number', ['number'], [10]));
      list = await openList(app, 1);
      t.assert(list.latest?.step === 10 && list.latest.neighbors.length > 0,
               `after a jump back to step 10: ${JSON.stringify(list.latest)}`);
      await app.page.evaluate(() => Module.ccall('astar_app_run_to_end', 'number', [], []));
      const end = await app.summary();
      list = await openList(app, 0);
      t.assert(list.latest?.cell.join() === end.goal.join() &&
               list.latest.step === end.panes[0].expansions && list.latest.summary.includes('It is the goal'),
               `after Run to end, the goal's expansion: ${JSON.stringify(list.latest)}`);
      t.assert((await app.summary()).position === end.position, 'explaining it moved no search');
    },
  },
  {
    name: 'removing a pane, and its undo and redo, keep the open list panel on the search it was explaining',
    run: async (t) => {
      const app = await openDefault(t);
      // Four panes: with three, the section's place (3) was clamped to the last one, which
      // happened to be the right one.
      await app.clickWidget('add_pane');
      await app.waitForSummary((x) => x.panes.length === 4, 'a fourth pane');
      await app.waitFrames(2);
      t.assert((await app.appMessage()).text.startsWith('Pane 4 (A*, Octile) added'), 'a note says which pane was added');
      // Once the new pane is set, the note is out of date: it goes (it stayed over the table's
      // notes, naming Octile for a pane that had become Dijkstra).
      t.assert(await app.call('astar_app_set_pane', 'number', ['number', 'string', 'string', 'number'], [3, 'dijkstra', 'octile', 1]) === 1, 'pane 4 becomes Dijkstra');
      await app.waitFrames(3);  // well within the 6 s a note stays
      t.assert((await app.appMessage()).text === '', `the note about the added pane goes: ${(await app.appMessage()).text}`);
      const views = await app.json('astar_app_pane_views_json');
      await app.page.mouse.click(views[2].left + 30, views[2].top - 10);  // pane 3's title
      let s = await app.waitForSummary((x) => x.open_list_pane === 2, 'pane 3 chosen by its title');
      t.assert(s.panes[2].heuristic === 'chebyshev', `pane 3 is Chebyshev: ${s.panes[2].heuristic}`);
      await app.waitFrames(2);  // two clicks within one frame are one long press to ImGui
      // The Look tool's card on a cell of pane 3 follows it too (it went to pane 4's place).
      await app.clickWidget('look');
      await app.waitFrames(2);
      const looked = await app.cellPoint(s.start[0] + 1, s.start[1], 2);
      await app.page.mouse.click(looked.x, looked.y);
      await app.waitFrames(2);
      await app.clickWidget('remove_1');
      await app.waitForSummary((x) => x.panes.length === 3, 'pane 1 removed');
      await app.waitFrames(2);
      s = await app.summary();
      t.assert(s.open_list_pane === 1 && s.panes[1].heuristic === 'chebyshev',
               `the panel follows Chebyshev to its new place: pane ${s.open_list_pane + 1}, ${s.panes[s.open_list_pane].heuristic}`);
      const overlay = await app.json('astar_app_overlay_json');
      t.assert(s.cell_card && overlay.hover_pane === 1,
               `the Look card stays by its cell in Chebyshev's pane: card ${s.cell_card}, pane ${overlay.hover_pane + 1}`);
      // Ctrl+Z brings pane 1 back, Ctrl+Y takes it away again: the panel follows Chebyshev.
      await app.page.mouse.move(900, 300);
      await app.waitFrames(2);
      await app.page.keyboard.press('Control+z');
      s = await app.waitForSummary((x) => x.panes.length === 4, 'the removal undone');
      await app.waitFrames(2);
      s = await app.summary();
      t.assert(s.open_list_pane === 2 && s.panes[2].heuristic === 'chebyshev',
               `after Ctrl+Z: pane ${s.open_list_pane + 1}, ${s.panes[s.open_list_pane].heuristic}`);
      await app.page.keyboard.press('Control+y');
      await app.waitForSummary((x) => x.panes.length === 3, 'the removal redone');
      await app.waitFrames(2);
      s = await app.summary();
      t.assert(s.open_list_pane === 1 && s.panes[1].heuristic === 'chebyshev',
               `after Ctrl+Y: pane ${s.open_list_pane + 1}, ${s.panes[s.open_list_pane].heuristic}`);
    },
  },
  {
    // The section's rows, texts and neighbour table change height from step to step; the Map
    // section under it should not jump up and down with them while a class watches.
    name: 'stepping never moves the Map section up: the open list panel keeps its tallest height',
    run: async (t) => {
      const app = await openDefault(t);
      const mapTop = async () => (await app.json('astar_app_widgets_json')).map_header.y;
      const tops = [await mapTop()];
      for (let k = 1; k <= 40; ++k) {
        await press(app, 'n', k);
        tops.push(await mapTop());
      }
      const ups = tops.filter((y, i) => i > 0 && y < tops[i - 1]).length;
      t.assert(ups === 0, `the Map header moved up ${ups} times in 40 steps: ${tops.join(' ')}`);
      // Stepping back shows steps the section has already made room for: nothing moves.
      const back = [];
      for (let k = 39; k >= 34; --k) {
        await press(app, 'b', k);
        back.push(await mapTop());
      }
      t.assert(back.every((y) => y === tops[40]), `stepping back moved the Map header: ${tops[40]} -> ${back.join(' ')}`);
      // Once every search has ended the room is given back: the goal's expansion has no
      // neighbour table, and the room it left stayed blank until Reset (QA pass).
      await app.page.keyboard.press('e');
      await app.waitForSummary((x) => x.panes.every((p) => p.status !== 'searching'), 'every search ended');
      await app.waitFrames(2);
      const ended = await mapTop();
      t.assert(ended < tops[40] - 100, `the Map header came up once the searches ended: ${tops[40]} -> ${ended}`);
      // Playing fast from step 0, each frame shows other steps: read in every frame, the header
      // may only go down until every search has ended (one pane's end changes nothing).
      await press(app, 'r', 0);
      await app.call('astar_app_play', 'number', ['number'], [300]);
      const playing = await app.page.evaluate(async () => {
        const frames = [];
        for (const start = performance.now(); performance.now() - start < 2500;) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const panes = JSON.parse(Module.ccall('astar_app_summary_json', 'string', [], [])).panes;
          frames.push({ y: JSON.parse(Module.ccall('astar_app_widgets_json', 'string', [], [])).map_header.y,
            ended: panes.every((p) => p.status !== 'searching'), one_ended: panes.some((p) => p.status !== 'searching') });
        }
        return frames;
      });
      const dips = playing.filter((f, i) => i > 0 && !f.ended && f.y < playing[i - 1].y).length;
      t.assert(dips === 0, `the Map header moved up ${dips} times while playing: ${playing.map((f) => f.y).join(' ')}`);
      t.assert(playing.some((f) => f.one_ended && !f.ended), 'the frames include one pane ended while others played');
      // It grew as the list filled, by what the rows and the neighbour table need (about 700
      // px), not by the 6000 px of the one frame in which ImGui first wraps that table's texts.
      const grew = tops[40] - tops[0];
      t.assert(grew > 0 && grew < 1500, `the section grew by ${grew} px: ${tops.join(' ')}`);
    },
  },
  {
    name: 'on a 1024 x 1024 map the overlays visit only the cells on screen',
    run: async (t) => {
      const app = await openDefault(t);
      const side = 1024;
      const loaded = await app.page.evaluate((n) => {
        const row = '.'.repeat(n) + '\n';
        const text = `type octile\nheight ${n}\nwidth ${n}\nmap\n` + row.repeat(n);
        return astarPage.loadMapBytes('big.map', new TextEncoder().encode(text));
      }, side);
      t.assert(loaded === 1, 'the 1024 x 1024 map loads');
      await app.waitForSummary((s) => s.grid_width === side && s.grid_height === side, 'a 1024 x 1024 map');
      await app.call('astar_app_seek', 'number', ['number'], [2000]);
      await app.waitFrames(2);
      let overlay = await app.json('astar_app_overlay_json');
      t.assert(overlay.panes.every((p) => p.cells_visited === 0 && p.numbers === 0 && p.arrows === 0),
               `zoomed out, no cell is visited for details: ${JSON.stringify(overlay.panes)}`);
      const s = await app.summary();
      // Zoom in on the start, where the search is.
      await setView(app, 200, s.start[0] + 0.5, s.start[1] + 0.5);
      await app.waitFrames(2);
      overlay = await app.json('astar_app_overlay_json');
      const views = await app.json('astar_app_pane_views_json');
      for (const [i, p] of overlay.panes.entries()) {
        const v = views[i];
        const fitting = (Math.ceil(v.width / v.cell) + 1) * (Math.ceil(v.height / v.cell) + 1);
        t.assert(p.cells_visited > 0 && p.cells_visited <= fitting,
                 `pane ${i}: ${p.cells_visited} cells visited, at most ${fitting} fit (cell ${v.cell} px)`);
        t.assert(p.arrows > 0, `pane ${i}: arrows near the start`);
      }
      // Frames keep coming while it plays on the big map.
      await app.page.keyboard.press('Space');
      const before = (await app.summary()).frames;
      await app.page.waitForTimeout(1500);
      const after = await app.summary();
      t.assert(after.playing && after.frames - before >= 3, `frames while playing: ${after.frames - before}`);
    },
  },
];
