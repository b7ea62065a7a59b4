import { describe, expect, it } from 'vitest';
import { BTC, Harness, USD_P, USDC } from './harness.ts';

/** A borrower with 1 BTC of collateral who borrowed 80,000 USDC from a 100,000 USDC pool and withdrew it. */
function borrower(): { h: Harness; lender: string; user: string } {
  const h = new Harness();
  const lender = h.user('lender', 100_000n * USDC);
  h.ok({ type: 'lend', userId: lender, token: 'USDC', amount: 100_000n * USDC });
  const user = h.user('borrower', 0n);
  h.ok({ type: 'deposit', userId: user, token: 'BTC', amount: BTC });
  h.ok({ type: 'borrow', userId: user, token: 'USDC', amount: 80_000n * USDC });
  h.ok({ type: 'withdraw', userId: user, token: 'USDC', amount: 80_000n * USDC, address: '0xabc' });
  return { h, lender, user };
}

describe('a borrower without perp positions (issue 12, finding 2)', () => {
  it('is liquidated by the maintenance scan once its debt outgrows its collateral', () => {
    const { h, user } = borrower();
    h.ok({ type: 'setIndexPrice', prices: [{ token: 'BTC', price: 48_500n * USD_P }] });
    h.ok({ type: 'liquidateScan' });
    // 1 BTC at 48,500 cannot cover 80,000 of debt: all of it is seized, the debt is gone from the account
    expect([h.engine.netAmount(user, 'BTC'), h.engine.netAmount(user, 'USDC')]).toEqual([0n, 0n]);
  });

  it('is liquidated by the scan when interest, not a price, takes it below maintenance', () => {
    const { h, user } = borrower();
    // at 91,000 the BTC covers 81,900 >= 81,600 of weighted debt; a year at 8% APR (utilization 0.8) adds 6,400
    h.ok({ type: 'setIndexPrice', prices: [{ token: 'BTC', price: 91_000n * USD_P }] });
    h.ts += 365 * 86_400_000;
    h.ok({ type: 'accrueInterest' });
    expect(h.engine.netAmount(user, 'USDC')).toBe(-86_400n * USDC);
    const ev = h.ok({ type: 'liquidateScan' });
    expect(ev.filter((e) => e.type === 'CollateralLiquidation').map((e) => e.userId)).toEqual([user]);
    const m = h.engine.userData(user)!.margin;
    expect(m.initialCollateral).toBeGreaterThanOrEqual(m.initialRequired);
  });
});

describe('a borrower whose collateral still covers its debt', () => {
  it('loses only the part that restores its initial margin, and the fund takes the penalty in BTC', () => {
    const { h, user } = borrower();
    // at 85,000: 76,500 of weighted collateral < 81,600 of weighted debt; value 5,000 > 0
    const ev = h.ok({ type: 'setIndexPrice', prices: [{ token: 'BTC', price: 85_000n * USD_P }] });
    // initial health -7,500 improves by 1.05 - 1.03 x 0.9 = 0.123 per USD of debt taken over with its collateral:
    // 60,975.609757 USD by that formula; the floors of the valuation make the least debt that really restores the
    // initial margin 60,975.611343, with 0.71736014 BTC to the operator and 3%, 0.0215208 BTC, to the fund
    const seized = ev.filter((e) => e.type === 'CollateralLiquidation');
    expect(seized).toEqual([
      expect.objectContaining({
        userId: user,
        debtToken: 'USDC',
        debt: 60_975_611_343n,
        collateralToken: 'BTC',
        collateral: 71_736_014n,
        penalty: 2_152_080n,
      }),
    ]);
    const m = h.engine.userData(user)!.margin;
    expect(m.initialCollateral).toBeGreaterThanOrEqual(m.initialRequired);
    expect(h.engine.netAmount(user, 'BTC')).toBe(BTC - 71_736_014n - 2_152_080n);
    expect(h.engine.netAmount('1', 'USDC')).toBe(-60_975_611_343n);
    expect(h.engine.insuranceFund().holdings).toEqual({ BTC: 2_152_080n });
  });

  it('is checked on the index update itself, and left alone while it is above maintenance', () => {
    const { h } = borrower();
    const safe = h.ok({ type: 'setIndexPrice', prices: [{ token: 'BTC', price: 91_000n * USD_P }] });
    expect(safe.some((e) => e.type === 'CollateralLiquidation')).toBe(false);
  });
});
