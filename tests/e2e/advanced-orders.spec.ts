/**
 * Advanced trading on the local network: a post-only limit that would cross is refused with the exchange's reason;
 * the leverage chip's dialog changes the buying power; the depth chart draws the book's whole ask side; and
 * (alone, it moves the index) a long protected through the TP/SL modal is closed by its stop loss when the index
 * falls, its take profit cancelled, while a stop-limit triggered by the same move rests on the book.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './harness/test.ts';
import type { ExchangeClient } from '#lib/api/http-client.ts';
import { PRICE_DECIMALS, formatDecimal, parseDecimal } from '#lib/domain/fixed.ts';
import { formatPrice, formatUsd } from '#lib/domain/format.ts';
import { setPrice } from './harness/net.ts';
import { signIn, type SignedIn } from './harness/signed-in.ts';

const BTC_TICK = 1_000_000_000n;
const USDC = 1_000_000n;

test.use({
  allowedPageErrors: {
    // a refused order answers 422: Chromium logs the failed request as a console error
    refusal: /status of 422/,
  },
});

/** The best bid and ask on the exchange now, in ticks. */
async function touch(client: ExchangeClient): Promise<{ bid: bigint; ask: bigint }> {
  const { data } = await client.getPerpOrderBookData({ market: 'BTC-PERP', depth: 1 });
  return {
    bid: parseDecimal(data.bids[0]!.price, PRICE_DECIMALS) / BTC_TICK,
    ask: parseDecimal(data.asks[0]!.price, PRICE_DECIMALS) / BTC_TICK,
  };
}

/** The BTC index now, in ticks. */
async function btcIndex(client: ExchangeClient): Promise<bigint> {
  const { prices } = await client.getPriceIndexes();
  return parseDecimal(prices.BTC!.price, PRICE_DECIMALS) / BTC_TICK;
}

/** Moves the faucet's SOL, BTC and 2,000 USDC to a new sub-account (the counterparty): the account keeps USDC only. */
async function makerAccount(signed: SignedIn): Promise<string> {
  const { tokens } = await signed.client.getConfig();
  const { userId } = await signed.client.addSubAccount({
    userId: signed.userId,
    name: `Maker${Date.now() % 1_000_000}`,
    tokenAddress: tokens.USDC!.contractAddress,
    amount: String(2_000n * USDC),
  });
  for (const [token, amount] of [
    ['SOL', 10n ** 10n],
    ['BTC', 10n ** 8n],
  ] as const)
    await signed.client.transferToUser({
      userId: signed.userId,
      tokenAddress: tokens[token]!.contractAddress,
      amount: String(amount),
      recipient: userId,
    });
  return userId;
}

/** A notice's title or description (the toast library renders them in the page's notifications list). */
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').getByText(text);

