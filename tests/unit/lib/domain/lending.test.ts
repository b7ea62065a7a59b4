import { describe, expect, it } from 'vitest';
import {
  SECONDS_PER_YEAR,
  accrueInterest,
  borrowApr,
  borrowSharePrice,
  borrowSharesRepaid,
  borrowSharesValue,
  lendApr,
  lendSharePrice,
  lendSharesToRedeem,
  lendSharesValue,
  netTokenValue,
  netTokenValueUsd,
  poolBorrowApr,
  poolLendApr,
  sharePrice,
  sharesForBorrow,
  sharesForLend,
  utilization,
  type LendingPool,
  type UtilizationCurve,
} from '#lib/domain/lending.ts';
import { notionalUsd, unitsForUsd, usdValue } from '#lib/domain/value.ts';
import type { Rounding } from '#lib/domain/fixed.ts';

// base 2 %, multiplier 10 %, kink 80 %, jump 100 %
const curve: UtilizationCurve = {
  base: 20_000_000n,
  multiplier: 100_000_000n,
  kink: 800_000_000n,
  jump: 1_000_000_000n,
};

// lend share price 1.1, borrow share price 1.2
const pool: LendingPool = {
  lendShares: 1_000_000_000n,
  lendAmount: 1_100_000_000n,
  borrowShares: 500_000_000n,
  borrowAmount: 600_000_000n,
  lastUpdateTimestampSec: 1_700_000_000,
  utilizationCurve: curve,
};
const emptyPool: LendingPool = { ...pool, lendShares: 0n, lendAmount: 0n, borrowShares: 0n, borrowAmount: 0n };

describe.each<[bigint, bigint, bigint]>([
  [1_050_000n, 1_000_000n, 1_050_000_000n],
  [0n, 0n, 1_000_000_000n],
  [5n, 0n, 1_000_000_000n],
  [1n, 3n, 333_333_333n],
  [0n, 10n, 0n],
])('sharePrice(amount %s, shares %s)', (amount, shares, expected) => {
  it(`is ${expected}`, () => expect(sharePrice(amount, shares)).toBe(expected));
});

describe('pool share prices', () => {
  it('are amount/shares', () => {
    expect([lendSharePrice(pool), borrowSharePrice(pool)]).toEqual([1_100_000_000n, 1_200_000_000n]);
    expect([lendSharePrice(emptyPool), borrowSharePrice(emptyPool)]).toEqual([1_000_000_000n, 1_000_000_000n]);
  });
});

describe.each<[string, (s: bigint, p: LendingPool) => bigint, bigint, LendingPool, bigint]>([
  ['lend value rounds down', lendSharesValue, 1_000_001n, pool, 1_100_001n], // 1_100_001.1
  ['borrow value rounds up', borrowSharesValue, 333_333n, pool, 400_000n], // 399_999.6
  ['lend value in an empty pool is 1:1', lendSharesValue, 7n, emptyPool, 7n],
  ['borrow value in an empty pool is 1:1', borrowSharesValue, 7n, emptyPool, 7n],
  ['shares for a lend round down', sharesForLend, 11n, pool, 10n],
  ['shares for a lend of 12 round down', sharesForLend, 12n, pool, 10n], // 10.9
  ['shares for a borrow round up', sharesForBorrow, 13n, pool, 11n], // 10.83
  ['shares for a lend in an empty pool are 1:1', sharesForLend, 5n, emptyPool, 5n],
  ['shares for a borrow in an empty pool are 1:1', sharesForBorrow, 5n, emptyPool, 5n],
  ['zero shares are worth zero', lendSharesValue, 0n, pool, 0n],
])('%s', (_label, fn, input, p, expected) => {
  it(`gives ${expected}`, () => expect(fn(input, p)).toBe(expected));
});

