// The page around the app: it tells the user what went wrong instead of showing a dead canvas.
export const tests = [
  {
    name: 'hides the loading message once the app runs',
    run: async (t) => {
      const app = await t.open();
      await app.waitForSummary((s) => s.frames > 0, 'a first frame');
      t.assert(await app.message() === null, `no message over the app: ${await app.message()}`);
    },
  },
  {
    name: 'says so when WebGL 2 is missing',
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
      await app.page.waitForTimeout(500);
      const text = await app.message();
      t.assert(text?.includes('WebGL 2'), `message names WebGL 2: ${text}`);
      await app.screenshot();
      t.assert(!(await app.page.evaluate(() => !!document.querySelector('script[src="astar_app.js"]'))),
               'the app is not loaded at all');
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
