import { describe, expect, it } from 'vitest';
import { PRICE_ONE, RATE_ONE } from '#lib/domain/fixed.ts';
import {
  availableRanges,
  entrySharePrice,
  maxDrawdown,
  sharePrice,
  depositPreview,
  sharesForDeposit,
  sharesForWithdraw,
  stakeValue,
  vaultApr,
  withdrawBreakdown,
  type VaultPoint,
} from '#lib/domain/vault.ts';

const DAY = 86_400_000;
const USDC = 1_000_000n;
const T0 = Date.UTC(2026, 10, 1);
/** A point on day `day` with whole-USDC figures. */
const point = (day: number, equity: number, totalShares: number, netDeposits: number): VaultPoint => ({
  timestamp: T0 + day * DAY,
  equity: BigInt(equity) * USDC,
  totalShares: BigInt(totalShares) * USDC,
  netDeposits: BigInt(netDeposits) * USDC,
});

describe('sharePrice', () => {
  it.each([
    ['no shares: 1.0', 0n, 0n, PRICE_ONE],
    ['equity = shares: 1.0', 1000n * USDC, 1000n * USDC, PRICE_ONE],
    ['1,100 over 1,000 shares: 1.1', 1100n * USDC, 1000n * USDC, 1_100_000_000n],
    // 1 / 3 = 0.333333333... rounded down at 9 decimals
    ['rounds down', 1n * USDC, 3n * USDC, 333_333_333n],
  ])('%s', (_n, equity, shares, want) => expect(sharePrice(equity, shares)).toBe(want));
});

describe('vaultApr', () => {
  it('annualises the PnL of the last 30 days over the current TVL (simple)', () => {
    // 40 days of history; 30 days before the last point (day 40) is day 10: PnL 100 then, 400 now.
    // (400 - 100) / 10,400 x 365 / 30 = 0.350961538... -> 35.10 %
    const points = [
      point(0, 10_000, 10_000, 10_000),
      point(10, 10_100, 10_000, 10_000),
      point(40, 10_400, 10_000, 10_000),
    ];
    expect(vaultApr(points)).toEqual({
      apr: 350_961_538n,
      fromMs: T0 + 10 * DAY,
      toMs: T0 + 40 * DAY,
      isPartial: false,
    });
  });
  it('does not count a deposit mid-period as performance', () => {
    // day 20: 5,000 USDC deposited (equity and netDeposits both +5,000): PnL stays 100 -> 400.
    // (400 - 100) / 15,400 x 365 / 30 = 0.237012987... -> 237012987 (truncated)
    const points = [
      point(10, 10_100, 10_000, 10_000),
      point(20, 15_200, 14_950, 15_000),
      point(40, 15_400, 14_950, 15_000),
    ];
    expect(vaultApr(points)?.apr).toBe(237_012_987n);
  });
  it('falls back to the history there is, and says so', () => {
    // 10 days: (50 - 0) / 1,050 x 365 / 10 = 1.738095238... -> 173.81 %
    const points = [point(0, 1000, 1000, 1000), point(10, 1050, 1000, 1000)];
    expect(vaultApr(points)).toEqual({ apr: 1_738_095_238n, fromMs: T0, toMs: T0 + 10 * DAY, isPartial: true });
  });
  it('is negative for a loss', () => {
    // (-120 - 0) / 880 x 365 / 30 = -1.659090909... truncated toward zero
    const points = [point(0, 1000, 1000, 1000), point(30, 880, 1000, 1000)];
    expect(vaultApr(points)?.apr).toBe(-1_659_090_909n);
  });
  it.each([
    ['no points', []],
    ['one point', [point(0, 1000, 1000, 1000)]],
    ['no TVL', [point(0, 1000, 1000, 1000), point(1, 0, 0, 0)]],
  ])('is undefined with %s', (_n, points) => expect(vaultApr(points as VaultPoint[])).toBeUndefined());
});

describe('maxDrawdown', () => {
  it('is the largest fall of the share price from its peak', () => {
    // prices 1.0, 1.2, 0.9 (-25 %), 1.3, 1.1 (-15.38 %): 25 %
    const points = [
      point(0, 1000, 1000, 1000),
      point(1, 1200, 1000, 1000),
      point(2, 900, 1000, 1000),
      point(3, 1300, 1000, 1000),
      point(4, 1100, 1000, 1000),
    ];
    expect(maxDrawdown(points)).toBe(RATE_ONE / 4n);
  });
  it('does not count a withdrawal as a drawdown', () => {
    // half the shares leave at 1.0: equity halves, the share price stays 1.0
    expect(maxDrawdown([point(0, 1000, 1000, 1000), point(1, 500, 500, 500)])).toBe(0n);
  });
});

