// Moving AI .map files in and out of the app: the Load button's file picker, a file dropped on
// the page, a malformed file (its error shown, the map kept), files too large, and Save .map,
// whose download parses back to the same grid (and is an opened file's own text, trees and all).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { movingAiDir as findMovingAiDir } from './lib/movingai_dir.mjs';

const movingAiDir = findMovingAiDir();

async function loadWithButton(app, name, buffer) {
  const [chooser] = await Promise.all([
    app.page.waitForEvent('filechooser', { timeout: 30000 }),
    app.clickWidget('load_map'),
  ]);
  await chooser.setFiles({ name, mimeType: 'text/plain', buffer });
}

// Clicks Save .map and returns the download it starts.
async function saveMap(app) {
  const [download] = await Promise.all([
    app.page.waitForEvent('download', { timeout: 30000 }),
    app.clickWidget('save_map'),
  ]);
  return download;
}

// The grid of a .map file's text: rows of terrain characters (a test-side reader, independent
// of the app's parser).
function readMap(text) {
  const lines = text.split(/\r?\n/);
  const header = {};
  let at = 0;
  for (; lines[at] !== 'map'; ++at) {
    const [key, value] = lines[at].split(/\s+/);
    header[key] = value;
  }
  const width = Number(header.width), height = Number(header.height);
  const rows = lines.slice(at + 1, at + 1 + height);
  if (rows.length !== height || rows.some((r) => r.length !== width)) throw new Error('bad map text');
  return { type: header.type, width, height, rows };
}

// The app's costs for every cell, row by row.
function appCosts(app) {
  return app.page.evaluate(() => {
    const s = JSON.parse(Module.ccall('astar_app_summary_json', 'string', [], []));
    const rows = [];
    for (let y = 0; y < s.grid_height; ++y) {
      const row = [];
      for (let x = 0; x < s.grid_width; ++x) row.push(Module.ccall('astar_app_cell_cost', 'number', ['number', 'number'], [x, y]));
      rows.push(row);
    }
    return rows;
  });
}

// The cost the app gives each Moving AI terrain character (swamp 5, water 9).
const expectedCost = { '.': 1, G: 1, S: 5, W: 9, '@': 0, O: 0, T: 0 };

