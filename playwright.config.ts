import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

const APP_URL = 'http://127.0.0.1:4321';
const STORYBOOK_URL = 'http://127.0.0.1:6007';

/** `--project visual` alone (npm run test:visual, visual:update) needs only the built Storybook, not the network. */
const projectArgs = process.argv.flatMap((arg, i, all) =>
  arg === '--project' ? [all[i + 1]] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [],
);
const visualOnly = projectArgs.length > 0 && projectArgs.every((name) => name === 'visual');

/**
 * A test that changes what every other test of the network sees (kills or restarts it, moves its clock or prices)
 * carries this tag (in its title): it runs in `e2e-exclusive`, alone, after every other test finished (Playwright
 * starts a project with dependencies once the projects without any, visual too, are done).
 */
const EXCLUSIVE = /@exclusive/;

/**
 * Projects on Debian Chromium: `e2e` walks user flows against the whole local network (site + servers started by
 * scripts/start.ts on a fresh data directory), its spec files side by side on the workers (each test makes its own
 * account, so flows share the network); `e2e-exclusive` then runs the tests tagged @exclusive one at a time; `visual`
 * screenshots every story of the built Storybook, spread over the workers story by story, meanwhile.
 */
export default defineConfig({
  // CI (.ci/run sets CI=1) fails on a committed test.only instead of silently running one test.
  forbidOnly: Boolean(process.env.CI),
  fullyParallel: false,
  // Two workers on the 2-core machine: much of a flow's time is spent waiting on the network, the servers and the
  // page (16.6 -> 10.9 min for the suite under other engineers' load). PW_WORKERS overrides (1 to debug an order
  // effect between flows).
  workers: Number(process.env.PW_WORKERS ?? 2),
  // One retry on CI only: a test that passes on its retry is still reported as flaky in the list output (and must be
  // fixed), but one hiccup of a loaded 2-core machine does not sink the whole run. Locally every failure shows.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled' } },
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    reducedMotion: 'reduce',
    // times and numbers in screenshots and flows read the same on any machine
    timezoneId: 'UTC',
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  projects: [
    { name: 'e2e', testDir: 'tests/e2e', grepInvert: EXCLUSIVE, use: { baseURL: APP_URL } },
    {
      name: 'e2e-exclusive',
      testDir: 'tests/e2e',
      grep: EXCLUSIVE,
      dependencies: ['e2e'],
      workers: 1,
      use: { baseURL: APP_URL },
    },
    { name: 'visual', testDir: 'tests/visual', fullyParallel: true, use: { baseURL: STORYBOOK_URL } },
  ],
  webServer: [
    ...(visualOnly
      ? []
      : [
          {
            command: 'node scripts/start.ts --fresh --no-build',
            url: `${APP_URL}/`,
            reuseExistingServer: false,
            timeout: 60_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]),
    {
      command: 'node scripts/serve-static.ts storybook-static 6007',
      url: STORYBOOK_URL,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
