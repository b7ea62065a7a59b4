/**
 * `npm start`: builds the site (unless --no-build), starts the local network and serves the production build on
 * http://127.0.0.1:4321 through scripts/serve-site.ts (compressed JS and CSS, immutable hashed assets, no-cache
 * HTML). `--fresh` uses a new empty data directory (what the e2e tests run against). The exchange runs in a child
 * process that this one supervises (server/supervisor.ts): killed, it is started again while the chain emulation,
 * the wallet host and the site stay up.
 */
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSupervisedNetwork } from '#server/supervisor.ts';
import { EXCHANGE_PID_FILE, START_LOG_FILE, START_PID_FILE } from './start-pid.ts';

const args = new Set(process.argv.slice(2));
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

if (!args.has('--no-build')) {
  const build = spawnSync('npx astro build', { shell: true, stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Every line this process and the site write also goes to START_LOG_FILE (the e2e tests scan it for secrets). */
writeFileSync(START_LOG_FILE, '');
for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write.bind(stream) as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean;
  stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    appendFileSync(START_LOG_FILE, chunk);
    return write(chunk, ...rest);
  }) as typeof stream.write;
}

const dataDir = args.has('--fresh') ? mkdtempSync(join(tmpdir(), 'perps-')) : (process.env.DATA_DIR ?? 'data');
const network = await startSupervisedNetwork({ dataDir, controls: true, pidFile: EXCHANGE_PID_FILE });
const site = spawn(process.execPath, ['scripts/serve-site.ts', 'dist/server/entry.mjs'], {
  stdio: ['inherit', 'pipe', 'pipe'],
  env: { ...env, HOST: '127.0.0.1', PORT: process.env.PORT ?? '4321' },
});
site.stdout?.on('data', (chunk: Buffer) => process.stdout.write(chunk));
site.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
console.log(`local network up (data in ${dataDir}); site on http://127.0.0.1:${process.env.PORT ?? '4321'}`);

let stopping = false;
/** Stops the site and every service, then exits. */
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  site.kill('SIGTERM');
  await network.close();
  process.exit(code);
}
site.on('exit', (code) => void stop(code ?? 0));
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

/**
 * SIGUSR2 stops the exchange and starts it again on the same data after a pause, the site and the chain staying
 * up: the e2e tests' "the exchange went away mid-session" (their pid file names this process; only one runs under
 * the port lock). A kill -9 of the exchange child (EXCHANGE_PID_FILE) is restarted at once by the supervisor.
 */
const RESTART_PAUSE_MS = 2000;
writeFileSync(START_PID_FILE, String(process.pid));
process.on('SIGUSR2', () => {
  if (!stopping) void network.restartExchange(RESTART_PAUSE_MS);
});
