/**
 * Time-dependent flows driven through the local network's controls (harness/net.ts): `advance 1h` pays one hour of
 * funding on an open position, shown in the Funding tab; `price` drops BTC until a thin account is liquidated, shown
 * in the account panel; 25 h later the session key has expired, so the next transfer asks to establish the connection
 * again, and the funding countdown follows the network's clock. The controls are not in the built app.
 * The network's clock only moves forward and every spec shares it: specs sign with networkNow() (signIn does).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './harness/test.ts';
import type { ExchangeClient } from '#lib/api/http-client.ts';
import { createKeyPair, walletProofFromKey } from '#lib/api/signing.ts';
import { SESSION_KEY_LIFETIME_MS } from '#lib/api/contract/auth.ts';
import { PRICE_DECIMALS, formatDecimal, parseDecimal } from '#lib/domain/fixed.ts';
import { formatUsd } from '#lib/domain/format.ts';
import { fundingCountdown } from '#lib/market/funding-clock.ts';
import { NETWORKS } from '#lib/network/origins.ts';
import { CONTROL_PREFIX } from '#server/exchange/controls.ts';
import { ExchangeClient as Client } from '#lib/api/http-client.ts';
import { advance, clock, networkNow, setPrice } from './harness/net.ts';
import { signIn } from './harness/signed-in.ts';

const USDC = 1_000_000n;
const BTC_TICK = 1_000_000_000n;
/** The hourly funding rate when the book's mid is within the clamp of the index: the interest part, 0.00125 %. */
const INTEREST_RATE_HOURLY = 12_500n; // x 10^9

/** An account of a fresh wallet made in this process, with the faucet's 10,000 USDC credited: the other side. */
async function counterparty(): Promise<{ client: ExchangeClient; userId: string }> {
  await clock();
  const wallet = createKeyPair();
  const key = createKeyPair();
  const alias = `cp${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const expiration = networkNow() + SESSION_KEY_LIFETIME_MS - 60_000;
  const proof = walletProofFromKey(wallet, networkNow(), {
    action: 'createUser',
    alias,
    apiKey: key.publicKey,
    expiration,
  });
  const client = new Client({ baseUrl: NETWORKS.local.exchange, sessionKey: () => key, now: networkNow });
  const { userId } = await client.createUser({
    name: alias,
    referralCode: null,
    sender: proof.address,
    apiKey: key.publicKey,
    expiration,
    proof,
  });
  await client.testFaucet({ userId, token: 'USDC' });
  const usdc = (await client.getConfig()).tokens.USDC!.contractAddress;
  await client.claimDeposit({ userId, tokenAddress: usdc });
  return { client, userId };
}

/**
 * Opens a BTC-PERP long of `units` for `buyer`: the counterparty rests an ask one tick over the best bid (inside the
 * simulated makers' quotes, so it is the best), the buyer takes it at market. Resolves with the position's size.
 */
async function openLong(buyer: { client: ExchangeClient; userId: string }, units: bigint): Promise<bigint> {
  const cp = await counterparty();
  const { data } = await cp.client.getPerpOrderBookData({ market: 'BTC-PERP', depth: 1 });
  const bid = parseDecimal(data.bids[0]!.price, PRICE_DECIMALS) / BTC_TICK;
  await cp.client.placeLimitOrder({
    userId: cp.userId,
    market: 'BTC-PERP',
    side: 'Ask',
    price: String(bid + 1n),
    size: String(units),
  });
  await buyer.client.placePerpMarketOrder({
    userId: buyer.userId,
    market: 'BTC-PERP',
    side: 'Bid',
    price: String(bid + 500n),
    size: String(units),
  });
  const { userData } = await buyer.client.getUserData({ userId: buyer.userId });
  return BigInt(userData.perpPositions['BTC-PERP']!.size);
}

const accountPanel = async (page: Page, alias: string) => {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${alias}\\b`) })
    .click();
  return page.getByRole('dialog', { name: 'Account' });
};

