/**
 * The trading screen against the local network: a live book and trades, market switching, a limit order placed,
 * seen in the book and open orders, then cancelled; a market order opening a position drawn on the chart; a limit
 * close of half and a market close of the rest; and the local network killed and restarted mid-session, after
 * which the screen shows the server's state again.
 */
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './harness/test.ts';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { formatPrice, formatSize } from '#lib/domain/format.ts';
import { START_PID_FILE } from '#scripts/start-pid.ts';
import type { ExchangeClient } from '#lib/api/http-client.ts';
import { signIn } from './harness/signed-in.ts';

const BTC_TICK = 1_000_000_000n;
const BTC_LOT = 10_000n;

/** The book's rows of one side, best first, as the page labels them ("Ask 97,033, size 0.0039, total 0.0188"). */
async function bookRows(page: Page, side: 'Ask' | 'Bid'): Promise<string[]> {
  const labels = await page
    .getByRole('option', { name: new RegExp(`^${side} `) })
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  const rows = labels.map((label) => label.replace(/, your order$/, ''));
  // asks are laid out worst first (the best sits next to the spread row)
  return side === 'Ask' ? rows.reverse() : rows;
}

/** The first `n` levels of the exchange's book, labelled the way the page labels its rows. */
async function snapshotRows(client: ExchangeClient, n: number): Promise<{ asks: string[]; bids: string[] }> {
  const { data } = await client.getPerpOrderBookData({ market: 'BTC-PERP' });
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

/** The best bid on the exchange now (USD x 10^9). */
async function bestBid(client: ExchangeClient): Promise<bigint> {
  const { data } = await client.getPerpOrderBookData({ market: 'BTC-PERP', depth: 1 });
  return parseDecimal(data.bids[0]!.price, PRICE_DECIMALS);
}

/**
 * Rests an order of `units` (base units) for the maker account just inside the touch (an ask one tick over the best
 * bid, a bid one tick under the best ask), so the flow's next market or crossing order fills whole whatever the
 * simulated market makers show at that instant: their requotes thin the book for a moment (seen on CI: a market
 * buy of 0.01 filled 0.0064). Resolves the quote's price in ticks.
 */
async function quoteAtTouch(
  client: ExchangeClient,
  makerId: string,
  side: 'Bid' | 'Ask',
  units: bigint,
): Promise<bigint> {
  const { data } = await client.getPerpOrderBookData({ market: 'BTC-PERP', depth: 1 });
  const bid = parseDecimal(data.bids[0]!.price, PRICE_DECIMALS) / BTC_TICK;
  const ask = parseDecimal(data.asks[0]!.price, PRICE_DECIMALS) / BTC_TICK;
  const price = side === 'Ask' ? bid + 1n : ask - 1n;
  await client.placeLimitOrder({
    userId: makerId,
    market: 'BTC-PERP',
    side,
    price: String(price),
    size: String(units),
  });
  return price;
}

/** The account's BTC-PERP position as the positions table writes it ("+0.0050 BTC"). */
async function serverPositionText(client: ExchangeClient, userId: string): Promise<string> {
  const { userData } = await client.getUserData({ userId });
  const size = BigInt(userData.perpPositions['BTC-PERP']?.size ?? '0');
  return `${formatSize(size, 8, BTC_LOT, { signDisplay: 'exceptZero' })} BTC`;
}

test('book and trades are live, and switching market resubscribes both', async ({ page }) => {
  await page.goto('/futures/BTC-PERP');
  await expect(page.getByRole('option', { name: /^Ask / }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('option', { name: /^Bid / }).first()).toBeVisible();
  await expect(page.getByText('Size (BTC)').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Trades' }).click();
  await expect(page.getByRole('region', { name: 'Recent trades' }).getByRole('row').nth(1)).toBeVisible({
    timeout: 20_000,
  });

  await page.getByRole('button', { name: /Choose a market/ }).click();
  await page.getByRole('option', { name: /ETH-PERP/ }).click();
  await expect(page).toHaveURL(/\/futures\/ETH-PERP$/);
  await page.getByRole('tab', { name: 'Book' }).click();
  await expect(page.getByText('Size (ETH)').first()).toBeVisible();
  await expect(page.getByRole('option', { name: /^Ask / }).first()).toBeVisible({ timeout: 15_000 });
});

test('on a phone the chart and the account tabs come once the market is live, and Sell opens the order form in a sheet', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/futures/BTC-PERP');
  // the chart's and the tables' code load after the book is live: both arrive without any action
  await expect(page.locator('.tv-lightweight-charts')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Connect a wallet to see your positions and orders.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sell / Short' }).click();
  const sheet = page.getByRole('dialog', { name: 'Place an order' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('radio', { name: /Sell/ })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await page.getByRole('button', { name: 'Buy / Long' }).click();
  await expect(page.getByRole('dialog', { name: 'Place an order' }).getByRole('radio', { name: /Buy/ })).toBeChecked();
});

test('/futures goes to the first market, then to the one traded last', async ({ page }) => {
  await page.goto('/futures');
  await expect(page).toHaveURL(/\/futures\/BTC-PERP$/);
  await page.goto('/futures/SOL-PERP');
  await expect(page.getByRole('button', { name: /Choose a market: SOL-PERP/ })).toBeVisible();
  await page.goto('/futures');
  await expect(page).toHaveURL(/\/futures\/SOL-PERP$/);
});

test('an unknown market shows the not-found state with the market list', async ({ page }) => {
  await page.goto('/futures/NOPE-PERP');
  await expect(page.getByRole('heading', { name: 'Market not found' })).toBeVisible();
  await page.getByRole('link', { name: /BTC-PERP/ }).click();
  await expect(page).toHaveURL(/\/futures\/BTC-PERP$/);
});

test('the star puts the market on the header favourites ticker, kept over a reload, and takes it off again', async ({
  page,
}) => {
  await signIn(page, { wallet: 'aptos', path: '/futures/ETH-PERP' });
  const star = page.getByRole('button', { name: 'Favourite ETH-PERP' });
  const ticker = page.getByRole('banner').getByRole('region', { name: 'Favourite markets' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await expect(ticker).toHaveCount(0);
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(ticker).toContainText('ETH-PERP');
  await page.reload();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(ticker).toContainText('ETH-PERP');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await expect(ticker).toHaveCount(0);
});

test('limit order placed, seen and cancelled; market order to a position on the chart; limit-close half, market-close the rest', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const signed = await signIn(page, { wallet: 'aptos', funded: true, path: '/futures/BTC-PERP' });
  await expect(page.getByRole('option', { name: /^Bid / }).first()).toBeVisible({ timeout: 15_000 });
  const form = page.getByRole('form', { name: 'Place an order' });

  // pressing a book level fills its exact price (tick decimals, no grouping, never an exponent)
  // (read and pressed in one step in the page: the ladder moves between two Playwright calls)
  const levelPrice = await page
    .getByRole('option', { name: /^Bid / })
    .first()
    .evaluate((el: HTMLElement) => {
      el.click();
      return /^Bid ([\d,]+),/.exec(el.getAttribute('aria-label') ?? '')![1]!.replaceAll(',', '');
    });
  expect(levelPrice).toMatch(/^\d+$/);
  await expect(form.getByRole('textbox', { name: 'Price' })).toHaveValue(levelPrice);

  // grouped by 100 ticks, the level of a bid 40 ticks under the touch stays among the rows shown however the
  // simulated index drifts meanwhile (ungrouped, a $100 drift pushed it below the five rows a 800 px window shows)
  await page.getByRole('button', { name: /Price grouping/ }).click();
  await page.getByRole('option', { name: '100', exact: true }).click();

  // a resting bid well under the touch
  const price = (await bestBid(signed.client)) / BTC_TICK - 40n;
  await form.getByRole('textbox', { name: 'Price' }).fill(String(price));
  await form.getByRole('textbox', { name: 'Size' }).fill('0.01');
  await expect(form.getByText('Margin required')).toBeVisible();
  await form.getByRole('button', { name: 'Buy BTC-PERP' }).click();
  await expect(page.getByText('Order placed')).toBeVisible();
  await expect(page.getByText(`Buy 0.0100 BTC at ${formatPrice(price * BTC_TICK, BTC_TICK)}`)).toBeVisible();
  // the price stays for the next order, the size clears, and nothing is marked before the trader acts
  await expect(form.getByRole('textbox', { name: 'Price' })).toHaveValue(String(price));
  await expect(form.getByRole('textbox', { name: 'Size' })).toHaveValue('');
  await expect(form.getByText('Enter a size')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Size' })).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('tab', { name: /Open orders/ }).click();
  const orders = page.getByRole('grid', { name: 'Open orders' });
  await expect(orders.getByRole('row')).toHaveCount(2);
  await expect(orders.getByText(formatPrice(price * BTC_TICK, BTC_TICK))).toBeVisible();
  await expect(page.getByRole('option', { name: /, your order$/ })).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Price lines on the chart' })).toContainText('Buy');
  await orders.getByRole('button', { name: /^Cancel order/ }).click();
  await expect(page.getByText('Order canceled')).toBeVisible();
  await expect(orders.getByText('No open orders.')).toBeVisible();
  await expect(page.getByRole('option', { name: /, your order$/ })).toHaveCount(0);
  // The simulated index can drift 40 ticks within these seconds, and the market makers' asks then fill part of the
  // resting bid before the cancel (seen once in CI: the position below read +0.0128). Such a fill is flattened
  // through the API, so the flow below starts flat and its sizes are exact.
  const stray = BigInt(
    (await signed.client.getUserData({ userId: signed.userId })).userData.perpPositions['BTC-PERP']?.size ?? '0',
  );
  if (stray > 0n) {
    await signed.client.placePerpMarketOrder({
      userId: signed.userId,
      market: 'BTC-PERP',
      side: 'Ask',
      price: String(((await bestBid(signed.client)) * 95n) / 100n / BTC_TICK),
      size: String(stray),
      reduceOnly: true,
    });
  }

  // a sub-account of the same wallet provides the liquidity the sizes below need
  const { tokens } = await signed.client.getConfig();
  const { userId: makerId } = await signed.client.addSubAccount({
    userId: signed.userId,
    name: `Maker${Date.now() % 1_000_000}`,
    tokenAddress: tokens.USDC!.contractAddress,
    amount: '2000000000',
  });

  // a limit buy priced over the best ask says it will fill at once before it is sent
  const { data: touch } = await signed.client.getPerpOrderBookData({ market: 'BTC-PERP', depth: 1 });
  const over = parseDecimal(touch.asks[0]!.price, PRICE_DECIMALS) / BTC_TICK + 500n;
  await form.getByRole('textbox', { name: 'Price' }).fill(String(over));
  await form.getByRole('textbox', { name: 'Size' }).fill('0.01');
  await expect(form.getByText(/^This price crosses the book: the order fills now as a taker/)).toBeVisible();

  // a market buy opens a long, drawn on the chart; its notice says what filled and at what average
  await quoteAtTouch(signed.client, makerId, 'Ask', 1_000_000n);
  await form.getByRole('radio', { name: 'Market', exact: true }).click();
  await form.getByRole('textbox', { name: 'Size' }).fill('0.01');
  await form.getByRole('button', { name: 'Buy BTC-PERP' }).click();
  await expect(page.getByText('Order filled')).toBeVisible();
  // The notice's average is this buy's: our maker's ask at the touch fills it unless another spec's order came in
  // front between the quote and the click, or took it first (the specs share the BTC book; seen beside the
  // advanced-orders and activity specs), so the expected average is the fresh position's entry price, the
  // exchange's own average of this buy's fills (our quote when nothing came between).
  const entry = (await signed.client.getUserData({ userId: signed.userId })).userData.perpPositions['BTC-PERP']!
    .entryPrice;
  const average = parseDecimal(entry, PRICE_DECIMALS);
  const bought = `Buy 0.0100 BTC at ${formatPrice(average, BTC_TICK)} on average`;
  await expect(page.getByText(bought)).toBeVisible();
  await page.getByRole('tab', { name: /Positions/ }).click();
  const positions = page.getByRole('grid', { name: 'Open positions' });
  await expect(positions.getByText('+0.0100 BTC')).toBeVisible();
  const lines = page.getByRole('list', { name: 'Price lines on the chart' });
  // (no liquidation line: a funded account's collateral covers this long at any positive price)
  await expect(lines).toContainText('Entry');

  // limit-close half at a price that crosses the bids
  await quoteAtTouch(signed.client, makerId, 'Bid', 500_000n);
  await positions.getByRole('button', { name: 'Limit' }).click();
  const limitClose = page.getByRole('dialog', { name: 'Limit close BTC-PERP' });
  const crossing = (await bestBid(signed.client)) / BTC_TICK - 200n;
  await limitClose.getByRole('textbox', { name: 'Closing price' }).fill(String(crossing));
  await limitClose.getByRole('button', { name: 'Set to 50%' }).click();
  await expect(limitClose.getByRole('textbox', { name: 'Closing quantity' })).toHaveValue('0.005');
  await limitClose.getByRole('button', { name: 'Confirm' }).click();
  await expect(limitClose).toBeHidden();
  // priced through the bids, it filled at once, and says so
  await expect(page.getByText('Position closed', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Sell 0\.0050 BTC at [\d,]+ on average$/).first()).toBeVisible();
  await expect(positions.getByText('+0.0050 BTC')).toBeVisible();

  // market-close the rest: the position and its lines go
  await quoteAtTouch(signed.client, makerId, 'Bid', 500_000n);
  await positions.getByRole('button', { name: 'Market' }).click();
  const marketClose = page.getByRole('dialog', { name: 'Market close BTC-PERP' });
  await marketClose.getByRole('button', { name: 'Confirm' }).click();
  await expect(marketClose).toBeHidden();
  await expect(positions.getByText('No open positions.')).toBeVisible();
  // Close all stays, greyed: the table under it does not move between no position and one
  await expect(page.getByRole('button', { name: 'Close all' })).toBeDisabled();
  await expect(lines).not.toContainText('Entry');
  const { userData } = await signed.client.getUserData({ userId: signed.userId });
  expect(userData.perpPositions['BTC-PERP']?.size ?? '0').toBe('0');

  // the history tabs: the cancelled limit order and the filled ones, then one row per fill the exchange holds
  await page.getByRole('tab', { name: 'Order history' }).click();
  const history = page.getByRole('grid', { name: 'Order history' });
  await expect(history.getByRole('row').filter({ hasText: 'Canceled' }).first()).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: 'Filled' }).first()).toBeVisible();
  // the market buy: its type and what it paid on average, not its protection bound
  const marketBuy = history.getByRole('row').filter({ hasText: 'Buy' }).filter({ hasText: 'Market' });
  await expect(marketBuy).toHaveCount(1);
  await expect(marketBuy).toContainText(formatPrice(average, BTC_TICK));
  await expect(marketBuy).toContainText('0.0100 / 0.0100');
  await page.getByRole('tab', { name: 'Fills' }).click();
  const fills = page.getByRole('grid', { name: 'Fills' });
  const served = await signed.client.getUserPerpFills({ userId: signed.userId });
  expect(served.fills.length).toBeGreaterThanOrEqual(3); // the buy, the limit close, the market close
  await expect(fills.getByRole('row')).toHaveCount(served.fills.length + 1); // and the header row
});

test.describe('with the local network down for a while', () => {
  test.use({
    allowedPageErrors: {
      'the exchange is killed on purpose: requests made while it restarts are refused':
        /Failed to load resource: net::ERR_CONNECTION_REFUSED/,
      "and the stream's reconnect attempts fail until it is back":
        /WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/ws' failed/,
    },
  });

  test('the local network killed and restarted mid-session: the footer reconnects and the screen shows the server state @exclusive', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const signed = await signIn(page, { wallet: 'aptos', funded: true, path: '/futures/BTC-PERP' });
    const bid = await bestBid(signed.client);
    await signed.client.placePerpMarketOrder({
      userId: signed.userId,
      market: 'BTC-PERP',
      side: 'Bid',
      price: String((bid * 105n) / 100n / BTC_TICK),
      size: '500000',
    });
    await page.getByRole('tab', { name: /Positions/ }).click();
    const positions = page.getByRole('grid', { name: 'Open positions' });
    await expect(positions.getByText(await serverPositionText(signed.client, signed.userId))).toBeVisible({
      timeout: 15_000,
    });
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Operational')).toBeVisible();

    process.kill(Number(readFileSync(START_PID_FILE, 'utf8')), 'SIGUSR2');
    await expect(footer.getByText(/Reconnecting|Offline/)).toBeVisible({ timeout: 15_000 });
    await expect(footer.getByText('Operational')).toBeVisible({ timeout: 30_000 });

    // after the restart the position changes on the server: the screen must follow it on the new connection
    const again = (await bestBid(signed.client)) / BTC_TICK - 500n;
    await signed.client.placePerpMarketOrder({
      userId: signed.userId,
      market: 'BTC-PERP',
      side: 'Ask',
      price: String(again),
      size: '200000',
      reduceOnly: true,
    });
    const after = await serverPositionText(signed.client, signed.userId);
    expect(after).not.toBe('+0.0000 BTC');
    await expect(positions.getByText(after)).toBeVisible({ timeout: 15_000 });
    // the book equals a fresh snapshot (polled: the market makers requote between the two reads)
    await expect
      .poll(
        async () => {
          const [asks, bids, fresh] = await Promise.all([
            bookRows(page, 'Ask'),
            bookRows(page, 'Bid'),
            snapshotRows(signed.client, 5),
          ]);
          return JSON.stringify({ asks: asks.slice(0, 5), bids: bids.slice(0, 5) }) === JSON.stringify(fresh);
        },
        { timeout: 20_000, intervals: [100] },
      )
      .toBe(true);
  });
});
