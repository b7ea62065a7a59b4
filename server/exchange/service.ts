/**
 * The exchange service: turns accepted contract calls into engine Commands stamped with the injectable clock,
 * logs each command durably before answering, publishes the events on the stream hub, and keeps the session
 * key index auth needs. Call handlers live in handlers/*.ts.
 */
import { sha3_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { CALLS, type CallName, type CallRequest, type CallResponse } from '#lib/api/contract/calls.ts';
import type { Command } from '#server/engine/model/commands.ts';
import type { Engine } from '#server/engine/engine.ts';
import { EngineError } from '#server/engine/model/errors.ts';
import type { EngineEvent } from '#server/engine/model/events.ts';
import type { Seed } from '#server/engine/model/seed.ts';
import { NonceCache, type KeyDirectory } from './api/auth.ts';
import { ApiFailure, fromEngineError } from './api/failure.ts';
import type { CallContext, CallHandler } from './api/http.ts';
import { DEFAULT_LIMITS, RateLimiter, type Draw, type ExchangeLimits } from './api/limits.ts';
import type { ChainStep } from './onchain/chain-link.ts';
import type { ExchangeStore, TradeRow } from './store/store.ts';
import { TokenBook } from './views/user.ts';
import type { StreamHub } from './api/ws.ts';
import { streamEvent } from './api/wire.ts';

/** A command the engine accepted and the store logged. */
export interface Executed {
  readonly seq: number;
  readonly events: EngineEvent[];
  /** Exchange transaction id of the command (sha3-256 of its sequence number). */
  readonly txHash: string;
}
/** One call's implementation. */
export type CallImpl<N extends CallName> = (
  svc: ExchangeService,
  request: CallRequest<N>,
  ctx: CallContext,
) => CallResponse<N> | Promise<CallResponse<N>>;
/** Implementations of some calls. */
export type Handlers<K extends CallName> = { readonly [N in K]: CallImpl<N> };
/** Dependencies of the service. */
export interface ServiceDeps {
  readonly engine: Engine;
  readonly seed: Seed;
  readonly store: ExchangeStore;
  readonly hub: StreamHub;
  readonly clock: () => number;
  readonly handlers: Handlers<CallName>;
  /** Commands between snapshots (default 2000). */
  readonly snapshotEvery?: number;
  /** Rate limits and the sub-account cap (default DEFAULT_LIMITS). */
  readonly limits?: ExchangeLimits;
  readonly log?: (message: string) => void;
}

/** The exchange service. */
export class ExchangeService implements CallHandler {
  readonly engine: Engine;
  readonly seed: Seed;
  readonly tokens: TokenBook;
  readonly store: ExchangeStore;
  readonly hub: StreamHub;
  readonly keys: KeyDirectory;
  /** Nonces of accepted signed requests, persisted in the store so a replay after a restart is refused too. */
  readonly nonces: NonceCache;
  /** The rate limits' token buckets, on the call clock. */
  readonly limiter: RateLimiter;
  readonly #deps: ServiceDeps;
  readonly #holders = new Map<string, Set<string>>();
  #sinceSnapshot = 0;
  #snapshotQueued = false;
  #broken: Error | null = null;

  constructor(deps: ServiceDeps) {
    this.#deps = deps;
    this.engine = deps.engine;
    this.seed = deps.seed;
    this.store = deps.store;
    this.hub = deps.hub;
    this.tokens = new TokenBook(deps.engine);
    this.limiter = new RateLimiter(deps.limits ?? DEFAULT_LIMITS);
    for (let id = 1; ; id++) {
      const acc = deps.engine.account(String(id));
      if (!acc) break;
      for (const key of acc.apiKeys.keys()) this.#holder(key, acc.id, true);
    }
    this.nonces = new NonceCache(deps.store, deps.clock());
    this.keys = {
      keyExpiry: (userId, apiKey) => this.engine.account(userId)?.apiKeys.get(apiKey),
      keyHolders: (apiKey) => [...(this.#holders.get(apiKey) ?? [])],
    };
  }

  /** A command timestamp: the clock, never before the engine's own clock. */
  stamp(): number {
    return Math.max(this.#deps.clock(), this.engine.now());
  }

  /**
   * Runs a call. The request's nonce (queued by auth) is durable before the answer leaves: it rides in the
   * transaction of any command the call logs, else it is flushed here. The only effect outside the log, the
   * test faucet's mints, is one the key holder may repeat at will anyway.
   */
  async handle(name: CallName, request: unknown, ctx: CallContext): Promise<unknown> {
    if (this.#broken) throw new ApiFailure('unavailable', 'the exchange stopped after a storage failure');
    try {
      this.#admit(name, request, ctx);
      return await (this.#deps.handlers[name] as (s: ExchangeService, r: unknown, c: CallContext) => unknown)(
        this,
        request,
        ctx,
      );
    } finally {
      this.#flushNonces();
    }
  }

  /**
   * Applies the limits before a call runs: public and wallet-proof calls count against the client's IP, signed
   * calls against their session key and the account's owner wallet; opening a sub-account past the cap is
   * refused. Signatures are checked before this, so no one spends another key's or wallet's budget (a wallet
   * proof is checked later, in its handler, which is why it draws on the IP only).
   */
  #admit(name: CallName, request: unknown, ctx: CallContext): void {
    const auth = CALLS[name].auth;
    const userId = stringField(request, 'userId');
    const owner = auth === 'session' && userId !== undefined ? this.engine.account(userId)?.owner : undefined;
    const draws: Draw[] = [
      ...(auth !== 'session' && ctx.ip !== undefined ? [{ scope: 'ip' as const, key: ctx.ip }] : []),
      ...(auth === 'session' && ctx.apiKey !== undefined ? [{ scope: 'sessionKey' as const, key: ctx.apiKey }] : []),
      ...(owner !== undefined ? [{ scope: 'address' as const, key: owner }] : []),
    ];
    this.limiter.admit(draws, ctx.now);
    if (name === 'addSubAccount' && owner !== undefined) {
      const cap = this.limiter.limits.subAccountsPerWallet;
      if (this.engine.usersByOwner(owner).length - 1 >= cap)
        throw new ApiFailure('account_limit', `a wallet may open at most ${cap} sub-accounts`, { limit: cap });
    }
  }

  #flushNonces(): void {
    try {
      this.store.flushNonces();
    } catch (error) {
      this.#deps.log?.(`nonce flush failed: ${String(error)}`);
      throw new ApiFailure('unavailable', 'storage failure');
    }
  }

  /** Applies one command; throws the mapped ApiFailure when the engine rejects it (nothing changed). */
  execute(command: Command, outbox?: ChainStep): Executed {
    const [result] = this.executeBatch([command], outbox === undefined ? undefined : [outbox]);
    if (result instanceof EngineError) throw fromEngineError(result);
    return result!;
  }

  /**
   * Applies commands in order, logs the accepted ones in one durable transaction, then publishes their events.
   * A rejected command is returned as its EngineError and not logged. A command whose commit phase faults (the
   * engine throws an EngineFault after rolling that command back) stops the batch: the commands applied before it
   * are still logged and published, so the log never falls behind the engine, and the call fails as internal.
   */
  executeBatch(
    commands: readonly Command[],
    outboxes?: readonly (ChainStep | undefined)[],
  ): (Executed | EngineError)[] {
    if (this.#broken) throw new ApiFailure('unavailable', 'the exchange stopped after a storage failure');
    const applied: { command: Command; events: EngineEvent[]; outbox: ChainStep | undefined }[] = [];
    const results: (Executed | EngineError | number)[] = [];
    let fault: unknown;
    for (const [i, command] of commands.entries()) {
      let out: EngineEvent[] | EngineError;
      try {
        out = this.engine.apply(command);
      } catch (error) {
        fault = error;
        break;
      }
      if (out instanceof EngineError) results.push(out);
      else results.push(applied.push({ command, events: out, outbox: outboxes?.[i] }) - 1);
    }
    const done = applied.length === 0 ? [] : this.#logAndPublish(applied);
    if (fault !== undefined) {
      this.#deps.log?.(`engine fault, batch stopped after ${applied.length} applied: ${String(fault)}`);
      throw new ApiFailure('internal', 'the command could not be applied; nothing of it changed');
    }
    return results.map((r) => (typeof r === 'number' ? done[r]! : r));
  }

  /** Logs applied commands in one durable transaction, then publishes their events. */
  #logAndPublish(
    applied: readonly { command: Command; events: EngineEvent[]; outbox: ChainStep | undefined }[],
  ): Executed[] {
    let seqs: number[];
    try {
      seqs = this.store.appendBatch(
        applied.map((a) => ({ command: a.command, derived: { trades: tradeRows(a.events), outbox: a.outbox } })),
      );
    } catch (error) {
      // the engine moved ahead of the log: refuse further work rather than acknowledge unlogged state
      this.#broken = error instanceof Error ? error : new Error(String(error));
      this.#deps.log?.(`storage failure, exchange stopped: ${String(error)}`);
      throw new ApiFailure('unavailable', 'storage failure');
    }
    const executed = applied.map((a, i) => ({ seq: seqs[i]!, events: a.events, txHash: exchangeTxHash(seqs[i]!) }));
    for (const e of executed) this.#publish(e.events);
    this.#sinceSnapshot += executed.length;
    if (this.#sinceSnapshot >= (this.#deps.snapshotEvery ?? 2000)) this.#snapshotSoon();
    return executed;
  }

  /**
   * A snapshot after the answers of this turn have left: one of the live network's engine is ~11 MB and takes
   * 200-300 ms to write, which the order that happened to reach the threshold waited for (the journal, not the
   * snapshot, is what makes an answer durable). Skipped when one was written meanwhile (the close's).
   */
  #snapshotSoon(): void {
    if (this.#snapshotQueued) return;
    this.#snapshotQueued = true;
    setImmediate(() => {
      this.#snapshotQueued = false;
      if (this.#broken || this.#sinceSnapshot < (this.#deps.snapshotEvery ?? 2000)) return;
      try {
        this.snapshot();
      } catch (error) {
        this.#deps.log?.(`snapshot failed: ${String(error)}`);
      }
    });
  }

  /** Writes an engine snapshot at the current log position. */
  snapshot(): void {
    this.store.saveSnapshot(this.store.lastSeq(), this.engine.snapshot(), this.#deps.clock());
    this.#sinceSnapshot = 0;
  }

  #publish(events: readonly EngineEvent[]): void {
    for (const event of events) {
      if (event.type === 'AddApiKey') this.#holder(event.apiKey, event.userId, true);
      if (event.type === 'RemoveApiKey') this.#holder(event.apiKey, event.userId, false);
      const wire = streamEvent(event, (t) => this.tokens.address(t));
      if (wire) this.hub.publish(wire.channel, wire.event);
    }
  }

  #holder(apiKey: string, userId: string, add: boolean): void {
    let set = this.#holders.get(apiKey);
    if (!set) this.#holders.set(apiKey, (set = new Set()));
    if (add) set.add(userId);
    else set.delete(userId);
  }
}

/** A string field of a validated request, if it has one. */
function stringField(request: unknown, name: string): string | undefined {
  if (typeof request !== 'object' || request === null) return undefined;
  const value: unknown = (request as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** The exchange transaction id of a logged command. */
function exchangeTxHash(seq: number): string {
  return `0x${bytesToHex(sha3_256(utf8ToBytes(`aptos-perps-exchange:${seq}`)))}`;
}

/** The public trade rows of a command's events, for the store's trade tape. */
export function tradeRows(events: readonly EngineEvent[]): TradeRow[] {
  return events.flatMap((e) =>
    e.type === 'TradesUpdate'
      ? e.updates.map((t) => ({ market: e.market, ts: t.timestamp, price: t.price, size: t.size, isBid: t.isBid }))
      : [],
  );
}