test('a crossing post-only is refused, the leverage chip sets the buying power, and the depth chart ends at the book’s ask total', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const signed = await signIn(page, { wallet: 'aptos', funded: true, path: '/futures/BTC-PERP' });
  await makerAccount(signed);
  await expect(page.getByRole('option', { name: /^Bid / }).first()).toBeVisible({ timeout: 15_000 });
  const form = page.getByRole('form', { name: 'Place an order' });

  // post-only: a buy 100 ticks over the best ask would take liquidity, so the exchange refuses it (not filled)
  const { ask } = await touch(signed.client);
  await form.getByRole('textbox', { name: 'Price' }).fill(String(ask + 100n));
  await form.getByRole('textbox', { name: 'Size' }).fill('0.01');
  await form.getByRole('button', { name: 'Advanced' }).click();
  await form.getByText('Post-only', { exact: true }).click();
  await expect(form.getByRole('checkbox', { name: 'Post-only' })).toBeChecked();
  await form.getByRole('button', { name: 'Buy BTC-PERP' }).click();
  await expect(toast(page, 'Order failed')).toBeVisible();
  await expect(toast(page, 'A post-only order would have crossed the book.')).toBeVisible();
  const { userData } = await signed.client.getUserData({ userId: signed.userId });
  expect(userData.perpPositions['BTC-PERP']?.size ?? '0').toBe('0');

  // leverage: USDC only and no position, so the free collateral F is exact and steady; at 10x the initial margin
  // is 10 % (more than BTC's first step), so the buying power is F x 10
  const free = BigInt(userData.margin.initialCollateral) - BigInt(userData.margin.initialRequired);
  const chip = page.getByRole('button', { name: /^Leverage \d+× in BTC-PERP/ });
  await expect(chip).toBeVisible();
  await chip.click();
  const dialog = page.getByRole('dialog', { name: 'Leverage for BTC-PERP' });
  await expect(dialog.getByText('Affects open positions in this market.')).toBeVisible();
  const slider = dialog.getByRole('slider');
  await slider.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
  await expect(dialog.getByTestId('leverage-buying-power')).toHaveText(formatUsd(free * 10n));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Leverage set')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leverage 10× in BTC-PERP: change' })).toHaveText('10×');
  expect((await signed.client.getUserData({ userId: signed.userId })).userData.leverage?.['BTC-PERP']).toBe(10);
  await expect(form.getByTestId('buying-power')).toHaveText(formatUsd(free * 10n));

  // the depth chart draws the same live book: its last ask point is the whole ask side's size (read while the
  // market makers requote, so compared until one reading of both agrees)
  await page.getByRole('tab', { name: 'Depth' }).click();
  const depth = page.getByTestId('depth-canvas');
  await expect(depth).toBeVisible();
  await expect
    .poll(
      async () => {
        const drawn = await depth.getAttribute('data-ask-total');
        const { data } = await signed.client.getPerpOrderBookData({ market: 'BTC-PERP' });
        const total = data.asks.reduce((sum, level) => sum + BigInt(level.size), 0n);
        return total > 0n && drawn === String(total);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const box = (await depth.boundingBox())!;
  // the right edge is the highest ask, whatever the shape of the book
  await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
  await expect(page.getByTestId('depth-tooltip')).toContainText(/^Ask [\d,]+/);
  await expect(page.getByTestId('depth-tooltip')).toContainText(/\$[\d,]+\.\d\d$/);
});

