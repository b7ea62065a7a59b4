import { describe, expect, it } from 'vitest';
import type { AccountSummary } from '#lib/domain/account-summary.ts';
import {
  actionLimit,
  borrowCapacity,
  earnSummary,
  isRisky,
  marginRisk,
  poolNow,
  previewAction,
  refuseAmount,
  shareRounding,
  type ActionContext,
} from '#lib/domain/lending-actions.ts';
import { borrowSharesValue, lendSharesValue, type LendingPool } from '#lib/domain/lending.ts';

// SOL (9 decimals): 1,000 lent for 900 shares (1 share = 1.111111111), 500 borrowed for 400 shares (1.25 each)
const sol: LendingPool = {
  lendShares: 900_000_000_000n,
  lendAmount: 1_000_000_000_000n,
  borrowShares: 400_000_000_000n,
  borrowAmount: 500_000_000_000n,
  lastUpdateTimestampSec: 1_000,
  utilizationCurve: { base: 10_000_000n, multiplier: 80_000_000n, kink: 700_000_000n, jump: 2_000_000_000n },
};

const ctx: ActionContext = {
  holding: { balance: 20_000_000_000n, lendShares: 9_000_000_000n, borrowShares: 4_000_000_000n },
  pool: sol,
  nowSec: 1_000,
  borrowEnabled: true,
  decimals: 9,
  price: 150_000_000_000n, // $150
  borrowInitialFactor: 1_200_000_000n, // 1.2
  headroomUsd: 1_800_000_004n, // $1,800 + the 4 micro-dollars of rounding slack
};

describe('actionLimit', () => {
  it('lend: the balance', () => {
    expect(actionLimit('lend', ctx)).toEqual({ amount: 20_000_000_000n, cause: 'balance', repayAll: false });
  });
  it('withdraw lend: the supplied amount, 9 shares x 1.111111111 = 10 SOL (rounded down)', () => {
    expect(actionLimit('withdrawLend', ctx)).toEqual({ amount: 10_000_000_000n, cause: 'supplied', repayAll: false });
  });
  it('withdraw lend: the pool liquidity when it is less (1,000 - 995 = 5 SOL free)', () => {
    const tight = { ...ctx, pool: { ...sol, borrowAmount: 995_000_000_000n } };
    expect(actionLimit('withdrawLend', tight)).toEqual({ amount: 5_000_000_000n, cause: 'liquidity', repayAll: false });
  });
  it('withdraw lend and borrow: nothing at initial margin', () => {
    const at = { ...ctx, headroomUsd: 4n };
    expect(actionLimit('withdrawLend', at)).toEqual({ amount: 0n, cause: 'margin', repayAll: false });
    expect(actionLimit('borrow', at)).toEqual({ amount: 0n, cause: 'margin', repayAll: false });
  });
  // capacity: $1,800 / 1.2 = $1,500 of debt = 10 SOL at $150; Max keeps 1 % under it for accruing interest: 9.9 SOL
  it('borrow: capacity less the 1 % accrual margin', () => {
    expect(borrowCapacity(ctx)).toBe(10_000_000_000n);
    expect(actionLimit('borrow', ctx)).toEqual({ amount: 9_900_000_000n, cause: 'capacity', repayAll: false });
  });
  it('borrow: the pool liquidity when it is less', () => {
    const tight = { ...ctx, pool: { ...sol, borrowAmount: 995_000_000_000n } };
    expect(actionLimit('borrow', tight)).toEqual({ amount: 5_000_000_000n, cause: 'liquidity', repayAll: false });
  });
  it('borrow: nothing when the pool does not lend, or without a price', () => {
    expect(actionLimit('borrow', { ...ctx, borrowEnabled: false }).cause).toBe('disabled');
    expect(actionLimit('borrow', { ...ctx, price: 0n }).amount).toBe(0n);
  });
  // debt: 4 shares x 1.25 = 5 SOL, covered by the 20 SOL balance: repay-all
  it('repay: the whole debt by repay-all when the balance covers it', () => {
    expect(actionLimit('repay', ctx)).toEqual({ amount: 5_000_000_000n, cause: 'debt', repayAll: true });
  });
  it('repay: the balance when it does not', () => {
    const poor = { ...ctx, holding: { ...ctx.holding, balance: 3n } };
    expect(actionLimit('repay', poor)).toEqual({ amount: 3n, cause: 'balance', repayAll: false });
  });
  // one year later at 50 % utilization (5 % APR): 500 x 0.05 = 25 SOL of interest; the debt is 4 x 525/400 = 5.25
  it('accrues the pool to now first: the debt includes interest since the last update', () => {
    const later = { ...ctx, nowSec: 1_000 + 365 * 24 * 3600 };
    expect(poolNow(later).borrowAmount).toBe(525_000_000_000n);
    expect(actionLimit('repay', later).amount).toBe(5_250_000_000n);
    // and the lent worth: 9 x 1,025/900 = 10.25
    expect(actionLimit('withdrawLend', later).amount).toBe(10_250_000_000n);
  });
});

