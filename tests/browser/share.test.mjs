// Share links and pictures: Copy link puts the scene in the URL and on the clipboard and a fresh
// page opens exactly that scene; a link pasted into the address bar loads; a broken link says
// so and falls back to the default map; a refused clipboard shows the link to copy by hand;
// Export PNG downloads the drawn view.
import { readFile } from 'node:fs/promises';
import { decodePng, colourHistogram, countNear } from './lib/png.mjs';
import { AppPage } from './lib/app_page.mjs';
import { countInRect } from './lib/colours.mjs';

const viewport = { width: 1280, height: 800 };

// A page in a fresh browser context that opens `url` (the app's address with a fragment)
// straight away, as a person opening a shared link does. The caller closes it; `check` makes
// the same "no errors in the page" check the runner makes for pages from t.open().
async function openAt(t, from, url, run) {
  const app = await AppPage.open(from.context.browser(), url, {
    viewport, artifactsDir: from.artifactsDir, testName: `${from.testName}-link`,
  });
  try {
    t.assert(await app.page.evaluate(() => location.href) === url, 'the page is at the link');
    await app.waitUntilRunning('the app running at the link');
    await run(app);
    app.assertNoErrors();
  } finally {
    await app.close();
  }
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
      const app = await t.openRunning();
      await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(t.url).origin });
      const defaults = await sceneFacts(app);

      // Change everything a link carries: the map (a swamp stroke), the goal, a pane, the rules.
      await app.page.keyboard.press('4');  // swamp brush
      await app.drag([20, 2], [26, 4]);
      await app.drag(defaults.goal, [30, 20]);
      t.assert(await app.call('astar_app_set_pane', 'number', ['number', 'string', 'string', 'number'], [1, 'greedy', 'octile', 1]) === 1, 'pane 2 changed');
      t.assert(await app.call('astar_app_set_rules', 'number', ['string', 'string', 'string', 'string'], ['8', 'corner-cut', '1', 'fifo']) === 1, 'rules changed');
      await app.waitFrames(2);
      const changed = await sceneFacts(app);
      t.assert(changed.terrain > 0, `painted swamp: ${JSON.stringify(changed)}`);
      t.assert(String(changed.goal) === '30,20', `goal moved: ${changed.goal}`);
      // At a step, as a teacher sends "open this at step 40".
      t.assert(await app.call('astar_app_seek', 'number', ['number'], [40]) === 40, 'at step 40');

      await app.clickWidget('copy_link');
      const share = await app.waitFor(() => app.json('astar_app_share_json'), (s) => s.copy !== 'pending' && s.copy !== 'none', 'the copy to finish');
      t.assert(share.copy === 'copied', `copied to the clipboard: ${JSON.stringify(share).slice(0, 200)}`);
      const url = await app.page.evaluate(() => location.href);
      const clipboard = await app.page.evaluate(() => navigator.clipboard.readText());
      t.assert(clipboard === url && url === share.url, `the clipboard holds the page's URL: ${clipboard.slice(0, 120)}`);
      t.assert(url.includes('#v1;'), `the scene is in the fragment: ${url.slice(0, 120)}`);
      t.assert(decodeURIComponent(new URL(url).hash.slice(1)) === await app.sceneLink(), 'the fragment is the scene link');
      t.assert((await app.summary()).frames > 0 && (await app.appMessage()).text.includes('copied'), 'the app says it copied');

      // A fresh page, loaded from that URL.
      await openAt(t, app, url, async (fresh) => {
        const m = await fresh.appMessage();  // a note, which fades after a few seconds
        t.assert(!m.error && (m.text === '' || m.text.includes('shared scene')), `no error on opening the link: ${JSON.stringify(m)}`);
        t.assert((await fresh.summary()).position === 40, `the fresh page is at step 40 too: ${(await fresh.summary()).position}`);
        const opened = await sceneFacts(fresh);
        t.assert(JSON.stringify(opened) === JSON.stringify(changed), `same scene:\n  ${JSON.stringify(opened)}\n  ${JSON.stringify(changed)}`);
        t.assert(await fresh.sceneLink() === await app.sceneLink(), 'the same link, map included');
        for (const [x, y] of [[20, 2], [23, 3], [26, 4], [0, 0], [20, 8], [30, 20]]) {
          t.assert(await fresh.cellCost(x, y) === await app.cellCost(x, y), `cell (${x}, ${y}) costs the same`);
        }
      });

      // The scene changes: "Copied" under the button would now describe a scene that is gone.
      t.assert(await app.call('astar_app_set_pane', 'number', ['number', 'string', 'string', 'number'], [1, 'astar', 'octile', 1]) === 1, 'pane 2 changed again');
      const after = await app.waitFor(() => app.json('astar_app_share_json'), (s) => s.copy === 'none', 'the copied note to go after a change');
      t.assert(after.copy === 'none', `no copied note for a changed scene: ${after.copy}`);
    },
  },
  {
    // The link opened at the whole map, in Classic, at 20 steps a second, with pane 1
    // explained, whatever the teacher had set up (QA pass).
    name: 'a copied link opens as it was seen: zoomed in, in its palette, at its speed, explaining its pane',
    run: async (t) => {
      const app = await t.openRunning();
      const [fit] = await app.json('astar_app_pane_views_json');
      for (const key of ['z', 'z', 'z', 'd', 'w', '+']) {
        await app.page.keyboard.press(key);
        await app.waitFrames(2);
      }
      t.assert(await app.call('astar_app_set_palette', 'number', ['number'], [1]) === 1, 'high contrast');
      const views = await app.json('astar_app_pane_views_json');
      await app.page.mouse.click(views[1].left + 60, views[1].top - 11);  // pane 2's title
      await app.waitForSummary((x) => x.open_list_pane === 1, 'pane 2 explained');
      await app.call('astar_app_seek', 'number', ['number'], [25]);
      await app.waitFrames(2);
      const seen = await app.summary();
      const view = (await app.json('astar_app_pane_views_json'))[0];
      t.assert(seen.speed === 40 && seen.palette !== 'Classic' && view.cell > 2 * fit.cell,
        `set up: ${JSON.stringify({ speed: seen.speed, palette: seen.palette, cell: view.cell })}`);
      const link = await app.sceneLink();
      t.assert(/;z=[\d.]+,[\d.]+,[\d.]+;pal=contrast;sp=40;o=2$/.test(link), `the link says so: ...${link.slice(-60)}`);

      await openAt(t, app, `${t.url}#${link}`, async (fresh) => {
        const s = await fresh.summary();
        const v = (await fresh.json('astar_app_pane_views_json'))[0];
        t.assert(s.position === 25 && s.speed === 40 && s.palette === seen.palette && s.open_list_pane === 1,
          `opened as seen: ${JSON.stringify({ position: s.position, speed: s.speed, palette: s.palette, pane: s.open_list_pane })}`);
        t.assert(v.cell === view.cell && Math.abs(v.origin_x - view.origin_x) < 1e-3 && Math.abs(v.origin_y - view.origin_y) < 1e-3,
          `the same cells in the same place: ${JSON.stringify(v)} against ${JSON.stringify(view)}`);
        t.assert(await fresh.sceneLink() === link, 'and the same link');
      });

      // A view field that cannot be read is left out, with a note, and the rest opens (a
      // capital letter in pal= cost the whole scene); a centre beside the map goes onto it.
      const scenePart = link.replace(/;z=.*$/, '');
      await app.page.evaluate((l) => astarPage.openLink(l), `${scenePart};z=4,500,3;pal=pink;sp=40`);
      const note = await app.waitForMessage((m) => m.text.includes('Left out'), 'the note');
      t.assert(note.text.includes('pal=pink (unknown palette: classic or contrast)'), `says which and why: ${note.text}`);
      await app.waitFrames(2);  // laid out with the link's view
      const [edge] = await app.json('astar_app_pane_views_json');
      t.assert(Math.abs(edge.origin_x + edge.width / 2 / edge.cell - 40) < 0.01, `the centre on the map's right edge: ${JSON.stringify(edge)}`);
      // A link without view fields opens as a new page would, but for the palette, which
      // stays the viewer's own.
      await app.page.evaluate((l) => astarPage.openLink(l), scenePart);
      await app.waitForSummary((x) => x.speed === 20 && x.open_list_pane === 0, 'a new page\'s speed and pane');
      await app.waitFrames(2);
      const plain = await app.summary();
      t.assert(plain.cell_pixels === fit.cell && plain.palette === seen.palette,
        `fitted again, palette kept: ${JSON.stringify({ cell: plain.cell_pixels, palette: plain.palette })}`);
    },
  },
  {
    name: 'a link pasted into the address bar loads',
    run: async (t) => {
      const source = await t.openRunning();
      await source.call('astar_app_set_rules', 'number', ['string', 'string', 'string', 'string'], ['4', 'never', '1', 'lifo']);
      await source.drag([3, 3], [10, 3]);
      const link = await source.sceneLink();

      const app = await t.openRunning();
      t.assert(await app.sceneLink() !== link, 'the page starts with another scene');
      await app.page.evaluate((l) => { location.hash = l; }, link);  // as when pasted: a hashchange
      await app.waitFor(() => app.sceneLink(), (l) => l === link, 'the pasted scene');
      t.assert((await app.json('astar_app_scene_json')).rules.moves === '4', 'with its rules');
      t.assert((await app.summary()).frames > 0, 'still running');
    },
  },
  {
    name: 'a broken link shows a message and the default map',
    run: async (t) => {
      const plain = await t.openRunning();
      const defaultLink = await plain.sceneLink();
      for (const fragment of ['#v1;w=99999999;h=99999999;s=0,0;g=1,1;p=astar.octile.1;map=AAAA',
                              '#v1;w=5;h=5;s=0,0;g=4,4;p=astar.octile.1;map=%%%',
                              '#v2;hello']) {
        await openAt(t, plain, t.url + fragment, async (app) => {
          const m = await app.appMessage();
          t.assert(m.error && m.text.startsWith('share link:') && m.text.includes('default map'), `${fragment}: ${JSON.stringify(m)}`);
          t.assert(await app.sceneLink() === defaultLink, `${fragment}: the default scene is shown`);
        });
      }
      // The same link pasted into a running page leaves its scene alone.
      await plain.page.evaluate(() => { location.hash = 'v1;w=3;h=3;s=0,0;g=9,9;p=astar.octile.1;map=AwEA'; });
      const m = await plain.waitForMessage((x) => x.error, 'an error');
      t.assert(m.text.startsWith('share link:') && m.text.includes('not changed'), `pasted broken link: ${m.text}`);
      t.assert(await plain.sceneLink() === defaultLink, 'the scene did not change');
    },
  },
  {
    name: 'a link too long for a browser to open comes with a warning to save the map instead',
    run: async (t) => {
      const app = await t.openRunning();
      // 1024 x 1024 cells of noise in four terrains: runs of about one cell, over 2 MB of link.
      let seed = 7;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      let text = 'type octile\nheight 1024\nwidth 1024\nmap\n';
      for (let y = 0; y < 1024; ++y) {
        let row = '';
        for (let x = 0; x < 1024; ++x) row += '@.SW'[Math.floor(random() * 4)];
        text += row + '\n';
      }
      const loaded = await app.page.evaluate(
        (t) => astarPage.loadMapBytes('noise.map', new TextEncoder().encode(t)), text);
      t.assert(loaded === 1, 'the noise map loads');
      await app.clickWidget('copy_link');
      const share = await app.waitFor(() => app.json('astar_app_share_json'), (s) => s.copy !== 'pending' && s.copy !== 'none', 'the copy to finish');
      t.assert(share.url.length > 2 * 1024 * 1024, `the link is over 2 MiB: ${share.url.length}`);
      const note = await app.appMessage();
      t.assert(note.text.includes('will likely not open') && note.text.includes('Save .map'),
               `the app warns and points to Save .map: ${note.text}`);
    },
  },
  {
    name: 'when the clipboard is refused the link is shown to copy by hand',
    run: async (t) => {
      const app = await t.openRunning({
        beforeLoad: (page) => page.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
          document.execCommand = () => false;
        }),
      });
      await app.clickWidget('copy_link');
      const share = await app.waitFor(() => app.json('astar_app_share_json'), (s) => s.copy === 'shown', 'the link shown');
      t.assert(share.url.endsWith('#' + await app.sceneLink()), 'the shown URL holds the scene');
      t.assert(await app.page.evaluate(() => location.href) === share.url, 'and so does the address bar');
      const m = await app.appMessage();
      t.assert(m.error && m.text.includes('clipboard'), `the app says the clipboard was refused: ${m.text}`);
      await app.waitFrames(2);
      const field = await app.scrollIntoView('link_field');
      t.assert(field.width > 200, `the link field is on screen: ${JSON.stringify(field)}`);
      await app.screenshot('shown');
    },
  },
  {
    name: 'Export PNG downloads the view as drawn',
    run: async (t) => {
      const app = await t.openRunning();
      await app.call('astar_app_run_to_end', 'number', [], []);
      await app.waitFrames(2);
      const [download] = await Promise.all([
        app.page.waitForEvent('download', { timeout: 30000 }),
        app.clickWidget('export_png'),
      ]);
      const name = download.suggestedFilename();
      t.assert(/^astar-view-\d+x\d+-step-\d+\.png$/.test(name), `file name: ${name}`);
      const image = decodePng(await readFile(await download.path()));
      const s = await app.summary();
      t.assert(image.width === s.framebuffer_width && image.height === s.framebuffer_height, `the whole canvas: ${image.width} x ${image.height}`);
      // The picture is drawn as if the mouse were away: the Export PNG button under the mouse
      // looks like its neighbour Save .map, not hovered (nor is its tooltip in the picture).
      const widgets = await app.json('astar_app_widgets_json');
      const scale = image.width / s.window_width;
      const rgbAt = (x, y) => {
        const k = (Math.round(y * scale) * image.width + Math.round(x * scale)) * 4;
        return Array.from(image.rgba.slice(k, k + 3)).join(',');
      };
      const inCorner = (w) => rgbAt(w.x + 3, w.y + 3);
      t.assert(inCorner(widgets.export_png) === inCorner(widgets.save_map),
               `Export PNG drawn like Save .map: ${inCorner(widgets.export_png)} vs ${inCorner(widgets.save_map)}`);
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
  {
    name: 'Export PNG leaves out the message banner on screen',
    run: async (t) => {
      const app = await t.openRunning();
      await Promise.all([app.page.waitForEvent('download', { timeout: 30000 }), app.clickWidget('save_map')]);
      await app.waitForMessage((x) => x.text.startsWith('Saved'), 'the save message');
      await app.waitFrames(2);
      const message = (await app.json('astar_app_widgets_json')).message;
      t.assert(message?.visible, `the message is on screen: ${JSON.stringify(message)}`);
      const banner = { left: message.x, top: message.y, width: message.width, height: message.height };
      // The message's text colour (notes are drawn in #99e699) inside its rectangle.
      const { file, image: shot } = await app.screenshot('banner');
      const onScreen = countInRect(shot, banner, '#99e699', 12);
      t.assert(onScreen > 50, `the banner's text is on screen: ${onScreen} pixels in ${file}`);
      const [download] = await Promise.all([
        app.page.waitForEvent('download', { timeout: 30000 }),
        app.clickWidget('export_png'),
      ]);
      const png = decodePng(await readFile(await download.path()));
      const inPng = countInRect(png, banner, '#99e699', 12);
      t.assert(inPng === 0, `and not in the PNG: ${inPng} pixels`);
    },
  },
];