test('a stop loss set in the TP/SL modal closes the long when the index falls, its take profit is cancelled, and a stop-limit triggered by the move rests @exclusive', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // the TP / SL column shows from 1440 px (narrower, the TP/SL button joins Market and Limit)
  await page.setViewportSize({ width: 1440, height: 900 });
  const signed = await signIn(page, { wallet: 'aptos', funded: true, path: '/futures/BTC-PERP' });
  const maker = await makerAccount(signed);
  await expect(page.getByRole('option', { name: /^Bid / }).first()).toBeVisible({ timeout: 15_000 });

  // a long of 0.01 BTC against the maker's ask one tick over the best bid
  const { bid } = await touch(signed.client);
  await signed.client.placeLimitOrder({
    userId: maker,
    market: 'BTC-PERP',
    side: 'Ask',
    price: String(bid + 1n),
    size: '1000000',
  });
  await signed.client.placePerpMarketOrder({
    userId: signed.userId,
    market: 'BTC-PERP',
    side: 'Bid',
    price: String(bid + 500n),
    size: '1000000',
  });
  const index = await btcIndex(signed.client);
  // take profit $2,000 over the index, stop loss $1,500 under it; the stop-limit sells once the mark is $1,000
  // under, at a limit $3,000 over (no bid reaches it: it rests); the index is then set $2,000 under, past both
  const tp = index + 2_000n;
  const sl = index - 1_500n;
  const stopTrigger = index - 1_000n;
  const stopLimit = index + 3_000n;
  const price = (ticks: bigint) => formatPrice(ticks * BTC_TICK, BTC_TICK);

  await page.getByRole('tab', { name: /Positions/ }).click();
  const positions = page.getByRole('grid', { name: 'Open positions' });
  await expect(positions.getByText('+0.0100 BTC')).toBeVisible();
  await positions.getByRole('button', { name: 'TP/SL of BTC-PERP' }).click();
  const modal = page.getByRole('dialog', { name: 'TP/SL for BTC-PERP' });
  await modal.getByRole('textbox', { name: 'Take profit (USD)' }).fill(String(tp));
  await modal.getByRole('textbox', { name: 'Stop loss (USD)' }).fill(String(sl));
  // 0.01 BTC x -$1,500 from the index; the entry is near the index, so the loss reads about -$15
  await expect(modal.getByTestId('tpsl-stopLoss-summary')).toContainText(`Trigger ${price(sl)} · PnL -$1`);
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(modal).toBeHidden();
  await expect(toast(page, 'TP/SL set')).toBeVisible();
  await expect(positions.getByTestId('tpsl-BTC-PERP')).toHaveText(`${price(tp)} / ${price(sl)}`);
  // both prices and the button on one line (at 210 px the button wrapped under them), and the table whole in its
  // panel: wider, it scrolled sideways and hid the button under the pinned Close column
  const [prices, edit] = await Promise.all([
    positions.getByTestId('tpsl-BTC-PERP').boundingBox(),
    positions.getByRole('button', { name: 'TP/SL of BTC-PERP' }).boundingBox(),
  ]);
  expect(Math.abs(prices!.y + prices!.height / 2 - (edit!.y + edit!.height / 2))).toBeLessThan(2);
  expect(await positions.evaluate((grid) => grid.parentElement!.scrollWidth - grid.parentElement!.clientWidth)).toBe(0);
  const lines = page.getByRole('list', { name: 'Price lines on the chart' });
  await expect(lines).toContainText(`TP ${price(tp)}`);
  await expect(lines).toContainText(`SL ${price(sl)}`);

  // the stop-limit through the order form
  const form = page.getByRole('form', { name: 'Place an order' });
  await form.getByRole('radio', { name: 'Sell / Short' }).click();
  await form.getByRole('radio', { name: 'Stop limit' }).click();
  await form.getByRole('textbox', { name: 'Trigger price' }).fill(String(stopTrigger));
  await form.getByRole('textbox', { name: 'Limit price' }).fill(String(stopLimit));
  await form.getByRole('textbox', { name: 'Size' }).fill('0.01');
  await form.getByRole('button', { name: 'Place sell stop' }).click();
  await expect(toast(page, 'Stop order placed')).toBeVisible();
  await page.getByRole('tab', { name: /Open orders/ }).click();
  const orders = page.getByRole('grid', { name: 'Open orders' });
  await expect(orders.getByText(`Mark ≥ ${price(tp)}`)).toBeVisible();
  await expect(orders.getByText(`Mark ≤ ${price(sl)}`)).toBeVisible();
  await expect(orders.getByText(`Mark ≤ ${price(stopTrigger)}`)).toBeVisible();
  await expect(orders.getByText('$0.00')).toHaveCount(0);

  // the maker bids under the stop, so the stop loss's market sell finds a buyer whatever the simulated book shows
  await signed.client.placeLimitOrder({
    userId: maker,
    market: 'BTC-PERP',
    side: 'Bid',
    price: String(index - 3_000n),
    size: '1000000',
  });
  await setPrice('BTC', formatDecimal((index - 2_000n) * BTC_TICK, PRICE_DECIMALS));

  await expect(toast(page, 'Stop loss triggered')).toBeVisible();
  await expect(toast(page, 'Stop order triggered')).toBeVisible();
  // the take profit goes with the stop loss that fired (one cancels the other)
  await expect(toast(page, /^1 on BTC-PERP: (the other leg fired|the position closed)$/)).toBeVisible();
  const after = (await signed.client.getUserData({ userId: signed.userId })).userData;
  expect(after.perpPositions['BTC-PERP']?.size ?? '0').toBe('0');
  expect(after.triggerOrders ?? []).toEqual([]);
  // the stop-limit's sell rests at its limit
  const resting = Object.values(after.perpPositions['BTC-PERP']?.asks ?? {});
  expect(resting.map((o) => parseDecimal(o.price, PRICE_DECIMALS))).toEqual([stopLimit * BTC_TICK]);

  await expect(orders.getByText(price(stopLimit))).toBeVisible();
  await expect(orders.getByText(/^Mark [≤≥]/)).toHaveCount(0);
  await page.getByRole('tab', { name: /Positions/ }).click();
  await expect(page.getByText('No open positions.')).toBeVisible();
  await expect(lines).not.toContainText('TP ');

  await page.getByRole('tab', { name: /Order history/ }).click();
  await page.getByRole('radio', { name: 'Trigger orders' }).click();
  const triggers = page.getByRole('grid', { name: 'Trigger orders' });
  await expect(triggers.getByText('Triggered')).toHaveCount(2);
  await expect(triggers.getByText(/^Canceled \((other leg fired|position closed)\)$/)).toBeVisible();
});
