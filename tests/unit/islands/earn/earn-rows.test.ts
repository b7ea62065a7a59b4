import { describe, expect, it } from 'vitest';
import { earnRows, rowUsd, type EarnRowsInput } from '#islands/earn/earn-rows.ts';
import type { LendingPool } from '#lib/domain/lending.ts';

// the seed's USDC curve: base 0, multiplier 10 %, kink 80 %, jump 100 %
const curve = { base: 0n, multiplier: 100_000_000n, kink: 800_000_000n, jump: 1_000_000_000n };
// 1100 USDC supplied for 1000 lend shares (1.1 each), 900 borrowed for 750 borrow shares (1.2 each): u = 0.818181818
const usdcPool: LendingPool = {
  lendShares: 1_000_000_000n,
  lendAmount: 1_100_000_000n,
  borrowShares: 750_000_000n,
  borrowAmount: 900_000_000n,
  lastUpdateTimestampSec: 0,
  utilizationCurve: curve,
};
const input: EarnRowsInput = {
  tokens: [
    { name: 'USDC', decimals: 6, collateralFactor: 1_000_000_000n },
    { name: 'BTC', decimals: 8, collateralFactor: 900_000_000n },
    { name: 'ETH', decimals: 8, collateralFactor: 850_000_000n },
  ],
  pools: new Map([
    ['USDC', usdcPool],
    ['BTC', { ...usdcPool, lendShares: 0n, lendAmount: 0n, borrowShares: 0n, borrowAmount: 0n }],
  ]),
  borrowEnabled: new Map([['USDC', true]]),
  prices: new Map([['USDC', 1_000_000_000n]]),
  holdings: {
    lendingShares: new Map([['USDC', 3n]]), // 3.3 -> 3 (an asset rounds down)
    borrowShares: new Map([['USDC', 1n]]), // 1.2 -> 2 (a debt rounds up)
  },
};

describe('earnRows', () => {
  const [usdc, btc, ...rest] = earnRows(input);

  it('lists the tokens that have a pool, in configuration order', () => {
    expect([usdc?.token, btc?.token, rest.length]).toEqual(['USDC', 'BTC', 0]);
  });

  it('reads the APRs off the curve at the pool utilization, past the kink', () => {
    // u = 900/1100 = 0.818181818; borrow 0.08 + 0.018181818 x 1 = 0.098181818; supply x u = 0.080330578
    expect(usdc).toMatchObject({ utilization: 818_181_818n, borrowApr: 98_181_818n, supplyApr: 80_330_578n });
  });

  it('gives the totals, the free liquidity and the factors', () => {
    expect(usdc).toMatchObject({
      totalSupplied: 1_100_000_000n,
      totalBorrowed: 900_000_000n,
      available: 200_000_000n,
      collateralFactor: 1_000_000_000n,
      borrowEnabled: true,
    });
    expect(btc).toMatchObject({ utilization: 0n, borrowApr: 0n, supplyApr: 0n, available: 0n, borrowEnabled: false });
  });

  it("values the account's shares as the exchange does", () => {
    expect([usdc?.yourSupplied, usdc?.yourBorrowed]).toEqual([3n, 2n]);
    expect([btc?.yourSupplied, btc?.yourBorrowed]).toEqual([0n, 0n]);
  });

  it('leaves the account columns empty without an account', () => {
    const [row] = earnRows({ ...input, holdings: undefined });
    expect([row?.yourSupplied, row?.yourBorrowed]).toEqual([undefined, undefined]);
  });
});

describe('rowUsd', () => {
  const [usdc, btc] = earnRows(input);
  it.each([
    ['an amount at its price', usdc, 1_500_000n, 1_500_000n],
    ['an unknown amount', usdc, undefined, -1n],
    ['a token without a price', btc, 1n, -1n],
  ] as const)('%s', (_label, row, units, expected) => expect(rowUsd(row!, units)).toBe(expected));
});
