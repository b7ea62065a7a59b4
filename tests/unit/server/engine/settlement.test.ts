import { describe, expect, it } from 'vitest';
import { BTC, Harness, lendingPool, USD_P, USDC } from './harness.ts';

const YEAR_MS = 365 * 24 * 3600 * 1000;

describe('fees with maker/taker and referral kickbacks', () => {
  // 0.05 BTC at 97000 = 4850 USD notional. Tier 0: taker 0.05% = 2.425, maker 0.02% = 0.97.
  it.each([
    // [name, taker referred?, taker pays, referrer receives, operator receives]
    ['no referral', false, 2_425_000n, 0n, 2_425_000n + 970_000n],
    // slave kickback 10% of 2.425 = 0.2425 -> pays 2.1825; master 20% = 0.485; operator 2.425 - 0.2425 - 0.485 + 0.97
    ['referred taker', true, 2_182_500n, 485_000n, 1_697_500n + 970_000n],
  ] as const)('%s', (_n, referred, takerPays, masterGets, operatorGets) => {
    const h = new Harness();
    const ref = h.user('referrer', 0n);
    const maker = h.user('maker', 100_000n * USDC);
    const taker = h.user('taker', 100_000n * USDC, referred ? ref : undefined);
    h.limit(maker, false, 97_000n, BTC / 20n);
    h.ok({
      type: 'placeMarketOrder',
      userId: taker,
      market: 'BTC-PERP',
      isBid: true,
      price: 98_000n * USD_P,
      size: BTC / 20n,
      reduceOnly: false,
    });
    expect(100_000n * USDC - h.usdc(taker)).toBe(takerPays);
    expect(100_000n * USDC - h.usdc(maker)).toBe(970_000n);
    // The referrer's kickback waits in referralToClaim; the operator keeps only its own share either way.
    expect([h.usdc(ref), h.engine.userData(ref)?.referralToClaim]).toEqual([0n, masterGets]);
    expect(h.usdc('1')).toBe(operatorGets);
    expect(h.engine.aggregatedStats(taker)?.volume30d).toBe(4_850n * USDC);
  });
});

describe('funding', () => {
  // Empty bid side: mark = index, premium 0, rate = clamp(0.0000125, +-0.0005) = 12500 (x1e-9).
  // Payment of 0.05 BTC at 97000: 4850 USD x 0.0000125 = 0.060625 USD.
  it('longs pay shorts the interest rate when mark equals index', () => {
    const h = new Harness();
    const [s, l] = [h.user('short', 100_000n * USDC), h.user('long', 100_000n * USDC)];
    h.limit(s, false, 97_000n, BTC / 20n);
    h.ok({
      type: 'placeMarketOrder',
      userId: l,
      market: 'BTC-PERP',
      isBid: true,
      price: 97_000n * USD_P,
      size: BTC / 20n,
      reduceOnly: false,
    });
    const [sBefore, lBefore] = [h.usdc(s), h.usdc(l)];
    h.ok({ type: 'applyFunding' });
    expect(h.usdc(l) - lBefore).toBe(-60_625n);
    expect(h.usdc(s) - sBefore).toBe(60_625n);
    const md = h.engine.marketsData(['BTC-PERP'])[0];
    // per lot (0.0001 BTC): 9.7 USD x 0.0000125 = 0.00012125 USD = 121250 at 1e9
    expect(md?.fundingCheckpoint).toEqual({ index: 1, fundingPerLot: 121_250n });
  });
});

// Liquidation: liquidation.test.ts, borrower-liquidation.test.ts.

