import { describe, expect, it } from 'vitest';
import { BTC, Harness, lendingPool, USDC } from './harness.ts';

const YEAR_MS = 365 * 24 * 3600 * 1000;

const usdcPool = (h: Harness) => h.engine.borrowLendingData()['USDC']!;

describe('a year of interest on the USDC curve (base 0, multiplier 0.1, kink 0.8, jump 1)', () => {
  it.each([
    // APR = u x 0.1 up to the kink; above it 0.8 x 0.1 + (u - 0.8) x 1
    ['u 0.5, below the kink: 5%', 500n, 25n],
    ['u 0.8, at the kink: 8%', 800n, 64n],
    ['u 0.9, above the kink: 8% + 10% jump = 18%', 900n, 162n],
    ['u 1.0, fully borrowed: 8% + 20% = 28%', 1_000n, 280n],
  ] as const)('%s', (_n, borrowed, interest) => {
    const { h, lender, borrower } = lendingPool();
    const ev = h.ok({ type: 'borrow', userId: borrower, token: 'USDC', amount: borrowed * USDC });
    expect(ev.find((e) => e.type === 'Borrow')).toMatchObject({
      amount: borrowed * USDC,
      sharesReceived: borrowed * USDC,
    });
    h.ts += YEAR_MS;
    h.ok({ type: 'accrueInterest' });
    expect([usdcPool(h).borrowAmount, usdcPool(h).lendAmount]).toEqual([
      (borrowed + interest) * USDC,
      (1_000n + interest) * USDC,
    ]);
    expect(h.engine.netAmount(lender, 'USDC')).toBe((1_000n + interest) * USDC);
    expect(h.engine.netAmount(borrower, 'USDC')).toBe(-interest * USDC);
  });
});

describe('repay and withdraw-lend after a year at u 0.9 (borrow 900 -> 1062 owed, lend 1000 -> 1162)', () => {
  function grown(): { h: Harness; lender: string; borrower: string } {
    const p = lendingPool();
    p.h.ok({ type: 'borrow', userId: p.borrower, token: 'USDC', amount: 900n * USDC });
    p.h.ts += YEAR_MS;
    p.h.ok({ type: 'accrueInterest' });
    return p;
  }

  it.each([
    // shares repaid = 500 x 900e6 / 1062e6 = 423_728_813.56, rounded down (the borrower keeps the rest owed)
    ['repay 500', 500n * USDC, 423_728_813n, 562n * USDC],
    // the whole debt: every share, 1062 paid
    ['repay all', undefined, 900_000_000n, 0n],
  ] as const)('%s', (_n, amount, shares, debtLeft) => {
    const { h, borrower } = grown();
    h.ok({ type: 'deposit', userId: borrower, token: 'USDC', amount: 162n * USDC });
    const ev = h.ok({
      type: 'repayBorrow',
      userId: borrower,
      token: 'USDC',
      ...(amount === undefined ? {} : { amount }),
    });
    expect(ev.find((e) => e.type === 'RepayBorrow')).toMatchObject({
      amount: amount ?? 1_062n * USDC,
      sharesRepaid: shares,
    });
    expect(usdcPool(h)).toMatchObject({ borrowShares: 900_000_000n - shares, borrowAmount: debtLeft });
    expect(h.engine.userData(borrower)?.borrowShares['USDC']).toBe(
      shares === 900_000_000n ? undefined : 900_000_000n - shares,
    );
  });

  it.each([
    // after 500 is repaid the pool holds 1162 lent against 562 borrowed: 600 free.
    // shares burned = 300 x 1000e6 / 1162e6 = 258_175_559.38, rounded up (the pool keeps the fraction)
    ['withdraw 300', 300n * USDC, 258_175_560n],
    // 600 x 1000e6 / 1162e6 = 516_351_118.76 -> 516_351_119
    ['withdraw 600, all the free liquidity', 600n * USDC, 516_351_119n],
    ['withdraw 601, beyond the free liquidity', 601n * USDC, 'insufficient_liquidity'],
  ] as const)('%s', (_n, amount, expected) => {
    const { h, lender, borrower } = grown();
    h.ok({ type: 'repayBorrow', userId: borrower, token: 'USDC', amount: 500n * USDC });
    const cmd = { type: 'withdrawLend', userId: lender, token: 'USDC', amount } as const;
    if (typeof expected === 'string') {
      expect(h.err(cmd)).toBe(expected);
      return;
    }
    const ev = h.ok(cmd);
    expect(ev.find((e) => e.type === 'WithdrawLend')).toMatchObject({ amount, sharesAmount: expected });
    expect(h.usdc(lender)).toBe(amount);
    expect(usdcPool(h)).toMatchObject({ lendShares: 1_000_000_000n - expected, lendAmount: 1_162n * USDC - amount });
  });
});

