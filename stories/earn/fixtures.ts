import { earnRows, type EarnMarketRow } from '#islands/earn/earn-rows.ts';
import type { LendingPool, UtilizationCurve } from '#lib/domain/lending.ts';

const rate = (percent: bigint) => percent * 10_000_000n;
const curve = (base: bigint, multiplier: bigint, kink: bigint, jump: bigint): UtilizationCurve => ({
  base: rate(base),
  multiplier: rate(multiplier),
  kink: rate(kink),
  jump: rate(jump),
});
const pool = (lendAmount: bigint, borrowAmount: bigint, utilizationCurve: UtilizationCurve): LendingPool => ({
  lendShares: lendAmount,
  lendAmount,
  borrowShares: borrowAmount,
  borrowAmount,
  lastUpdateTimestampSec: 0,
  utilizationCurve,
});

/**
 * The seed's five pools with realistic totals (the seed's curves): USDC past its kink at 81.82 %, BTC at 25 %,
 * ETH with borrowing off, SOL at 50 %, APT untouched; the account supplied 1,000 USDC and borrowed 0.5 SOL.
 */
export const EARN_ROWS: readonly EarnMarketRow[] = earnRows({
  tokens: [
    { name: 'USDC', decimals: 6, collateralFactor: rate(100n) },
    { name: 'BTC', decimals: 8, collateralFactor: rate(90n) },
    { name: 'ETH', decimals: 8, collateralFactor: rate(85n) },
    { name: 'SOL', decimals: 9, collateralFactor: rate(80n) },
    { name: 'APT', decimals: 8, collateralFactor: rate(70n) },
  ],
  pools: new Map([
    ['USDC', pool(1_100_000_000_000n, 900_000_000_000n, curve(0n, 10n, 80n, 100n))],
    ['BTC', pool(400_000_000n, 100_000_000n, curve(0n, 5n, 70n, 150n))],
    ['ETH', pool(2_000_000_000n, 0n, curve(0n, 6n, 70n, 150n))],
    ['SOL', pool(300_000_000_000n, 150_000_000_000n, curve(1n, 8n, 70n, 200n))],
    ['APT', pool(0n, 0n, curve(1n, 10n, 60n, 200n))],
  ]),
  borrowEnabled: new Map([
    ['USDC', true],
    ['BTC', true],
    ['ETH', false],
    ['SOL', true],
    ['APT', true],
  ]),
  prices: new Map([
    ['USDC', 1_000_000_000n],
    ['BTC', 97_000_000_000_000n],
    ['ETH', 3_400_000_000_000n],
    ['SOL', 190_000_000_000n],
    ['APT', 9_000_000_000n],
  ]),
  holdings: {
    lendingShares: new Map([['USDC', 1_000_000_000n]]),
    borrowShares: new Map([['SOL', 500_000_000n]]),
  },
});

/** The same markets seen without an account: the account's columns are dashes. */
export const EARN_ROWS_NO_ACCOUNT: readonly EarnMarketRow[] = EARN_ROWS.map((row) => ({
  ...row,
  yourSupplied: undefined,
  yourBorrowed: undefined,
}));
