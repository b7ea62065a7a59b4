/**
 * The portfolio pages on the local network (issue 22): one scripted trading day of a fresh account (faucet USDC, a
 * transfer to a sub-account, a round trip of 0.01 BTC against that sub-account at prices read back from the book,
 * a withdrawal), then /account, the account panel, /account/balance and /account/fees show that day's figures,
 * checked against the working below; the PnL chart's last point is value minus net inflow, exactly.
 */
import { type Page } from '@playwright/test';
import { Account } from '@aptos-labs/ts-sdk';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { formatUsd } from '#lib/domain/format.ts';
import type { ExchangeClient } from '#lib/api/http-client.ts';
import { expect, test } from './harness/test.ts';
import { advance } from './harness/net.ts';
import { signIn } from './harness/signed-in.ts';

const USDC = 1_000_000n;
const BTC_TICK = 1_000_000_000n; // $1
const SIZE = 1_000_000n; // 0.01 BTC

/**
 * The sub-account rests 0.01 BTC one tick inside the touch (an ask one tick over the best bid, or a bid one tick
 * under the best ask), and the main account takes it with a limit order at that price: the fill is at that price
 * as a rule (nothing better can rest inside it). Resolves the taker's fill price in $.
 */
async function tradeAtTouch(client: ExchangeClient, takerId: string, makerId: string, buy: boolean): Promise<bigint> {
  const { data } = await client.getPerpOrderBookData({ market: 'BTC-PERP', depth: 1 });
  const price = buy
    ? parseDecimal(data.bids[0]!.price, PRICE_DECIMALS) / BTC_TICK + 1n
    : parseDecimal(data.asks[0]!.price, PRICE_DECIMALS) / BTC_TICK - 1n;
  const order = { market: 'BTC-PERP', price: String(price), size: String(SIZE) } as const;
  await client.placeLimitOrder({ ...order, userId: makerId, side: buy ? 'Ask' : 'Bid' });
  const taken = await client.placeLimitOrder({ ...order, userId: takerId, side: buy ? 'Bid' : 'Ask', ioc: true });
  // the price the taker got: a market maker that moved in between (it happens right after a clock jump) can take
  // the resting order first and leave the taker a better price; the working below holds for any one fill of the
  // whole size, so the test reads the price back and names any split fill instead of failing on a figure later
  expect(taken.fills.map((f) => f.size)).toEqual([String(SIZE)]);
  return parseDecimal(taken.fills[0]!.price, PRICE_DECIMALS) / BTC_TICK;
}

/**
 * The start of both flows: a fresh Aptos wallet signed in on /account, the faucet's 10,000 USDC claimed, and 2,000 of
 * it moved to a new sub-account (named after the alias and `suffix`) that the trades are made against.
 */
async function fundedWithSubAccount(page: Page, suffix: string) {
  const user = await signIn(page, { wallet: 'aptos', path: '/account' });
  const { client, userId } = user;
  const usdc = (await client.getConfig()).tokens.USDC!.contractAddress;
  await client.testFaucet({ userId, token: 'USDC' });
  await client.claimDeposit({ userId, tokenAddress: usdc });
  const sub = await client.addSubAccount({
    userId,
    name: `${user.alias.slice(0, 24)}${suffix}`,
    tokenAddress: usdc,
    amount: String(2_000n * USDC),
  });
  return { user, client, userId, usdc, subId: sub.userId };
}

/** After a round trip: the account holds no BTC position and exactly `value` USDC. */
async function expectFlatWith(client: ExchangeClient, userId: string, usdc: string, value: bigint) {
  const { userData } = await client.getUserData({ userId });
  expect(userData.perpPositions['BTC-PERP']).toBeUndefined(); // the round trip left no position
  expect(BigInt(userData.tokenBalances[usdc]!)).toBe(value);
}

/** The value of a figure of the page's figure lists, by its name. */
const figure = (page: Page, name: string | RegExp) =>
  page
    .locator('.portfolio-figure')
    .filter({ has: page.getByRole('term').filter({ hasText: name }) })
    .getByRole('definition');

