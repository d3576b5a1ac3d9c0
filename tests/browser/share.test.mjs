// Share links and pictures: Copy link puts the scene in the URL and on the clipboard and a fresh
// page opens exactly that scene; a link pasted into the address bar loads; a broken link says
// so and falls back to the default map; a refused clipboard shows the link to copy by hand;
// Export PNG downloads the drawn view.
import { readFile } from 'node:fs/promises';
import { decodePng, colourHistogram, countNear } from './lib/png.mjs';
import { AppPage } from './lib/app_page.mjs';

const viewport = { width: 1280, height: 800 };

async function openApp(t, options = {}) {
  const app = await t.open({ viewport, ...options });
  await app.waitForSummary((s) => s.frames > 2, 'a few frames');
  return app;
}

// A page in a fresh browser context that opens `url` (the app's address with a fragment)
// straight away, as a person opening a shared link does. The caller closes it; `check` makes
// the same "no errors in the page" check the runner makes for pages from t.open().
async function openAt(t, from, url, run) {
  const app = await AppPage.open(from.context.browser(), url, {
    viewport, artifactsDir: from.artifactsDir, testName: `${from.testName}-link`,
  });
  try {
    t.assert(await app.page.evaluate(() => location.href) === url, 'the page is at the link');
    await app.waitForSummary((s) => s.frames > 2, 'the app running at the link');
    await run(app);
    app.assertNoErrors();
  } finally {
    await app.close();
  }
}

// Where one of the Map section's controls is (astar_app_widgets_json), after scrolling the
// sidebar with the mouse wheel until it is on screen, as a person would.
async function scrollIntoView(t, app, name) {
  for (let attempt = 0; attempt < 30; ++attempt) {
    const w = (await app.json('astar_app_widgets_json'))[name];
    const height = (await app.summary()).window_height;
    if (w && w.visible && w.y >= 0 && w.y + w.height <= height) return w;
    await app.page.mouse.move(150, height / 2);
    await app.page.mouse.wheel(0, !w || w.y > 0 ? 200 : -200);
    await app.waitFrames(2);
  }
  t.assert(false, `control ${name} never came on screen`);
}

async function clickWidget(t, app, name) {
  const w = await scrollIntoView(t, app, name);
  await app.page.mouse.click(w.x + w.width / 2, w.y + w.height / 2);
}

async function cellPoint(app, x, y) {
  const [view] = await app.json('astar_app_pane_views_json');
  return { x: view.left + (x + 0.5 - view.origin_x) * view.cell, y: view.top + (y + 0.5 - view.origin_y) * view.cell };
}

async function drag(app, a, b) {
  const from = await cellPoint(app, a[0], a[1]);
  const to = await cellPoint(app, b[0], b[1]);
  await app.page.mouse.move(from.x, from.y);
  await app.waitFrames(1);
  await app.page.mouse.down();
  await app.waitFrames(1);
  await app.page.mouse.move(to.x, to.y, { steps: 2 });
  await app.waitFrames(1);
  await app.page.mouse.up();
  await app.waitFrames(1);
}

const cost = (app, x, y) => app.call('astar_app_cell_cost', 'number', ['number', 'number'], [x, y]);
const sceneLink = (app) => app.page.evaluate(() => Module.ccall('astar_app_scene_link', 'string', [], []));
const message = (app) => app.json('astar_app_message_json');

