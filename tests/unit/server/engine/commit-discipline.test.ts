/**
 * One commit discipline (issue 12, the house): a command checks, then commits; its commit phase must not
 * reject. Here a rejection is forced at every write of the balance during the commit of a crossing order (book,
 * positions, maker records, fills, fees, trades, candles in between), of a liquidating price update and of one
 * that fires a stop loss (canceling its take profit) and a stop-limit: apply
 * must fail loudly (throw an EngineFault, not return an EngineError as if the command had been refused) and
 * leave nothing of the command behind.
 */
import { describe, expect, it } from 'vitest';
import { Engine } from '#server/engine/engine.ts';
import type { Command } from '#server/engine/model/commands.ts';
import type { Core } from '#server/engine/model/core.ts';
import { EngineError, EngineFault } from '#server/engine/model/errors.ts';
import { BTC, Harness, USD_P, USDC } from './harness.ts';

/**
 * A book with asks on three levels (two makers, one level shared; the second maker holds only BTC, so its fees
 * are borrowed from the pool a lender filled), and a taker with a resting bid and 20x leverage to come.
 */
function market(): { h: Harness; taker: string } {
  const h = new Harness();
  const [m1, m2, taker] = [h.user('makerone', 100_000n * USDC), h.user('makertwo', 0n), h.user('taker', 5_000n * USDC)];
  const lender = h.user('lender', 10_000n * USDC);
  h.ok({ type: 'lend', userId: lender, token: 'USDC', amount: 10_000n * USDC });
  h.ok({ type: 'deposit', userId: m2, token: 'BTC', amount: BTC });
  h.limit(m1, false, 97_000n, BTC / 10n);
  h.limit(m2, false, 97_000n, BTC / 10n);
  h.limit(m1, false, 97_100n, BTC / 10n);
  h.limit(m2, false, 97_200n, BTC / 5n);
  h.limit(taker, true, 96_000n, BTC / 10n);
  return { h, taker };
}

/** Every way to look at the engine's state from outside, in one comparable value. */
function observe(engine: Engine, core: Core) {
  return {
    snapshot: engine.snapshot(),
    book: engine.orderBook('BTC-PERP', 1_000),
    positions: [...core.positionIndex].map(([m, ids]) => [m, [...ids].sort()]),
    holders: [...core.holders].map(([t, ids]) => [t, [...ids].sort()]),
    totals: [...core.accounts.values()].map((a) => [a.id, structuredClone([...a.openTotals])]),
  };
}

/** A command without its timestamp, as the harness takes it. */
type Cmd = Parameters<Harness['ok']>[0];

const crossing = (taker: string): Cmd => ({
  type: 'placeMarketOrder',
  userId: taker,
  market: 'BTC-PERP',
  isBid: true,
  price: 98_000n * USD_P,
  size: (BTC * 45n) / 100n,
  reduceOnly: false,
});

const liquidating = (): Cmd => ({
  type: 'setIndexPrice',
  prices: [{ token: 'BTC', price: 60_000n * USD_P }],
});

/** After the crossing: a bidder under the book, the taker's TP/SL and a bidder's stop; the fall fires both stops. */
function triggering(h: Harness, taker: string): Cmd {
  h.ok(crossing(taker));
  const bidder = h.user('bidder', 100_000n * USDC);
  h.limit(bidder, true, 94_000n, BTC);
  const [tp, sl] = [{ triggerPrice: 100_000n * USD_P }, { triggerPrice: 95_000n * USD_P }];
  h.ok({ type: 'placeTpSl', userId: taker, market: 'BTC-PERP', takeProfit: tp, stopLoss: sl });
  const stop = { type: 'placeTriggerOrder', market: 'BTC-PERP', isBid: false, size: BTC / 100n } as const;
  h.ok({ ...stop, userId: bidder, triggerPrice: 94_800n * USD_P, limitPrice: 94_000n * USD_P, reduceOnly: false });
  return { type: 'setIndexPrice', prices: [{ token: 'BTC', price: 94_500n * USD_P }] };
}

describe.each([
  ['a crossing order over three levels', (_h: Harness, taker: string) => crossing(taker)],
  ['a price update that liquidates', (h: Harness, taker: string) => (h.ok(crossing(taker)), liquidating())],
  ['a price update that fires trigger orders', triggering],
] as const)('a rejection forced in the commit phase of %s', (_name, prepare) => {
  /** How many balance writes the command makes when nothing is forced. */
  function writes(): number {
    const { h, taker } = market();
    const cmd = prepare(h, taker);
    const core = (h.engine as unknown as { core: Core }).core;
    let n = 0;
    const credit = core.credit.bind(core);
    core.credit = (...args) => (n++, credit(...args));
    h.ok(cmd as Command);
    return n;
  }

  it.each(Array.from({ length: writes() }, (_, i) => i + 1))('at balance write %s: loud, nothing applied', (at) => {
    const { h, taker } = market();
    const cmd = { ...prepare(h, taker), ts: h.ts++ } as Command;
    const core = (h.engine as unknown as { core: Core }).core;
    const before = observe(h.engine, core);
    const restored = Engine.restore(h.seed, before.snapshot);
    let n = 0;
    const credit = core.credit.bind(core);
    core.credit = (...args) => {
      if (++n === at) throw new EngineError('insufficient_balance', 'forced in the commit phase');
      return credit(...args);
    };
    expect(() => h.engine.apply(cmd)).toThrow(EngineFault);
    core.credit = credit;
    expect(observe(h.engine, core)).toEqual(before);
    // and it goes on exactly as an engine that never saw the failed command
    expect(h.engine.apply(cmd)).toEqual(restored.apply(cmd));
    expect(h.engine.snapshot()).toBe(restored.snapshot());
  });
});

describe('a rejection in the check phase', () => {
  it('is a refusal: returned, not thrown, with nothing written', () => {
    const { h, taker } = market();
    const core = (h.engine as unknown as { core: Core }).core;
    const before = observe(h.engine, core);
    const r = h.engine.apply({ ...crossing(taker), size: 10n * BTC, ts: h.ts++ } as Command);
    expect(r).toBeInstanceOf(EngineError);
    expect((r as EngineError).code).toBe('insufficient_margin');
    expect(observe(h.engine, core)).toEqual(before);
  });
});
