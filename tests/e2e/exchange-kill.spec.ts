/**
 * The exchange killed with SIGKILL mid-order and restarted (issue 26, faults): `npm start` runs the exchange as a
 * child process it supervises (server/supervisor.ts), so this spec kills that very process (kill -9, its pid in
 * EXCHANGE_PID_FILE) while the site and the chain stay up, and the supervisor starts it again on the same journal.
 * One scripted session, two kills:
 * 1. a limit buy acknowledged to the page, the exchange killed the moment its answer left: the order is on the
 *    restarted exchange, the open orders on screen are the server's, and the same signed request sent again (a
 *    retry) is refused, so it is there once;
 * 2. a market buy committed by the exchange, killed before its answer reached the page: the page never saw it
 *    acknowledged, yet after the restart the screen shows the server's position, and a retry doubles nothing.
 * Both times the footer goes Reconnecting, then Operational, on the new process.
 */
import { readFileSync } from 'node:fs';
import type { Page, Request, Route } from '@playwright/test';
import type { ExchangeClient } from '#lib/api/http-client.ts';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { formatPrice, formatSize } from '#lib/domain/format.ts';
import { NETWORKS } from '#lib/network/origins.ts';
import { EXCHANGE_PID_FILE } from '#scripts/start-pid.ts';
import { signIn, type SignedIn } from './harness/signed-in.ts';
import { expect, test } from './harness/test.ts';

const BTC_TICK = 1_000_000_000n;
const BTC_LOT = 10_000n;
/** 0.01 BTC in base units (8 decimals). */
const SIZE = 1_000_000n;

const exchangePid = () => Number(readFileSync(EXCHANGE_PID_FILE, 'utf8'));

/** Kills the exchange child with SIGKILL; resolves with its pid. */
function killExchange(): number {
  const pid = exchangePid();
  process.kill(pid, 'SIGKILL');
  return pid;
}

