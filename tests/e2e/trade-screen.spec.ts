/**
 * The trade screen as a page: a signed-in load hydrates the server render without an error; the screen is a
 * fixed-height shell whose panels scroll inside (no document scroll from 1024 px up, nothing wider than the viewport
 * at any width); and on a phone the account's lists are cards and the order sheet shows the touch of the book.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './harness/test.ts';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { formatPrice } from '#lib/domain/format.ts';
import { formatDecimal } from '#lib/domain/fixed.ts';
import { layoutFaults } from './harness/layout.ts';
import { signIn } from './harness/signed-in.ts';
import { tableFaults } from './harness/table-layout.ts';

const BTC_TICK = 1_000_000_000n;

test('a signed-in load of /futures/BTC-PERP hydrates without a console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, { wallet: 'aptos', path: '/futures/BTC-PERP' });
  await page.reload();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('option', { name: /^Ask / }).first()).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});

/** Each bottom tab's grid, by its tab. */
const GRIDS: Record<string, string> = {
  Funding: 'Funding',
  Fills: 'Fills',
  'Order history': 'Order history',
  'Trigger orders': 'Trigger orders',
  'Open orders': 'Open orders',
  Positions: 'Open positions',
};

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

test('with twenty fills, a TP/SL and open orders in the tables the trade screen never scrolls the document, nothing is wider than the viewport, and every bottom table fits its panel', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const signed = await signIn(page, { wallet: 'aptos', funded: true, path: '/futures/BTC-PERP' });
  // eleven buys and nine sells of 0.0001 BTC: at least twenty fills and a long of 0.0002 BTC
  for (let i = 0; i < 20; i++) {
    const { data } = await signed.client.getPerpOrderBookData({ market: 'BTC-PERP', depth: 1 });
    const buy = i % 2 === 0 || i === 19;
    const touch = parseDecimal((buy ? data.asks : data.bids)[0]!.price, PRICE_DECIMALS) / BTC_TICK;
    await signed.client.placePerpMarketOrder({
      userId: signed.userId,
      market: 'BTC-PERP',
      side: buy ? 'Bid' : 'Ask',
      price: String(buy ? (touch * 105n) / 100n : (touch * 95n) / 100n),
      size: '10000',
    });
  }
  const { data } = await signed.client.getPerpOrderBookData({ market: 'BTC-PERP', depth: 1 });
  const farBid = ((parseDecimal(data.bids[0]!.price, PRICE_DECIMALS) / BTC_TICK) * 90n) / 100n;
  await signed.client.placeLimitOrder({
    userId: signed.userId,
    market: 'BTC-PERP',
    side: 'Bid',
    price: String(farBid),
    size: '10000',
  });
  // a take profit 10 % above the bid and a stop loss 10 % under it, on the tick: two trigger rows in Open orders
  const onTick = (percent: bigint) => formatDecimal(((farBid * percent) / 90n) * BTC_TICK, PRICE_DECIMALS);
  await signed.client.placeTpSl({
    userId: signed.userId,
    market: 'BTC-PERP',
    takeProfit: { triggerPrice: onTick(110n) },
    stopLoss: { triggerPrice: onTick(90n) },
  });
  const served = await signed.client.getUserPerpFills({ userId: signed.userId });
  expect(served.fills.length).toBeGreaterThanOrEqual(20);

  for (const size of SIZES) {
    await test.step(`${size.width}x${size.height}`, async () => {
      await page.setViewportSize(size);
      await page.reload();
      // (a phone shows the chart first, the book behind its tab)
      const live =
        size.width >= 1024
          ? page.getByRole('option', { name: /^Bid / }).first()
          : page.locator('.tv-lightweight-charts');
      await expect(live).toBeVisible({ timeout: 15_000 });
      if (size.width >= 1024) {
        // the submit in view at the order panel's foot without scrolling it (at 1440x900 it sat under the fold)
        const submit = page.getByRole('form', { name: 'Place an order' }).getByRole('button', { name: 'Buy BTC-PERP' });
        await expect(submit).toBeInViewport({ ratio: 1 });
      }
      for (const tab of ['Funding', 'Fills', 'Order history', 'Trigger orders', 'Open orders', 'Positions']) {
        if (tab === 'Trigger orders') {
          await page.getByRole('tab', { name: /^Order history/ }).click();
          await page.getByRole('radio', { name: 'Trigger orders' }).click();
          await expect(page.getByRole('grid', { name: 'Trigger orders' }).getByRole('row')).toHaveCount(3);
        } else await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
        if (tab === 'Fills') {
          const rows = page.getByRole('grid', { name: 'Fills' }).getByRole('row');
          await expect(rows).toHaveCount(served.fills.length + 1, { timeout: 15_000 });
        }
        if (tab === 'Open orders') {
          // one date-time format, with its zone, as on the activity pages (it read "11/27/26, 16:19:35")
          const row = page.getByRole('grid', { name: 'Open orders' }).getByRole('row').nth(1);
          await expect(row).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
          // the far bid and the TP/SL's two legs, under the header
          await expect(page.getByRole('grid', { name: 'Open orders' }).getByRole('row')).toHaveCount(4);
        }
        if (tab === 'Positions')
          await expect(page.getByRole('grid', { name: 'Open positions' }).getByRole('row')).toHaveCount(2);
        // twenty market orders and the far bid, under the header
        if (tab === 'Order history')
          await expect(page.getByRole('grid', { name: 'Order history' }).getByRole('row')).toHaveCount(22);
        const grid = page.getByRole('grid', { name: GRIDS[tab] });
        await expect(grid).toBeVisible({ timeout: 15_000 });
        await expect(page.locator('.account-tabs [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
        // each bottom table whole in its panel: no sideways scroll, no figure under the pinned Close / Cancel, no
        // cell's text wider than its cell (at 1024 px PnL sat off to the right and prices slid under Close)
        const tables = await tableFaults(page);
        expect(tables.grids, `${tab} at ${size.width}px`).toContain(GRIDS[tab]);
        expect(tables.faults, `${tab} at ${size.width}px`).toEqual([]);
        const faults = await layoutFaults(page);
        expect(faults.wide, `${tab} at ${size.width}px`).toEqual([]);
        expect(faults.scrollX, `${tab} at ${size.width}px`).toBe(0);
        if (size.width < 1024) {
          // every account tab whole inside the strip: at 390 px "Funding" was cut at the screen's edge
          const tabs = page.getByRole('tablist', { name: 'Your account' });
          const cut = await tabs.evaluate((list) => {
            const box = list.getBoundingClientRect();
            return [...list.querySelectorAll('[role="tab"]')]
              .filter((tab) => {
                const r = tab.getBoundingClientRect();
                return r.left < box.left - 0.5 || r.right > box.right + 0.5;
              })
              .map((tab) => tab.textContent);
          });
          expect(cut, `account tabs at ${size.width}px`).toEqual([]);
          await expect(tabs.getByRole('tab')).toHaveCount(5);
        }
        if (size.width >= 1024) {
          expect(faults.below, `${tab} at ${size.width}px`).toEqual([]);
          expect(faults.scrollY, `${tab} at ${size.width}px; lowest: ${faults.lowest.join(', ')}`).toBe(0);
        }
      }
    });
  }
});

/**
 * On a phone: scrolls the trade screen's content to its top or end, then names the position cards whose visible part
 * (clipped by the area that scrolls and the window) lies under the Buy / Sell bar, counts the cards, and reports the
 * document's own scroll and the cards wider than the window.
 */
async function barCovers(page: Page, at: 'top' | 'end') {
  return page.evaluate((at) => {
    for (const scroller of [document.scrollingElement!, ...document.querySelectorAll('.trade-narrow-scroll')])
      scroller.scrollTop = at === 'top' ? 0 : scroller.scrollHeight;
    const bar = document.querySelector('.trade-action-bar')!.getBoundingClientRect();
    const cards = [...document.querySelectorAll('[role="grid"][aria-label="Open positions"] [role="row"]')].filter(
      (row) => row.querySelector('[role="rowheader"], [role="gridcell"]') !== null,
    );
    const covered: string[] = [];
    const wide: string[] = [];
    for (const card of cards) {
      const r = card.getBoundingClientRect();
      let [top, bottom] = [Math.max(r.top, 0), Math.min(r.bottom, window.innerHeight)];
      for (let up = card.parentElement; up !== null; up = up.parentElement) {
        if (getComputedStyle(up).overflowY === 'visible') continue;
        const clip = up.getBoundingClientRect();
        [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
      }
      if (bottom - top > 0.5 && top < bar.bottom - 0.5 && bottom > bar.top + 0.5)
        covered.push(
          `${card.textContent?.slice(0, 24)} y ${Math.round(top)}..${Math.round(bottom)}, bar ${Math.round(bar.top)}`,
        );
      if (r.right > window.innerWidth + 0.5) wide.push(`${card.textContent?.slice(0, 24)} to x ${Math.round(r.right)}`);
    }
    const doc = document.scrollingElement!;
    return { covered, cards: cards.length, documentScroll: doc.scrollHeight - doc.clientHeight, wide };
  }, at);
}

test('on a phone positions are cards with their Close, above the Buy / Sell bar, and the order sheet shows the touch and closes on a fill', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const signed = await signIn(page, { wallet: 'aptos', funded: true, path: '/futures/BTC-PERP' });
  const touch = async () => {
    const { data } = await signed.client.getPerpOrderBookData({ market: 'BTC-PERP', depth: 1 });
    return {
      bid: parseDecimal(data.bids[0]!.price, PRICE_DECIMALS),
      ask: parseDecimal(data.asks[0]!.price, PRICE_DECIMALS),
    };
  };
  const { ask } = await touch();
  await signed.client.placePerpMarketOrder({
    userId: signed.userId,
    market: 'BTC-PERP',
    side: 'Bid',
    price: String(((ask / BTC_TICK) * 105n) / 100n),
    size: '10000',
  });
  await page.getByRole('tab', { name: /^Positions/ }).click();
  const positions = page.getByRole('grid', { name: 'Open positions' });
  const close = positions.getByRole('button', { name: 'Market' });
  await expect(close).toBeVisible({ timeout: 15_000 });
  // the Buy / Sell bar covers no card, neither as the page opens (a bar fixed over the page covered the first
  // position card) nor scrolled to the end; the document itself does not scroll (polled: the chart and the other
  // tabs' code still arrive and move the list)
  await expect(positions.getByRole('button', { name: 'Limit' })).toBeVisible();
  for (const at of ['top', 'end'] as const) {
    await expect
      .poll(() => barCovers(page, at), { timeout: 10_000, message: `cards under the bar, scrolled to the ${at}` })
      .toEqual({ covered: [], cards: 1, documentScroll: 0, wide: [] });
  }

  // the sheet: the touch of the book over the form, live (polled: the market makers requote)
  await page.getByRole('button', { name: 'Buy / Long' }).click();
  const sheet = page.getByRole('dialog', { name: 'Place an order' });
  const mini = sheet.locator('dl[aria-label="Best bid and ask"] dd');
  await expect
    .poll(
      async () => {
        const [shown, now] = await Promise.all([mini.allTextContents(), touch()]);
        return shown.join(' | ') === `${formatPrice(now.bid, BTC_TICK)} | ${formatPrice(now.ask, BTC_TICK)}`;
      },
      { timeout: 15_000, intervals: [200] },
    )
    .toBe(true);
  await sheet.getByRole('radio', { name: 'Market', exact: true }).click();
  await sheet.getByRole('textbox', { name: 'Size' }).fill('0.0001');
  await sheet.getByRole('button', { name: 'Buy BTC-PERP' }).click();
  await expect(page.getByText('Order filled')).toBeVisible();
  await expect(sheet).toHaveCount(0);
  await expect(positions.getByText('+0.0002 BTC')).toBeVisible();
});
