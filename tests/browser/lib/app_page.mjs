// Opens the app in a new browser context and gives the tests what they need: the page, the
// console errors seen so far, the app's exported functions, screenshots.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodePng } from './png.mjs';

export class AppPage {
  constructor(context, page, artifactsDir, testName) {
    this.context = context;
    this.page = page;
    this.artifactsDir = artifactsDir;
    this.testName = testName;
    this.errors = [];
    page.on('console', (m) => { if (m.type() === 'error') this.errors.push(`console: ${m.text()}`); });
    page.on('pageerror', (e) => this.errors.push(`page error: ${e.message}`));
    page.on('requestfailed', (r) => this.errors.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
    page.on('response', (r) => { if (r.status() >= 400) this.errors.push(`HTTP ${r.status()}: ${r.url()}`); });
  }

  // options: viewport {width, height}, deviceScaleFactor; beforeLoad(page) to set up routes or
  // init scripts; allowErrors to skip the runner's "no errors in the page" check.
  static async open(browser, url, {
    viewport = { width: 1280, height: 800 }, deviceScaleFactor = 1, beforeLoad, allowErrors = false,
    artifactsDir, testName, hasTouch = false,
  }) {
    const context = await browser.newContext({ viewport, deviceScaleFactor, hasTouch });
    const app = new AppPage(context, await context.newPage(), artifactsDir, testName);
    app.allowErrors = allowErrors;
    if (beforeLoad) await beforeLoad(app.page);
    await app.page.goto(url, { waitUntil: 'load' });
    return app;
  }

  // The text of the page's message box, or null while it is hidden.
  message() {
    return this.page.evaluate(() => {
      const m = document.getElementById('message');
      return m.hidden ? null : m.textContent;
    });
  }

  // What a screen reader was last given: the text of the page's live region (#announce).
  said() {
    return this.page.evaluate(() => document.getElementById('announce').textContent);
  }

  // Waits (up to 5 s) until the live region's text matches `pattern`, and returns it.
  hears(pattern, description) {
    return this.waitFor(() => this.said(), (text) => pattern.test(text), description, 5000);
  }

  // Calls an exported C function that returns a JSON string.
  async json(functionName) {
    const text = await this.page.evaluate(
      (name) => window.Module?.calledRun ? Module.ccall(name, 'string', [], []) : null, functionName);
    return text === null ? null : JSON.parse(text);
  }

  summary() { return this.json('astar_app_summary_json'); }
  palette() { return this.json('astar_app_palette_json'); }

  async call(functionName, returnType, argTypes, args) {
    return this.page.evaluate(([n, r, t, a]) => Module.ccall(n, r, t, a), [functionName, returnType, argTypes, args]);
  }

  // Waits until the app's summary satisfies `predicate`; fails with the last summary seen.
  async waitForSummary(predicate, description, timeoutMs = 20000) {
    const deadline = Date.now() + timeoutMs;
    let last = null;
    while (Date.now() < deadline) {
      this.assertNoErrors();
      last = await this.summary();
      if (last && predicate(last)) return last;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`timed out waiting for ${description}; last summary: ${JSON.stringify(last)}`);
  }

  // Polls `read()` until `predicate` holds for its value and returns that value; fails with the
  // last value seen.
  async waitFor(read, predicate, description, timeoutMs = 20000) {
    const deadline = Date.now() + timeoutMs;
    let last;
    while (Date.now() < deadline) {
      last = await read();
      if (predicate(last)) return last;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`timed out waiting for ${description}; last: ${JSON.stringify(last)}`);
  }

  // Waits for the app's message banner to satisfy `predicate`.
  waitForMessage(predicate, description) {
    return this.waitFor(() => this.appMessage(), predicate, description);
  }

  // Waits for `count` more frames than have been drawn now.
  async waitFrames(count) {
    const start = (await this.summary())?.frames ?? 0;
    return this.waitForSummary((s) => s.frames >= start + count, `${count} more frames`);
  }

  // Fingers through Chromium's DevTools protocol (the page needs hasTouch): `type` is
  // touchStart, touchMove or touchEnd, `points` the fingers still down as [x, y] pairs, each
  // finger known by its place in the list.
  async touch(type, points) {
    this.cdp ??= await this.context.newCDPSession(this.page);
    await this.cdp.send('Input.dispatchTouchEvent', {
      type, touchPoints: points.map(([x, y], id) => ({ x, y, id })),
    });
  }

  // One finger along `points` ([x, y] pairs), sent from inside the page: down on the first,
  // still for `settleFrames` animation frames, then one move a frame, and lifted `holdMs` ms
  // after the last move (0: right away). Through DevTools each touch event waits for a round
  // trip: 50-130 ms apart here, slower than any finger, and on a loaded machine a first move
  // 400-650 ms after the touch, near the half second a still finger takes to press
  // (kTouchHoldSeconds in src/app/touch.hpp). Resolves once the finger is up.
  fingerPath(points, { settleFrames = 0, holdMs = 0 } = {}) {
    return this.page.evaluate(([points, settleFrames, holdMs]) => new Promise((resolve) => {
      const canvas = document.getElementById('canvas');
      const send = (type, [x, y]) => {
        const touch = new Touch({ identifier: 7, target: canvas, clientX: x, clientY: y });
        const down = type === 'touchend' ? [] : [touch];
        canvas.dispatchEvent(new TouchEvent(type, { touches: down, targetTouches: down,
          changedTouches: [touch], bubbles: true, cancelable: true }));
      };
      const lift = () => { send('touchend', points[points.length - 1]); resolve(); };
      send('touchstart', points[0]);
      let frame = 0;
      const next = () => {
        const i = ++frame - settleFrames;  // the frames before: down, not moving yet
        if (i >= 1) send('touchmove', points[i]);
        if (i < points.length - 1) {
          requestAnimationFrame(next);
        } else if (holdMs > 0) {
          setTimeout(lift, holdMs);
        } else {
          lift();
        }
      };
      requestAnimationFrame(next);
    }), [points, settleFrames, holdMs]);
  }

  // One finger from (x0, y0) to (x1, y1) in `steps` moves one animation frame apart, held still
  // 200 ms, then lifted: a drag that never flicks (kFlingStillMs in src/app/touch.hpp), so the
  // content stops where the finger left it (flick() is the other kind). The finger is down for
  // two frames before it moves, so that the app sees where it landed. (Sent through DevTools,
  // a sideways swipe over the comparison table pressed instead of scrolling, once in a full
  // run and reproduced under load: see fingerPath.)
  async fingerDrag(x0, y0, x1, y1, { steps = 6 } = {}) {
    const points = Array.from({ length: steps + 1 },
                              (_, i) => [x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps]);
    await this.fingerPath(points, { settleFrames: 2, holdMs: 200 });
    this.assertNoErrors();
    await this.waitFrames(3);
  }

  // A flick: one finger from (x, y0) moved by dy, in `moves` equal motions one animation frame
  // apart, and lifted right after the last one (a lift that came later read as a finger that
  // stopped before lifting: no flick). Resolves once the finger is up.
  flick(x, y0, dy, moves = 5) {
    return this.fingerPath(Array.from({ length: moves + 1 }, (_, i) => [x, y0 + dy * i / moves]));
  }

  // Saves build/browser-test-artifacts/<test>[-suffix].png and returns it decoded.
  async screenshot(suffix = '') {
    await mkdir(this.artifactsDir, { recursive: true });
    const file = path.join(this.artifactsDir, `${this.testName}${suffix ? '-' + suffix : ''}.png`);
    const png = await this.page.screenshot();
    await writeFile(file, png);
    return { file, image: decodePng(png) };
  }

  // Waits until the app has drawn a few frames: started and running.
  waitUntilRunning(description = 'a few frames') {
    return this.waitForSummary((s) => s.frames > 2, description);
  }

  // The centre of cell (x, y) of pane `pane` (the first by default), in page coordinates.
  async cellPoint(x, y, pane = 0) {
    const view = (await this.json('astar_app_pane_views_json'))[pane];
    return { x: view.left + (x + 0.5 - view.origin_x) * view.cell, y: view.top + (y + 0.5 - view.origin_y) * view.cell };
  }

  // A drag with the mouse from cell a to cell b ([x, y] in the first pane), with one move in
  // between, as a hand moving fast gives: the app sees the button go down on a, then the mouse
  // already on b. Frames pass between the events, as they do for a person.
  async drag(a, b, button = 'left') {
    const from = await this.cellPoint(a[0], a[1]);
    const to = await this.cellPoint(b[0], b[1]);
    await this.page.mouse.move(from.x, from.y);
    await this.waitFrames(2);
    await this.page.mouse.down({ button });
    await this.waitFrames(2);
    await this.page.mouse.move(to.x, to.y, { steps: 1 });
    await this.waitFrames(2);
    await this.page.mouse.up({ button });
    await this.waitFrames(2);
  }

  // The move cost of cell (x, y) as the app holds it (0: a wall).
  cellCost(x, y) { return this.call('astar_app_cell_cost', 'number', ['number', 'number'], [x, y]); }

  // The app's message banner (astar_app_message_json); message() is the page's own box.
  appMessage() { return this.json('astar_app_message_json'); }

  // The share link of the scene as it is now.
  sceneLink() { return this.call('astar_app_scene_link', 'string', [], []); }

  // Where one of the sidebar's controls is (astar_app_widgets_json), after scrolling the
  // sidebar with the mouse wheel until it is on screen, as a person would, and once it has
  // stayed put for two frames: after a new map the sidebar's lines can move for a frame, and
  // a click aimed at the height field landed on the slider under it (a flaky test).
  async scrollIntoView(name) {
    for (let attempt = 0; attempt < 30; ++attempt) {
      const w = (await this.json('astar_app_widgets_json'))[name];
      const height = (await this.summary()).window_height;
      if (w && w.visible && w.y >= 0 && w.y + w.height <= height) {
        await this.waitFrames(2);
        const again = (await this.json('astar_app_widgets_json'))[name];
        if (JSON.stringify(again) === JSON.stringify(w)) return w;
        continue;
      }
      await this.page.mouse.move(150, height / 2);
      await this.page.mouse.wheel(0, !w || w.y > 0 ? 200 : -200);
      await this.waitFrames(2);
    }
    throw new Error(`assertion failed: control ${name} never came on screen`);
  }

  // Clicks one of the sidebar's controls with the real mouse.
  async clickWidget(name) {
    const w = await this.scrollIntoView(name);
    await this.page.mouse.click(w.x + w.width / 2, w.y + w.height / 2);
  }

  // The highlight of the keyboard's mode (K): its rectangle and whether it shows.
  async keyboardFocus() { return (await this.json('astar_app_widgets_json')).keyboard_focus; }

  // Whether the highlight is on the control `name` (inside its rectangle: a list's highlight
  // is its box, beside its label).
  async keyboardFocusOn(name) {
    const w = await this.json('astar_app_widgets_json');
    const a = w.keyboard_focus, b = w[name];
    return Boolean(a && b && a.visible && a.x >= b.x - 1 && a.y >= b.y - 1 &&
                   a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1);
  }

  // Moves the highlight onto the control `name` with the arrows, as a person would: Up or
  // Down to its row, then Left or Right along it.
  async keyboardTo(name) {
    for (let presses = 0; presses < 80; ++presses) {
      if (await this.keyboardFocusOn(name)) return;
      const w = await this.json('astar_app_widgets_json');
      const f = w.keyboard_focus, target = w[name];
      const sameRow = Math.abs(target.y - f.y) < target.height / 2;
      await this.page.keyboard.press(sameRow ? (target.x < f.x ? 'ArrowLeft' : 'ArrowRight')
                                             : (target.y < f.y ? 'ArrowUp' : 'ArrowDown'));
      await this.waitFrames(2);
    }
    throw new Error(`assertion failed: the arrows never reached ${name}`);
  }

  // Turns the slider `name` into a text field with a person's Ctrl+click: each event in a
  // frame of its own (ImGui 1.86 reads the keys and the button once a frame).
  async openSliderText(name) {
    const w = await this.scrollIntoView(name);
    await this.page.mouse.move(w.x + w.width / 2, w.y + w.height / 2);
    await this.page.keyboard.down('Control');
    await this.waitFrames(3);
    await this.page.mouse.down();
    await this.waitFrames(3);
    await this.page.mouse.up();
    await this.waitFrames(3);
    await this.page.keyboard.up('Control');
    await this.waitFrames(3);
  }

  // In the text field being edited: selects all, types `text` and presses Enter, as a person
  // would, each key in a frame of its own (ImGui 1.86 reads the keys once a frame).
  async replaceFieldText(text) {
    await this.typeFieldText(text);
    await this.page.keyboard.press('Enter');
    await this.waitFrames(4);
  }

  // The same without the Enter: the field holds `text`, not yet applied.
  async typeFieldText(text) {
    await this.page.keyboard.press('Control+a');
    await this.waitFrames(2);
    for (const ch of text) {
      await this.page.keyboard.type(ch);
      await this.waitFrames(2);
    }
  }

  // Drops a file on the canvas the way a browser does: dragover, then drop, with a
  // DataTransfer holding `text` (and `extraBytes` zero bytes after it). Says whether the drop
  // hint showed during the drag and after the drop, and whether the page took the drop.
  dropFile(name, text, extraBytes = 0) {
    return this.dropFiles([[name, text]], extraBytes);
  }

  // Several files in one drop, as a file manager drags a selection: [[name, text], ...].
  dropFiles(files, extraBytes = 0) {
    return this.page.evaluate(([list, extra]) => {
      const transfer = new DataTransfer();
      for (const [n, t] of list) {
        const parts = [t];
        if (extra > 0) parts.push(new Uint8Array(extra));
        transfer.items.add(new File(parts, n, { type: 'text/plain' }));
      }
      const canvas = document.getElementById('canvas');
      canvas.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      const hintShown = !document.getElementById('drop-hint').hidden;
      const drop = new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true });
      canvas.dispatchEvent(drop);
      return { hintShown, defaultPrevented: drop.defaultPrevented, hintAfter: !document.getElementById('drop-hint').hidden };
    }, [files, extraBytes]);
  }

  assertNoErrors() {
    if (this.errors.length && !this.allowErrors) throw new Error(`errors in the page:\n  ${this.errors.join('\n  ')}`);
  }

  close() { return this.context.close(); }
}