test('advance 1h pays one hour of funding on an open position, shown in the Funding tab @exclusive', async ({
  page,
}) => {
  const signed = await signIn(page, { wallet: 'aptos', funded: true, path: '/futures/BTC-PERP' });
  const size = await openLong(signed, 10_000_000n); // 0.1 BTC
  expect(size).toBeGreaterThan(0n);
  const result = await advance('1h');
  const fundings = result.steps.filter((s) => s.work.includes('funding'));
  expect(fundings).toHaveLength(1);
  // the hand-worked payment: size x index x 0.00125 %, in USD x 10^6, rounded up (the payer pays the fraction)
  const index = parseDecimal(fundings[0]!.index!.BTC!, PRICE_DECIMALS);
  const scale = 10n ** 20n; // BTC 10^8 x price 10^9 x rate 10^9 / USD 10^6
  const payment = (size * index * INTEREST_RATE_HOURLY + scale - 1n) / scale;
  const { funding } = await signed.client.getUserFundingHistory({ userId: signed.userId });
  expect(funding).toEqual([
    {
      market: 'BTC-PERP',
      amount: String(-payment),
      rate: '0.0000125',
      positionSize: String(size),
      timestamp: fundings[0]!.at,
    },
  ]);
  await page.getByRole('tab', { name: 'Funding' }).click();
  const table = page.getByRole('grid', { name: 'Funding' }).or(page.getByRole('table', { name: 'Funding' }));
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2); // the header and one payment
  await expect(rows.nth(1)).toContainText('BTC-PERP');
  await expect(rows.nth(1)).toContainText(formatUsd(-payment, { signDisplay: 'exceptZero' }));
});

test('price drops BTC until a thin account is liquidated, and the account panel shows it emptied @exclusive', async ({
  page,
}) => {
  const signed = await signIn(page, { wallet: 'aptos', funded: true, path: '/futures/BTC-PERP' });
  const tokens = (await signed.client.getConfig()).tokens;
  const usdc = tokens.USDC!.contractAddress;
  // keep $300 in the account: the rest of the faucet's tokens go to a sub-account of the same wallet
  const sub = await signed.client.addSubAccount({
    userId: signed.userId,
    name: `${signed.alias.slice(0, 20)}t`,
    tokenAddress: usdc,
    amount: String(9_700n * USDC),
  });
  for (const [token, amount] of [
    ['SOL', 10n ** 10n],
    ['BTC', 10n ** 8n],
  ] as const)
    await signed.client.transferToUser({
      userId: signed.userId,
      tokenAddress: tokens[token]!.contractAddress,
      amount: String(amount),
      recipient: sub.userId,
    });
  const size = await openLong(signed, 5_000_000n); // 0.05 BTC, about $4,850 on $300: 16x
  const { userData } = await signed.client.getUserData({ userId: signed.userId });
  const entry = parseDecimal(userData.perpPositions['BTC-PERP']!.entryPrice, PRICE_DECIMALS);
  const balance = BigInt(userData.tokenBalances[usdc] ?? '0'); // $300 less the taker fee
  await page.getByRole('tab', { name: /Positions/ }).click();
  await expect(page.getByRole('row').filter({ hasText: 'BTC-PERP' }).first()).toContainText('+0.0500 BTC');
  // a drop that leaves $3 of equity: under the 1 % maintenance margin (about $44) and under the 0.5 % penalty (about
  // $22), so the whole position closes at the index and the penalty, capped by the equity, takes the rest: $0.00
  const drop = ((balance - 3n * USDC) * 10n ** 11n) / size; // USD x 10^6 -> price x 10^9 per 10^-8 BTC
  const price = ((entry - drop) / BTC_TICK) * BTC_TICK;
  expect((size * (entry - price)) / 10n ** 11n).toBeLessThanOrEqual(balance);
  await setPrice('BTC', formatDecimal(price, PRICE_DECIMALS));
  const after = (await signed.client.getUserData({ userId: signed.userId })).userData;
  expect(after.perpPositions['BTC-PERP']).toBeUndefined();
  expect(after.tokenBalances[usdc] ?? '0').toBe('0');
  const shown = await accountPanel(page, signed.alias);
  const card = shown.getByRole('region', { name: 'Account balance' });
  await expect(card.locator('.wallet-balance')).toHaveText('$0.00');
  await expect(card.getByRole('definition').nth(1)).toHaveText('0.00×'); // leverage: no position left
  await expect(card.getByText('0.00%', { exact: true })).toBeVisible(); // margin usage
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: /Positions/ }).click();
  await expect(page.getByText('No open positions.')).toBeVisible();
});

