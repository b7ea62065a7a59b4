/**
 * Faults on the local network (issue 26), each checked against the server's own state:
 * - the stream through a small proxy in the page (Playwright's routeWebSocket between the page and the exchange):
 *   a sequence gap carrying a ghost level, messages delayed by seconds, the connection dropped and refused for a
 *   while; the book resyncs to the exchange's snapshot, the ghost level does not survive, and the footer says
 *   Reconnecting then Operational;
 * - a deposit whose chain transaction fails (the wallet holds the token but no APT for gas): the user sees "Deposit
 *   token failed, Please try again" and nothing is credited, on the exchange or taken from the wallet;
 * - an order whose answer is lost as the network goes down (the exchange committed it, the page never heard), then
 *   the network restarted: the acknowledged order is kept, no retry doubled it, the screen shows the server's state.
 * The wallet popup closed and blocked: tests/e2e/wallet-popup.spec.ts.
 */
import { readFileSync } from 'node:fs';
import type { Page, WebSocketRoute } from '@playwright/test';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { createAptos, getAccountCoins } from '#lib/chain/aptos-client.ts';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { formatPrice, formatSize } from '#lib/domain/format.ts';
import { NETWORKS } from '#lib/network/origins.ts';
import { START_PID_FILE } from '#scripts/start-pid.ts';
import { signIn } from './harness/signed-in.ts';
import { expect, test } from './harness/test.ts';

const BTC_TICK = 1_000_000_000n;
const BTC_LOT = 10_000n;
const exchange = new ExchangeClient({ baseUrl: NETWORKS.local.exchange });

/** Counted fault cases, printed at the end. */
const cases: string[] = [];
test.afterAll(() => console.log(`faults: ${cases.length} cases passed (${cases.join('; ')})`));

/** The book's rows of one side, best first, as the page labels them ("Ask 97,033, size 0.0039, total 0.0188"). */
async function bookRows(page: Page, side: 'Ask' | 'Bid'): Promise<string[]> {
  const labels = await page
    .getByRole('option', { name: new RegExp(`^${side} `) })
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  const rows = labels.map((label) => label.replace(/, your order$/, ''));
  return side === 'Ask' ? rows.reverse() : rows;
}

/** The first `n` levels of the exchange's book, labelled the way the page labels its rows. */
async function snapshotRows(n: number): Promise<{ asks: string[]; bids: string[] }> {
  const { data } = await exchange.getPerpOrderBookData({ market: 'BTC-PERP' });
  const label = (side: 'Ask' | 'Bid', levels: { price: string; size: string }[]) => {
    let total = 0n;
    return levels.slice(0, n).map((level) => {
      total += BigInt(level.size);
      const price = formatPrice(parseDecimal(level.price, PRICE_DECIMALS), BTC_TICK);
      const size = formatSize(BigInt(level.size), 8, BTC_LOT);
      return `${side} ${price}, size ${size}, total ${formatSize(total, 8, BTC_LOT)}`;
    });
  };
  return { asks: label('Ask', data.asks), bids: label('Bid', data.bids) };
}

/** Polls until the page's top five levels a side equal a fresh snapshot (the market makers requote meanwhile). */
async function expectBookEqualsServer(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const [asks, bids, fresh] = await Promise.all([bookRows(page, 'Ask'), bookRows(page, 'Bid'), snapshotRows(5)]);
        return JSON.stringify({ asks: asks.slice(0, 5), bids: bids.slice(0, 5) }) === JSON.stringify(fresh);
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(true);
}

test.describe('the stream through a proxy', () => {
  test.use({
    allowedPageErrors: {
      'the proxy drops and refuses the stream on purpose':
        /WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/ws' failed/,
    },
  });

  test('a gap with a ghost level, seconds of delay, and a drop: the book resyncs, the footer recovers', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    /** The proxy: holds the server's messages while `holding`, refuses `refuse` connections, counts book events. */
    const proxy = {
      holding: false,
      held: [] as { ws: WebSocketRoute; text: string }[],
      refuse: 0,
      lastSeq: 0,
      bookEvents: 0,
    };
    let route: WebSocketRoute | undefined;
    await page.routeWebSocket(NETWORKS.local.exchangeWs, (ws) => {
      if (proxy.refuse > 0) {
        proxy.refuse--;
        return void ws.close({ code: 1011, reason: 'proxy refuses' });
      }
      route = ws;
      const server = ws.connectToServer();
      server.onMessage((message) => {
        const text = String(message);
        const seq = /^\{"type":"event","channel":"market:BTC-PERP","seq":(\d+)/.exec(text)?.[1];
        if (seq !== undefined) ((proxy.lastSeq = Number(seq)), proxy.bookEvents++);
        // held messages go back to the connection they came for (the page may have replaced it meanwhile)
        if (proxy.holding) proxy.held.push({ ws, text });
        else ws.send(text);
      });
      ws.onMessage((message) => server.send(message));
    });
    await page.goto('/futures/BTC-PERP');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Operational')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('option', { name: /^Ask / }).first()).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => proxy.bookEvents, { timeout: 15_000 }).toBeGreaterThan(2);

    // 1. a gap: an event five numbers ahead, carrying a bid level the exchange never had (size 123.45 BTC)
    const { data } = await exchange.getPerpOrderBookData({ market: 'BTC-PERP', depth: 1 });
    const ghost = {
      type: 'event',
      channel: 'market:BTC-PERP',
      seq: proxy.lastSeq + 5,
      event: {
        type: 'OrderbookUpdate',
        market: 'BTC-PERP',
        asksUpdates: [],
        bidsUpdates: [{ price: data.bids[0]!.price, size: '12345000000' }],
      },
    };
    route!.send(JSON.stringify(ghost));
    await expectBookEqualsServer(page);
    await expect(page.getByRole('option', { name: /size 123\.45/ })).toHaveCount(0);
    cases.push('sequence gap with a ghost level: resynced, ghost gone');

    // 2. seconds of delay: the server's messages held for 3 s, then delivered in order
    proxy.holding = true;
    const heldFrom = Date.now();
    await expect.poll(() => Date.now() - heldFrom, { intervals: [250] }).toBeGreaterThan(3_000);
    proxy.holding = false;
    expect(proxy.held.length).toBeGreaterThan(0);
    for (const { ws, text } of proxy.held.splice(0)) ws.send(text);
    await expectBookEqualsServer(page);
    cases.push('messages delayed 3 s: book equals the server');

    // 3. dropped, and the next two connections refused: Reconnecting, then Operational and the server's book
    proxy.refuse = 2;
    await route!.close({ code: 1006, reason: 'proxy drops' });
    await expect(footer.getByText('Reconnecting')).toBeVisible({ timeout: 15_000 });
    await expect(footer.getByText('Operational')).toBeVisible({ timeout: 30_000 });
    expect(proxy.refuse).toBe(0);
    await expectBookEqualsServer(page);
    cases.push('dropped and refused twice: Reconnecting, Operational, book equals the server');
  });
});

