/**
 * Properties of trigger orders and limit flags over random sequences:
 * - a stop is refused exactly when the index has already reached its trigger; an accepted one leaves the open set
 *   exactly once, on the first index update that reaches it (fired, or canceled when its order is refused), and the
 *   stops one update reaches go in crossing order (nearest the previous index first, ties by id);
 * - a post-only limit never takes: it is refused with nothing changed, or rests untouched;
 * - an IOC limit never rests: it fills what crosses at once (other owners' orders up to its price) and drops the rest.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { absBig } from '#lib/domain/fixed.ts';
import type { Core } from '#server/engine/model/core.ts';
import { EngineError } from '#server/engine/model/errors.ts';
import { BTC, Harness, USD_P, USDC } from './harness.ts';

const M = 'BTC-PERP';
const LOT = 10_000n;

/** A stop the test expects open: its direction and trigger. */
interface Open {
  readonly id: number;
  readonly above: boolean;
  readonly trigger: bigint;
}

const action = fc.oneof(
  fc.record({
    kind: fc.constant('stop' as const),
    user: fc.integer({ min: 0, max: 2 }),
    isBid: fc.boolean(),
    ticks: fc.integer({ min: -30, max: 30 }),
    lots: fc.integer({ min: 1, max: 50 }),
  }),
  fc.record({ kind: fc.constant('price' as const), ticks: fc.integer({ min: -40, max: 40 }) }),
  fc.record({ kind: fc.constant('cancel' as const), user: fc.integer({ min: 0, max: 2 }) }),
);

describe('stops over random price paths', () => {
  it('fire exactly once, on the crossing update, in crossing order', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 10, maxLength: 80 }), (actions) => {
        const h = new Harness();
        const maker = h.user('maker', 100_000_000n * USDC);
        const users = [0, 1, 2].map((i) => h.user(`stop${i}`, 50_000n * USDC));
        for (let k = 1n; k <= 5n; k++) {
          h.limit(maker, true, 97_000n - k * 3_000n, 5n * BTC);
          h.limit(maker, false, 97_000n + k * 3_000n, 5n * BTC);
        }
        let index = 97_000n * USD_P;
        const open = new Map<number, Open>();
        const left = new Set<number>();
        for (const a of actions) {
          if (a.kind === 'stop') {
            // triggers and moves on a $100 grid, so an update often lands exactly on a trigger (at or above / below)
            const trigger = index + BigInt(a.ticks) * 100n * USD_P;
            const cmd = {
              type: 'placeTriggerOrder' as const,
              ts: h.ts++,
              userId: users[a.user]!,
              market: M,
              isBid: a.isBid,
              triggerPrice: trigger,
              size: BigInt(a.lots) * LOT,
              reduceOnly: false,
            };
            const r = h.engine.apply(cmd);
            const reached = a.isBid ? trigger <= index : trigger >= index;
            if (trigger <= 0n || reached) {
              expect(r).toBeInstanceOf(EngineError);
              continue;
            }
            if (r instanceof EngineError) throw r;
            const placed = r.find((e) => e.type === 'PlaceTriggerOrder')!;
            if (placed.type !== 'PlaceTriggerOrder') throw new Error('no placement event');
            open.set(placed.triggerId, { id: placed.triggerId, above: a.isBid, trigger });
          } else if (a.kind === 'cancel') {
            const userId = users[a.user]!;
            const r = h.ok({ type: 'cancelTriggerOrders', userId, market: M, triggerIds: [] });
            for (const e of r) if (e.type === 'CanceledTriggerOrders') for (const id of e.triggerIds) open.delete(id);
          } else {
            const before = index;
            index = index + BigInt(a.ticks) * 100n * USD_P;
            if (index < 1_000n * USD_P) index = 1_000n * USD_P;
            const r = h.ok({ type: 'setIndexPrice', prices: [{ token: 'BTC', price: index }] });
            const expected = [...open.values()]
              .filter((o) => (o.above ? index >= o.trigger : index <= o.trigger))
              .sort((x, y) => {
                const [dx, dy] = [absBig(x.trigger - before), absBig(y.trigger - before)];
                return dx < dy ? -1 : dx > dy ? 1 : x.id - y.id;
              })
              .map((o) => o.id);
            const gone: number[] = [];
            for (const e of r) {
              if (e.type === 'TriggerOrderTriggered') gone.push(e.triggerId);
              if (e.type === 'CanceledTriggerOrders') gone.push(...e.triggerIds);
            }
            expect(gone).toEqual(expected);
            for (const id of gone) {
              expect(left.has(id)).toBe(false);
              left.add(id);
              open.delete(id);
            }
          }
          const engineOpen = users.flatMap((u) => [...h.engine.account(u)!.triggers.keys()]);
          expect(engineOpen.sort((x, y) => x - y)).toEqual([...open.keys()].sort((x, y) => x - y));
        }
      }),
      { numRuns: 150, seed: 25 },
    );
  });
});