/** Waits until the supervisor runs a new exchange process (another pid) and it answers. */
async function waitForRestart(killed: number): Promise<void> {
  expect(killed).toBeGreaterThan(0);
  await expect.poll(exchangePid, { timeout: 30_000 }).not.toBe(killed);
  await expect
    .poll(
      () =>
        fetch(`${NETWORKS.local.exchange}/_local/clock`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
}

/** Records every status the footer shows, in order, from now on (a fast restart shows Reconnecting briefly). */
async function recordFooter(page: Page): Promise<void> {
  await page.evaluate(() => {
    const footer = document.querySelector('footer')!;
    const seen: string[] = [];
    (window as unknown as { footerSeen: string[] }).footerSeen = seen;
    const read = () => {
      const status = /Operational|Reconnecting|Offline/.exec(footer.textContent ?? '')?.[0];
      if (status && seen.at(-1) !== status) seen.push(status);
    };
    read();
    new MutationObserver(read).observe(footer, { subtree: true, childList: true, characterData: true });
  });
}
const footerSeen = (page: Page) => page.evaluate(() => (window as unknown as { footerSeen: string[] }).footerSeen);

/**
 * Waits for the footer's statuses since recordFooter to go Operational, Reconnecting, ..., Operational: the stream
 * dropped with the process and came back on the new one. Between the two, Offline too when the restart outlasted
 * the status machine's three failed samples (a second apart: lib/network/status.ts), as on a loaded machine.
 */
async function expectFooterRecovered(page: Page): Promise<void> {
  const back = (seen: string[]) => seen.length >= 3 && seen.at(-1) === 'Operational';
  await expect.poll(async () => back(await footerSeen(page)), { timeout: 60_000 }).toBe(true);
  const seen = await footerSeen(page);
  expect(seen.slice(0, 2)).toEqual(['Operational', 'Reconnecting']);
  expect(seen.slice(2, -1).every((s) => s === 'Reconnecting' || s === 'Offline')).toBe(true);
}

/** The same signed request sent again, as a retry would: headers and body byte for byte. */
async function resend(request: Request): Promise<number> {
  const headers = Object.fromEntries(
    Object.entries(await request.allHeaders()).filter(([name]) => !/^(host|content-length|:)/.test(name)),
  );
  const res = await fetch(request.url(), { method: 'POST', headers, body: request.postData() ?? '' });
  return res.status;
}

async function bestBid(client: ExchangeClient): Promise<bigint> {
  const { data } = await client.getPerpOrderBookData({ market: 'BTC-PERP', depth: 1 });
  return parseDecimal(data.bids[0]!.price, PRICE_DECIMALS);
}

test.describe.configure({ mode: 'serial' });
test.use({
  allowedPageErrors: {
    'the exchange is killed on purpose': /WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/ws' failed/,
    'the market order answer is cut on purpose': /Failed to load resource|ERR_FAILED|net::/,
  },
});

test('@exclusive the exchange killed with SIGKILL mid-order: acknowledged orders kept once, the screen shows the server', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const user: SignedIn = await signIn(page, { wallet: 'aptos', funded: true, path: '/futures/BTC-PERP' });
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Operational')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('option', { name: /^Bid / }).first()).toBeVisible({ timeout: 15_000 });
  const form = page.getByRole('form', { name: 'Place an order' });

  // 1. A limit buy of 0.01 BTC at 95 % of the best bid (whole dollars: it rests, far from any ask). The exchange
  //    answers, is killed at once, and the page gets the answer: acknowledged, then the process is gone.
  const price = ((await bestBid(user.client)) * 95n) / 100n / BTC_TICK;
  let limitRequest: Request | undefined;
  let firstKill = 0;
  await page.route(`${NETWORKS.local.exchange}/api/placeLimitOrder`, async (route: Route) => {
    limitRequest = route.request();
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    firstKill = killExchange();
    await route.fulfill({ response });
  });
  await recordFooter(page);
  await form.getByRole('textbox', { name: 'Price' }).fill(String(price));
  await form.getByRole('textbox', { name: 'Size' }).fill('0.01');
  await form.getByRole('button', { name: 'Buy BTC-PERP' }).click();
  // the page shows the acknowledgement it got from the process now dead
  await expect(page.getByText(`Buy 0.0100 BTC at ${formatPrice(price * BTC_TICK, BTC_TICK)}`)).toBeVisible();
  await waitForRestart(firstKill);
  await expectFooterRecovered(page);

  // the restarted exchange has the acknowledged order: one order, resting, 0.01 BTC at the price sent
  const afterFirst = (await user.client.getUserPerpOrders({ userId: user.userId })).orders;
  expect(afterFirst).toHaveLength(1);
  expect(afterFirst[0]).toMatchObject({ type: 'limit', isBid: true, status: 'open', size: String(SIZE) });
  expect(parseDecimal(afterFirst[0]!.price, PRICE_DECIMALS)).toBe(price * BTC_TICK);
  // the same request again (a retry after the lost connection) is refused: its nonce was durable with the order
  expect(await resend(limitRequest!)).toBe(401);
  expect((await user.client.getUserPerpOrders({ userId: user.userId })).orders).toHaveLength(1);
  // the screen's open orders are the server's: one row under the header, at that price
  await page.getByRole('tab', { name: /Open orders/ }).click();
  const orders = page.getByRole('grid', { name: 'Open orders' });
  await expect(orders.getByRole('row')).toHaveCount(2);
  await expect(orders.getByText(formatPrice(price * BTC_TICK, BTC_TICK))).toBeVisible();

  // 2. A market buy of 0.01 BTC: the exchange commits it and is killed before its answer reaches the page.
  await page.unroute(`${NETWORKS.local.exchange}/api/placeLimitOrder`);
  let marketRequest: Request | undefined;
  let secondKill = 0;
  await page.route(`${NETWORKS.local.exchange}/api/placePerpMarketOrder`, async (route: Route) => {
    marketRequest = route.request();
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    secondKill = killExchange();
    await route.abort('connectionreset');
  });
  await recordFooter(page);
  await form.getByRole('radio', { name: 'Market', exact: true }).click();
  await form.getByRole('textbox', { name: 'Size' }).fill('0.01');
  await form.getByRole('button', { name: 'Buy BTC-PERP' }).click();
  await expect.poll(() => secondKill, { timeout: 15_000 }).toBeGreaterThan(0);
  await waitForRestart(secondKill);
  await expectFooterRecovered(page);
  expect(await resend(marketRequest!)).toBe(401);

  // the exchange holds both orders once each: the limit still open, the market one filled up to 0.01 BTC
  const all = (await user.client.getUserPerpOrders({ userId: user.userId })).orders;
  expect(all).toHaveLength(2);
  const market = all.find((o) => o.type === 'market')!;
  expect(market).toMatchObject({ isBid: true, size: String(SIZE) });
  expect(all.find((o) => o.type === 'limit')).toMatchObject({ status: 'open', sizeLeft: String(SIZE) });
  const { userData } = await user.client.getUserData({ userId: user.userId });
  const position = BigInt(userData.perpPositions['BTC-PERP']?.size ?? '0');
  // what filled of the market buy is the position (the resting bid at 95 % of the touch cannot have filled)
  expect(position).toBe(SIZE - BigInt(market.sizeLeft));
  expect(position > 0n && position <= SIZE).toBe(true);
  // the screen shows the server's position and still the one open order
  await page.getByRole('tab', { name: /Positions/ }).click();
  const text = `${formatSize(position, 8, BTC_LOT, { signDisplay: 'exceptZero' })} BTC`;
  await expect(page.getByRole('grid', { name: 'Open positions' }).getByText(text)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('tab', { name: /Open orders/ }).click();
  await expect(orders.getByRole('row')).toHaveCount(2);
});
