// Browser tests: serves build/wasm/site on 127.0.0.1, drives it with Debian's Chromium and runs
// every test in tests/browser/*.test.mjs. A test file exports `tests`, a list of
// { name, run: async (t) => ... } where t.open(options) opens the app in a fresh context (see
// lib/app_page.mjs), t.openRunning(options) also waits for its first frames, and
// t.assert(condition, message) fails the test. Exits non-zero on failure.
//
//   node tests/browser/run.mjs [name-substring]     (ASTAR_SITE_DIR overrides the site folder)
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchChromium } from './lib/browser.mjs';
import { startStaticServer } from './lib/static_server.mjs';
import { AppPage } from './lib/app_page.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const siteDir = process.env.ASTAR_SITE_DIR ?? path.join(repo, 'build/wasm/site');
const artifactsDir = path.join(repo, 'build/browser-test-artifacts');
const filter = process.argv[2] ?? '';
const testTimeoutMs = 60000;

function assert(condition, message) {
  if (!condition) throw new Error(`assertion failed: ${message}`);
}

const files = (await readdir(here)).filter((f) => f.endsWith('.test.mjs')).sort();
const tests = [];
for (const file of files) {
  const module = await import(pathToFileURL(path.join(here, file)));
  for (const test of module.tests ?? []) {
    const name = `${path.basename(file, '.test.mjs')}/${test.name}`;
    if (name.includes(filter)) tests.push({ ...test, name });
  }
}

const server = await startStaticServer(siteDir);
const browser = await launchChromium();
console.log(`serving ${siteDir} at ${server.url}; Chromium ${browser.version()}`);

let passed = 0, failed = 0;
for (const test of tests) {
  const opened = [];
  const t = {
    url: server.url,
    assert,
    open: async (options = {}) => {
      const testName = test.name.replace(/[^A-Za-z0-9_.-]+/g, '_');
      const app = await AppPage.open(browser, server.url, { ...options, artifactsDir, testName });
      opened.push(app);
      return app;
    },
    // open(), then wait until the app has drawn a few frames.
    openRunning: async (options = {}) => {
      const app = await t.open(options);
      await app.waitUntilRunning();
      return app;
    },
  };
  const started = Date.now();
  try {
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${testTimeoutMs} ms`)), testTimeoutMs);
    });
    await Promise.race([test.run(t), timeout]).finally(() => clearTimeout(timer));
    // Every test also checks that the page logged no error.
    for (const app of opened) app.assertNoErrors();
    ++passed;
    console.log(`PASS ${test.name} (${Date.now() - started} ms)`);
  } catch (error) {
    ++failed;
    console.log(`FAIL ${test.name} (${Date.now() - started} ms)\n  ${String(error.stack ?? error).replace(/\n/g, '\n  ')}`);
  } finally {
    for (const app of opened) await app.close().catch(() => {});
  }
}

await browser.close();
await server.close();
if (tests.length === 0) {
  console.log(`no browser tests matched "${filter}"`);
  process.exitCode = 1;
}
console.log(`browser: ${passed} passed, ${failed} failed`);
if (failed > 0) process.exitCode = 1;