describe('repay all after interest accrued since the preview (borrow 900 at u 0.9, 18 %, then 30 days)', () => {
  // the app showed a debt of 900; 30 days later it is 900 + 900 x 0.18 x 30 / 365 = 913.315068493 -> 913_315_068
  const DAYS_30_MS = 30 * 24 * 3600 * 1000;
  function borrowedThenLater(extra: bigint): { h: Harness; borrower: string } {
    const { h, borrower } = lendingPool();
    h.ok({ type: 'borrow', userId: borrower, token: 'USDC', amount: 900n * USDC });
    h.ok({ type: 'deposit', userId: borrower, token: 'USDC', amount: extra });
    h.ts += DAYS_30_MS; // no accrueInterest in between: the repayment itself accrues the pool
    return { h, borrower };
  }
  const borrowShares = (h: Harness, userId: string) => h.engine.userData(userId)?.borrowShares['USDC'];

  it('repaying without an amount burns every share and pays the accrued debt exactly', () => {
    const { h, borrower } = borrowedThenLater(100n * USDC);
    const ev = h.ok({ type: 'repayBorrow', userId: borrower, token: 'USDC' });
    expect(ev.find((e) => e.type === 'RepayBorrow')).toMatchObject({ amount: 913_315_068n, sharesRepaid: 900n * USDC });
    expect(borrowShares(h, borrower)).toBeUndefined();
    expect(usdcPool(h)).toMatchObject({ borrowShares: 0n, borrowAmount: 0n });
    expect(h.usdc(borrower)).toBe(1_000n * USDC - 913_315_068n);
    expect(h.engine.netAmount(borrower, 'USDC')).toBe(1_000n * USDC - 913_315_068n);
  });

  it('repaying the amount the preview showed leaves a debt behind (why Repay max sends no amount)', () => {
    const { h, borrower } = borrowedThenLater(100n * USDC);
    h.ok({ type: 'repayBorrow', userId: borrower, token: 'USDC', amount: 900n * USDC });
    // shares burnt = 900 x 900e6 / 913.315068e6 = 886_879_050.15 -> 886_879_050: 13_120_950 shares stay owed
    expect(borrowShares(h, borrower)).toBe(13_120_950n);
  });

  it('is refused, changing nothing, when the balance cannot cover the accrued debt', () => {
    const { h, borrower } = borrowedThenLater(13n * USDC); // 913 < 913.315068
    expect(h.err({ type: 'repayBorrow', userId: borrower, token: 'USDC' })).toBe('insufficient_balance');
    expect(borrowShares(h, borrower)).toBe(900n * USDC);
    expect(h.usdc(borrower)).toBe(913n * USDC);
  });
});

describe('autolend sweeps idle balances into the pool on accrueInterest', () => {
  // After a year at u 0.5 the pool holds 1025 for 1000e6 shares. The sweep runs after the accrual, so 1000 idle USDC
  // buy 1000 x 1000e6 / 1025e6 = 975_609_756.09 -> 975_609_756 shares, worth 975_609_756 x 2025e6 / 1_975_609_756
  // = 999_999_999.4 -> 999_999_999 (rounding favours the pool by one base unit). 0.5 idle BTC: empty pool, 1:1.
  it.each([
    ['autolend on', true, { USDC: 975_609_756n, BTC: 50_000_000n }, {}, 999_999_999n],
    ['autolend off', false, {}, { USDC: 1_000n * USDC, BTC: 50_000_000n }, 1_000n * USDC],
  ] as const)('%s', (_n, enabled, shares, balances, usdcWorth) => {
    const { h, borrower } = lendingPool();
    h.ok({ type: 'borrow', userId: borrower, token: 'USDC', amount: 500n * USDC });
    const saver = h.user('saver', 1_000n * USDC);
    h.ok({ type: 'deposit', userId: saver, token: 'BTC', amount: BTC / 2n });
    h.ok({ type: 'setAutoLend', userId: saver, enabled });
    h.ts += YEAR_MS;
    h.ok({ type: 'accrueInterest' });
    const data = h.engine.userData(saver);
    expect([data?.lendingShares, data?.tokenBalances]).toEqual([shares, balances]);
    expect(h.engine.netAmount(saver, 'USDC')).toBe(usdcWorth);
    // the borrower's 1 BTC stays put: autolend is off for it
    expect(h.engine.userData(borrower)?.tokenBalances['BTC']).toBe(BTC);
  });
});

describe('a transfer that borrows its shortfall (borrow = true)', () => {
  // Collateral 0.01 BTC at 97000 = 970 x 0.9 = 873. A debt D weighs D x 1.05, so D <= 831.428571 USDC.
  it.each([
    ['within collateral', 0n, 831_428_571n, true, 831_428_571n],
    ['one base unit beyond', 0n, 831_428_572n, true, 'insufficient_margin'],
    ['only the shortfall is borrowed', 100n * USDC, 300n * USDC, true, 200n * USDC],
    ['without borrow', 100n * USDC, 300n * USDC, false, 'insufficient_balance'],
  ] as const)('%s', (_n, held, amount, borrow, expected) => {
    const h = new Harness();
    const lender = h.user('lender', 10_000n * USDC);
    h.ok({ type: 'lend', userId: lender, token: 'USDC', amount: 10_000n * USDC });
    const [from, to] = [h.user('sender', held), h.user('receiver', 0n)];
    h.ok({ type: 'deposit', userId: from, token: 'BTC', amount: BTC / 100n });
    const cmd = { type: 'transfer', fromUserId: from, toUserId: to, token: 'USDC', amount, borrow } as const;
    if (typeof expected === 'string') {
      const before = h.engine.snapshot();
      expect(h.err(cmd)).toBe(expected);
      expect(h.engine.snapshot()).toBe(before);
      return;
    }
    const ev = h.ok(cmd);
    expect(ev.find((e) => e.type === 'Borrow')).toMatchObject({ userId: from, amount: expected });
    expect([h.usdc(from), h.engine.netAmount(from, 'USDC'), h.usdc(to)]).toEqual([0n, -expected, amount]);
    expect(usdcPool(h).borrowAmount).toBe(expected);
  });
});