const book = fc.array(
  fc.record({
    owner: fc.integer({ min: 0, max: 2 }),
    isBid: fc.boolean(),
    off: fc.integer({ min: 1, max: 30 }),
    lots: fc.integer({ min: 1, max: 20 }),
  }),
  { maxLength: 30 },
);
const order = fc.record({
  owner: fc.integer({ min: 0, max: 2 }),
  isBid: fc.boolean(),
  off: fc.integer({ min: -40, max: 40 }),
  lots: fc.integer({ min: 1, max: 60 }),
});

/** A book of resting orders from three owners around 97,000 (bids below, asks above). */
function withBook(levels: readonly { owner: number; isBid: boolean; off: number; lots: number }[]) {
  const h = new Harness();
  const owners = [0, 1, 2].map((i) => h.user(`book${i}`, 10_000_000n * USDC));
  for (const l of levels)
    h.limit(owners[l.owner]!, l.isBid, 97_000n + (l.isBid ? -1n : 1n) * BigInt(l.off), BigInt(l.lots) * LOT);
  return { h, owners };
}

describe('limit flags over random books', () => {
  it('a post-only never takes: refused with nothing changed, or resting with nothing filled', () => {
    fc.assert(
      fc.property(book, order, (levels, o) => {
        const { h, owners } = withBook(levels);
        const before = h.engine.snapshot();
        const r = h.engine.apply({
          type: 'placeLimitOrder',
          ts: h.ts++,
          userId: owners[o.owner]!,
          market: M,
          isBid: o.isBid,
          price: (97_000n + BigInt(o.off)) * USD_P,
          size: BigInt(o.lots) * LOT,
          reduceOnly: false,
          postOnly: true,
        });
        if (r instanceof EngineError) {
          expect(r.code).toBe('post_only_would_cross');
          expect(h.engine.snapshot()).toBe(before);
          return;
        }
        expect(r.some((e) => e.type === 'TradesUpdate' || e.type === 'OrderFills')).toBe(false);
        const placed = r.find((e) => e.type === 'PlacePerpLimitOrder');
        expect(placed?.type === 'PlacePerpLimitOrder' && placed.filledSize === 0n && placed.fills.length === 0).toBe(
          true,
        );
      }),
      { numRuns: 200, seed: 7 },
    );
  });

  it('an IOC never rests: it fills what other owners offer up to its price and drops the rest', () => {
    fc.assert(
      fc.property(book, order, (levels, o) => {
        const { h, owners } = withBook(levels);
        const userId = owners[o.owner]!;
        const price = 97_000n + BigInt(o.off);
        const size = BigInt(o.lots) * LOT;
        // what crosses: other owners' resting orders on the far side at or better than the price
        let offered = 0n;
        for (const l of levels)
          if (l.owner !== o.owner && l.isBid !== o.isBid) {
            const p = 97_000n + (l.isBid ? -1n : 1n) * BigInt(l.off);
            if (o.isBid ? p <= price : p >= price) offered += BigInt(l.lots) * LOT;
          }
        const r = h.ok({
          type: 'placeLimitOrder',
          userId,
          market: M,
          isBid: o.isBid,
          price: price * USD_P,
          size,
          reduceOnly: false,
          ioc: true,
        });
        const placed = r.find((e) => e.type === 'PlacePerpLimitOrder');
        if (placed?.type !== 'PlacePerpLimitOrder') throw new Error('no placement event');
        expect(placed.filledSize).toBe(offered < size ? offered : size);
        expect(h.engine.account(userId)!.orders.has(placed.orderId)).toBe(false);
        const core = (h.engine as unknown as { core: Core }).core;
        expect(core.books.get(M)!.get(placed.orderId)).toBeUndefined();
        const depth = h.engine.orderBook(M)!;
        const resting = [...depth.bids, ...depth.asks].reduce((s, l) => s + l.size, 0n);
        const booked = levels.reduce((s, l) => s + BigInt(l.lots) * LOT, 0n);
        // the book only lost what the IOC took and the taker's own orders it met (self-trade prevention)
        expect(resting <= booked - placed.filledSize).toBe(true);
      }),
      { numRuns: 200, seed: 9 },
    );
  });
});