describe('refuseAmount', () => {
  it('names the binding cause above the limit', () => {
    expect(refuseAmount('borrow', ctx, 9_900_000_001n)).toEqual({ kind: 'overLimit', cause: 'capacity' });
    expect(refuseAmount('lend', ctx, 20_000_000_001n)).toEqual({ kind: 'overLimit', cause: 'balance' });
  });
  it('takes the limit itself', () => expect(refuseAmount('borrow', ctx, 9_900_000_000n)).toBeUndefined());
  it('refuses a lend that buys no share (1 unit at 1.111 a share)', () => {
    expect(refuseAmount('lend', ctx, 1n)).toEqual({ kind: 'noShares' });
  });
});

describe('previewAction: shares <-> amounts with the exchange rounding', () => {
  it('lend 1 SOL buys floor(1 x 900/1000) = 0.9 shares, worth 0.999999999 back (rounded down)', () => {
    const p = previewAction('lend', ctx, 1_000_000_000n);
    expect(p.shares).toBe(900_000_000n);
    expect(p.supplied).toEqual({ before: 10_000_000_000n, after: 11_000_000_000n });
    expect(p.holding.after.balance).toBe(19_000_000_000n);
    expect(p.pool.after.lendAmount).toBe(1_001_000_000_000n);
  });
  it('lend 1 unit rounds the shares down to none', () => expect(previewAction('lend', ctx, 1n).shares).toBe(0n));
  it('withdraw 1 unit redeems ceil(1 x 900/1000) = 1 share', () => {
    expect(previewAction('withdrawLend', ctx, 1n).shares).toBe(1n);
  });
  it('withdraw the whole supplied amount redeems every share: nothing left', () => {
    const p = previewAction('withdrawLend', ctx, 10_000_000_000n);
    expect(p.shares).toBe(9_000_000_000n);
    expect(p.supplied.after).toBe(0n);
    expect(p.holding.after.lendShares).toBe(0n);
  });
  it('borrow 1 unit takes ceil(1 x 400/500) = 1 share, owed 2 units back (rounded up)', () => {
    const p = previewAction('borrow', ctx, 1n);
    expect(p.shares).toBe(1n);
    expect(borrowSharesValue(1n, p.pool.after)).toBe(2n);
  });
  it('borrow 1 SOL: 0.8 shares, the borrowed amount grows by exactly 1 SOL', () => {
    const p = previewAction('borrow', ctx, 1_000_000_000n);
    expect(p.shares).toBe(800_000_000n);
    expect(p.borrowed).toEqual({ before: 5_000_000_000n, after: 6_000_000_000n });
    expect(p.holding.after.balance).toBe(21_000_000_000n);
  });
  it('repay 1 unit burns floor(1 x 400/500) = 0 shares', () => {
    expect(previewAction('repay', ctx, 1n).shares).toBe(0n);
  });
  it('repay-all leaves zero borrow shares, even with interest accrued since the preview', () => {
    const later = { ...ctx, nowSec: 1_000 + 30 * 24 * 3600 };
    const p = previewAction('repay', later, 0n, true);
    expect(p.holding.after.borrowShares).toBe(0n);
    expect(p.borrowed.after).toBe(0n);
    // 30 days at 5 %: 500 x 0.05 x 30/365 = 2.054794520 SOL of interest; the debt 4/400 of 502.054794520
    expect(p.moved).toBe(borrowSharesValue(4_000_000_000n, poolNow(later)));
    expect(p.moved).toBe(5_020_547_946n);
  });
  it('repay of more than the debt pays the debt alone', () => {
    const p = previewAction('repay', ctx, 9_000_000_000n);
    expect(p.moved).toBe(5_000_000_000n);
    expect(p.holding.after.borrowShares).toBe(0n);
  });
  it('round trip: the lent worth of shares bought never exceeds what was paid', () => {
    for (const units of [1n, 7n, 999n, 1_000_000_001n]) {
      const p = previewAction('lend', ctx, units);
      expect(lendSharesValue(p.shares, p.pool.after)).toBeLessThanOrEqual(units);
    }
  });
});

