/**
 * The local exchange: SQLite store + deterministic engine (snapshot + replay on start) + HTTP API + WebSocket
 * streams, optionally with the market simulator. `startExchange` is what server/main.ts and the tests call.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Ed25519Account } from '@aptos-labs/ts-sdk';
import { Engine } from '#server/engine/engine.ts';
import { EngineError } from '#server/engine/model/errors.ts';
import type { Command } from '#server/engine/model/commands.ts';
import { defaultSeed } from '#server/engine/model/seed.ts';
import { ACCOUNT_HANDLERS } from './handlers/account.ts';
import { fundsHandlers, linkOf, type ChainPort } from './handlers/funds.ts';
import { finishPendingSteps } from './onchain/outbox.ts';
import { READ_HANDLERS } from './handlers/read.ts';
import { TRADE_HANDLERS } from './handlers/trade.ts';
import { TRIGGER_HANDLERS } from './handlers/triggers.ts';
import { createHttpHandler } from './api/http.ts';
import type { ExchangeLimits } from './api/limits.ts';
import { startSchedule, type AdvanceReport, type Every, type Schedule } from './schedule.ts';
import { fillHistory } from './simulation.ts';
import { NetworkClock } from './clock.ts';
import { controlsHandler, isControlPath } from './controls.ts';
import { ExchangeService } from './service.ts';
import { ExchangeStore } from './store/store.ts';
import { StreamHub } from './api/ws.ts';

/** Options of startExchange. */
export interface ExchangeOptions {
  /** SQLite file path (':memory:' for throwaway runs). */
  readonly db: string;
  readonly port: number;
  readonly host?: string;
  /** The chain emulation, for deposits, withdrawals and the faucet. */
  readonly chain?: ChainPort;
  /** The operator key (operator.ts loadOperator), co-signer of deposits; must be the chain's exchangeSigner. */
  readonly operator?: Ed25519Account;
  /** The wall clock under the network clock (default Date.now; tests pass a settable one). */
  readonly clock?: () => number;
  /** The network clock, shared with the chain emulation (server/main.ts); default one over `clock`. */
  readonly networkClock?: NetworkClock;
  /**
   * Serve the local network's controls (controls.ts: advance the clock, set an index price, read the clock) to
   * loopback callers. Only server/main.ts sets it, for the local network (default false: the paths do not exist).
   */
  readonly controls?: boolean;
  /** Run the price simulator and market makers (default false). */
  readonly simulate?: boolean;
  /**
   * Generate history before serving (default: when simulating): the past week on a fresh database, the span
   * since the last command after downtime (simulation.ts fillHistory).
   */
  readonly history?: boolean;
  /** Run funding, interest and liquidation timers when not simulating (default true). */
  readonly maintenance?: boolean;
  /** The repeating timer of the simulator and maintenance (default an unref'd setInterval; tests fire their own). */
  readonly every?: Every;
  /** Pause between faucet mints (default 1 s). */
  readonly faucetSleep?: (ms: number) => Promise<void>;
  /** Check every answer against the contract (default true). */
  readonly validateResponses?: boolean;
  /** Rate limits and the sub-account cap (default DEFAULT_LIMITS of api/limits.ts). */
  readonly limits?: ExchangeLimits;
  readonly log?: (message: string) => void;
  /**
   * Called after the controls moved the clock, answered once the rest of the network has it (server/exchange/child.ts
   * tells the chain's process); the advance is answered after it.
   */
  readonly clockMoved?: () => Promise<void>;
}
/** A running exchange. */
export interface RunningExchange {
  /** Base URL, e.g. http://127.0.0.1:3001 (WebSocket at the same origin, path /ws). */
  readonly url: string;
  readonly service: ExchangeService;
  /** The network clock the exchange stamps with. */
  readonly clock: NetworkClock;
  /** Moves the clock forward by `ms`, running the cadence inside the span in order (advance.ts). */
  advance(ms: number): AdvanceReport;
  close(): Promise<void>;
}

/** Restores the engine from the newest snapshot and replays the commands logged after it. */
function recoverEngine(store: ExchangeStore, seed = defaultSeed()): Engine {
  const snap = store.latestSnapshot();
  const engine = snap ? Engine.restore(seed, snap.state as string) : new Engine(seed);
  for (const { seq, command } of store.commandsAfter(snap?.seq ?? 0)) {
    const out = engine.apply(command as Command);
    if (out instanceof EngineError) throw new Error(`replay diverged at command ${seq}: ${out.code} ${out.message}`);
  }
  return engine;
}

/** Starts the exchange. */
export async function startExchange(options: ExchangeOptions): Promise<RunningExchange> {
  const network = options.networkClock ?? new NetworkClock(options.clock ?? Date.now);
  const clock = () => network.now();
  const link = options.chain && linkOf(options.chain);
  const expected = link?.exchangeSigner;
  const operator = options.operator?.accountAddress.toStringLong();
  // a mismatch would only show later, as every deposit aborting on chain: refuse to start instead
  if (operator !== undefined && expected !== undefined && expected !== operator) {
    throw new Error(`the chain requires deposit co-signer ${expected} but the exchange operator is ${operator}`);
  }
  const log = options.log ?? ((m: string) => console.error(`[exchange] ${m}`));
  const store = new ExchangeStore(options.db);
  const seed = defaultSeed();
  const engine = recoverEngine(store, seed);
  // an advanced clock stays advanced over a restart: never before the last logged command
  network.resumeAt(engine.now());
  const hub = new StreamHub(clock);
  const handlers = {
    ...READ_HANDLERS,
    ...ACCOUNT_HANDLERS,
    ...TRADE_HANDLERS,
    ...TRIGGER_HANDLERS,
    ...fundsHandlers({
      ...(link ? { chain: link } : {}),
      ...(options.operator ? { operator: options.operator } : {}),
      ...(options.faucetSleep ? { sleep: options.faucetSleep } : {}),
    }),
  };
  const service = new ExchangeService({
    engine,
    seed,
    store,
    hub,
    clock,
    handlers,
    log,
    ...(options.limits ? { limits: options.limits } : {}),
  });
  await finishPendingSteps(service.store, link, log);
  if (options.history ?? options.simulate ?? false) {
    const started = performance.now();
    const fill = fillHistory(service, service.stamp(), log);
    if (fill) log(`history: ${fill.applied} commands in ${Math.round(performance.now() - started)} ms`);
  }
  const calls = createHttpHandler(service, { now: clock, validateResponses: options.validateResponses ?? true, log });
  let schedule: Schedule | undefined;
  const advance = (ms: number): AdvanceReport => {
    if (!schedule) throw new Error('the exchange is still starting');
    return schedule.advance(ms);
  };
  const target = {
    service,
    clock: network,
    advance,
    ...(options.clockMoved ? { clockMoved: options.clockMoved } : {}),
  };
  const controls = options.controls ? controlsHandler(target) : undefined;
  const server = createServer((req, res) => {
    if (controls && isControlPath(req.url)) controls(req, res);
    else calls(req, res);
  });
  server.keepAliveTimeout = 5000;
  hub.attach(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  schedule = startSchedule(service, {
    clock: network,
    simulate: options.simulate ?? false,
    maintenance: options.maintenance ?? true,
    log,
    ...(options.every ? { every: options.every } : {}),
  });
  const started = schedule;
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    service,
    clock: network,
    advance,
    async close() {
      started.stop();
      await hub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      service.snapshot();
      store.close();
    },
  };
}