export const tests = [
  {
    name: 'Load .map opens a chosen Moving AI map',
    run: async (t) => {
      const app = await t.openRunning();
      const text = await readFile(path.join(movingAiDir, 'arena.map'));
      await loadWithButton(app, 'arena.map', text);
      const s = await app.waitForSummary((x) => x.grid_width === 49 && x.grid_height === 49, 'the 49 x 49 arena');
      const map = readMap(text.toString());
      const costs = await appCosts(app);
      for (let y = 0; y < map.height; ++y) {
        for (let x = 0; x < map.width; ++x) {
          const want = expectedCost[map.rows[y][x]];
          if (costs[y][x] !== want) t.assert(false, `cell (${x}, ${y}) '${map.rows[y][x]}' costs ${want}, app has ${costs[y][x]}`);
        }
      }
      t.assert(costs[s.start[1]][s.start[0]] > 0 && costs[s.goal[1]][s.goal[0]] > 0, `start ${s.start} and goal ${s.goal} are free`);
      t.assert(s.start[0] < 10 && s.start[1] < 10 && s.goal[0] > 38 && s.goal[1] > 38, `start ${s.start} and goal ${s.goal} are near opposite corners`);
      const m = await app.appMessage();
      t.assert(!m.error && m.text.includes('arena.map'), `the message names the file: ${JSON.stringify(m)}`);
      t.assert(m.text.includes(`Start (${s.start[0]}, ${s.start[1]}) and goal (${s.goal[0]}, ${s.goal[1]})`),
               `the message says where start and goal went: ${m.text}`);
      await app.call('astar_app_run_to_end', 'number', [], []);
      t.assert((await app.summary()).panes.every((p) => p.status === 'found'), 'every pane finds a path on the arena');
      await app.waitFrames(2);
      await app.screenshot('arena');
      // Saved again, the arena is its own file byte for byte: its trees stay 'T' (the app
      // keeps the file's characters where the cells were not edited).
      const saved = await saveMap(app);
      t.assert(saved.suggestedFilename() === 'arena.map', `saved as ${saved.suggestedFilename()}`);
      const back = (await readFile(await saved.path())).toString();
      t.assert(back === text.toString(), `the saved arena differs from arena.map: ${back.slice(0, 120)}`);
    },
  },
  {
    name: 'a .map dropped on the page opens',
    run: async (t) => {
      const app = await t.openRunning();
      const text = (await readFile(path.join(movingAiDir, 'maze-32-32-4.map'))).toString();
      const drop = await app.dropFile('maze-32-32-4.map', text);
      t.assert(drop.hintShown, 'dragging a file over the page shows the drop hint');
      t.assert(drop.defaultPrevented, 'the page does not navigate to the dropped file');
      t.assert(!drop.hintAfter, 'the hint goes away on drop');
      await app.waitForSummary((x) => x.grid_width === 32 && x.grid_height === 32, 'the 32 x 32 maze');
      const map = readMap(text);
      const costs = await appCosts(app);
      const walls = costs.flat().filter((c) => c === 0).length;
      const fileWalls = map.rows.join('').split('').filter((c) => expectedCost[c] === 0).length;
      t.assert(walls === fileWalls, `${fileWalls} walls as in the file, app has ${walls}`);
    },
  },
  {
    name: 'a map and its .scen dropped or chosen together both open, the map first, whatever their order',
    run: async (t) => {
      // Only the first file was opened: the .scen silently dropped, or, first in the list,
      // refused for the map that was open before (QA pass).
      const app = await t.openRunning();
      const map = (await readFile(path.join(movingAiDir, 'arena.map'))).toString();
      const scen = (await readFile(path.join(movingAiDir, 'arena.map.scen'))).toString();
      await app.dropFiles([['arena.map.scen', scen], ['arena.map', map]]);
      await app.waitForSummary((x) => x.grid_width === 49 && x.grid_height === 49, 'the arena');
      const loaded = await app.waitForMessage((m) => m.text.startsWith('Loaded 160 scenarios from arena.map.scen'), 'the scenarios');
      t.assert(!loaded.error, `no error: ${loaded.text}`);
      await app.scrollIntoView('scenario');  // the Scenario field is there (or this throws)

      // A third file is left, and the note says which; a broken map takes its .scen with it.
      const maze = (await readFile(path.join(movingAiDir, 'maze-32-32-4.map'))).toString();
      const [picked] = await Promise.all([
        app.page.waitForEvent('filechooser', { timeout: 30000 }),
        app.clickWidget('load_map'),
      ]);
      await picked.setFiles([
        { name: 'maze-32-32-4.map', mimeType: 'text/plain', buffer: Buffer.from(maze) },
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
        { name: 'maze-32-32-4-random-1.scen', mimeType: 'text/plain', buffer: await readFile(path.join(movingAiDir, 'maze-32-32-4-random-1.scen')) },
      ]);
      const left = await app.waitForMessage((m) => m.text.includes('notes.txt'), 'the note on the file left out');
      t.assert(!left.error && left.text.startsWith('Loaded ') && left.text.includes('maze-32-32-4-random-1.scen') &&
               left.text.endsWith(' Left notes.txt unopened: one map and one .scen file at a time.'), `the note: ${left.text}`);
      await app.waitForSummary((x) => x.grid_width === 32, 'the maze');
      // Without a .map, another file is not taken for the map of a .scen (notes.txt was read
      // as a map, its header error shown and the .scen left unopened: QA pass).
      await app.dropFiles([['notes.txt', 'hello'], ['maze-32-32-4-random-1.scen',
        (await readFile(path.join(movingAiDir, 'maze-32-32-4-random-1.scen'))).toString()]]);
      const scenOnly = await app.waitForMessage((m) => m.text.includes('Left notes.txt unopened'), 'the .scen opened, the notes left');
      t.assert(!scenOnly.error && scenOnly.text.startsWith('Loaded ') && scenOnly.text.includes('from maze-32-32-4-random-1.scen'),
               `the note: ${scenOnly.text}`);
      await app.dropFiles([['broken.map', 'type octile\nheight 2\nwidth 2\nmap\n..\n'], ['arena.map.scen', scen]]);
      const refused = await app.waitForMessage((m) => m.error, 'the broken map\'s error');
      t.assert(refused.text.startsWith('broken.map'), `the map's own error, not the .scen's: ${refused.text}`);
      t.assert((await app.summary()).grid_width === 32, 'the maze stays');
    },
  },
  {
    name: 'a .scen file places its scenarios one at a time on the map they were made for',
    run: async (t) => {
      const app = await t.openRunning();
      await loadWithButton(app, 'arena.map', await readFile(path.join(movingAiDir, 'arena.map')));
      await app.waitForSummary((x) => x.grid_width === 49, 'the arena');
      // A .scen for another map is refused with the map it is for; nothing moves.
      const before = await app.summary();
      await loadWithButton(app, 'maze512-1-0.map.scen', await readFile(path.join(movingAiDir, 'maze512-1-0.map.scen')));
      const refused = await app.waitForMessage((m) => m.error && m.text.includes('maze512-1-0.map.scen'), 'the refusal');
      t.assert(refused.text.includes('scenario is for a 512x512 map, but the map is 49x49') &&
               refused.text.includes('The file is for maze512-1-0.map: open that map first'), `the reason: ${refused.text}`);
      const unchanged = await app.summary();
      t.assert(unchanged.start.join() === before.start.join() && unchanged.goal.join() === before.goal.join(), 'start and goal stay');
      // Named .scen, a file is read as one even with its version line broken (it was read as a
      // map, and its error was about a map's header: QA pass).
      await loadWithButton(app, 'broken.scen', Buffer.from('versio 1\n0\tarena.map\t49\t49\t1\t11\t1\t12\t1\n'));
      const broken = await app.waitForMessage((m) => m.error && m.text.startsWith('broken.scen'), 'the broken .scen');
      t.assert(broken.text.includes('missing version line'), `the scenario reader's error: ${broken.text}`);

      // The arena's own file: the first scenario is placed at once.
      const scenText = (await readFile(path.join(movingAiDir, 'arena.map.scen'))).toString();
      const scenarios = scenText.split(/\r?\n/).slice(1).filter((l) => l.trim() !== '').map((l) => {
        const f = l.split(/\s+/);
        return { start: [Number(f[4]), Number(f[5])], goal: [Number(f[6]), Number(f[7])], length: Number(f[8]) };
      });
      await loadWithButton(app, 'arena.map.scen', Buffer.from(scenText));
      const loaded = await app.waitForMessage((m) => m.text.startsWith('Loaded 160 scenarios from arena.map.scen'), 'the load message');
      t.assert(!loaded.error && loaded.text.includes('Placed scenario 1: bucket 0, optimal length 1 (arena.map.scen).'), `the message: ${loaded.text}`);
      const placedAt = (i) => (x) => x.start.join() === scenarios[i].start.join() && x.goal.join() === scenarios[i].goal.join();
      await app.waitForSummary(placedAt(0), `scenario 1 at ${scenarios[0].start} -> ${scenarios[0].goal}`);

      // Scenario 150, typed: placed on Enter; the Euclidean pane (a heuristic that never
      // overestimates) finds the file's optimal length, and the table calls it optimal.
      const w = await app.scrollIntoView('scenario');
      await app.page.mouse.click(w.x + (w.width - 40) * 0.25, w.y + w.height / 2);
      await app.waitFrames(3);
      await app.typeFieldText('150');
      t.assert(placedAt(0)(await app.summary()), 'nothing moves while the number is typed');
      await app.page.keyboard.press('Enter');
      await app.waitForSummary(placedAt(149), `scenario 150 at ${scenarios[149].start} -> ${scenarios[149].goal}`);
      await app.call('astar_app_run_to_end', 'number', [], []);
      const end = await app.summary();
      const euclidean = end.panes.find((p) => p.heuristic === 'euclidean' && p.weight === 1);
      t.assert(euclidean && euclidean.status === 'found' && euclidean.optimal &&
               Math.abs(euclidean.path_cost - scenarios[149].length) < 1e-3,
               `Euclidean finds ${euclidean?.path_cost}, the file says ${scenarios[149].length}`);
      await app.waitFrames(2);
      await app.screenshot('scenario-150');

      // A placement is one edit: Ctrl+Z brings scenario 1's start and goal back.
      await app.page.mouse.move(900, 300);
      await app.waitFrames(3);
      await app.page.keyboard.press('Control+z');
      await app.waitForSummary(placedAt(0), 'Ctrl+Z takes the placement back');
      // The field still says 150: Place puts its start and goal back.
      await app.clickWidget('scenario_place');
      await app.waitForSummary(placedAt(149), 'Place puts scenario 150 back');

      // Lines that name another map are read for the map shown all the same, and the message
      // says so (it said nothing, QA pass).
      await loadWithButton(app, 'mixed.scen', Buffer.from(
        'version 1\n0\tarena.map\t49\t49\t1\t11\t1\t12\t1\n0\tother.map\t49\t49\t1\t12\t1\t11\t1\n' +
        '0\ther.map\t49\t49\t1\t11\t1\t12\t1\n0\tother.map\t49\t49\t1\t11\t1\t12\t1\n'));
      // Each other name once, her.map too though other.map holds it.
      const mixed = await app.waitForMessage((m) => m.text.startsWith('Loaded 4 scenarios from mixed.scen'), 'the mixed file');
      t.assert(mixed.error && mixed.text.endsWith(' Some lines name another map (other.map, her.map); all fit the map shown.'),
               `the note: ${mixed.text}`);
    },
  },
  {
    name: 'the note that names where a loaded map put the start and goal goes once one is dragged',
    run: async (t) => {
      const app = await t.openRunning();
      await loadWithButton(app, 'arena.map', await readFile(path.join(movingAiDir, 'arena.map')));
      const loaded = await app.waitForMessage((m) => m.text.startsWith('Loaded arena.map'), 'the load note');
      const { start, goal } = await app.waitForSummary((x) => x.grid_width === 49, 'the arena');
      await app.waitFrames(3);  // the panes' views fitted to the new map
      t.assert(loaded.text.includes(`goal (${goal[0]}, ${goal[1]})`), `the note names the goal: ${loaded.text}`);
      // Over the table's notes, not over the charts beside them (it hid the Expansions chart
      // for its seconds: QA pass).
      const { message, charts } = await app.json('astar_app_widgets_json');
      t.assert(message && charts && message.x + message.width <= charts.x,
               `the note ends left of the charts: note ${JSON.stringify(message)}, charts ${JSON.stringify(charts)}`);
      const free = async (x, y) => Number(await app.cellCost(x, y)) > 0;
      const target = (await free(goal[0] - 1, goal[1])) ? [goal[0] - 1, goal[1]] : [goal[0], goal[1] - 1];
      t.assert(await free(...target), `a free cell beside the goal: ${target}`);
      await app.drag(goal, target);
      await app.waitForSummary((x) => x.goal.join() === target.join(), 'the goal dragged');
      const after = await app.appMessage();
      // Taken away by the drag, not faded: notes fade after 6 s.
      t.assert(!after?.text && after.age < 6, `no note about the old places after the drag: ${JSON.stringify(after)}`);
      t.assert((await app.summary()).start.join() === start.join(), 'the start stays');
    },
  },
  {
    name: 'a .scen list belongs to the map it was read for, not to another of the same size an undo brings back',
    run: async (t) => {
      const app = await t.openRunning();
      await loadWithButton(app, 'arena.map', await readFile(path.join(movingAiDir, 'arena.map')));
      await app.waitForSummary((x) => x.grid_width === 49, 'the arena');
      // A 49 x 49 map with no walls: every arena scenario fits it.
      const open49 = `type octile\nheight 49\nwidth 49\nmap\n${'.'.repeat(49)}\n`.replace(/(map\n)(.*\n)/, (m, a, row) => a + row.repeat(49));
      await loadWithButton(app, 'open49.map', Buffer.from(open49));
      await app.waitForMessage((m) => m.text.startsWith('Loaded open49.map'), 'the open map');
      await loadWithButton(app, 'arena.map.scen', await readFile(path.join(movingAiDir, 'arena.map.scen')));
      await app.waitForMessage((m) => m.text.startsWith('Loaded 160 scenarios'), 'the scenarios, on the open map');
      const shown = async () => (await app.json('astar_app_widgets_json')).scenario?.visible === true;
      await app.scrollIntoView('scenario');
      t.assert(await shown(), 'the Scenario field is shown for the open map');
      // Ctrl+Z twice: the placement, then the load of open49.map: the arena is back.
      await app.page.mouse.move(900, 300);
      await app.waitFrames(3);
      await app.page.keyboard.press('Control+z');
      await app.waitFrames(3);
      await app.page.keyboard.press('Control+z');
      await app.waitForMessage((m) => m.text.startsWith('Undone: opening a new map'), 'the arena back');
      await app.waitFrames(3);
      t.assert(!(await shown()), 'no Scenario field on the arena: the list was read for the open map');
      await app.page.keyboard.press('Control+y');
      await app.waitForMessage((m) => m.text.startsWith('Redone: opening a new map'), 'the open map again');
      await app.waitFrames(3);
      await app.scrollIntoView('scenario');
      t.assert(await shown(), 'the Scenario field is back with its map');
    },
  },
  {
    name: 'a 1 x 1 .map opens with start and goal on its one cell, and says so',
    run: async (t) => {
      const app = await t.openRunning();
      await loadWithButton(app, 'one.map', Buffer.from('type octile\nheight 1\nwidth 1\nmap\n.\n'));
      const s = await app.waitForSummary((x) => x.grid_width === 1 && x.grid_height === 1, 'the 1 x 1 map');
      t.assert(s.start.join() === '0,0' && s.goal.join() === '0,0', `start ${s.start}, goal ${s.goal}`);
      const m = await app.waitForMessage((x) => !x.error && x.text.includes('one.map'), 'the load message');
      t.assert(m.text.includes('Start and goal share (0, 0), the only free cell') && !m.text.includes('drag them'),
               `the message does not ask to drag them apart: ${m.text}`);
      await app.page.keyboard.press('e');
      const end = await app.waitForSummary((x) => x.panes.every((p) => p.finished), 'every pane finished');
      t.assert(end.panes.every((p) => p.status === 'found' && p.path_cost === 0), 'found at cost 0');
    },
  },
  {
    name: 'a malformed or too large .map shows its error and leaves the map alone; a wide one within the limit opens',
    run: async (t) => {
      const app = await t.openRunning();
      const before = await app.sceneLink();
      // Row 2 (line 6 of the file) is one cell short.
      const bad = 'type octile\nheight 3\nwidth 4\nmap\n....\n...\n....\n';
      await loadWithButton(app, 'broken.map', Buffer.from(bad));
      const m = await app.waitForMessage((x) => x.error, 'an error message');
      t.assert(m.text.startsWith('broken.map:6:'), `the parser's "file:line: problem": ${m.text}`);
      t.assert(await app.sceneLink() === before, 'the scene is unchanged');
      await app.waitFrames(2);
      await app.screenshot('error');

      // A map with no free cell, and one larger than the app shows: refused with a reason.
      await app.dropFile('solid.map', 'type octile\nheight 2\nwidth 3\nmap\n@@@\nTTT\n');
      t.assert((await app.waitForMessage((x) => x.text.startsWith('solid.map'), 'the solid map refused')).text.includes('no free cell'),
               'a map without free cells is refused');
      const wide = 2049;
      await app.dropFile('wide.map', `type octile\nheight 5\nwidth ${wide}\nmap\n` + `${'.'.repeat(wide)}\n`.repeat(5));
      const tooWide = await app.waitForMessage((x) => x.text.startsWith('wide.map'), 'the wide map refused');
      t.assert(tooWide.error && tooWide.text.includes('2048 on a side'), `the limit is named: ${tooWide.text}`);
      await app.dropFile('many.map', 'type octile\nheight 1024\nwidth 1025\nmap\n');
      const many = await app.waitForMessage((x) => x.text.startsWith('many.map'), 'the map of too many cells refused');
      t.assert(many.error && many.text.includes('1048576 cells (1024 x 1024)'), `the limit is named: ${many.text}`);
      t.assert(await app.sceneLink() === before, 'the scene is still unchanged');
      // A wide map of fewer cells than 1024 x 1024, the shape of orz900d (1491 x 656), opens.
      await app.dropFile('orz-shape.map', `type octile\nheight 656\nwidth 1491\nmap\n` + `${'.'.repeat(1491)}\n`.repeat(656));
      await app.waitForMessage((x) => x.text.startsWith('Loaded orz-shape.map'), 'the wide map loaded');
      const wideScene = await app.summary();
      t.assert(wideScene.grid_width === 1491 && wideScene.grid_height === 656, `1491 x 656: ${wideScene.grid_width} x ${wideScene.grid_height}`);
    },
  },
  {
    name: 'files over 64 MB are refused before they are read',
    run: async (t) => {
      const app = await t.openRunning();
      const before = await app.sceneLink();
      await app.dropFile('huge.map', 'type octile\n', 65 * 1024 * 1024);
      const m = await app.waitForMessage((x) => x.text.startsWith('huge.map'), 'the huge file refused');
      t.assert(m.error && m.text.includes('64 MB'), `the message gives the limit: ${m.text}`);
      t.assert(await app.sceneLink() === before, 'the scene is unchanged');
    },
  },
  {
    name: 'Save .map downloads a file that loads back to the same grid, then saves under its name',
    run: async (t) => {
      const app = await t.openRunning();
      const s = await app.summary();
      const costs = await appCosts(app);
      t.assert(costs.flat().every((c) => c === 0 || c === 1), 'the default map has walls and ground only, so nothing is lost');
      const download = await saveMap(app);
      t.assert(download.suggestedFilename() === `astar-map-${s.grid_width}x${s.grid_height}.map`, `file name: ${download.suggestedFilename()}`);
      const text = (await readFile(await download.path())).toString();
      // The message says what the file leaves out.
      const saved = await app.waitForMessage((x) => x.text.startsWith('Saved'), 'the save message');
      t.assert(saved.text.includes('no start, goal, rules or panes') && saved.text.includes('Copy link keeps'),
               `the message says start and goal are not saved: ${saved.text}`);
      const map = readMap(text);
      t.assert(map.type === 'octile' && map.width === s.grid_width && map.height === s.grid_height, `header: ${text.slice(0, 40)}`);
      for (let y = 0; y < map.height; ++y) {
        for (let x = 0; x < map.width; ++x) {
          const want = costs[y][x] === 0 ? '@' : '.';
          if (map.rows[y][x] !== want) t.assert(false, `cell (${x}, ${y}) saved as '${map.rows[y][x]}', expected '${want}'`);
        }
      }
      // And the app reads it back to the same grid.
      await app.dropFile('mine.map', text);
      await app.waitForMessage((x) => x.text.startsWith('Loaded'), 'the saved map loaded');
      t.assert(JSON.stringify(await appCosts(app)) === JSON.stringify(costs), 'the reloaded grid equals the saved one');
      // A loaded map is saved again under its own file's name, as an editor would.
      const again = await saveMap(app);
      t.assert(again.suggestedFilename() === 'mine.map', `file name after loading mine.map: ${again.suggestedFilename()}`);
      // Ctrl+Z takes the load back: the map shown is not mine.map, and is not saved as it.
      await app.page.mouse.move(700, 300);
      await app.page.keyboard.press('Control+z');
      await app.waitForMessage((x) => x.text.startsWith('Undone: opening a new map'), 'the load undone');
      const undone = await saveMap(app);
      t.assert(undone.suggestedFilename() === `astar-map-${s.grid_width}x${s.grid_height}.map`,
               `after Ctrl+Z the map before mine.map is saved as ${undone.suggestedFilename()}`);
      // Ctrl+Y brings mine.map back, and its name with it.
      await app.page.mouse.move(700, 300);
      await app.page.keyboard.press('Control+y');
      await app.waitForMessage((x) => x.text.startsWith('Redone: opening a new map'), 'the load redone');
      const redone = await saveMap(app);
      t.assert(redone.suggestedFilename() === 'mine.map', `after Ctrl+Y: ${redone.suggestedFilename()}`);
    },
  },
];
