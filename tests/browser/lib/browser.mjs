// Launches Debian's Chromium through playwright-core (never a downloaded browser), headless,
// with software WebGL2 (SwiftShader), no network of its own and a fresh profile.
import { chromium } from 'playwright-core';

export const chromiumPath = process.env.ASTAR_CHROMIUM ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
  '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
];

// playwright's launch() gives Chromium a new temporary --user-data-dir and deletes it on close.
export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
}
