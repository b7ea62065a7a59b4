import { describe, expect, it } from 'vitest';
import { accountSummary, afterOutflow, type SummaryInput } from '#lib/domain/account-summary.ts';

const USD = 1_000_000n;
const RATE_ONE = 1_000_000_000n;
/** 1000 USDC backing a 0.1 BTC long at 50,000 (5,000 USD of notional, 5 % maintenance: 250 USD). */
const INPUT: SummaryInput = {
  balances: new Map([['USDC', 1000n * USD]]),
  lendingShares: new Map(),
  borrowShares: new Map(),
  owed: new Map(),
  positions: [
    { market: 'BTC-PERP', baseToken: 'BTC', sizeDecimals: 8, size: 10_000_000n, entryPrice: 50_000n * RATE_ONE },
  ],
  tokenDecimals: new Map([
    ['USDC', 6],
    ['BTC', 8],
  ]),
  prices: new Map([
    ['USDC', RATE_ONE],
    ['BTC', 50_000n * RATE_ONE],
  ]),
  pools: new Map(),
  marginSteps: new Map([
    [
      'BTC-PERP',
      [
        {
          initialMarginRatio: RATE_ONE / 10n,
          initialAmount: 0n,
          maintenanceMarginRatio: RATE_ONE / 20n,
          maintenanceAmount: 0n,
          maxPositionInUsd: 1_000_000n * USD,
        },
      ],
    ],
  ]),
};

describe.each<[string, bigint, bigint, bigint | null, bigint | null]>([
  ['nothing leaves: the panel figures', 0n, 1000n * USD, 5n * RATE_ONE, RATE_ONE / 4n],
  // 5000 / 499 and 250 / 499, each rounded up (against the user)
  ['500 USDC and a 1 USDC fee leave', 501n * USD, 499n * USD, 10_020_040_081n, 501_002_005n],
  ['the balance and 500 USDC borrowed leave: equity below zero', 1500n * USD, -500n * USD, null, null],
])('afterOutflow: %s', (_name, outflow, equity, leverage, usage) => {
  it(`is ${equity} of value, leverage ${leverage}, margin usage ${usage}`, () => {
    const after = accountSummary(afterOutflow(INPUT, 'USDC', outflow));
    expect(after.balanceUsd).toBe(equity);
    expect(after.leverage).toBe(leverage);
    expect(after.marginUsage).toBe(usage);
  });
});

it('leaves the account it was given unchanged', () => {
  afterOutflow(INPUT, 'USDC', 1n);
  expect(INPUT.balances.get('USDC')).toBe(1000n * USD);
});

describe('the 24 h change never counts deposits, withdrawals or transfers (issue 22)', () => {
  // value now 1000 (the INPUT account at its entry price: no PnL); the point a day ago and the inflow now vary
  it.each<[string, { value: bigint; inflow: bigint }, bigint, bigint, bigint]>([
    // a faucet run: 0 a day ago, 1000 deposited since: no gain at all (was "+1,204,691.22%")
    ['a faucet run', { value: 0n, inflow: 0n }, 1000n * USD, 0n, 0n],
    // 900 a day ago with 900 in; 50 more deposited; 1000 now: 50 of gain over 950 at stake = 5.26 %
    ['a deposit and a gain', { value: 900n * USD, inflow: 900n * USD }, 950n * USD, 50n * USD, 52_631_578n],
    // 1500 a day ago; 600 withdrawn, 100 transferred in (net -500): 1000 now: no loss
    ['a withdrawal and a transfer in', { value: 1500n * USD, inflow: 1500n * USD }, 1000n * USD, 0n, 0n],
    // 1100 a day ago, no flow: 100 lost of 1100 = -9.09 %
    ['a loss', { value: 1100n * USD, inflow: 1100n * USD }, 1100n * USD, -100n * USD, -90_909_090n],
  ])('%s', (_name, dayAgo, inflowNowUsd, change, rate) => {
    const summary = accountSummary({ ...INPUT, dayAgo: { timestamp: 0, ...dayAgo }, inflowNowUsd });
    expect([summary.change24hUsd, summary.change24hRate]).toEqual([change, rate]);
  });

  it('shows no change without a history', () => {
    expect(accountSummary(INPUT).change24hUsd).toBe(0n);
  });
});
