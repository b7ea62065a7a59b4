/**
 * Leverage per market (trading/leverage.ts): 1 to the market's maximum from its margin steps; it raises the
 * initial margin of new orders in that market to notional / leverage; lowering it is refused when the open
 * position would need more than the account has; the view shows the leverage in force for every market.
 */
import { describe, expect, it } from 'vitest';
import { maxLeverage } from '#server/engine/trading/leverage.ts';
import { BTC, Harness, USD_P, USDC } from './harness.ts';

const M = 'BTC-PERP';

describe('leverage per market', () => {
  it.each([
    ['BTC-PERP', 50],
    ['ETH-PERP', 50],
    ['SOL-PERP', 20],
    ['APT-PERP', 20],
  ])('%s allows at most %ix (1 / its smallest initial margin ratio)', (name, max) => {
    const h = new Harness();
    expect(maxLeverage(h.seed.markets.find((m) => m.name === name)!)).toBe(max);
    const user = h.user('lev', 1_000n * USDC);
    expect(h.err({ type: 'setLeverage', userId: user, market: name, leverage: max + 1 })).toBe('bad_leverage');
    expect(h.err({ type: 'setLeverage', userId: user, market: name, leverage: 0 })).toBe('bad_leverage');
    expect(h.err({ type: 'setLeverage', userId: user, market: name, leverage: 2.5 })).toBe('bad_leverage');
    h.ok({ type: 'setLeverage', userId: user, market: name, leverage: max });
  });

  it('sets the initial margin of new orders in that market only, and shows in the account view', () => {
    const h = new Harness();
    const user = h.user('lev', 1_000n * USDC);
    expect(h.engine.userData(user)!.leverage).toEqual({
      'BTC-PERP': 50,
      'ETH-PERP': 50,
      'SOL-PERP': 20,
      'APT-PERP': 20,
    });
    // a 0.1 BTC bid counts at the index: 9,700 USD; at 5x it needs 1,940 USD (more than the 1,000 held), at 10x 970
    const bid = {
      type: 'placeLimitOrder' as const,
      userId: user,
      market: M,
      isBid: true,
      price: 90_000n * USD_P,
      size: BTC / 10n,
      reduceOnly: false,
    };
    const events = h.ok({ type: 'setLeverage', userId: user, market: M, leverage: 5 });
    expect(events).toEqual([{ type: 'SetLeverage', userId: user, ts: h.ts - 1, market: M, leverage: 5 }]);
    expect(h.engine.userData(user)!.leverage['BTC-PERP']).toBe(5);
    expect(h.err(bid)).toBe('insufficient_margin');
    h.ok({ type: 'setLeverage', userId: user, market: M, leverage: 10 });
    h.ok(bid);
    expect(h.engine.userData(user)!.margin.initialRequired).toBe(970n * USDC);
    expect(h.engine.userData(user)!.leverage['ETH-PERP']).toBe(50);
  });

  it('lowering it is refused when the open position would need more margin than the account has; raising never is', () => {
    const h = new Harness();
    const maker = h.user('maker', 1_000_000n * USDC);
    const user = h.user('lev', 1_000n * USDC);
    h.limit(maker, false, 97_000n, BTC / 10n);
    h.ok({
      type: 'placeMarketOrder',
      userId: user,
      market: M,
      isBid: true,
      price: 98_000n * USD_P,
      size: BTC / 10n,
      reduceOnly: false,
    });
    // 9,700 USD of position on about 995 USD: 10x needs 970, 9x needs 1,078
    h.ok({ type: 'setLeverage', userId: user, market: M, leverage: 10 });
    expect(h.err({ type: 'setLeverage', userId: user, market: M, leverage: 9 })).toBe('leverage_needs_margin');
    expect(h.engine.userData(user)!.leverage['BTC-PERP']).toBe(10);
    h.ok({ type: 'setLeverage', userId: user, market: M, leverage: 50 });
    h.ok({ type: 'deposit', userId: user, token: 'USDC', amount: 200n * USDC });
    h.ok({ type: 'setLeverage', userId: user, market: M, leverage: 9 });
  });
});
