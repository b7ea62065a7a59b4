/**
 * The portfolio's activity pages after a scripted trading day on the local network: faucet, 120 one-lot BTC trades
 * (more fills than one page of history holds), a BTC long and an ETH short, resting orders on both markets, a
 * transfer to a sub-account and a withdrawal. Then /account/positions shows the positions with their hand-worked
 * figures, /account/orders cancels one order and then all, /account/history shows every tab and its CSV of fills
 * equals the exchange's fills row for row across pages, its Trigger orders tab shows a TP/SL and a canceled stop
 * with their CSV equal to the exchange's rows, the trade screen's Close all opens the same confirmation, and Close
 * all on /account/positions leaves no position.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './harness/test.ts';
import type { ExchangeClient } from '#lib/api/http-client.ts';
import type { Fill } from '#lib/api/contract/trading.ts';
import { formatDecimal, parseDecimal, PRICE_DECIMALS } from '#lib/domain/fixed.ts';
import { formatPrice } from '#lib/domain/format.ts';
import { signIn, type SignedIn } from './harness/signed-in.ts';
import { tableFaults } from './harness/table-layout.ts';

const USDC = 1_000_000n;
const BTC_TICK = 1_000_000_000n;
const ETH_TICK = 100_000_000n;
/** One-lot BTC trades: 60 buys and 60 sells, each at least one fill. */
const ROUND_TRIPS = 60;

/** The index price of a token now (USD x 10^9). */
async function index(client: ExchangeClient, token: string): Promise<bigint> {
  const { prices } = await client.getPriceIndexes();
  return parseDecimal(prices[token]!.price, PRICE_DECIMALS);
}

/** A market order with SPEC 7's 5 % slack around the index, rounded to the tick. */
async function marketOrder(s: SignedIn, market: string, side: 'Bid' | 'Ask', size: bigint, tick: bigint) {
  const base = market.split('-')[0]!;
  const i = await index(s.client, base);
  const bound = ((side === 'Bid' ? (i * 105n) / 100n : (i * 95n) / 100n) / tick) * tick;
  return s.client.placePerpMarketOrder({
    userId: s.userId,
    market,
    side,
    price: formatDecimal(bound, PRICE_DECIMALS),
    size: String(size),
  });
}

/** Every fill of the account, newest first, through the exchange's cursor. */
async function allFills(s: SignedIn): Promise<Fill[]> {
  const fills: Fill[] = [];
  let cursor: string | undefined;
  do {
    const page = await s.client.getUserPerpFills({ userId: s.userId, limit: 1000, cursor });
    fills.push(...page.fills);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return fills;
}

/** The cells of a position's row on /account/positions, read at one instant (the mark moves). */
async function positionCells(page: Page, market: string): Promise<string[]> {
  const row = page.getByRole('row').filter({ hasText: market });
  return row.getByRole('gridcell').or(row.getByRole('rowheader')).allInnerTexts();
}

/** Reads "$48,440.50" or "-$1.20" or "+$3.00" as USD x 10^6. */
/**
 * Exports the shown history tab's whole filtered list as CSV and reads it back: it starts with the UTF-8 BOM and
 * every record ends with CRLF; resolves the records, the header first.
 */
async function exportCsvLines(page: Page): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV of the whole filtered list' }).click(),
  ]);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines.pop()).toBe(''); // every record ends with CRLF
  return lines;
}

const usdOf = (text: string) => parseDecimal(text.replace(/[$,+]/g, ''), 6);

