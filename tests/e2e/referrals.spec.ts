/**
 * Referrals on the local network (issue 24), one scripted scenario: a referrer opens /account/referrals and reads its
 * link; a second browser opens that link, sees the discount it will get before signing up, signs up with Google
 * (the code prefilled) and trades; the referrer sees the referee, its volume and the reward, claims it, and its USDC
 * balance rises by exactly that reward.
 */
import { expect, test } from './harness/test.ts';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { PRICE_DECIMALS, formatDecimal, parseDecimal } from '#lib/domain/fixed.ts';
import { formatUsd } from '#lib/domain/format.ts';
import { NETWORKS } from '#lib/network/origins.ts';
import {
  approveInPopup,
  fillCreateAccount,
  freshSocialAccount,
  openLoginPanel,
  storedSession,
} from './harness/login-flow.ts';
import { networkNow } from './harness/net.ts';
import { signIn, type SignedIn } from './harness/signed-in.ts';

const BTC_TICK = 1_000_000_000n;

/** The account's USDC balance on the exchange (base units). */
async function usdc(user: Pick<SignedIn, 'client' | 'userId'>): Promise<bigint> {
  const [{ userData }, config] = await Promise.all([
    user.client.getUserData({ userId: user.userId }),
    user.client.getConfig(),
  ]);
  return BigInt(userData.tokenBalances[config.tokens.USDC!.contractAddress] ?? 0);
}

test('a referee signs up through the link and trades; the referrer sees it and claims the exact reward', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const referrer = await signIn(page, { wallet: 'aptos', funded: true, path: '/account/referrals' });
  const link = page.getByTestId('referral-link');
  await expect(link).toHaveText(`http://127.0.0.1:4321/?referral=${referrer.userId}`);
  await expect(page.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
  // the seed's kickbacks: 10 % of a referee's fee back to it, 20 % of it to the referrer
  await expect(page.getByText('get 10.00% of their trading fees back')).toBeVisible();
  await expect(page.getByText('You earn 20.00% of the fees')).toBeVisible();
  await expect(page.getByTestId('referral-to-claim')).toHaveText('0 USDC');

  // the referee's browser: the link saves the code; before signing up it sees what the code gives
  const context = await browser.newContext();
  const other = await context.newPage();
  await freshSocialAccount('google');
  await other.goto((await link.innerText()).replace('http://127.0.0.1:4321', ''));
  await other.goto('/account/referrals');
  await expect(other.getByTestId('referral-invitation')).toHaveText(
    `You were invited by account ${referrer.userId}: sign up to get 10.00% of your trading fees back.`,
  );
  const panel = await openLoginPanel(other);
  await approveInPopup(other, () => panel.getByRole('button', { name: 'Continue with Google' }).click());
  const modal = other.getByRole('dialog', { name: 'Create account' });
  await expect(modal.getByRole('textbox', { name: 'Referral code (optional)' })).toHaveValue(referrer.userId);
  await expect(modal.getByText('With this code you get 10.00% of your trading fees back.')).toBeVisible();
  const alias = `ref${Date.now().toString(36)}`;
  const create = await fillCreateAccount(other, alias);
  await approveInPopup(other, () => create.click());
  await expect(other.getByRole('banner').getByRole('button', { name: new RegExp(`^${alias}\\b`) })).toBeVisible();
  const session = await storedSession(other);
  const referee = {
    userId: session.userId,
    client: new ExchangeClient({
      baseUrl: NETWORKS.local.exchange,
      sessionKey: () => session.sessionKey,
      now: networkNow,
    }),
  };
  expect((await referee.client.getUserData({ userId: referee.userId })).userData.fees.masterId).toBe(referrer.userId);
  await context.close();

  // the referee trades: buys 0.1 BTC at market from the makers' asks
  await referee.client.testFaucet({ userId: referee.userId, token: 'USDC' });
  const usdcAddress = (await referee.client.getConfig()).tokens.USDC!.contractAddress;
  await referee.client.claimDeposit({ userId: referee.userId, tokenAddress: usdcAddress });
  const { data } = await referee.client.getPerpOrderBookData({ market: 'BTC-PERP', depth: 1 });
  const ask = parseDecimal(data.asks[0]!.price, PRICE_DECIMALS) / BTC_TICK;
  const order = await referee.client.placePerpMarketOrder({
    userId: referee.userId,
    market: 'BTC-PERP',
    side: 'Bid',
    price: String(ask + 500n),
    size: '10000000',
  });
  expect(order.fills.length).toBeGreaterThan(0);
  // hand-worked, per fill: notional = floor(size x price / 10^11) (BTC 10^8 x price 10^9 -> USD 10^6); the taker fee at
  // tier 0 is ceil(notional x 0.05 %); the referee pays it less floor(fee x 10 %), the referrer gets floor(fee x 20 %)
  let volume = 0n;
  let reward = 0n;
  for (const fill of order.fills) {
    const notional = (BigInt(fill.size) * parseDecimal(fill.price, PRICE_DECIMALS)) / 100_000_000_000n;
    const fee = (notional * 5n + 9_999n) / 10_000n;
    expect(BigInt(fill.fee)).toBe(fee - fee / 10n);
    volume += notional;
    reward += (fee * 2n) / 10n;
  }
  expect(reward).toBeGreaterThan(0n);

  // the referrer sees the referee, its volume and the reward
  await page.reload();
  const rewardText = `${formatDecimal(reward, 6, { grouping: true })} USDC`;
  await expect(page.getByTestId('referral-to-claim')).toHaveText(rewardText);
  const row = page.getByRole('grid', { name: 'Your referees' }).getByRole('row').nth(1);
  await expect(row).toContainText(`#${referee.userId}`);
  await expect(row).toContainText(formatUsd(volume));
  await expect(row).toContainText(rewardText);
  await expect(page.getByTestId('referral-month-volume')).toHaveText(formatUsd(volume));
  await expect(page.getByTestId('referral-referees')).toHaveText('1');

  // Claim: the balance rises by exactly the reward; it shows as claimed, nothing left to claim
  const before = await usdc(referrer);
  await page.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('Referral reward claimed')).toBeVisible();
  expect((await usdc(referrer)) - before).toBe(reward);
  await expect(page.getByTestId('referral-claimed')).toHaveText(rewardText);
  await expect(page.getByTestId('referral-to-claim')).toHaveText('0 USDC');
  await expect(page.getByRole('button', { name: 'Claim' })).toBeDisabled();
});

test('the More menu leads to the referrals page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'More' }).first().click();
  await page.getByRole('menuitem', { name: 'Referral' }).click();
  await expect(page).toHaveURL(/\/account\/referrals$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Referrals');
});
