import { describe, expect, it } from 'vitest';
import type { LendingPool } from '#lib/domain/lending.ts';
import { balanceRows, balanceTotals } from '#islands/portfolio/balance-rows.ts';
import { feeStanding, feeTierRows } from '#islands/portfolio/fee-rows.ts';

const RATE = 1_000_000_000n;
const USD = 1_000_000n;
const curve = { base: 0n, multiplier: RATE / 10n, kink: (RATE * 8n) / 10n, jump: RATE };
/** A USDC pool: 1000 lent for 900 shares (share price 1.111...), 500 borrowed for 400 shares (1.25). */
const POOL: LendingPool = {
  lendShares: 900n * USD,
  lendAmount: 1_000n * USD,
  borrowShares: 400n * USD,
  borrowAmount: 500n * USD,
  lastUpdateTimestampSec: 0,
  utilizationCurve: curve,
};

describe('balanceRows', () => {
  const rows = balanceRows({
    tokens: [
      { name: 'USDC', decimals: 6, collateralFactor: RATE },
      { name: 'BTC', decimals: 8, collateralFactor: (RATE * 9n) / 10n },
      { name: 'SOL', decimals: 9, collateralFactor: RATE / 2n },
    ],
    balances: new Map([
      ['USDC', 100n * USD],
      ['BTC', 50_000_000n],
    ]),
    lendingShares: new Map([['USDC', 90n * USD]]),
    borrowShares: new Map([['USDC', 40n * USD]]),
    pools: new Map([['USDC', POOL]]),
    prices: new Map([
      ['USDC', RATE],
      ['BTC', 60_000n * RATE],
    ]),
  });

  it('values lent and borrowed shares at the pool share prices: net = balance + lent - borrowed', () => {
    // 90 shares x 1000/900 = 100 lent; 40 shares x 500/400 = 50 borrowed; net 150
    expect(rows.map((r) => [r.token, r.balance, r.lent, r.borrowed, r.net, r.usd])).toEqual([
      ['USDC', 100n * USD, 100n * USD, 50n * USD, 150n * USD, 150n * USD],
      ['BTC', 50_000_000n, 0n, 0n, 50_000_000n, 30_000n * USD],
    ]);
    // utilization 50 %: borrow APR base 0 + 0.5 x 0.1 = 5 %; supply earns it on the borrowed half, less the reserve
    expect(rows[0]!.payApr).toBe(50_000_000n);
    expect(rows[0]!.earnApr).toBeGreaterThan(0n);
    expect([rows[1]!.earnApr, rows[1]!.payApr]).toEqual([undefined, undefined]);
  });

  it('totals net value, lent and borrowed in USD', () => {
    const prices = new Map([
      ['USDC', RATE],
      ['BTC', 60_000n * RATE],
    ]);
    expect(balanceTotals(rows, prices)).toEqual({ usd: 30_150n * USD, lentUsd: 100n * USD, borrowedUsd: 50n * USD });
  });
});

describe('fee tiers', () => {
  const tier = (n: number, min: bigint, taker: bigint, maker: bigint) => ({
    tier: n,
    minVolumeUsd: min * USD,
    perpTakerFee: taker,
    perpMakerFee: maker,
    spotTakerFee: taker,
    spotMakerFee: maker,
  });
  const TIERS = [tier(1, 1_000_000n, 400_000n, 100_000n), tier(0, 0n, 500_000n, 200_000n)];

  it.each<[string, bigint, number, bigint | undefined, bigint | undefined]>([
    // 250,000 of 1,000,000: 750,000 left, 25 %
    ['below the next tier', 250_000n * USD, 0, 750_000n * USD, RATE / 4n],
    ['in the top tier', 2_000_000n * USD, 1, undefined, undefined],
  ])('%s', (_n, volume, yours, left, progress) => {
    expect(feeTierRows(TIERS, volume).map((r) => [r.tier, r.yours])).toEqual([
      [0, yours === 0],
      [1, yours === 1],
    ]);
    const standing = feeStanding(TIERS, volume)!;
    expect([standing.current.tier, standing.next?.volumeLeftUsd, standing.next?.progress]).toEqual([
      yours,
      left,
      progress,
    ]);
  });

  it('marks no row while the volume is unknown', () => {
    expect(feeTierRows(TIERS, undefined).some((r) => r.yours)).toBe(false);
  });
});