test.describe.serial('portfolio activity pages', () => {
  test('positions, orders, history with its CSV, and Close all after a trading day', async ({ page }) => {
    test.setTimeout(240_000);
    const s = await signIn(page, { wallet: 'aptos', funded: true, path: '/account/positions' });
    const { tokens } = await s.client.getConfig();
    const usdc = tokens.USDC!.contractAddress;
    let longOrderId = -1;
    const triggerPrices = { tp: '', sl: '', stop: '' };

    await test.step('a trading day on two markets, a transfer and a withdrawal', async () => {
      for (let i = 0; i < ROUND_TRIPS; i++) {
        await marketOrder(s, 'BTC-PERP', 'Bid', 10_000n, BTC_TICK);
        await marketOrder(s, 'BTC-PERP', 'Ask', 10_000n, BTC_TICK);
      }
      longOrderId = (await marketOrder(s, 'BTC-PERP', 'Bid', 1_000_000n, BTC_TICK)).orderId; // long 0.01 BTC
      await marketOrder(s, 'ETH-PERP', 'Ask', 10_000_000n, ETH_TICK); // short 0.1 ETH
      const btc = await index(s.client, 'BTC');
      const eth = await index(s.client, 'ETH');
      const rest = (market: string, side: 'Bid' | 'Ask', price: bigint, tick: bigint, size: bigint) =>
        s.client.placeLimitOrder({
          userId: s.userId,
          market,
          side,
          price: formatDecimal((price / tick) * tick, PRICE_DECIMALS),
          size: String(size),
        });
      await rest('BTC-PERP', 'Bid', (btc * 80n) / 100n, BTC_TICK, 10_000n);
      await rest('BTC-PERP', 'Bid', (btc * 79n) / 100n, BTC_TICK, 10_000n);
      await rest('ETH-PERP', 'Ask', (eth * 120n) / 100n, ETH_TICK, 100_000n);
      const sub = await s.client.addSubAccount({
        userId: s.userId,
        name: `${s.alias.slice(0, 20)}s`,
        tokenAddress: usdc,
      });
      await s.client.transferToUser({
        userId: s.userId,
        tokenAddress: usdc,
        amount: String(25n * USDC),
        recipient: sub.userId,
      });
      await s.client.withdraw({
        userId: s.userId,
        tokenAddress: usdc,
        amount: String(10n * USDC),
        recipient: s.address,
      });
    });

    const fills = await allFills(s);
    // more fills than one page of the export (100) and of the list
    expect(fills.length).toBeGreaterThan(2 * ROUND_TRIPS);

    await test.step('/account/positions: size, entry, value, PnL with ROE, margin, funding', async () => {
      const { userData } = await s.client.getUserData({ userId: s.userId });
      await page.goto('/account/positions');
      await expect(page.getByRole('row').filter({ hasText: 'ETH-PERP' })).toBeVisible({ timeout: 15_000 });
      // entry = cost / size: the VWAP of the fills that opened the long (the flat round trips before left no cost)
      const opening = fills.filter((f) => f.orderId === longOrderId);
      const cost = opening.reduce((sum, f) => sum + parseDecimal(f.price, PRICE_DECIMALS) * BigInt(f.size), 0n);
      const size = opening.reduce((sum, f) => sum + BigInt(f.size), 0n);
      expect(size).toBe(1_000_000n);
      expect(parseDecimal(userData.perpPositions['BTC-PERP']!.entryPrice, PRICE_DECIMALS)).toBe(cost / size);
      const cells = await positionCells(page, 'BTC-PERP');
      const [market, shownSize, value, entry, mark, pnlRoe, , margin, funding] = cells;
      expect(market).toContain('Long');
      expect(shownSize).toBe('+0.0100 BTC');
      expect(entry).toBe(formatPrice(cost / size, BTC_TICK));
      expect(funding).toBe('$0.00'); // no funding hour crossed
      // value = 0.01 x mark; margin = 2 % of it (BTC's first margin step); PnL = 0.01 x (mark - entry);
      // ROE = PnL / margin. The shown mark is rounded to the $1 tick, so each can differ by half a cent of rounding.
      const markUsd = parseDecimal(mark!.replaceAll(',', ''), PRICE_DECIMALS);
      const valueUsd = (size * markUsd) / 10n ** 11n;
      const pnlUsd = (size * (markUsd - cost / size)) / 10n ** 11n;
      const near = (shown: bigint, worked: bigint) =>
        expect(shown - worked <= 10_000n && worked - shown <= 10_000n).toBe(true);
      near(usdOf(value!), valueUsd);
      near(usdOf(margin!), (valueUsd * 2n) / 100n);
      const [pnlText] = pnlRoe!.split('\n');
      near(usdOf(pnlText!), pnlUsd);
      const eth = await positionCells(page, 'ETH-PERP');
      expect(eth[0]).toContain('Short');
      expect(eth[1]).toBe('-0.100 ETH');
      await expect(page.getByText('Positions: 2 ·', { exact: false })).toBeVisible();
    });

    await test.step('/account/orders: cancel one, then all', async () => {
      await page.goto('/account/orders');
      const grid = page.getByRole('grid', { name: 'Open orders across markets' });
      await expect(grid.getByRole('row')).toHaveCount(4, { timeout: 15_000 }); // header + 3
      const first = (await s.client.getUserPerpOrders({ userId: s.userId })).orders.find(
        (o) => o.status === 'open' && o.market === 'ETH-PERP',
      )!;
      await grid.getByRole('button', { name: `Cancel order ${first.orderId} on ETH-PERP` }).click();
      await expect(page.getByText('Order canceled')).toBeVisible();
      await expect(grid.getByRole('row')).toHaveCount(3);
      await page.getByRole('button', { name: 'Cancel all', exact: true }).click();
      await expect(page.getByText('2 orders left the book.')).toBeVisible();
      await expect(page.getByText('No open orders.')).toBeVisible();
      const open = (await s.client.getUserData({ userId: s.userId })).userData.perpPositions;
      expect(Object.values(open).flatMap((p) => [...Object.keys(p.bids), ...Object.keys(p.asks)])).toEqual([]);
    });

    await test.step('trigger orders: a TP/SL on the BTC long, an ETH stop that is then canceled', async () => {
      // hand-worked from the index I at placement, each on its market's tick: TP = 1.10 x I(BTC) and SL = 0.90 x I(BTC)
      // (a sell above / below the index, the SL far above the long's liquidation price with ~10,000 USDC behind
      // 0.01 BTC); the ETH stop buys 0.001 ETH once the mark reaches 1.10 x I(ETH) (a buy stop lies above)
      const btc = await index(s.client, 'BTC');
      const eth = await index(s.client, 'ETH');
      const tick = (value: bigint, t: bigint) => formatDecimal((value / t) * t, PRICE_DECIMALS);
      triggerPrices.tp = tick((btc * 110n) / 100n, BTC_TICK);
      triggerPrices.sl = tick((btc * 90n) / 100n, BTC_TICK);
      triggerPrices.stop = tick((eth * 110n) / 100n, ETH_TICK);
      await s.client.placeTpSl({
        userId: s.userId,
        market: 'BTC-PERP',
        takeProfit: { triggerPrice: triggerPrices.tp },
        stopLoss: { triggerPrice: triggerPrices.sl },
      });
      const { triggerId } = await s.client.placeTriggerOrder({
        userId: s.userId,
        market: 'ETH-PERP',
        side: 'Bid',
        triggerPrice: triggerPrices.stop,
        size: '100000',
      });
      const { canceled } = await s.client.cancelTriggerOrders({
        userId: s.userId,
        market: 'ETH-PERP',
        triggerIds: [triggerId],
      });
      expect(canceled).toEqual([triggerId]);
    });

    await test.step('/account/history: the Trigger orders tab and its CSV equal the exchange rows', async () => {
      const { triggers } = await s.client.getUserTriggerOrders({ userId: s.userId });
      // newest first: the stop, then the two legs (placed in one step, so in either order)
      expect(triggers[0]).toMatchObject({ kind: 'stop', status: 'canceled', closeReason: 'user' });
      expect(
        triggers
          .slice(1)
          .map((o) => `${o.kind} ${o.status}`)
          .sort(),
      ).toEqual(['stopLoss open', 'takeProfit open']);
      await page.goto('/account/history');
      await page.getByRole('tab', { name: 'Trigger orders' }).click();
      const grid = page.getByRole('grid', { name: 'Trigger orders' });
      await expect(grid.getByRole('row')).toHaveCount(4, { timeout: 15_000 }); // header + 3
      await expect(page.getByText('3 of 3 rows')).toBeVisible();
      // whole in the page at 1280 and 1024 px: at 1,131 px its Closed column was cut off and it scrolled sideways
      for (const size of [
        { width: 1024, height: 768 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(size);
        await expect.poll(async () => (await tableFaults(page)).faults, { message: `${size.width}px` }).toEqual([]);
      }
      const shown = (text: string, t: bigint) => formatPrice(parseDecimal(text, PRICE_DECIMALS), t);
      const row = (text: string) => grid.getByRole('row').filter({ hasText: text });
      await expect(row('Stop market')).toContainText(
        new RegExp(
          `ETH-PERP.*Buy.*Mark ≥ ${shown(triggerPrices.stop, ETH_TICK)}.*Market.*0\\.001 ETH.*Canceled \\(by you\\)`,
        ),
      );
      await expect(row('Take profit')).toContainText(
        new RegExp(`BTC-PERP.*Sell.*Mark ≥ ${shown(triggerPrices.tp, BTC_TICK)}.*Market.*Whole position.*Pending`),
      );
      await expect(row('Stop loss')).toContainText(
        new RegExp(`BTC-PERP.*Sell.*Mark ≤ ${shown(triggerPrices.sl, BTC_TICK)}.*Market.*Whole position.*Pending`),
      );
      // the market filter reaches the exchange: ETH-PERP leaves the canceled stop only
      await page.locator('.history-filter-market').getByRole('button').click();
      await page.getByRole('option', { name: 'ETH-PERP' }).click();
      await expect(grid.getByRole('row')).toHaveCount(2);
      await expect(page.getByText('1 of 1 rows')).toBeVisible();
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect(grid.getByRole('row')).toHaveCount(4);

      const lines = await exportCsvLines(page);
      expect(lines[0]).toBe(
        '"Time (UTC, ISO 8601)",Market,Type,Side,Fires when mark is,Trigger price (USD),"Limit price (USD, empty: market)","Size (base token, empty: whole position)",Base token,Reduce only,Status,Cancel reason,"Closed (UTC, ISO 8601)",Trigger ID,Order placed ID',
      );
      const type = { stop: 'stop market', takeProfit: 'take profit', stopLoss: 'stop loss' } as const;
      const expected = triggers.map((o) =>
        [
          new Date(o.timestamp).toISOString(),
          o.market,
          type[o.kind],
          o.isBid ? 'buy' : 'sell',
          o.condition === 'above' ? 'at or above' : 'at or below',
          o.triggerPrice,
          o.limitPrice ?? '',
          o.size === null ? '' : formatDecimal(BigInt(o.size), 8),
          o.market === 'BTC-PERP' ? 'BTC' : 'ETH',
          o.reduceOnly ? 'yes' : 'no',
          o.status === 'open' ? 'pending' : o.status,
          o.status === 'canceled' ? (o.closeReason ?? '') : '',
          o.closedAt === null ? '' : new Date(o.closedAt).toISOString(),
          String(o.triggerId),
          o.orderId === null ? '' : String(o.orderId),
        ].join(','),
      );
      expect(lines.slice(1)).toEqual(expected);
      // the rows as hand-worked: the stop's 0.001 ETH, the legs on the whole position, reduce-only
      expect(lines[1]).toContain(`,buy,at or above,${triggerPrices.stop},,0.001,ETH,no,canceled,user,`);
      expect(lines.slice(2).some((l) => l.includes(`,sell,at or below,${triggerPrices.sl},,,BTC,yes,pending,,,`))).toBe(
        true,
      );
      expect(lines.slice(2).some((l) => l.includes(`,sell,at or above,${triggerPrices.tp},,,BTC,yes,pending,,,`))).toBe(
        true,
      );
    });

    await test.step('/account/history: tabs, the first page of fills, transfers and withdrawals', async () => {
      await page.goto('/account/history');
      await expect(page.getByRole('tab')).toHaveText([
        'Fills',
        'Orders',
        'Trigger orders',
        'Transfers',
        'Deposits',
        'Withdrawals',
        'Funding',
      ]);
      await expect(page.getByText(`100 of ${fills.length} rows`)).toBeVisible({ timeout: 15_000 });
      await page.getByRole('tab', { name: 'Transfers' }).click();
      await expect(page.getByText(/^-25(\.0+)? USDC$/)).toBeVisible();
      await page.getByRole('tab', { name: 'Withdrawals' }).click();
      await expect(page.getByRole('grid', { name: 'Withdrawals' }).getByRole('row')).toHaveCount(2);
      await expect(page.getByText(/^10(\.0+)? USDC$/).first()).toBeVisible();
      await page.getByRole('tab', { name: 'Fills' }).click();
      await expect(page.getByText(`100 of ${fills.length} rows`)).toBeVisible();
    });

    await test.step('the CSV of fills equals the exchange fills row for row, across pages', async () => {
      const lines = await exportCsvLines(page);
      expect(lines[0]).toBe(
        '"Time (UTC, ISO 8601)",Market,Side,Liquidity,Price (USD),Size (base token),Base token,Fee (USDC),Realized PnL (USDC),Trade ID,Order ID',
      );
      // the fills as of the download (none was added since: the account only traded through this script)
      const expected = fills.map((f) =>
        [
          new Date(f.timestamp).toISOString(),
          f.market,
          f.isBid ? 'buy' : 'sell',
          f.isMaker ? 'maker' : 'taker',
          f.price,
          formatDecimal(BigInt(f.size), 8),
          f.market === 'BTC-PERP' ? 'BTC' : 'ETH',
          formatDecimal(BigInt(f.fee), 6),
          formatDecimal(BigInt(f.realizedPnl), 6),
          String(f.tradeId),
          String(f.orderId),
        ].join(','),
      );
      expect(lines.slice(1)).toEqual(expected);
      expect(expected.length).toBeGreaterThan(100);
    });

    await test.step("the trade screen's Close all opens the same confirmation", async () => {
      await page.goto('/futures/BTC-PERP');
      await page.getByRole('tab', { name: /Positions/ }).click();
      await page.getByRole('button', { name: 'Close all' }).click();
      const dialog = page.getByRole('dialog', { name: 'Close all positions' });
      await expect(dialog.getByRole('table', { name: 'Positions to close' }).getByRole('row')).toHaveCount(3);
      await expect(dialog.getByText('Sell 0.0100 BTC')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });

    await test.step('Close all on /account/positions leaves no position', async () => {
      await page.goto('/account/positions');
      await page.getByRole('button', { name: 'Close all' }).click();
      const dialog = page.getByRole('dialog', { name: 'Close all positions' });
      await expect(dialog.getByText('Sell 0.0100 BTC')).toBeVisible();
      await expect(dialog.getByText('Buy 0.100 ETH')).toBeVisible();
      await dialog.getByRole('button', { name: 'Close 2 positions' }).click();
      await expect(page.getByText('No open positions.')).toBeVisible({ timeout: 15_000 });
      const { userData } = await s.client.getUserData({ userId: s.userId });
      expect(Object.values(userData.perpPositions).filter((p) => p.size !== '0')).toEqual([]);
    });
  });
});