test.describe('after the clock jumps a day ahead', () => {
  test.use({
    allowedPageErrors: {
      // the page's copy of the server clock lags the jump until its next latency sample, so the transfer can go out
      // signed with the key that just expired: the exchange refuses it 401, and withSession asks for a new key
      'the first try with the expired key is refused':
        /Failed to load resource: the server responded with a status of 401 \(Unauthorized\)/,
    },
  });

  test('25 h later the session key has expired: the next transfer asks to establish the connection @exclusive', async ({
    page,
  }) => {
    const signed = await signIn(page, { wallet: 'aptos', funded: true, path: '/futures/BTC-PERP' });
    const usdc = (await signed.client.getConfig()).tokens.USDC!.contractAddress;
    const sub = await signed.client.addSubAccount({
      userId: signed.userId,
      name: `${signed.alias.slice(0, 20)}s`,
      tokenAddress: usdc,
    });
    // the transfer is filled in on a valid key; then a day and more passes before it is sent
    const panel = await accountPanel(page, signed.alias);
    await panel.getByRole('button', { name: 'Transfer' }).click();
    const transfer = page.getByRole('dialog', { name: 'Transfer funds' });
    await transfer.getByRole('button', { name: /To$/ }).click();
    await page.getByRole('option', { name: new RegExp(`^${signed.alias.slice(0, 20)}s`) }).click();
    await transfer.getByRole('textbox', { name: 'Amount' }).fill('2');
    const result = await advance('25h30m');
    expect(result.steps.filter((s) => s.work.includes('funding'))).toHaveLength(
      Math.floor(result.to / 3_600_000) - Math.floor(result.from / 3_600_000),
    );
    await transfer.getByRole('button', { name: 'Transfer' }).click();
    const modal = page.getByRole('dialog', { name: 'Establish connection' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Establish connection' }).click();
    await expect(page.getByText('Transfer complete')).toBeVisible();
    // the countdown follows the network's clock, now 30 minutes further into its hour than this machine's
    const countdown = page.locator('.market-countdown');
    await expect(async () => {
      const shown = Number(/(\d\d):\d\d/.exec((await countdown.textContent()) ?? '')?.[1]);
      const expected = fundingCountdown(networkNow()).minutes;
      expect(Math.abs(shown - expected) % 59).toBeLessThanOrEqual(1);
    }).toPass({ timeout: 10_000 });
    const { users } = await signed.client.getUsersByAddress({ userAddress: signed.address });
    expect(users.find((u) => u.userId === sub.userId)?.tokenBalances[usdc]).toBe(String(2n * USDC));
    // the new key expires a day after the network's time, not this machine's
    const keys = users.find((u) => u.userId === signed.userId)!.apiKeys;
    expect(Math.max(...Object.values(keys).map(Number))).toBeGreaterThan(
      Date.now() + 2 * SESSION_KEY_LIFETIME_MS - 3_600_000,
    );
  });
});

/** The client files (JS and HTML) of a built site that name the controls' path. */
function controlReferences(dir: string): { files: number; hits: string[] } {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(m?js|html)$/.test(f));
  return {
    files: files.length,
    hits: files.filter((f) => readFileSync(join(dir, f), 'utf8').includes(CONTROL_PREFIX)),
  };
}

test('the built app carries no reference to the controls, built for the local network or for testnet', () => {
  test.setTimeout(240_000);
  expect(controlReferences('dist/client')).toMatchObject({ files: expect.any(Number), hits: [] });
  expect(controlReferences('dist/client').files).toBeGreaterThan(10);
  // the testnet build, into a directory of its own (about 11 s on the 2-core machine)
  const out = mkdtempSync(join(tmpdir(), 'perps-testnet-'));
  try {
    const build = spawnSync('npx', ['astro', 'build', '--outDir', out], {
      env: { ...process.env, PUBLIC_NETWORK: 'testnet', ASTRO_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    const testnet = controlReferences(join(out, 'client'));
    expect(testnet.files).toBeGreaterThan(10);
    expect(testnet.hits).toEqual([]);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
