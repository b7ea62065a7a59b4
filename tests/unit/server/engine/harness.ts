/** Test harness: an engine on the default seed with helpers that apply commands and fail loudly on errors. */
import { Engine } from '#server/engine/engine.ts';
import { EngineError } from '#server/engine/model/errors.ts';
import type { Command } from '#server/engine/model/commands.ts';
import type { EngineEvent } from '#server/engine/model/events.ts';
import { defaultSeed } from '#server/engine/model/seed.ts';

/** 1 USD at price scale. */
export const USD_P = 1_000_000_000n;
/** 1 USDC in base units. */
export const USDC = 1_000_000n;
/** 1 BTC in base units. */
export const BTC = 100_000_000n;

type NoTs<C> = C extends Command ? Omit<C, 'ts'> : never;

/** A fresh engine with a running clock. */
export class Harness {
  readonly seed = defaultSeed(0);
  readonly engine = new Engine(this.seed);
  ts = 1_000;

  /** Applies a command; throws when the engine rejects it. */
  ok(cmd: NoTs<Command>): EngineEvent[] {
    const r = this.engine.apply({ ...cmd, ts: this.ts++ } as Command);
    if (r instanceof EngineError) throw r;
    return r;
  }

  /** Applies a command expected to be rejected and returns the error code. */
  err(cmd: NoTs<Command>): string {
    const r = this.engine.apply({ ...cmd, ts: this.ts++ } as Command);
    if (!(r instanceof EngineError)) throw new Error(`expected a rejection, got ${r.length} events`);
    return r.code;
  }

  /** Creates a funded user and returns its id. */
  user(alias: string, usdc: bigint, referralCode?: string): string {
    const ev = this.ok({
      type: 'createUser',
      owner: `0x${alias}`,
      alias,
      ...(referralCode === undefined ? {} : { referralCode }),
    });
    const created = ev.find((e) => e.type === 'UserCreated');
    if (created === undefined || !('userId' in created)) throw new Error('no user created');
    if (usdc > 0n) this.ok({ type: 'deposit', userId: created.userId, token: 'USDC', amount: usdc });
    return created.userId;
  }

  /** A limit order on BTC-PERP at a whole-dollar price. */
  limit(userId: string, isBid: boolean, dollars: bigint, size: bigint, reduceOnly = false): EngineEvent[] {
    return this.ok({
      type: 'placeLimitOrder',
      userId,
      market: 'BTC-PERP',
      isBid,
      price: dollars * USD_P,
      size,
      reduceOnly,
    });
  }

  /** USDC balance of a user. */
  usdc(userId: string): bigint {
    return this.engine.userData(userId)?.tokenBalances['USDC'] ?? 0n;
  }

  /** BTC-PERP position size of a user. */
  btcPos(userId: string): bigint {
    return this.engine.userData(userId)?.perpPositions['BTC-PERP']?.size ?? 0n;
  }
}

/** A USDC pool with 1000 lent by `lender`, and a borrower holding `btc` base units of BTC as collateral. */
export function lendingPool(btc: bigint = BTC): { h: Harness; lender: string; borrower: string } {
  const h = new Harness();
  const lender = h.user('lender', 1_000n * USDC);
  const borrower = h.user('borrower', 0n);
  h.ok({ type: 'deposit', userId: borrower, token: 'BTC', amount: btc });
  h.ok({ type: 'lend', userId: lender, token: 'USDC', amount: 1_000n * USDC });
  return { h, lender, borrower };
}
