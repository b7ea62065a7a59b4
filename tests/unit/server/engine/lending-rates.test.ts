/**
 * The client's rate curve (src/lib/domain/lending-curve.ts) against what the engine really charges. 1000 USDC lent
 * is 10^9 base units, so the pool's utilization is the borrowed amount itself and a year of interest must equal,
 * to the base unit, the borrow APR the curve shows times what is borrowed, and the lenders' gain the supply APR
 * times what they lent. Points cluster around the seed's USDC kink (80 %).
 */
import { describe, expect, it } from 'vitest';
import { curveAt } from '#lib/domain/lending-curve.ts';
import { utilization } from '#lib/domain/lending.ts';
import { RATE_ONE, mulDiv } from '#lib/domain/fixed.ts';
import { lendingPool, USDC } from './harness.ts';

const YEAR_MS = 365 * 24 * 3600 * 1000;
const LENT = 1_000n * USDC;

describe.each([
  1n,
  100n * USDC,
  333_333_333n,
  500n * USDC,
  700_000_001n,
  799_999_999n,
  800n * USDC, // the kink
  800_000_001n,
  850n * USDC,
  999_999_999n,
  1_000n * USDC,
])('borrowing %s of 1000 USDC for a year', (borrowed) => {
  it('charges the borrow APR and pays the supply APR the curve shows', () => {
    const { h, lender, borrower } = lendingPool();
    const curve = h.seed.lendingPools.find((p) => p.token === 'USDC')!.utilizationCurve;
    h.ok({ type: 'borrow', userId: borrower, token: 'USDC', amount: borrowed });
    const shown = curveAt(curve, utilization(borrowed, LENT));
    h.ts += YEAR_MS;
    h.ok({ type: 'accrueInterest' });
    const pool = h.engine.borrowLendingData().USDC!;
    expect(pool.borrowAmount - borrowed).toBe(mulDiv(borrowed, shown.borrowApr, RATE_ONE, 'floor'));
    expect(h.engine.netAmount(lender, 'USDC') - LENT).toBe(mulDiv(LENT, shown.supplyApr, RATE_ONE, 'floor'));
  });
});