// pool: lend share price 1.1, borrow share price 1.2; the holder has 1_000 lend shares (1_100) or 500 borrow
// shares (600 owed)
describe.each<[string, (a: bigint, held: bigint, p: LendingPool) => bigint, bigint, bigint, bigint]>([
  ['withdrawing 550 redeems 500 lend shares', lendSharesToRedeem, 550n, 1_000n, 500n],
  ['withdrawing 12 redeems 10.9 -> 11 lend shares (rounded up)', lendSharesToRedeem, 12n, 1_000n, 11n],
  ['withdrawing the whole 1_100 redeems every share', lendSharesToRedeem, 1_100n, 1_000n, 1_000n],
  ['withdrawing more than the holding redeems only the holding', lendSharesToRedeem, 2_000n, 1_000n, 1_000n],
  ['repaying 120 burns 100 borrow shares', borrowSharesRepaid, 120n, 500n, 100n],
  ['repaying 13 burns 10.83 -> 10 borrow shares (rounded down)', borrowSharesRepaid, 13n, 500n, 10n],
  ['repaying the whole 600 burns every share', borrowSharesRepaid, 600n, 500n, 500n],
  // 333_333 shares owe 400_000 (399_999.6 rounded up): paying exactly that burns them all
  ['repaying an odd debt whole burns every share', borrowSharesRepaid, 400_000n, 333_333n, 333_333n],
  // a unit short of the whole debt keeps a share owed: floor(399_999 / 1.2) = 333_332
  ['repaying a unit short of the debt keeps a share owed', borrowSharesRepaid, 399_999n, 333_333n, 333_332n],
  ['repaying more than the debt burns every share, no more', borrowSharesRepaid, 10_000n, 500n, 500n],
])('%s', (_label, fn, amount, held, expected) => {
  it(`gives ${expected}`, () => expect(fn(amount, held, pool)).toBe(expected));
});

describe.each<[bigint, bigint, bigint]>([
  [500n, 1000n, 500_000_000n],
  [0n, 1000n, 0n],
  [5n, 0n, 0n],
  [1n, 3n, 333_333_333n],
  [1000n, 1000n, 1_000_000_000n],
  [2000n, 1000n, 1_000_000_000n],
  [-5n, 1000n, 0n],
])('utilization(borrowed %s, lent %s)', (borrowed, lent, expected) => {
  it(`is ${expected}`, () => expect(utilization(borrowed, lent)).toBe(expected));
});

describe.each<[bigint, bigint, bigint]>([
  [0n, 20_000_000n, 0n],
  [500_000_000n, 70_000_000n, 35_000_000n],
  [800_000_000n, 100_000_000n, 80_000_000n],
  [800_000_001n, 100_000_001n, 80_000_000n], // 80_000_000.9 rounds down
  [900_000_000n, 200_000_000n, 180_000_000n],
  [1_000_000_000n, 300_000_000n, 300_000_000n],
])('at utilization %s', (u, borrow, lend) => {
  it(`borrow APR ${borrow}, lend APR ${lend}`, () => {
    expect(borrowApr(curve, u)).toBe(borrow);
    expect(lendApr(curve, u)).toBe(lend);
  });
});

describe('lend APR with a reserve factor of 10 %', () => {
  it('keeps 10 % of the borrow interest', () => expect(lendApr(curve, 500_000_000n, 100_000_000n)).toBe(31_500_000n));
});

describe('pool APRs', () => {
  // u = 600/1100 = 0.545454545
  it('follow the pool utilization', () => {
    expect(poolBorrowApr(pool)).toBe(74_545_454n);
    expect(poolLendApr(pool)).toBe(40_661_156n);
  });
});