test.describe('a deposit', () => {
  test.use({
    allowedPageErrors: {
      'the chain refuses the deposit transaction on purpose': /status of 400 \(Bad Request\)$/,
    },
  });

  test('whose chain transaction fails: "Deposit token failed, Please try again", nothing credited', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const user = await signIn(page, { wallet: 'aptos' });
    // the wallet holds the test tokens but no APT: its deposit transaction cannot pay its gas on the chain
    const minted = await fetch(`${NETWORKS.local.faucet}/test-tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: user.address }),
    });
    expect(minted.status).toBe(200);
    const aptos = createAptos('local');
    const walletUsdc = async () =>
      (await getAccountCoins(aptos, user.address))
        .filter((c) => c.metadata.symbol === 'USDC')
        .reduce((sum, c) => sum + c.amount, 0n);
    const before = await walletUsdc();
    expect(before).toBeGreaterThan(0n);

    await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
    const deposit = page.getByRole('dialog', { name: 'Deposit' });
    await deposit.getByRole('button', { name: /^Wallet/ }).click();
    await deposit.getByRole('button', { name: /Token/ }).click();
    await page.getByRole('option', { name: /^USDC/ }).click();
    await deposit.getByRole('textbox', { name: 'Amount' }).fill('100');
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByText('Deposit token failed')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Please try again')).toBeVisible();

    const [{ userData }, config] = await Promise.all([
      user.client.getUserData({ userId: user.userId }),
      user.client.getConfig(),
    ]);
    expect(userData.tokenBalances[config.tokens.USDC!.contractAddress] ?? '0').toBe('0');
    const { deposits } = await user.client.getUserHistoricalDeposits({ userId: user.userId });
    expect(deposits).toEqual([]);
    expect(await walletUsdc()).toBe(before);
    cases.push('deposit transaction failing on chain: toast, nothing credited, wallet untouched');
  });
});

test.describe('an order across a network restart', () => {
  test.use({
    allowedPageErrors: {
      'the order answer is cut on purpose': /Failed to load resource|ERR_FAILED|net::/,
      'the network restarts on purpose': /WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/ws' failed/,
    },
  });

  test('@exclusive the answer to an order lost as the network goes down: kept once, shown from the server', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const user = await signIn(page, { wallet: 'aptos', funded: true, path: '/futures/BTC-PERP' });
    // the order reaches the exchange and is committed; its answer never reaches the page, and the network goes down
    let committed = 0;
    await page.route(`${NETWORKS.local.exchange}/api/placePerpMarketOrder`, async (route) => {
      const response = await route.fetch();
      if (response.ok()) committed++;
      process.kill(Number(readFileSync(START_PID_FILE, 'utf8')), 'SIGUSR2');
      await route.abort('connectionreset');
    });
    const form = page.getByRole('form', { name: 'Place an order' });
    await form.getByRole('radio', { name: 'Market', exact: true }).click();
    await form.getByRole('textbox', { name: 'Size' }).fill('0.01');
    await form.getByRole('button', { name: 'Buy BTC-PERP' }).click();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/Reconnecting|Offline/)).toBeVisible({ timeout: 15_000 });
    await expect(footer.getByText('Operational')).toBeVisible({ timeout: 30_000 });
    expect(committed).toBe(1);
    // the exchange kept the one order it acknowledged, and nothing sent it again after the lost answer
    const { orders } = await user.client.getUserPerpOrders({ userId: user.userId });
    expect(orders).toHaveLength(1);
    const { userData } = await user.client.getUserData({ userId: user.userId });
    const size = BigInt(userData.perpPositions['BTC-PERP']?.size ?? '0');
    // a market buy of 0.01 BTC (1,000,000 base units) fills up to that against the asks at the time
    expect(size > 0n && size <= 1_000_000n).toBe(true);
    // the screen shows the server's position
    await page.getByRole('tab', { name: /Positions/ }).click();
    const text = `${formatSize(size, 8, BTC_LOT, { signDisplay: 'exceptZero' })} BTC`;
    await expect(page.getByRole('grid', { name: 'Open positions' }).getByText(text)).toBeVisible({
      timeout: 15_000,
    });
    cases.push('order answer lost across a restart: one order kept, screen shows the server');
  });
});