describe('lending', () => {
  it('accrues a year of interest on the kinked curve', () => {
    const { h, lender, borrower } = lendingPool();
    h.ok({ type: 'borrow', userId: borrower, token: 'USDC', amount: 500n * USDC });
    // utilization 0.5 -> APR 0 + 0.5 x 0.1 = 5%; 500 x 5% = 25 USDC over one year
    h.ts += YEAR_MS;
    h.ok({ type: 'accrueInterest' });
    const data = h.engine.borrowLendingData()['USDC'];
    expect([data?.borrowAmount, data?.lendAmount]).toEqual([525n * USDC, 1_025n * USDC]);
    expect(h.engine.netAmount(borrower, 'USDC')).toBe(-25n * USDC);
    expect(h.engine.netAmount(lender, 'USDC')).toBe(1_025n * USDC);
  });

  it.each([
    ['more than the pool holds', 'borrow', 2_000n * USDC, 'insufficient_liquidity'],
    ['nothing to repay', 'repayBorrow', 1n * USDC, 'bad_amount'],
  ] as const)('rejects %s', (_n, type, amount, code) => {
    const { h, borrower } = lendingPool();
    expect(h.err({ type, userId: borrower, token: 'USDC', amount })).toBe(code);
  });

  it('limits withdrawing borrowed funds by borrowInitialFactor', () => {
    const { h, borrower } = lendingPool();
    h.ok({ type: 'borrow', userId: borrower, token: 'USDC', amount: 900n * USDC });
    // 1 BTC x 97000 x 0.9 = 87300 collateral covers 900 x 1.05 = 945 of weighted debt
    h.ok({ type: 'withdraw', userId: borrower, token: 'USDC', amount: 900n * USDC, address: '0xabc' });
    expect(h.engine.netAmount(borrower, 'USDC')).toBe(-900n * USDC);
    // withdrawing the BTC leaves the debt uncovered
    const before = h.engine.snapshot();
    expect(h.err({ type: 'withdraw', userId: borrower, token: 'BTC', amount: BTC, address: '0xabc' })).toBe(
      'insufficient_margin',
    );
    expect(h.engine.snapshot()).toBe(before);
  });
});

describe('vault', () => {
  it.each([
    // [deposit, shares withdrawn, received]: no profit -> only the 0.1% withdrawal fee
    [100n * USDC, 100n * USDC, 99_900_000n],
    [100n * USDC, 50n * USDC, 49_950_000n],
  ] as const)('deposit %s, withdraw %s shares -> %s', (dep, shares, received) => {
    const h = new Harness();
    const u = h.user('investor', 1_000n * USDC);
    h.ok({ type: 'vaultDeposit', userId: u, vaultId: '2', amount: dep });
    expect(h.engine.userData(u)?.vaultInvestments['2']?.shares).toBe(dep);
    h.ok({ type: 'vaultWithdraw', userId: u, vaultId: '2', shares });
    expect(h.usdc(u)).toBe(1_000n * USDC - dep + received);
  });

  it('rejects deposits under the minimum', () => {
    const h = new Harness();
    const u = h.user('investor', 1_000n * USDC);
    expect(h.err({ type: 'vaultDeposit', userId: u, vaultId: '2', amount: 9n * USDC })).toBe('below_minimum');
  });
});

describe('snapshot', () => {
  it('restores to an engine that keeps producing the same events', () => {
    const h = new Harness();
    const [m, t] = [h.user('maker', 100_000n * USDC), h.user('taker', 100_000n * USDC)];
    h.limit(m, false, 97_000n, BTC / 10n);
    h.limit(m, false, 97_000n, BTC / 10n);
    const restored = (h.engine.constructor as typeof import('#server/engine/engine.ts').Engine).restore(
      h.seed,
      h.engine.snapshot(),
    );
    const cmd = {
      type: 'placeMarketOrder',
      userId: t,
      market: 'BTC-PERP',
      isBid: true,
      price: 98_000n * USD_P,
      size: (BTC * 15n) / 100n,
      reduceOnly: false,
      ts: h.ts,
    } as const;
    expect(restored.apply(cmd)).toEqual(h.engine.apply(cmd));
    expect(restored.snapshot()).toBe(h.engine.snapshot());
  });
});