async function waitFor(app, read, predicate, description) {
  const deadline = Date.now() + 20000;
  let last;
  while (Date.now() < deadline) {
    last = await read();
    if (predicate(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${description}; last: ${JSON.stringify(last)}`);
}

// What a share link must keep, from the summary and the scene (no frame counts or timings).
async function sceneFacts(app) {
  const s = await app.summary();
  const scene = await app.json('astar_app_scene_json');
  return {
    grid: [s.grid_width, s.grid_height], start: s.start, goal: s.goal,
    panes: s.panes.map((p) => [p.algorithm, p.heuristic, p.weight]),
    rules: scene.rules, ties: scene.ties, walls: scene.walls, terrain: scene.terrain,
  };
}

export const tests = [
  {
    name: 'a copied link opens the same scene in a fresh page',
    run: async (t) => {
      const app = await openApp(t);
      await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(t.url).origin });
      const defaults = await sceneFacts(app);

      // Change everything a link carries: the map (a swamp stroke), the goal, a pane, the rules.
      await app.page.keyboard.press('4');  // swamp brush
      await drag(app, [20, 2], [26, 4]);
      await drag(app, defaults.goal, [30, 20]);
      t.assert(await app.call('astar_app_set_pane', 'number', ['number', 'string', 'string', 'number'], [1, 'greedy', 'octile', 1]) === 1, 'pane 2 changed');
      t.assert(await app.call('astar_app_set_rules', 'number', ['string', 'string', 'string', 'string'], ['8', 'corner-cut', '1', 'fifo']) === 1, 'rules changed');
      await app.waitFrames(2);
      const changed = await sceneFacts(app);
      t.assert(changed.terrain > 0, `painted swamp: ${JSON.stringify(changed)}`);
      t.assert(String(changed.goal) === '30,20', `goal moved: ${changed.goal}`);

      await clickWidget(t, app, 'copy_link');
      const share = await waitFor(app, () => app.json('astar_app_share_json'), (s) => s.copy !== 'pending' && s.copy !== 'none', 'the copy to finish');
      t.assert(share.copy === 'copied', `copied to the clipboard: ${JSON.stringify(share).slice(0, 200)}`);
      const url = await app.page.evaluate(() => location.href);
      const clipboard = await app.page.evaluate(() => navigator.clipboard.readText());
      t.assert(clipboard === url && url === share.url, `the clipboard holds the page's URL: ${clipboard.slice(0, 120)}`);
      t.assert(url.includes('#v1;'), `the scene is in the fragment: ${url.slice(0, 120)}`);
      t.assert(decodeURIComponent(new URL(url).hash.slice(1)) === await sceneLink(app), 'the fragment is the scene link');
      t.assert((await app.summary()).frames > 0 && (await message(app)).text.includes('copied'), 'the app says it copied');

      // A fresh page, loaded from that URL.
      await openAt(t, app, url, async (fresh) => {
        const m = await message(fresh);  // a note, which fades after a few seconds
        t.assert(!m.error && (m.text === '' || m.text.includes('shared scene')), `no error on opening the link: ${JSON.stringify(m)}`);
        const opened = await sceneFacts(fresh);
        t.assert(JSON.stringify(opened) === JSON.stringify(changed), `same scene:\n  ${JSON.stringify(opened)}\n  ${JSON.stringify(changed)}`);
        t.assert(await sceneLink(fresh) === await sceneLink(app), 'the same link, map included');
        for (const [x, y] of [[20, 2], [23, 3], [26, 4], [0, 0], [20, 8], [30, 20]]) {
          t.assert(await cost(fresh, x, y) === await cost(app, x, y), `cell (${x}, ${y}) costs the same`);
        }
      });
    },
  },
  {
    name: 'a link pasted into the address bar loads',
    run: async (t) => {
      const source = await openApp(t);
      await source.call('astar_app_set_rules', 'number', ['string', 'string', 'string', 'string'], ['4', 'never', '1', 'lifo']);
      await drag(source, [3, 3], [10, 3]);
      const link = await sceneLink(source);

      const app = await openApp(t);
      t.assert(await sceneLink(app) !== link, 'the page starts with another scene');
      await app.page.evaluate((l) => { location.hash = l; }, link);  // as when pasted: a hashchange
      await waitFor(app, () => sceneLink(app), (l) => l === link, 'the pasted scene');
      t.assert((await app.json('astar_app_scene_json')).rules.moves === '4', 'with its rules');
      t.assert((await app.summary()).frames > 0, 'still running');
    },
  },
  {
    name: 'a broken link shows a message and the default map',
    run: async (t) => {
      const plain = await openApp(t);
      const defaultLink = await sceneLink(plain);
      for (const fragment of ['#v1;w=99999999;h=99999999;s=0,0;g=1,1;p=astar.octile.1;map=AAAA',
                              '#v1;w=5;h=5;s=0,0;g=4,4;p=astar.octile.1;map=%%%',
                              '#v2;hello']) {
        await openAt(t, plain, t.url + fragment, async (app) => {
          const m = await message(app);
          t.assert(m.error && m.text.startsWith('share link:') && m.text.includes('default map'), `${fragment}: ${JSON.stringify(m)}`);
          t.assert(await sceneLink(app) === defaultLink, `${fragment}: the default scene is shown`);
        });
      }
      // The same link pasted into a running page leaves its scene alone.
      await plain.page.evaluate(() => { location.hash = 'v1;w=3;h=3;s=0,0;g=9,9;p=astar.octile.1;map=AwEA'; });
      const m = await waitFor(plain, () => message(plain), (x) => x.error, 'an error');
      t.assert(m.text.startsWith('share link:') && m.text.includes('not changed'), `pasted broken link: ${m.text}`);
      t.assert(await sceneLink(plain) === defaultLink, 'the scene did not change');
    },
  },
  {
    name: 'when the clipboard is refused the link is shown to copy by hand',
    run: async (t) => {
      const app = await openApp(t, {
        beforeLoad: (page) => page.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
          document.execCommand = () => false;
        }),
      });
      await clickWidget(t, app, 'copy_link');
      const share = await waitFor(app, () => app.json('astar_app_share_json'), (s) => s.copy === 'shown', 'the link shown');
      t.assert(share.url.endsWith('#' + await sceneLink(app)), 'the shown URL holds the scene');
      t.assert(await app.page.evaluate(() => location.href) === share.url, 'and so does the address bar');
      const m = await message(app);
      t.assert(m.error && m.text.includes('clipboard'), `the app says the clipboard was refused: ${m.text}`);
      await app.waitFrames(2);
      const field = await scrollIntoView(t, app, 'link_field');
      t.assert(field.width > 200, `the link field is on screen: ${JSON.stringify(field)}`);
      await app.screenshot('shown');
    },
  },
  {
    name: 'Export PNG downloads the view as drawn',
    run: async (t) => {
      const app = await openApp(t);
      await app.call('astar_app_run_to_end', 'number', [], []);
      await app.waitFrames(2);
      const [download] = await Promise.all([
        app.page.waitForEvent('download', { timeout: 30000 }),
        clickWidget(t, app, 'export_png'),
      ]);
      const name = download.suggestedFilename();
      t.assert(/^astar-view-\d+x\d+-step-\d+\.png$/.test(name), `file name: ${name}`);
      const image = decodePng(await readFile(await download.path()));
      const s = await app.summary();
      t.assert(image.width === s.framebuffer_width && image.height === s.framebuffer_height, `the whole canvas: ${image.width} x ${image.height}`);
      let opaque = 0;
      for (let i = 3; i < image.rgba.length; i += 4) opaque += image.rgba[i] === 255;
      t.assert(opaque === image.width * image.height, `every pixel opaque: ${opaque} of ${image.width * image.height}`);
      const colours = await app.palette();
      const histogram = colourHistogram(image);
      const ground = countNear(histogram, colours.terrain.ground);
      const wall = countNear(histogram, colours.terrain.wall);
      t.assert(ground > 50000, `ground colour covers ${ground} pixels`);
      t.assert(wall > 1000, `wall colour covers ${wall} pixels`);

      // The panes in the PNG are the panes on screen (the sidebar may differ: the message line
      // says "Saved" by the time of the screenshot).
      const { image: shot } = await app.screenshot('view');
      for (const [i, view] of (await app.json('astar_app_pane_views_json')).entries()) {
        let same = 0, total = 0;
        for (let y = Math.ceil(view.top); y < Math.floor(view.top + view.height); ++y) {
          for (let x = Math.ceil(view.left); x < Math.floor(view.left + view.width); ++x) {
            const k = (y * image.width + x) * 4;
            ++total;
            if ([0, 1, 2].every((c) => Math.abs(image.rgba[k + c] - shot.rgba[k + c]) <= 6)) ++same;
          }
        }
        t.assert(total > 10000 && same / total > 0.98, `pane ${i + 1} matches the screen: ${same} of ${total} pixels`);
      }
      t.assert(histogram.size > 50, `the UI's text and controls are in it too: ${histogram.size} colours`);
    },
  },
];
