import { describe, expect, it } from 'vitest';
import { accountMargin, type AccountMargin, type AccountPosition } from '#lib/domain/account-margin.ts';
import { large, small, USD } from './margin-steps.ts';

const PRICE = 1_000_000_000n;
const steps = [small, large];

// Long 1 BTC from 90,000 at 100,000: notional 100,000 (small step): IM 10,000, MM 5,000, PnL +10,000.
const btcLong: AccountPosition = {
  size: 100_000_000n,
  sizeDecimals: 8,
  entryPrice: 90_000n * PRICE,
  markPrice: 100_000n * PRICE,
  marginSteps: steps,
};
// Short 50 SOL from 150 at 160: notional 8,000: IM 800, MM 400, PnL -500.
const solShort: AccountPosition = {
  size: -50_000_000_000n,
  sizeDecimals: 9,
  entryPrice: 150n * PRICE,
  markPrice: 160n * PRICE,
  marginSteps: steps,
};
// Long 50 ETH from 3,100 at 3,000: notional 150,000 (large step): IM 30,000 + 10,000, MM 15,000 + 5,000, PnL -5,000.
const ethLong: AccountPosition = {
  size: 5_000_000_000n,
  sizeDecimals: 8,
  entryPrice: 3_100n * PRICE,
  markPrice: 3_000n * PRICE,
  marginSteps: steps,
};
const flat: AccountPosition = { ...btcLong, size: 0n, marginSteps: [] };
// Short 1 satoshi from 100,000 at 100,000.5: PnL -0.000000005 USD rounds down to -1 micro-USD; notional 0.001000005 -> 0.001.
const satShort: AccountPosition = {
  size: -1n,
  sizeDecimals: 8,
  entryPrice: 100_000n * PRICE,
  markPrice: 100_000n * PRICE + PRICE / 2n,
  marginSteps: steps,
};

describe.each<[string, bigint, AccountPosition[], AccountMargin]>([
  [
    'no positions',
    1_000n * USD,
    [],
    {
      unrealizedPnlUsd: 0n,
      equityUsd: 1_000n * USD,
      totalNotionalUsd: 0n,
      initialMarginUsd: 0n,
      maintenanceMarginUsd: 0n,
      leverage: 0n,
      marginUsage: 0n,
    },
  ],
  [
    'three positions and a flat one on 50,000 collateral',
    50_000n * USD,
    [btcLong, solShort, flat, ethLong],
    {
      unrealizedPnlUsd: 4_500n * USD, // 10,000 - 500 - 5,000
      equityUsd: 54_500n * USD,
      totalNotionalUsd: 258_000n * USD, // 100,000 + 8,000 + 150,000
      initialMarginUsd: 50_800n * USD, // 10,000 + 800 + 40,000
      maintenanceMarginUsd: 25_400n * USD, // 5,000 + 400 + 20,000
      leverage: 4_733_944_955n, // 258,000 / 54,500 = 4.7339449541.. rounded up
      marginUsage: 466_055_046n, // 25,400 / 54,500 = 0.4660550458.. rounded up
    },
  ],
  [
    'underwater: equity below zero',
    1_000n * USD,
    [{ ...btcLong, entryPrice: 100_000n * PRICE, markPrice: 98_000n * PRICE }],
    {
      unrealizedPnlUsd: -2_000n * USD,
      equityUsd: -1_000n * USD,
      totalNotionalUsd: 98_000n * USD,
      initialMarginUsd: 9_800n * USD,
      maintenanceMarginUsd: 4_900n * USD,
      leverage: null,
      marginUsage: null,
    },
  ],
  [
    'one satoshi: each position rounds on its own',
    1n * USD,
    [satShort],
    {
      unrealizedPnlUsd: -1n,
      equityUsd: 999_999n,
      totalNotionalUsd: 1_000n,
      initialMarginUsd: 100n,
      maintenanceMarginUsd: 50n,
      leverage: 1_000_002n,
      marginUsage: 50_001n,
    },
  ],
])('accountMargin: %s', (_label, collateral, positions, expected) => {
  it('sums to the hand-worked totals', () => expect(accountMargin(collateral, positions)).toEqual(expected));
});

describe('accountMargin at the liquidation point', () => {
  it('has a margin usage of exactly 1.0 when equity equals the maintenance requirement', () => {
    // BTC long, no PnL: maintenance 5,000 on 5,000 collateral.
    const atEntry = { ...btcLong, entryPrice: btcLong.markPrice };
    expect(accountMargin(5_000n * USD, [atEntry]).marginUsage).toBe(1_000_000_000n);
  });
});
