import { describe, expect, it } from 'vitest';
import { RATE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import {
  maxWithdrawable,
  withdrawLimit,
  type WithdrawLimit,
  type WithdrawLimitInput,
} from '#lib/domain/withdraw-limit.ts';

const USDC = 1_000_000n;
const RATE = (text: string) => parseDecimal(text, RATE_DECIMALS);
/** 1000 USDC held, nothing else, no positions: the whole headroom is this token's weighted value. */
const BASE: WithdrawLimitInput = {
  balance: 1000n * USDC,
  net: 1000n * USDC,
  decimals: 6,
  price: 1_000_000_000n,
  collateralFactor: RATE('1'),
  borrowInitialFactor: RATE('1.05'),
  headroomUsd: 1000n * USDC,
  poolCash: 1_000_000n * USDC,
};

describe.each<[string, Partial<WithdrawLimitInput>, boolean, bigint]>([
  ['the whole balance when nothing else is at stake', {}, false, 1000n * USDC],
  [
    'no more than the balance without borrow, however much collateral',
    { headroomUsd: 90_000n * USDC },
    false,
    1000n * USDC,
  ],
  [
    'beyond the balance with borrow: the other collateral over the borrow factor',
    // 1000 USDC of own value plus 10,000 USD of other collateral: 10,000 / 1.05 more, less 4 micro-dollars slack
    { headroomUsd: 11_000n * USDC },
    true,
    1000n * USDC + ((10_000n * USDC - 4n) * 1_000_000_000n) / RATE('1.05'),
  ],
  ['no more than the pool can lend', { headroomUsd: 90_000n * USDC, poolCash: 250n * USDC }, true, 1250n * USDC],
  [
    'less than the balance when positions need the collateral',
    // 400 USD of headroom at a collateral factor of 0.8: 500 units of a $1 token, less the slack
    { collateralFactor: RATE('0.8'), headroomUsd: 400n * USDC },
    false,
    ((400n * USDC - 4n) * 1_000_000_000n) / RATE('0.8'),
  ],
  ['nothing when the account is already below its initial margin', { headroomUsd: -1n }, true, 0n],
  [
    'a token already borrowed costs the borrow factor from the first unit',
    { balance: 100n * USDC, net: -50n * USDC, headroomUsd: 105n * USDC },
    false,
    ((105n * USDC - 4n) * 1_000_000_000n) / RATE('1.05'),
  ],
])('maxWithdrawable: %s', (_name, change, borrow, expected) => {
  it(`is ${expected}`, () => {
    expect(maxWithdrawable({ ...BASE, ...change }, borrow)).toBe(expected);
  });
});

it('never exceeds what a borrow-free withdrawal of the balance allows when borrowing is off', () => {
  for (const headroomUsd of [0n, 1n, 500n * USDC, 999n * USDC, 1000n * USDC, 10_000n * USDC])
    expect(maxWithdrawable({ ...BASE, headroomUsd }, false)).toBeLessThanOrEqual(BASE.balance);
});

describe.each<[string, Partial<WithdrawLimitInput>, boolean, WithdrawLimit]>([
  [
    'the balance binds without borrow',
    { headroomUsd: 90_000n * USDC },
    false,
    {
      amount: 1000n * USDC,
      cause: 'balance',
      borrowable: 1_000_000n * USDC,
    },
  ],
  [
    'an empty pool binds with borrow: nothing beyond the balance',
    { headroomUsd: 90_000n * USDC, poolCash: 0n },
    true,
    {
      amount: 1000n * USDC,
      cause: 'liquidity',
      borrowable: 0n,
    },
  ],
  [
    'a thin pool binds with borrow',
    { headroomUsd: 90_000n * USDC, poolCash: 250n * USDC },
    true,
    {
      amount: 1250n * USDC,
      cause: 'liquidity',
      borrowable: 250n * USDC,
    },
  ],
  [
    'an over-borrowed pool (borrowed above lent) lends nothing',
    { headroomUsd: 90_000n * USDC, poolCash: -5n },
    true,
    {
      amount: 1000n * USDC,
      cause: 'liquidity',
      borrowable: 0n,
    },
  ],
  [
    'the margin binds a deep pool',
    { headroomUsd: 1105n * USDC },
    true,
    {
      amount: 1000n * USDC + ((105n * USDC - 4n) * 1_000_000_000n) / RATE('1.05'),
      cause: 'margin',
      borrowable: 1_000_000n * USDC,
    },
  ],
  [
    'the margin binds below the balance even without borrow',
    { collateralFactor: RATE('0.8'), headroomUsd: 400n * USDC },
    false,
    {
      amount: ((400n * USDC - 4n) * 1_000_000_000n) / RATE('0.8'),
      cause: 'margin',
      borrowable: 1_000_000n * USDC,
    },
  ],
])('withdrawLimit: %s', (_name, change, borrow, expected) => {
  it(`is ${expected.amount} for ${expected.cause}`, () => {
    expect(withdrawLimit({ ...BASE, ...change }, borrow)).toEqual(expected);
  });
});
