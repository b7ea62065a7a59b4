import { describe, expect, it } from 'vitest';
import { RATE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { withdrawNetwork } from '#lib/domain/transfer-networks.ts';
import {
  decodePool,
  withdrawAmountLimit,
  withdrawBreakdown,
  type TokenHoldingFigures,
} from '#islands/withdraw/withdraw-figures.ts';

const USDC = 1_000_000n;
const RATE = (text: string) => parseDecimal(text, RATE_DECIMALS);
const POOL = decodePool({
  lendShares: String(5000n * USDC),
  lendAmount: String(5000n * USDC),
  borrowShares: '0',
  borrowAmount: '0',
  borrowEnabled: true,
  lastUpdateTimestampSec: 0,
  utilizationCurve: { base: '0.02', multiplier: '0.1', kink: '0.8', jump: '1' },
});
const FIGURES: TokenHoldingFigures = {
  balance: 100n * USDC,
  lendingShares: 0n,
  borrowShares: 0n,
  owed: 0n,
  decimals: 6,
  price: 1_000_000_000n,
  collateralFactor: RATE('1'),
  borrowInitialFactor: RATE('1.05'),
  headroomUsd: 10_100n * USDC,
  pool: POOL,
  borrowEnabled: true,
};
const FEE = withdrawNetwork('USDC', 'Solana')!.feeUnits;

describe('withdrawAmountLimit', () => {
  it('is the balance less the network fee without borrow', () => {
    expect(FEE).toBe(1n * USDC);
    expect(withdrawAmountLimit(FIGURES, FEE, false).amount).toBe(99n * USDC);
  });
  it('goes beyond the balance with borrow, up to the pool cash', () => {
    expect(withdrawAmountLimit(FIGURES, FEE, true).amount).toBe(5100n * USDC - FEE);
  });
  it('stays at the balance when the pool does not lend the token', () => {
    expect(withdrawAmountLimit({ ...FIGURES, borrowEnabled: false }, FEE, true).amount).toBe(99n * USDC);
  });
  it('is zero when the fee exceeds what can leave', () => {
    expect(withdrawAmountLimit({ ...FIGURES, balance: FEE / 2n }, FEE, false).amount).toBe(0n);
  });
  it('reads lent shares as part of the holding and decodes the curve', () => {
    expect(POOL.utilizationCurve.kink).toBe(RATE('0.8'));
    const lent = withdrawAmountLimit({ ...FIGURES, balance: 0n, lendingShares: 50n * USDC }, 0n, false).amount;
    expect(lent).toBe(0n); // lent funds are not a balance: withdrawing them needs withdrawLend first
  });
});

describe('withdrawBreakdown', () => {
  const solana = withdrawNetwork('USDC', 'Solana')!;
  it('debits amount plus fee and prices both', () => {
    expect(withdrawBreakdown(10n * USDC, 100n * USDC, solana, 6, 1_000_000_000n)).toEqual({
      balanceChange: -11n * USDC,
      borrowed: 0n,
      amountUsd: 10n * USDC,
      feeUsd: 1n * USDC,
      settlementSec: 30,
    });
  });
  it('names the part beyond the balance as borrowed', () => {
    expect(withdrawBreakdown(150n * USDC, 100n * USDC, solana, 6, 1_000_000_000n).borrowed).toBe(51n * USDC);
  });
  it('shows no change for no amount', () => {
    expect(withdrawBreakdown(0n, 100n * USDC, solana, 6, 1_000_000_000n).balanceChange).toBe(0n);
  });
});
