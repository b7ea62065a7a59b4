/**
 * The one test command (`npm test`): typecheck and import boundaries, unit tests, wallet interop tests against the
 * official packages, the built site and Storybook, then Playwright: e2e, and every story (play, axe, visual baseline).
 * Steps whose inputs are ready run side by side, two at a time (the machine's two cores), but the test steps that
 * wait on timers, servers or a browser keep the machine to themselves as far as they need: the unit tests run
 * alone (a store test's 5 s wait failed twice on a clean clone while the unit tests shared the cores with the
 * builds and the checks), Playwright beside the static checks and the interop tests only. Each line of a step's
 * output is prefixed with its name. The first failing step stops the run (the others are ended) and exits non-zero;
 * the end prints each step's time, the CPU seconds of the processes it waited for, and the total.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

interface Step {
  readonly name: string;
  readonly cmd: string;
  readonly cwd?: string;
  readonly when?: () => boolean;
  /** Steps that must have passed first. */
  readonly after?: readonly string[];
  /** Waits on timers, servers or a browser: never beside another such step. */
  readonly timed?: boolean;
  /** Runs with nothing beside it. */
  readonly alone?: boolean;
}

/** Playwright binds the local network's fixed ports: hold the machine-wide lock other runs on this machine share. */
const PORT_LOCK = '/tmp/perps-playwright.lock';

/** In order of priority: a free slot takes the first step whose inputs are ready. */
const steps: readonly Step[] = [
  // two workers: most of a unit test's time waits on loopback servers and timers (the races two workers showed are
  // fixed at their cause: deposit-claims' stubbed window, live-book.exchange's 1 s waitFor)
  { name: 'unit tests', cmd: 'npx vitest run --project unit --maxWorkers=2', timed: true, alone: true },
  { name: 'build site', cmd: 'npm run build' },
  { name: 'build storybook', cmd: 'npm run build-storybook', after: ['build site'] },
  // astro check and astro build both write the generated types in .astro/: not at the same time
  { name: 'typecheck + boundaries', cmd: 'npm run check', after: ['build site'] },
  {
    name: 'e2e + visual (Playwright)',
    cmd: `flock ${PORT_LOCK} npx playwright test`,
    after: ['build site', 'build storybook'],
    timed: true,
  },
  {
    name: 'wallet interop tests',
    cmd: 'npm ci --no-audit --no-fund && npm test',
    cwd: 'tests/interop',
    when: () => existsSync('tests/interop/package.json'),
    // knip (in the check) reads tests/interop/node_modules when it exists: never while npm ci half-fills it
    after: ['typecheck + boundaries'],
  },
  // Every story's play function and axe check run in Playwright's visual project, on its one visit of each story of
  // the built Storybook (tests/visual/stories.spec.ts), not in a step of their own: `npm run test:stories` (the Vitest
  // storybook project, a dev-mode browser) stays for working on stories.
];

/** Steps running at once: one per core. */
const PARALLEL = 2;
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1' };
const started = Date.now();
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

const pending = steps.filter((step) => !step.when || step.when());
const passed = new Set<string>(steps.filter((step) => step.when && !step.when()).map((step) => step.name));
const running = new Map<string, ChildProcess>();
const times: Array<[string, string, string]> = [];
/** Set once a step failed (or the run was interrupted): nothing more starts. */
let stopping = false;

/** Prints each line of a stream with the step's name in front. */
function relay(stream: NodeJS.ReadableStream, name: string, out: NodeJS.WriteStream): void {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`[${name}] ${line}\n`));
}

/**
 * Ends every running step and exits with `code`: SIGINT to each step's process group first, which Playwright
 * answers by stopping the local network it started (a SIGTERM left the site server running on its port), then
 * SIGKILL to whatever is left after 15 s.
 */
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  const signal = (name: NodeJS.Signals) => {
    for (const child of running.values()) {
      try {
        if (child.pid) process.kill(-child.pid, name);
      } catch {
        // already gone
      }
    }
  };
  signal('SIGINT');
  const deadline = setTimeout(() => {
    signal('SIGKILL');
    process.exit(code);
  }, 15_000);
  const check = setInterval(() => {
    if (running.size > 0) return;
    clearTimeout(deadline);
    clearInterval(check);
    process.exit(code);
  }, 100);
}
process.once('SIGINT', () => stopAll(130));
process.once('SIGTERM', () => stopAll(143));

/** Starts the steps whose dependencies passed, while fewer than PARALLEL run. */
function startReady(): void {
  for (const step of [...pending]) {
    if (running.size >= PARALLEL) return;
    if (!(step.after ?? []).every((name) => passed.has(name))) continue;
    const beside = [...running.keys()].map((name) => steps.find((s) => s.name === name));
    if (beside.some((s) => s?.alone)) return;
    if (step.alone && running.size > 0) continue;
    if (step.timed && beside.some((s) => s?.timed)) continue;
    pending.splice(pending.indexOf(step), 1);
    const t0 = Date.now();
    console.log(`\n=== start ${step.name}: ${step.cmd} (at ${seconds(started)} s)`);
    const cpuFile = join(tmpdir(), `perps-test-cpu-${process.pid}-${steps.indexOf(step)}`);
    const child = spawn(withCpuTimes(step.cmd, cpuFile), {
      shell: '/bin/bash',
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
      if (stopping) return;
      if (code !== 0) {
        console.error(`\n=== FAILED: ${step.name} (${seconds(t0)} s)`);
        return stopAll(code ?? 1);
      }
      passed.add(step.name);
      const cpu = cpuSeconds(cpuFile);
      times.push([step.name, seconds(t0), cpu]);
      console.log(`=== ok: ${step.name} (${seconds(t0)} s, ${cpu} CPU s)`);
      if (pending.length === 0 && running.size === 0) finish();
      else startReady();
    });
  }
}

/**
 * The step's command, then bash's `times` (user and system CPU of the processes it waited for, and theirs) into
 * `file`, keeping the command's exit status: how much of the two cores a step used, a figure the other engineers'
 * load on the machine changes less than the wall time. Chromium's renderer processes are not waited for up the
 * chain, so a browser step's figure leaves out the pages' own CPU (a renderer kept busy 4 s added 1.3 s here).
 */
function withCpuTimes(cmd: string, file: string): string {
  return `${cmd}\n__status=$?\ntimes > '${file}'\nexit $__status`;
}

/** The children's user + system seconds from the `times` output in `file` ('?' when missing), and removes it. */
function cpuSeconds(file: string): string {
  try {
    const children = readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
    rmSync(file, { force: true });
    const total = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
      (sum, [, m, sec]) => sum + Number(m) * 60 + Number(sec),
      0,
    );
    return total.toFixed(1);
  } catch {
    return '?';
  }
}

/** Prints each step's time and the total. */
function finish(): void {
  console.log('\n=== step times (side by side, two at a time): wall, and CPU of the processes waited for');
  for (const [name, secs, cpu] of times) {
    console.log(`  ${name.padEnd(28)} ${secs.padStart(7)} s ${cpu.padStart(8)} CPU s`);
  }
  console.log(`\n=== all test steps passed in ${seconds(started)} s`);
}

startReady();
