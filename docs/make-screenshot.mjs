// Makes docs/screenshot.png for the README: the opening scene, three heuristics side by side,
// 150 expansions into the search. Needs the built site (scripts/test.sh or scripts/serve.sh
// builds it) and playwright-core (npm ci). Run: node docs/make-screenshot.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../tests/browser/lib/browser.mjs';
import { startStaticServer } from '../tests/browser/lib/static_server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = await startStaticServer(path.join(root, 'build/wasm/site'));
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(server.url);
  await page.waitForFunction(() => window.Module?.calledRun, null, { timeout: 30000 });
  await page.evaluate(() => Module.ccall('astar_app_step', 'number', ['number'], [150]));
  // A few frames, so the overlays and the table show step 150.
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.join(root, 'docs/screenshot.png') });
  console.log('wrote docs/screenshot.png');
} finally {
  await browser.close();
  await server.close();
}