// USDC (6 decimals): 1,000,000 USDC lent for 999,999.999999 shares, so a share is worth a hair over 1 USDC
const usdcCtx: ActionContext = {
  ...ctx,
  decimals: 6,
  pool: { ...sol, lendShares: 999_999_999_999n, lendAmount: 1_000_000_000_000n },
  holding: { balance: 10_000_000_000n, lendShares: 0n, borrowShares: 4_000_000_000n },
};

describe('shareRounding: what the pool rounding costs the account, for the form to explain', () => {
  it.each([
    // 1,000 USDC buys floor(1e9 x 999,999,999,999 / 1e12) = 999,999,999 shares; back: floor(999,999,999 x
    // 1,001,000,000,000 / 1,000,999,999,998) = 999,999,999 units: supplied 999.999999, 0.000001 USDC to the pool
    ['lend 1,000 USDC', 'lend' as const, usdcCtx, 1_000_000_000n, 1n],
    // 1 SOL buys 0.9 shares worth exactly 1 SOL back (900/1000 is exact): nothing
    ['lend 1 SOL at an exact share price', 'lend' as const, ctx, 1_000_000_000n, 0n],
    // 1 unit out redeems ceil(0.9) = 1 share, worth 1.111111111 units: the supplied figure drops 2 units (10 SOL's
    // floor before, 8,999,999,999 shares' floor after: 9,999,999,998), 1 unit arrives, 1 unit to the pool
    ['withdraw 1 unit', 'withdrawLend' as const, ctx, 1n, 1n],
    // 1 unit borrowed takes ceil(0.8) = 1 share, owed 1.25 -> the debt figure rises 2 (ceil), 1 arrives
    ['borrow 1 unit', 'borrow' as const, ctx, 1n, 1n],
    ['borrow 1 SOL at an exact share price', 'borrow' as const, ctx, 1_000_000_000n, 0n],
    // 1 unit repaid burns floor(0.8) = 0 shares: the debt figure does not move, the unit is the pool's
    ['repay 1 unit', 'repay' as const, ctx, 1n, 1n],
    ['repay the whole debt', 'repay' as const, ctx, 5_000_000_000n, 0n],
  ])('%s', (_name, action, context, units, cost) => {
    expect(shareRounding(action, previewAction(action, context, units))).toBe(cost);
  });
});

const summary = (marginUsage: bigint | null): AccountSummary => ({
  balanceUsd: 0n,
  change24hUsd: 0n,
  change24hRate: 0n,
  openPnlUsd: 0n,
  leverage: 0n,
  marginUsage,
});

describe('risk', () => {
  it.each<[bigint | null, boolean, string]>([
    [0n, false, 'safe'],
    [499_999_999n, false, 'safe'],
    [500_000_000n, false, 'warning'],
    [799_999_999n, false, 'warning'],
    [800_000_000n, true, 'danger'],
    [null, true, 'danger'],
  ])('margin usage %s: risky %s, %s', (usage, risky, level) => {
    expect(isRisky(summary(usage))).toBe(risky);
    expect(marginRisk(summary(usage))).toBe(level);
  });
});

describe('earnSummary', () => {
  it('sums supplied (down) and borrowed (up) in USD and the net APR over the net supplied', () => {
    // 1,000 USDC at 8 %: $80 a year; 0.5 SOL at $150 = $75 borrowed at 5 %: $3.75 a year; net (80 - 3.75) / 925
    const s = earnSummary([
      {
        decimals: 6,
        price: 1_000_000_000n,
        supplied: 1_000_000_000n,
        borrowed: 0n,
        supplyApr: 80_000_000n,
        borrowApr: 0n,
      },
      {
        decimals: 9,
        price: 150_000_000_000n,
        supplied: 0n,
        borrowed: 500_000_000n,
        supplyApr: 0n,
        borrowApr: 50_000_000n,
      },
    ]);
    expect(s).toEqual({
      suppliedUsd: 1_000_000_000n,
      borrowedUsd: 75_000_000n,
      yearlyInterestUsd: 76_250_000n,
      netApr: 82_432_432n, // 76.25 / 925 = 0.082432432...
    });
  });
  it('has no net APR without a net supply, and leaves unpriced tokens out', () => {
    const s = earnSummary([
      { decimals: 9, price: undefined, supplied: 5n, borrowed: 0n, supplyApr: 1n, borrowApr: 1n },
      { decimals: 6, price: 1_000_000_000n, supplied: 0n, borrowed: 10n, supplyApr: 0n, borrowApr: 0n },
    ]);
    expect(s.suppliedUsd).toBe(0n);
    expect(s.netApr).toBeNull();
  });
});
