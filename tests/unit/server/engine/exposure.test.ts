import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Command } from '#server/engine/model/commands.ts';
import { Core } from '#server/engine/model/core.ts';
import { adjustOpen, clearOpen, recomputeOpen } from '#server/engine/trading/exposure.ts';
import { defaultSeed } from '#server/engine/model/seed.ts';
import { newAccount } from '#server/engine/model/state.ts';
import { EngineError } from '#server/engine/model/errors.ts';
import { Engine } from '#server/engine/engine.ts';
import { BTC, Harness, USD_P, USDC } from './harness.ts';

const totals = (h: Harness, id: string) => Object.fromEntries(h.engine.account(id)?.openTotals ?? []);

describe('running totals of resting orders', () => {
  it.each([
    ['a resting bid', [[true, 96_000n, BTC / 10n, false]], { bids: BTC / 10n, asks: 0n, orders: 1, reduceOnly: 0 }],
    [
      'a bid and an ask',
      [
        [true, 96_000n, BTC / 10n, false],
        [false, 98_000n, BTC / 4n, false],
      ],
      { bids: BTC / 10n, asks: BTC / 4n, orders: 2, reduceOnly: 0 },
    ],
    // the maker's 0.3 BTC ask: a 0.1 BTC taker bid fills a third of it
    [
      'a partly filled ask',
      [
        [false, 97_000n, (BTC * 3n) / 10n, false],
        ['fill', BTC / 10n],
      ],
      { bids: 0n, asks: BTC / 5n, orders: 1, reduceOnly: 0 },
    ],
    [
      'a fully filled ask',
      [
        [false, 97_000n, BTC / 10n, false],
        ['fill', BTC / 10n],
      ],
      undefined,
    ],
  ] as const)('%s', (_n, steps, expected) => {
    const h = new Harness();
    const [u, t] = [h.user('maker', 100_000n * USDC), h.user('taker', 100_000n * USDC)];
    for (const s of steps) {
      if (s[0] === 'fill')
        h.ok({
          type: 'placeMarketOrder',
          userId: t,
          market: 'BTC-PERP',
          isBid: true,
          price: 98_000n * USD_P,
          size: s[1],
          reduceOnly: false,
        });
      else h.limit(u, s[0], s[1], s[2], s[3]);
    }
    expect(totals(h, u)['BTC-PERP']).toEqual(expected);
  });

  it('counts reduce-only orders without exposure, and drops the market when its last order leaves', () => {
    const h = new Harness();
    const [m, t] = [h.user('maker', 100_000n * USDC), h.user('taker', 100_000n * USDC)];
    h.limit(m, false, 97_000n, BTC / 10n);
    h.limit(t, true, 97_000n, BTC / 10n); // taker long 0.1
    h.limit(t, false, 99_000n, BTC / 20n, true); // reduce-only ask
    expect(totals(h, t)).toEqual({ 'BTC-PERP': { bids: 0n, asks: 0n, orders: 1, reduceOnly: 1 } });
    h.ok({ type: 'cancelOrders', userId: t, market: 'BTC-PERP', orderIds: [] });
    expect(totals(h, t)).toEqual({});
  });
});

