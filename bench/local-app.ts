/**
 * The built site on a fresh local network, and a headless Chromium, for the benches that measure the app in a
 * browser (order-ack, page-change, page-weight): started together, stopped together. Run under the Playwright port
 * lock (bench/run.ts takes it), since the local network binds its fixed ports.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#scripts/chromium.ts';

/** Where scripts/start.ts serves the site. */
export const APP = 'http://127.0.0.1:4321';

/** Resolves once the site answers (polled every 100 ms for up to a minute). */
export async function waitForApp(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${APP}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the site did not start');
}

/** A running site and browser; stop() closes the browser and ends the site and its network. */
export interface LocalApp {
  readonly browser: Browser;
  stop(): Promise<void>;
}

/** Starts the built site on a fresh data directory (`scripts/start.ts --fresh --no-build`) and Chromium. */
export async function startLocalApp(): Promise<LocalApp> {
  if (!existsSync('dist/server/entry.mjs')) throw new Error('run `npm run build` first');
  const app = spawn(process.execPath, ['scripts/start.ts', '--fresh', '--no-build'], {
    stdio: 'ignore',
    detached: true,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const stop = async () => {
    await browser.close();
    process.kill(-app.pid!, 'SIGTERM');
  };
  try {
    await waitForApp();
  } catch (error) {
    await stop();
    throw error;
  }
  return { browser, stop };
}
