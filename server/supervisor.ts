/**
 * The local network with the exchange in a child process (server/exchange/child.ts) that this process supervises:
 * the chain emulation and the wallet host stay here and keep serving while the exchange dies and comes back. When
 * the child exits for any reason (kill -9 included) it is started again on the same database at once (after a
 * short, growing pause when it keeps dying young); `restartExchange` stops it on purpose and starts it again after
 * a pause. A standby child, booted and with the exchange's modules loaded but holding nothing (no database, no
 * port), waits to take over: a restart then costs the journal's recovery only, not Node's start and the imports
 * (1-4 s of a restart on a loaded 2-core machine). The serving child's pid is written to `pidFile` when it takes
 * over, for tests that kill it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NetworkClock } from './exchange/clock.ts';
import { ledgerLink } from './exchange/onchain/outbox.ts';
import { answerChild, type ChildConfig } from './exchange/process-link.ts';
import { startChainServices, type LocalNetworkOptions } from './main.ts';
import { LOCAL_HOST, LOCAL_PORTS } from '#lib/network/ports.ts';

/** Options of the supervised network. */
export interface SupervisedOptions extends LocalNetworkOptions {
  /** Where the exchange child's pid is written at each start. */
  readonly pidFile?: string;
  readonly log?: (message: string) => void;
}

/** A running supervised network. */
export interface SupervisedNetwork {
  /** The exchange's base URL (the same port across restarts). */
  readonly exchangeUrl: string;
  readonly nodeUrl: string;
  /** This process's copy of the network clock: the chain reads it, the exchange child moves it. */
  readonly clock: NetworkClock;
  /** Stops the exchange child, waits `pauseMs`, and starts it again (the chain stays up meanwhile). */
  restartExchange(pauseMs: number): Promise<void>;
  close(): Promise<void>;
}

const CHILD = fileURLToPath(new URL('./exchange/child.ts', import.meta.url));
/** The longest pause before starting again a child that keeps dying before it serves (a corrupt journal, a port taken). */
const MAX_PAUSE_MS = 5_000;

/** Starts the chain services here and the exchange in a supervised child; resolves once the exchange serves. */
export async function startSupervisedNetwork(opts: SupervisedOptions): Promise<SupervisedNetwork> {
  const log = opts.log ?? ((m: string) => console.error(`[supervisor] ${m}`));
  const clock = new NetworkClock();
  // the child boots (Node, the engine's modules) while the chain starts: it waits for its configuration
  let child = spawn();
  const services = await startChainServices(opts, clock).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  const link = ledgerLink(services.chain.ledger, services.chain.nodeUrl);
  // port 0 (tests) picks a free port at the first start; every later start takes the same one
  let port: number = { ...LOCAL_PORTS, ...opts.ports }.exchange;
  let exchangeUrl = '';
  const config = (): ChildConfig => ({
    db: services.db,
    host: opts.host ?? LOCAL_HOST,
    port,
    nodeUrl: services.chain.nodeUrl,
    exchangeSigner: link.exchangeSigner,
    controls: opts.controls ?? false,
    simulate: opts.simulate ?? true,
    clockOffset: clock.offset,
  });
  let stopping = false;
  let onPurpose = false;
  let youngDeaths = 0;
  /** The next child, booted and waiting for its configuration. */
  let standby: ChildProcess | undefined;

  function spawn(): ChildProcess {
    const proc = fork(CHILD, [], { serialization: 'advanced', stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    // the child's lines go through this process's streams (scripts/start.ts copies them to its log file)
    proc.stdout?.on('data', (chunk: Buffer) => process.stdout.write(chunk));
    proc.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    return proc;
  }

  /** The standby when it is still there to take over, else a new child. */
  function takeStandby(): ChildProcess {
    const proc = standby;
    standby = undefined;
    return proc && proc.connected && proc.exitCode === null && proc.signalCode === null ? proc : spawn();
  }

  /** Hands the child its configuration and resolves when it serves; rejects if it exits first. */
  function serve(proc: ChildProcess): Promise<void> {
    if (opts.pidFile && proc.pid !== undefined) writeFileSync(opts.pidFile, String(proc.pid));
    // the same offset exactly (never back: a child starting from an older reading does not move it)
    answerChild(proc, link, (offset) => offset > clock.offset && clock.advance(offset - clock.offset));
    proc.send({ kind: 'config', config: config() });
    return new Promise((resolve, reject) => {
      proc.on('message', (m: { kind?: string; url?: string }) => {
        if (m.kind !== 'ready' || m.url === undefined) return;
        exchangeUrl = m.url;
        port = Number(new URL(m.url).port);
        // the next one boots once this one serves, so the two never compete for the CPU at a start
        if (!stopping) standby ??= spawn();
        resolve();
      });
      proc.once('exit', (code, signal) => reject(new Error(`the exchange exited (${signal ?? code}) before serving`)));
    });
  }

  /**
   * Starts a new child whenever the current one exits, unless stopping or restarting on purpose: at once when it
   * had served, after a pause growing with each child in a row that died before serving.
   */
  function watch(proc: ChildProcess): void {
    let served = false;
    proc.on('message', (m: { kind?: string }) => void (m.kind === 'ready' && (served = true)));
    proc.once('exit', (code, signal) => {
      if (stopping || onPurpose || proc !== child) return;
      youngDeaths = served ? 0 : youngDeaths + 1;
      const pause = youngDeaths === 0 ? 0 : Math.min(MAX_PAUSE_MS, 100 * 2 ** youngDeaths);
      log(`the exchange exited (${signal ?? code}); starting it again${pause ? ` in ${pause} ms` : ''}`);
      setTimeout(() => void replace(), pause);
    });
  }

  async function replace(): Promise<void> {
    if (stopping) return;
    child = takeStandby();
    watch(child);
    await serve(child).catch((error: unknown) => log(String(error)));
  }

  watch(child);
  await serve(child).catch(async (error: unknown) => {
    stopping = true;
    await services.close();
    throw error;
  });

  /** Stops the child (SIGTERM: it snapshots and closes) and waits for its exit. */
  const stopChild = async (proc: ChildProcess) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGTERM');
    await exited;
  };
  return {
    exchangeUrl,
    nodeUrl: services.chain.nodeUrl,
    clock,
    async restartExchange(pauseMs) {
      onPurpose = true;
      await stopChild(child);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      onPurpose = false;
      await replace();
    },
    async close() {
      stopping = true;
      standby?.kill('SIGTERM');
      await stopChild(child);
      await services.close();
    },
  };
}
