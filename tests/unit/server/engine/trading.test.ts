import { describe, expect, it } from 'vitest';
import { BTC, Harness, USD_P, USDC } from './harness.ts';

describe('order validation', () => {
  it.each([
    ['off-tick price', { price: 97_000_500_000_000n, size: BTC / 100n, market: 'BTC-PERP' }, 'bad_tick'],
    ['zero price', { price: 0n, size: BTC / 100n, market: 'BTC-PERP' }, 'bad_tick'],
    ['off-lot size', { price: 97_000n * USD_P, size: 12_345n, market: 'BTC-PERP' }, 'bad_lot'],
    ['zero size', { price: 97_000n * USD_P, size: 0n, market: 'BTC-PERP' }, 'bad_lot'],
    ['unknown market', { price: 97_000n * USD_P, size: BTC / 100n, market: 'DOGE-PERP' }, 'unknown_market'],
    // 1 BTC long needs 97000 x 2% = 1940 USD initial margin; 1000 USDC x 1.0 is not enough
    ['over margin', { price: 97_000n * USD_P, size: BTC, market: 'BTC-PERP' }, 'insufficient_margin'],
    // 210 BTC at 97000 = 20.37M USD, above the last step (20M)
    ['beyond the last margin step', { price: 97_000n * USD_P, size: 210n * BTC, market: 'BTC-PERP' }, 'position_limit'],
  ] as const)('%s is rejected', (_n, o, code) => {
    const h = new Harness();
    const u = h.user('alice', 1_000n * USDC);
    expect(h.err({ type: 'placeLimitOrder', userId: u, isBid: true, reduceOnly: false, ...o })).toBe(code);
  });

  it('a rejected order changes nothing', () => {
    const h = new Harness();
    const u = h.user('alice', 1_000n * USDC);
    const before = h.engine.snapshot();
    expect(
      h.err({
        type: 'placeLimitOrder',
        userId: u,
        market: 'BTC-PERP',
        isBid: true,
        price: 97_000n * USD_P,
        size: BTC,
        reduceOnly: false,
      }),
    ).toBe('insufficient_margin');
    // the clock is the only thing allowed to differ, and it is rolled back too
    expect(h.engine.snapshot()).toBe(before);
  });
});

describe('matching through the engine', () => {
  it('fills makers in price-time priority and rests the remainder', () => {
    const h = new Harness();
    const [a, b, t] = [
      h.user('maker1', 100_000n * USDC),
      h.user('maker2', 100_000n * USDC),
      h.user('taker', 100_000n * USDC),
    ];
    h.limit(a, false, 97_001n, BTC / 10n); // order 1, worse price
    h.limit(b, false, 97_000n, BTC / 10n); // order 2, best price, later
    h.limit(a, false, 97_000n, BTC / 10n); // order 3, best price, latest
    const ev = h.limit(t, true, 97_001n, (BTC * 25n) / 100n); // 0.25 BTC
    const placed = ev.find((e) => e.type === 'PlacePerpLimitOrder');
    expect(placed && 'fills' in placed ? placed.fills.map((f) => [f.price / USD_P, f.size]) : []).toEqual([
      [97_000n, BTC / 10n],
      [97_000n, BTC / 10n],
      [97_001n, BTC / 20n],
    ]);
    expect(ev.filter((e) => e.type === 'OrderFills').map((e) => ('orderId' in e ? e.orderId : 0))).toEqual([2, 3, 1]);
    expect(h.engine.orderBook('BTC-PERP')?.asks).toEqual([{ price: 97_001n * USD_P, size: BTC / 20n }]);
    expect(h.btcPos(t)).toBe((BTC * 25n) / 100n);
    expect(h.btcPos(a)).toBe((-BTC * 15n) / 100n);
  });

  it('a crossing limit rests its unfilled part at its own price', () => {
    const h = new Harness();
    const [m, t] = [h.user('maker', 100_000n * USDC), h.user('taker', 100_000n * USDC)];
    h.limit(m, false, 97_000n, BTC / 10n);
    h.limit(t, true, 97_002n, (BTC * 3n) / 10n);
    expect(h.engine.orderBook('BTC-PERP')).toEqual({ bids: [{ price: 97_002n * USD_P, size: BTC / 5n }], asks: [] });
    const orders = h.engine.userData(t)?.perpPositions['BTC-PERP']?.bids;
    expect(Object.values(orders ?? {}).map((o) => [o.size, o.sizeLeft])).toEqual([[(BTC * 3n) / 10n, BTC / 5n]]);
  });

  it.each([
    ['same side as the position', true, BTC / 10n, 'reduce_only'],
    ['bigger than the position', false, BTC / 5n, 'reduce_only'],
  ] as const)('reduce-only %s is rejected', (_n, isBid, size, code) => {
    const h = new Harness();
    const [m, t] = [h.user('maker', 100_000n * USDC), h.user('taker', 100_000n * USDC)];
    h.limit(m, false, 97_000n, BTC / 10n);
    h.limit(t, true, 97_000n, BTC / 10n);
    expect(
      h.err({
        type: 'placeLimitOrder',
        userId: t,
        market: 'BTC-PERP',
        isBid,
        price: 97_000n * USD_P,
        size,
        reduceOnly: true,
      }),
    ).toBe(code);
  });

  it('reduce-only closes the position and an orphaned reduce-only order is canceled', () => {
    const h = new Harness();
    const [m, t] = [h.user('maker', 100_000n * USDC), h.user('taker', 100_000n * USDC)];
    h.limit(m, false, 97_000n, BTC / 10n);
    h.limit(t, true, 97_000n, BTC / 10n); // taker long 0.1
    h.limit(t, false, 98_000n, BTC / 10n, true); // resting reduce-only ask (order 3)
    h.limit(m, true, 96_000n, BTC / 10n); // maker bid (order 4)
    const ev = h.ok({
      type: 'placeMarketOrder',
      userId: t,
      market: 'BTC-PERP',
      isBid: false,
      price: 95_000n * USD_P,
      size: BTC / 10n,
      reduceOnly: true,
    });
    expect(h.btcPos(t)).toBe(0n);
    expect(ev.filter((e) => e.type === 'CanceledPerpOrders').map((e) => ('ordersIds' in e ? e.ordersIds : []))).toEqual(
      [[3]],
    );
    expect(h.engine.orderBook('BTC-PERP')?.asks).toEqual([]);
  });

  it('cancel removes only open orders of the user', () => {
    const h = new Harness();
    const [a, b] = [h.user('alice', 100_000n * USDC), h.user('bob', 100_000n * USDC)];
    h.limit(a, true, 90_000n, BTC / 10n); // order 1
    expect(h.err({ type: 'cancelOrders', userId: b, market: 'BTC-PERP', orderIds: [1] })).toBe('not_found');
    const ev = h.ok({ type: 'cancelOrders', userId: a, market: 'BTC-PERP', orderIds: [1] });
    expect(ev.map((e) => e.type)).toEqual(['CanceledPerpOrders', 'OrderbookUpdate']);
    expect(h.err({ type: 'cancelOrders', userId: a, market: 'BTC-PERP', orderIds: [1] })).toBe('not_found');
  });
});
