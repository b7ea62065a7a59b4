/**
 * The one test command (`npm test`): typecheck and import boundaries, unit tests, wallet interop tests against the
 * official packages, the built site and Storybook, stories as browser tests with axe, then Playwright e2e + visual.
 * Stops at the first failing step and exits non-zero.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps: Array<{ name: string; cmd: string; cwd?: string; when?: () => boolean }> = [
  { name: 'typecheck + boundaries', cmd: 'npm run check' },
  { name: 'unit tests', cmd: 'npx vitest run --project unit' },
  {
    name: 'wallet interop tests',
    cmd: 'npm ci --no-audit --no-fund && npm test',
    cwd: 'tests/interop',
    when: () => existsSync('tests/interop/package.json'),
  },
  { name: 'build site', cmd: 'npm run build' },
  { name: 'build storybook', cmd: 'npm run build-storybook' },
  { name: 'stories (play + axe)', cmd: 'npx vitest run --project storybook' },
  { name: 'e2e + visual (Playwright)', cmd: 'npx playwright test' },
];

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1' };
const started = Date.now();
for (const step of steps) {
  if (step.when && !step.when()) continue;
  const t0 = Date.now();
  console.log(`\n=== ${step.name}: ${step.cmd}`);
  const result = spawnSync(step.cmd, { shell: true, stdio: 'inherit', env, cwd: step.cwd });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n=== FAILED: ${step.name} (${secs} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ok: ${step.name} (${secs} s)`);
}
console.log(`\n=== all test steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