describe.each<[string, LendingPool, number, bigint, bigint, bigint, number]>([
  // borrowed 1e12 at 7 % (u = 0.5): one year -> 7e10 interest
  [
    'one year',
    { ...pool, borrowAmount: 10n ** 12n, lendAmount: 2n * 10n ** 12n },
    Number(SECONDS_PER_YEAR),
    0n,
    1_070_000_000_000n,
    2_070_000_000_000n,
    Number(SECONDS_PER_YEAR),
  ],
  // one day: 1e12 x 0.07 / 365 = 191_780_821.9 -> 191_780_821; reserve 10 % rounds up
  [
    'one day, 10 % reserve',
    { ...pool, borrowAmount: 10n ** 12n, lendAmount: 2n * 10n ** 12n },
    86_400,
    100_000_000n,
    1_000_191_780_821n,
    2_000_172_602_738n,
    86_400,
  ],
  ['no time', pool, 0, 0n, 600_000_000n, 1_100_000_000n, 0],
  ['clock went backwards', pool, -100, 0n, 600_000_000n, 1_100_000_000n, 0],
  ['nothing borrowed', { ...pool, borrowAmount: 0n, borrowShares: 0n }, 3600, 0n, 0n, 1_100_000_000n, 3600],
])('accrueInterest: %s', (_label, p, elapsed, reserve, borrowAmount, lendAmount, advanced) => {
  it('adds interest and moves the timestamp', () => {
    const next = accrueInterest(p, p.lastUpdateTimestampSec + elapsed, reserve);
    expect([next.borrowAmount, next.lendAmount]).toEqual([borrowAmount, lendAmount]);
    expect(next.lastUpdateTimestampSec).toBe(p.lastUpdateTimestampSec + advanced);
    expect([next.borrowShares, next.lendShares]).toEqual([p.borrowShares, p.lendShares]);
  });
});

describe.each<[string, bigint, bigint, bigint, bigint, bigint]>([
  // 10_000_000 + floor(1_100_001.1) - ceil(399_999.6); x $2.5 = 26_750_002.5 -> floor
  ['balance, lends and borrows', 10_000_000n, 1_000_001n, 333_333n, 10_700_001n, 26_750_002n],
  ['balance only', 4_000_000n, 0n, 0n, 4_000_000n, 10_000_000n],
  ['more borrowed than held', 0n, 0n, 1_000_000n, -1_200_000n, -3_000_000n],
])('net value: %s', (_label, balance, lendShares, borrowShares, net, usd) => {
  it(`is ${net} units and ${usd} USD`, () => {
    const holding = { balance, lendShares, borrowShares };
    expect(netTokenValue(holding, pool)).toBe(net);
    expect(netTokenValueUsd(holding, pool, 6, 2_500_000_000n)).toBe(usd);
  });
});

describe.each<[bigint, number, bigint, Rounding, bigint]>([
  [150_000_000n, 8, 97_123_450_000_000n, 'floor', 145_685_175_000n], // 1.5 BTC at 97123.45
  [1n, 9, 150_000_000_000n, 'floor', 0n], // 1 lamport at $150 = 0.00000015 USD
  [1n, 9, 150_000_000_000n, 'ceil', 1n],
  [-1n, 9, 150_000_000_000n, 'floor', -1n],
  [10n ** 30n, 6, 1_000_000_000n, 'floor', 10n ** 30n],
])('usdValue(%s units, %i dp, price %s, %s)', (units, decimals, price, rounding, expected) => {
  it(`is ${expected}`, () => expect(usdValue(units, decimals, price, rounding)).toBe(expected));
});

describe.each<[bigint, number, bigint, Rounding, bigint]>([
  [1_000_000n, 9, 150_000_000_000n, 'ceil', 6_666_667n],
  [1_000_000n, 9, 150_000_000_000n, 'floor', 6_666_666n],
  [1_000_000n, 6, 1_000_000_000n, 'ceil', 1_000_000n],
  [1_000_000n, 8, 97_123_450_000_000n, 'ceil', 1030n], // 0.0000102962 BTC
])('unitsForUsd(%s, %i dp, price %s, %s)', (usd, decimals, price, rounding, expected) => {
  it(`is ${expected}`, () => expect(unitsForUsd(usd, decimals, price, rounding)).toBe(expected));
});

describe.each([[0n], [-1n]])('unitsForUsd at price %s', (price) => {
  it('throws', () => expect(() => unitsForUsd(1n, 6, price, 'ceil')).toThrow(RangeError));
});

describe.each<[bigint, bigint]>([
  [-150_000_000n, -145_685_175_000n],
  [1n, 971n], // 0.00097123 USD
  [-1n, -971n], // toward zero
])('notionalUsd(%s BTC units at 97123.45)', (size, expected) => {
  it(`is ${expected}`, () => expect(notionalUsd(size, 8, 97_123_450_000_000n)).toBe(expected));
});