test.describe.serial('a trading day on the portfolio pages', () => {
  test('faucet, transfer, two trades and a withdrawal: every page shows the day, PnL never counts the flows', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // the day: 10,000 USDC from the faucet; 2,000 to a new sub-account; buy 0.01 BTC at P1 and sell it at P2 against
    // that sub-account; withdraw 1,000 USDC to an Aptos address (its fee: 0.1 USDC)
    const { user, client, userId, usdc, subId } = await fundedWithSubAccount(page, 'sub');
    const p1 = await tradeAtTouch(client, userId, subId, true);
    const p2 = await tradeAtTouch(client, userId, subId, false);
    const recipient = Account.generate().accountAddress.toStringLong();
    await client.withdraw({ userId, tokenAddress: usdc, amount: String(1_000n * USDC), recipient });

    // the working, in USD x 10^6:
    //   notional of 0.01 BTC at $P = 0.01 x P x 10^6 = 10,000 x P; taker fee (tier 0) 0.05 % of it = 5 x P
    //   realized = 0.01 x (P2 - P1) = 10,000 x (P2 - P1)
    //   value = 10,000 - 2,000 - 1,000 - 0.1 (withdrawal fee) + realized - 5 x P1 - 5 x P2 (flat: USDC only)
    //   net inflow = 10,000 - 2,000 - 1,000 = 7,000; PnL = value - inflow = realized - fees - 0.1
    //   30-day volume = 10,000 x (P1 + P2)
    const realized = 10_000n * (p2 - p1);
    const fees = 5n * (p1 + p2);
    const value = 7_000n * USDC - 100_000n + realized - fees;
    const pnl = value - 7_000n * USDC;
    const volume = 10_000n * (p1 + p2);
    await expectFlatWith(client, userId, usdc, value);
    const signed = (usd: bigint) => formatUsd(usd, { signDisplay: 'exceptZero' });

    await page.goto('/account');
    await expect(figure(page, 'Account value')).toHaveText(formatUsd(value));
    await expect(figure(page, /^PnL \(All\)$/)).toContainText(signed(pnl));
    await expect(figure(page, 'Unrealized PnL')).toHaveText('$0.00');
    await expect(figure(page, 'Leverage')).toHaveText('0.00×');
    await expect(figure(page, 'Margin usage')).toContainText('0.00%');
    await expect(figure(page, 'Free collateral')).toHaveText(formatUsd(value)); // USDC counts at 100 %
    await expect(figure(page, '30-day volume')).toHaveText(formatUsd(volume));
    await expect(figure(page, 'Fee tier')).toContainText('Tier 0');
    const perf = page.getByRole('region', { name: 'Performance' });
    // 7 days and 30 days: the same day
    await expect(perf.getByRole('row', { name: /^Volume/ })).toHaveText(
      `Volume${formatUsd(volume)}${formatUsd(volume)}`,
    );
    await expect(perf.getByRole('row', { name: /^Fees paid/ })).toContainText(formatUsd(fees));
    await expect(perf.getByRole('row', { name: /^Realized PnL/ })).toContainText(signed(realized));
    await expect(perf.getByRole('row', { name: /^Trades/ })).toHaveText('Trades22');

    // the chart: its live last point is the value; in PnL mode it is value minus net inflow, exactly
    const chart = page.getByRole('region', { name: 'Account history' });
    const canvas = chart.getByRole('figure', { name: /over/ });
    await expect(canvas).toHaveAttribute('data-last-usd', String(value));
    await chart.getByRole('radio', { name: 'PnL' }).click();
    await expect(canvas).toHaveAttribute('data-mode', 'pnl');
    await expect(canvas).toHaveAttribute('data-last-usd', String(pnl));

    // the account panel's 24 h change follows the same rule: the faucet and the flows are no gain
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${user.alias}\\b`) })
      .click();
    const panel = page.getByRole('dialog', { name: 'Account' });
    await expect(panel.getByText(signed(pnl), { exact: false }).first()).toBeVisible();
    await page.keyboard.press('Escape');

    // /account/balance: USDC only, its balance is the value; totals
    await page.goto('/account/balance');
    const row = page.getByRole('row', { name: /^USDC/ });
    await expect(row).toContainText(formatUsd(value));
    await expect(row).toContainText('100.00%'); // collateral factor
    await expect(page.getByRole('row')).toHaveCount(2); // the header and USDC
    await expect(figure(page, 'Net value')).toHaveText(formatUsd(value));
    await expect(figure(page, 'Borrowed')).toHaveText('$0.00');

    // /account/fees: tier 0 is "You"; tier 1 starts at $1,000,000 of volume
    await page.goto('/account/fees');
    await expect(figure(page, 'Your 30-day volume')).toHaveText(formatUsd(volume));
    await expect(figure(page, 'Your taker fee')).toHaveText('0.050%');
    await expect(figure(page, 'Your maker fee')).toHaveText('0.020%');
    await expect(page.getByRole('row', { name: /Tier 0/ })).toContainText('You');
    await expect(page.getByText(`${formatUsd(1_000_000n * USDC - volume)} more volume reaches tier 1`)).toBeVisible();
  });
});

test.describe('with the clock moving', () => {
  test.use({
    allowedPageErrors: {
      // the page's copy of the server clock lags a jump until its next sample, so a background call (the deposit
      // claim scan) can go out signed with a key the jump expired: the exchange answers 401 and a new key is asked
      'a call signed with the key the jump expired': /status of 401 \(Unauthorized\)/,
    },
  });
  test('a funding payment through the clock is a loss in the PnL, never an outflow @exclusive', async ({ page }) => {
    test.setTimeout(120_000);
    const { client, userId, usdc, subId } = await fundedWithSubAccount(page, 'fund');
    // long 0.01 BTC at P1 over an hour boundary (the long pays funding F), then closed at P2
    const p1 = await tradeAtTouch(client, userId, subId, true);
    const { steps } = await advance('1h');
    expect(steps.filter((s) => s.work.includes('funding'))).toHaveLength(1);
    const p2 = await tradeAtTouch(client, userId, subId, false);
    const { funding } = await client.getUserFundingHistory({ userId });
    expect(funding).toHaveLength(1);
    const paid = -BigInt(funding[0]!.amount); // positive: the long paid
    // the working (USD x 10^6): inflow 10,000 - 2,000 = 8,000; PnL = 10,000 x (P2 - P1) - 5 x (P1 + P2) - F
    const pnl = 10_000n * (p2 - p1) - 5n * (p1 + p2) - paid;
    const value = 8_000n * USDC + pnl;
    await expectFlatWith(client, userId, usdc, value);

    await page.goto('/account');
    await expect(figure(page, 'Account value')).toHaveText(formatUsd(value));
    await expect(figure(page, /^PnL \(All\)$/)).toContainText(formatUsd(pnl, { signDisplay: 'exceptZero' }));
    const chart = page.getByRole('region', { name: 'Account history' });
    await chart.getByRole('radio', { name: 'PnL' }).click();
    await expect(chart.getByRole('figure', { name: /^PnL over/ })).toHaveAttribute('data-last-usd', String(pnl));
  });
});
