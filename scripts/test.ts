/**
 * The one test command (`npm test`): typecheck and import boundaries, unit tests, wallet interop tests against the
 * official packages, the built site and Storybook, stories as browser tests with axe, then Playwright e2e + visual.
 * Steps whose inputs are ready run side by side, two at a time (the machine's two cores): the checks, unit, interop
 * and story tests overlap the builds and Playwright. Each line of a step's output is prefixed with its name. The first failing step stops the run (the others are ended) and exits non-zero.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';

interface Step {
  readonly name: string;
  readonly cmd: string;
  readonly cwd?: string;
  readonly when?: () => boolean;
  /** Steps that must have passed first. */
  readonly after?: readonly string[];
}

/** Playwright binds the local network's fixed ports: hold the machine-wide lock other runs on this machine share. */
const PORT_LOCK = '/tmp/perps-playwright.lock';

/**
 * In order of priority: the builds and Playwright, the longest chain, start first; the other steps take the second
 * slot one after another meanwhile.
 */
const steps: readonly Step[] = [
  { name: 'build site', cmd: 'npm run build' },
  { name: 'build storybook', cmd: 'npm run build-storybook', after: ['build site'] },
  {
    name: 'e2e + visual (Playwright)',
    cmd: `flock ${PORT_LOCK} npx playwright test`,
    after: ['build site', 'build storybook'],
  },
  // astro check and astro build both write the generated types in .astro/: not at the same time
  { name: 'typecheck + boundaries', cmd: 'npm run check', after: ['build site'] },
  { name: 'unit tests', cmd: 'npx vitest run --project unit' },
  {
    name: 'wallet interop tests',
    cmd: 'npm ci --no-audit --no-fund && npm test',
    cwd: 'tests/interop',
    when: () => existsSync('tests/interop/package.json'),
    // knip (in the check) reads tests/interop/node_modules when it exists: never while npm ci half-fills it
    after: ['typecheck + boundaries'],
  },
  { name: 'stories (play + axe)', cmd: 'npx vitest run --project storybook' },
];

/** Steps running at once: one per core. */
const PARALLEL = 2;
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1' };
const started = Date.now();
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

const pending = steps.filter((step) => !step.when || step.when());
const passed = new Set<string>(steps.filter((step) => step.when && !step.when()).map((step) => step.name));
const running = new Map<string, ChildProcess>();
const times: Array<[string, string]> = [];

/** Prints each line of a stream with the step's name in front. */
function relay(stream: NodeJS.ReadableStream, name: string, out: NodeJS.WriteStream): void {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`[${name}] ${line}\n`));
}

/** Ends every running step (each in its own process group) and exits with `code`. */
function stopAll(code: number): never {
  for (const child of running.values()) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(code);
}
process.once('SIGINT', () => stopAll(130));
process.once('SIGTERM', () => stopAll(143));

/** Starts the steps whose dependencies passed, while fewer than PARALLEL run. */
function startReady(): void {
  for (const step of [...pending]) {
    if (running.size >= PARALLEL) return;
    if (!(step.after ?? []).every((name) => passed.has(name))) continue;
    pending.splice(pending.indexOf(step), 1);
    const t0 = Date.now();
    console.log(`\n=== start ${step.name}: ${step.cmd} (at ${seconds(started)} s)`);
    const child = spawn(step.cmd, {
      shell: true,
      env,
      cwd: step.cwd,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.set(step.name, child);
    relay(child.stdout, step.name, process.stdout);
    relay(child.stderr, step.name, process.stderr);
    child.on('close', (code) => {
      running.delete(step.name);
      if (code !== 0) {
        console.error(`\n=== FAILED: ${step.name} (${seconds(t0)} s)`);
        stopAll(code ?? 1);
      }
      passed.add(step.name);
      times.push([step.name, seconds(t0)]);
      console.log(`=== ok: ${step.name} (${seconds(t0)} s)`);
      if (pending.length === 0 && running.size === 0) finish();
      else startReady();
    });
  }
}

/** Prints each step's time and the total. */
function finish(): void {
  console.log('\n=== step times (side by side, two at a time)');
  for (const [name, secs] of times) console.log(`  ${name.padEnd(28)} ${secs.padStart(7)} s`);
  console.log(`\n=== all test steps passed in ${seconds(started)} s`);
}

startReady();
