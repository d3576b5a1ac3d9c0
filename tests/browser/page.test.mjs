// The page around the app: it hides its loading message once the app runs, keeps a clean
// console while the search plays, and tells the user what went wrong instead of showing a dead
// canvas.
export const tests = [
  {
    name: 'hides the loading message once the app runs',
    run: async (t) => {
      const app = await t.open();
      await app.waitForSummary((s) => s.frames > 0, 'a first frame');
      t.assert(await app.message() === null, `no message over the app: ${await app.message()}`);
      t.assert(await app.page.title() === 'A* Visualizer', `page title: ${await app.page.title()}`);
    },
  },
  {
    // web/index.html asks for both files from its head (link rel=preload); Emscripten's own
    // fetch of the wasm takes that response only if the preload's credentials mode matches its
    // request's (crossorigin), otherwise the 1.2 MB wasm is downloaded a second time.
    name: 'downloads each of the app\'s two files once',
    run: async (t) => {
      const requested = [];
      const app = await t.open({
        beforeLoad: (page) => page.on('request', (r) => requested.push(new URL(r.url()).pathname)),
      });
      await app.waitForSummary((s) => s.frames > 2, 'a few frames');
      for (const file of ['/astar_app.js', '/astar_app.wasm']) {
        const count = requested.filter((p) => p === file).length;
        t.assert(count === 1, `${file} requested ${count} times: ${requested.join(' ')}`);
      }
    },
  },
  {
    // src/app/imgui_renderer.hpp: Dear ImGui's program is not checked before the first frame
    // (the answer would wait for the GPU process), but after it; a program that did not link
    // must still be reported, not leave a page without its controls. Here the browser is
    // given a fragment shader that cannot compile in place of the renderer's.
    name: 'says so when Dear ImGui\'s shaders do not compile',
    run: async (t) => {
      const app = await t.open({
        allowErrors: true,
        beforeLoad: (page) => page.addInitScript(() => {
          const shaderSource = WebGL2RenderingContext.prototype.shaderSource;
          WebGL2RenderingContext.prototype.shaderSource = function (shader, source) {
            const broken = source.includes('Out_Color') ? source.replace('void main', 'oops main') : source;
            return shaderSource.call(this, shader, broken);
          };
        }),
      });
      const text = await app.waitFor(() => app.message(), (m) => m?.includes('ImGui'),
                                     "a message about Dear ImGui's shaders");
      t.assert(text?.includes('Dear ImGui\'s shaders') && text.includes('fragment shader'),
               `message says which shader failed: ${text}`);
      const frames = (await app.summary()).frames;
      await app.page.waitForTimeout(500);
      t.assert((await app.summary()).frames === frames,
               `the app stopped drawing: ${frames} frames, then ${(await app.summary()).frames}`);
    },
  },
  {
    name: 'plays the search to the end with a clean console, the picture changing as it goes',
    run: async (t) => {
      const app = await t.open();
      await app.waitUntilRunning();
      const before = await app.screenshot('before');
      // Space plays; "+" four times makes it 16 times faster.
      await app.page.keyboard.press('Space');
      for (let i = 0; i < 4; ++i) await app.page.keyboard.press('+');
      const playing = await app.waitForSummary((s) => s.playing && s.position > 10, 'playing past step 10');
      t.assert(playing.panes.every((p) => p.expansions === playing.position || p.finished),
               `every pane keeps step with the timeline: ${JSON.stringify(playing.panes.map((p) => p.expansions))}`);
      const done = await app.waitForSummary((s) => !s.playing && s.panes.every((p) => p.finished),
                                            'the end of every search', 40000);
      t.assert(done.position === Math.max(...done.panes.map((p) => p.expansions)),
               `it stops at the last expansion: position ${done.position}`);
      await app.waitFrames(2);
      const after = await app.screenshot('after');
      let changed = 0;
      for (let i = 0; i < before.image.rgba.length; i += 4) {
        if (before.image.rgba[i] !== after.image.rgba[i] || before.image.rgba[i + 1] !== after.image.rgba[i + 1]) ++changed;
      }
      t.assert(changed > 50000, `the search changed ${changed} pixels of ${after.file}`);
    },
  },
  {
    name: 'says so when the browser has no WebGL 2, without loading the app',
    run: async (t) => {
      const requested = [];
      const app = await t.open({
        allowErrors: true,
        beforeLoad: async (page) => {
          page.on('request', (r) => requested.push(new URL(r.url()).pathname));
          await page.addInitScript(() => { delete window.WebGL2RenderingContext; });
        },
      });
      await app.page.waitForTimeout(500);
      const text = await app.message();
      t.assert(text?.includes('WebGL 2'), `message names WebGL 2: ${text}`);
      await app.screenshot();
      t.assert(!(await app.page.evaluate(() => !!document.querySelector('script[src="astar_app.js"]'))),
               'the app is not loaded at all');
      t.assert(!requested.some((p) => p.startsWith('/astar_app')),
               `nothing of the app is downloaded either: ${requested.join(' ')}`);
    },
  },
  {
    name: 'says so when no WebGL 2 context can be made',
    run: async (t) => {
      const app = await t.open({
        allowErrors: true,
        beforeLoad: (page) => page.addInitScript(() => {
          const getContext = HTMLCanvasElement.prototype.getContext;
          HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
            return type === 'webgl2' ? null : getContext.call(this, type, ...rest);
          };
        }),
      });
      // The app starts, fails to make its context, and says why.
      const text = await app.waitFor(() => app.message(), (m) => m?.includes('WebGL 2'),
                                     "a message about WebGL 2");
      t.assert(text?.includes('WebGL 2') && text.includes('Try a current'),
               `message names WebGL 2 and what to do: ${text}`);
      await app.screenshot();
    },
  },
  {
    name: 'says so when the wasm fails to load',
    run: async (t) => {
      const app = await t.open({
        allowErrors: true,
        beforeLoad: (page) => page.route('**/astar_app.wasm', (route) => route.fulfill({ status: 404 })),
      });
      await app.page.waitForFunction(() => document.getElementById('message').className === 'error',
                                     null, { timeout: 10000 });
      const text = await app.message();
      t.assert(text?.includes('failed to start'), `message says the app failed: ${text}`);
      await app.screenshot();
    },
  },
  {
    name: 'says so when astar_app.js is missing',
    run: async (t) => {
      const app = await t.open({
        allowErrors: true,
        beforeLoad: (page) => page.route('**/astar_app.js', (route) => route.fulfill({ status: 404 })),
      });
      await app.page.waitForFunction(() => document.getElementById('message').className === 'error',
                                     null, { timeout: 10000 });
      const text = await app.message();
      t.assert(text?.includes('astar_app.js'), `message names the script: ${text}`);
    },
  },
];