describe('deposits and withdrawals', () => {
  const terms = { withdrawalFee: 1_000_000n, profitShare: 100_000_000n }; // 0.1 %, 10 %
  it('mints shares at the share price, rounded down', () => {
    expect(sharesForDeposit(1000n * USDC, 0n, 0n)).toBe(1000n * USDC);
    // 1,000 USDC at 1.1 per share: 909.090909 shares
    expect(sharesForDeposit(1000n * USDC, 1100n * USDC, 1000n * USDC)).toBe(909_090_909n);
  });
  it.each([
    // the first deposit: one share per unit, worth the deposit exactly
    ['first deposit', 1000n * USDC, 0n, 0n, 1000n * USDC, 1000n * USDC],
    // 1.1 per share: 909.090909 shares, worth floor(909.090909 x 2,100 / 1,909.090909) = 999.999999 back
    ['at 1.1 per share', 1000n * USDC, 1100n * USDC, 1000n * USDC, 909_090_909n, 999_999_999n],
    // 1,026,634 USDC over 1,000,000 shares: floor(1,000 x 1,000,000 / 1,026,634) = 974.056966 shares, worth
    // floor(974.056966 x 1,027,634 / 1,000,974.056966) = 999.999999
    ['at 1.026634 per share', 1000n * USDC, 1_026_634n * USDC, 1_000_000n * USDC, 974_056_966n, 999_999_999n],
    ['nothing', 0n, 1100n * USDC, 1000n * USDC, 0n, 0n],
  ])('depositPreview %s: shares minted and their worth right after', (_name, amount, equity, total, shares, value) => {
    expect(depositPreview(amount, equity, total)).toEqual({ shares, value });
  });
  it('breaks a withdrawal into fee, profit share and what is received, exactly', () => {
    // stake 1,000 shares that cost 1,000 USDC; vault 11,000 USDC over 10,000 shares: gross 1,100
    // fee 1,100 x 0.1 % = 1.1; profit 100 x 10 % = 10; net 1,100 - 1.1 - 10 = 1,088.9
    const b = withdrawBreakdown(
      1000n * USDC,
      { shares: 1000n * USDC, costBasis: 1000n * USDC },
      11_000n * USDC,
      10_000n * USDC,
      terms,
    );
    expect(b).toEqual({
      shares: 1000n * USDC,
      gross: 1100n * USDC,
      withdrawalFee: 1_100_000n,
      profitShare: 10n * USDC,
      net: 1_088_900_000n,
    });
  });
  it('takes no profit share at a loss and rounds fees up', () => {
    // 333.333333 shares of a 1,000-share stake costing 1,000, at 0.9: gross 299.999999; cost 333.333333 (ceil)
    // no profit; fee 0.299999999 -> 0.3 (ceil)
    const b = withdrawBreakdown(
      333_333_333n,
      { shares: 1000n * USDC, costBasis: 1000n * USDC },
      900n * USDC,
      1000n * USDC,
      terms,
    );
    expect(b).toEqual({
      shares: 333_333_333n,
      gross: 299_999_999n,
      withdrawalFee: 300_000n,
      profitShare: 0n,
      net: 299_699_999n,
    });
  });
  it.each([
    // value of 1,000 shares at 1.1 = 1,100
    ['a part: shares at the price, rounded down', 550n * USDC, 500n * USDC],
    ['within one cent of everything: every share', 1100n * USDC - 10_000n, 1000n * USDC],
    ['more than everything: every share', 2000n * USDC, 1000n * USDC],
    // 1,099.989999 / 1.1 = 999.990908.18... shares, rounded down
    ['just over a cent short: not everything', 1100n * USDC - 10_001n, 999_990_908n],
    ['nothing', 0n, 0n],
  ])('withdraw by amount, %s', (_n, amount, want) =>
    expect(sharesForWithdraw(amount, 1000n * USDC, 11_000n * USDC, 10_000n * USDC)).toBe(want),
  );
  it('values a stake and its entry price', () => {
    expect(stakeValue(1000n * USDC, 11_000n * USDC, 10_000n * USDC)).toBe(1100n * USDC);
    expect(entrySharePrice({ shares: 909_090_909n, costBasis: 1000n * USDC })).toBe(1_100_000_000n); // 1,000 / 909.090909 = 1.10000000011...
    expect(entrySharePrice({ shares: 0n, costBasis: 0n })).toBeUndefined();
  });
});

describe('availableRanges', () => {
  it.each([
    ['nothing', [], []],
    ['a day: All only', [point(0, 1, 1, 1), point(1, 1, 1, 1)], ['all']],
    ['a week: 7d and All', [point(0, 1, 1, 1), point(7, 1, 1, 1)], ['7d', 'all']],
    ['40 days: all three', [point(0, 1, 1, 1), point(40, 1, 1, 1)], ['7d', '30d', 'all']],
  ])('%s', (_n, points, want) => expect(availableRanges(points as VaultPoint[])).toEqual(want));
});
