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
    artifactsDir, testName,
  }) {
    const context = await browser.newContext({ viewport, deviceScaleFactor });
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

  // Waits for `count` more frames than have been drawn now.
  async waitFrames(count) {
    const start = (await this.summary())?.frames ?? 0;
    return this.waitForSummary((s) => s.frames >= start + count, `${count} more frames`);
  }

  // Saves build/browser-test-artifacts/<test>[-suffix].png and returns it decoded.
  async screenshot(suffix = '') {
    await mkdir(this.artifactsDir, { recursive: true });
    const file = path.join(this.artifactsDir, `${this.testName}${suffix ? '-' + suffix : ''}.png`);
    const png = await this.page.screenshot();
    await writeFile(file, png);
    return { file, image: decodePng(png) };
  }

  assertNoErrors() {
    if (this.errors.length && !this.allowErrors) throw new Error(`errors in the page:\n  ${this.errors.join('\n  ')}`);
  }

  close() { return this.context.close(); }
}