/** One random step: which user, what, and its numbers (all small integers, turned into commands below). */
const step = fc.record({
  user: fc.integer({ min: 0, max: 3 }),
  kind: fc.constantFrom('limit', 'limit', 'limit', 'market', 'cancel', 'cancelAll', 'price', 'liquidate', 'withdraw'),
  isBid: fc.boolean(),
  ticks: fc.integer({ min: -20, max: 20 }),
  lots: fc.integer({ min: 1, max: 400 }),
  reduceOnly: fc.boolean(),
  pick: fc.nat(),
});
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function toCommand(engine: Engine, users: string[], s: Step, ts: number): Command {
  const userId = users[s.user]!;
  const price = (97_000n + BigInt(s.ticks) * 50n) * USD_P;
  const size = BigInt(s.lots) * 10_000n;
  switch (s.kind) {
    case 'limit':
      return {
        type: 'placeLimitOrder',
        ts,
        userId,
        market: 'BTC-PERP',
        isBid: s.isBid,
        price,
        size,
        reduceOnly: s.reduceOnly && s.pick % 3 === 0,
      };
    case 'market':
      return {
        type: 'placeMarketOrder',
        ts,
        userId,
        market: 'BTC-PERP',
        isBid: s.isBid,
        price,
        size,
        reduceOnly: s.reduceOnly,
      };
    case 'cancel': {
      const ids = [...(engine.account(userId)?.orders.keys() ?? [])];
      // sometimes an id that is not open, so the rejection path is exercised too
      return {
        type: 'cancelOrders',
        ts,
        userId,
        market: 'BTC-PERP',
        orderIds: ids.length === 0 || s.pick % 5 === 0 ? [999_999] : [ids[s.pick % ids.length]!],
      };
    }
    case 'cancelAll':
      return { type: 'cancelOrders', ts, userId, market: 'BTC-PERP', orderIds: [] };
    case 'price':
      return {
        type: 'setIndexPrice',
        ts,
        prices: [{ token: 'BTC', price: (97_000n + BigInt(s.ticks) * 400n) * USD_P }],
      };
    case 'liquidate':
      return { type: 'liquidateScan', ts };
    default:
      return { type: 'withdraw', ts, userId, token: 'USDC', amount: BigInt(s.lots) * 5n * USDC, address: '0x1' };
  }
}

describe('running totals against a full recomputation', () => {
  it('match after every command of a random sequence, and a rejected command changes no byte of the snapshot', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        const h = new Harness();
        const users = [0, 1, 2, 3].map((i) => h.user(`prop${i}`, BigInt(2_000 + i * 3_000) * USDC));
        for (const s of steps) {
          const before = h.engine.snapshot();
          const r = h.engine.apply(toCommand(h.engine, users, s, h.ts++));
          if (r instanceof EngineError) expect(h.engine.snapshot()).toBe(before);
          for (const id of users)
            expect(h.engine.account(id)?.openTotals).toEqual(recomputeOpen(h.engine.account(id)! as never));
        }
        const restored = Engine.restore(h.seed, h.engine.snapshot());
        for (const id of users) expect(restored.account(id)?.openTotals).toEqual(h.engine.account(id)?.openTotals);
      }),
      { numRuns: 60, seed: 42 },
    );
  });
});

describe('the journal undoes every change of the totals', () => {
  const order = (id: number, isBid: boolean, reduceOnly: boolean) =>
    ({
      id,
      market: 'BTC-PERP',
      isBid,
      price: 97_000n * USD_P,
      size: 30n,
      filled: 0n,
      type: 'limit',
      filledValue: 0n,
      reduceOnly,
      timestamp: 0,
      status: 'open',
    }) as const;
  it.each([
    ['a new bid', [[order(1, true, false), 30n, 1]], { bids: 30n, asks: 0n, orders: 1, reduceOnly: 0 }],
    [
      'a partly filled ask',
      [
        [order(2, false, false), 30n, 1],
        [order(2, false, false), -10n, 0],
      ],
      { bids: 0n, asks: 20n, orders: 1, reduceOnly: 0 },
    ],
    [
      'an order that came and went',
      [
        [order(3, true, true), 30n, 1],
        [order(3, true, true), -30n, -1],
      ],
      undefined,
    ],
  ] as const)('%s', (_n, changes, after) => {
    const core = new Core(defaultSeed(0));
    const acc = newAccount('9', '0x9', 'nine', 0, null);
    acc.openTotals.set('ETH-PERP', { bids: 5n, asks: 0n, orders: 1, reduceOnly: 0 });
    const before = structuredClone(acc.openTotals);
    for (const [o, left, count] of changes) adjustOpen(core, acc, { ...o }, left, count);
    expect(acc.openTotals.get('BTC-PERP')).toEqual(after);
    clearOpen(core, acc);
    expect(acc.openTotals.size).toBe(0);
    for (let i = core.undo.length - 1; i >= 0; i--) core.undo[i]!();
    expect(acc.openTotals).toEqual(before);
  });
});
