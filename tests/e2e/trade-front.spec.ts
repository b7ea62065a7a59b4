/**
 * The trade screen as a keyboard user and a large trader meet it, on one signed-in, funded account at 1440x900:
 * a market order large against the book warns before it is sent, with the estimated average price worked out here
 * from the exchange's own book; and Tab through the trade screen and the Deposit modal shows one focus ring (the
 * --focus-ring token of tokens.css, or its inset form inside a scrolling list) on every control it reaches.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './harness/test.ts';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { formatPercent, formatPrice, formatSize, unitsToInputText } from '#lib/domain/format.ts';
import type { ExchangeClient } from '#lib/api/http-client.ts';
import { signIn } from './harness/signed-in.ts';

const BTC_TICK = 1_000_000_000n;
const BTC_LOT = 10_000n;
const BTC_DECIMALS = 8;
/** The form warns past 0.5 % (ratio x 10^9), SPEC's stated slippage. */
const WARN_RATIO = 5_000_000n;

/** The ask side of the exchange's whole book, best first: price USD x 10^9, size in base units. */
async function asks(client: ExchangeClient): Promise<{ price: bigint; size: bigint }[]> {
  const { data } = await client.getPerpOrderBookData({ market: 'BTC-PERP' });
  return data.asks.map((level) => ({ price: parseDecimal(level.price, PRICE_DECIMALS), size: BigInt(level.size) }));
}

/**
 * What the form must say for a market buy of `size` against `levels`, worked by hand: take each ask level best first
 * until the size is met (value += price x taken); the average is value / filled rounded half up to 10^-9 USD; the
 * slippage is |average - best| / best as a ratio x 10^9 rounded up. E.g. 0.0100 BTC at 96,000 and 0.0100 at 97,000:
 * value 96,000 x 10^9 x 10^6 + 97,000 x 10^9 x 10^6, filled 2 x 10^6, average 96,500 x 10^9, slippage
 * 500 / 96,000 = 0.520833..% -> 5,208,334 -> "0.52%". Past 0.50 %, or when the book holds less than the size, the
 * form warns; under it, it notes the estimate.
 */
function expectedFill(levels: { price: bigint; size: bigint }[], size: bigint): string {
  let [filled, value] = [0n, 0n];
  for (const level of levels) {
    if (filled >= size) break;
    const take = level.size < size - filled ? level.size : size - filled;
    filled += take;
    value += level.price * take;
  }
  const average = (2n * value + filled) / (2n * filled);
  const best = levels[0]!.price;
  const ratio = ((average - best) * 1_000_000_000n + best - 1n) / best;
  const price = formatPrice(average, BTC_TICK);
  if (filled < size)
    return `The book holds only ${formatSize(filled, BTC_DECIMALS, BTC_LOT)} BTC for this order: estimated average ${price}, the rest expires.`;
  if (ratio > WARN_RATIO)
    return `This order moves the price ${formatPercent(ratio)} from the best price, more than 0.50%: estimated average ${price}.`;
  return `Estimated average price ${price} (${formatPercent(ratio)} from the best price).`;
}

/** Types a market buy of `size` base units and waits for the form's estimate to match the exchange's book. */
async function expectEstimate(form: Locator, client: ExchangeClient, size: bigint, className: string): Promise<void> {
  await form.getByRole('textbox', { name: 'Size' }).fill(unitsToInputText(size, BTC_DECIMALS));
  const shown = form.locator(`p.${className}[role="status"]`);
  // polled: the market makers requote, so the form's live book and a fresh snapshot agree between two requotes
  await expect
    .poll(async () => (await shown.textContent()) === expectedFill(await asks(client), size), {
      timeout: 15_000,
      intervals: [100],
    })
    .toBe(true);
}

/** The ring values the kit draws, resolved in the page: --focus-ring and --focus-ring-inset of tokens.css. */
async function ringValues(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ['--focus-ring', '--focus-ring-inset'].map((token) => {
      const probe = document.createElement('div');
      probe.style.boxShadow = `var(${token})`;
      document.body.append(probe);
      const value = getComputedStyle(probe).boxShadow;
      probe.remove();
      return value;
    }),
  );
}

/**
 * What keyboard focus shows on the focused element: 'ring' when it, or the box that draws its control (the input's
 * group, the checkbox's box, the switch's track), has the kit's ring and no browser outline is drawn; else a
 * description of what it shows instead.
 */
async function focusedRing(page: Page, rings: string[]): Promise<{ name: string; shows: string }> {
  return page.evaluate((rings) => {
    const el = document.activeElement as HTMLElement;
    const name = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    const label = el.closest('label');
    const drawers = [
      el,
      el.closest('.ui-input-group'),
      label?.querySelector('.ui-checkbox-box, .ui-switch-track'),
      el.closest('.ui-segment'),
    ].filter((x): x is HTMLElement => x instanceof HTMLElement);
    const outline = getComputedStyle(el);
    const outlined = outline.outlineStyle !== 'none' && parseFloat(outline.outlineWidth) > 0;
    const ringed = drawers.some((d) => rings.includes(getComputedStyle(d).boxShadow));
    return {
      name,
      shows:
        ringed && !outlined
          ? 'ring'
          : `box-shadow ${drawers.map((d) => getComputedStyle(d).boxShadow).join(' / ')}, outline ${outline.outlineStyle} ${outline.outlineWidth}`,
    };
  }, rings);
}

/**
 * Presses Tab up to `limit` times inside `scope` (stops when focus leaves it or comes back to the first element), and
 * answers every focused element that does not show the ring, and how many were reached.
 */
async function tabThrough(page: Page, scope: Locator, limit: number): Promise<{ faults: string[]; reached: number }> {
  const rings = await ringValues(page);
  const faults: string[] = [];
  const seen = new Set<string>();
  let reached = 0;
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const inside = await scope.evaluate(
      (root) => document.activeElement !== document.body && root.contains(document.activeElement),
    );
    if (!inside) break;
    const { name, shows } = await focusedRing(page, rings);
    const key = `${name}@${await page.evaluate(() => {
      const r = document.activeElement!.getBoundingClientRect();
      return `${Math.round(r.x)},${Math.round(r.y)}`;
    })}`;
    if (seen.has(key)) break;
    seen.add(key);
    reached++;
    if (shows !== 'ring') faults.push(`${name}: ${shows}`);
  }
  return { faults, reached };
}

test('a market order large against the book warns with its estimated average; Tab shows one focus ring on the trade screen and in Deposit', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const signed = await signIn(page, { wallet: 'aptos', funded: true, path: '/futures/BTC-PERP' });
  const form = page.getByRole('form', { name: 'Place an order' });
  await expect(page.getByRole('option', { name: /^Ask / }).first()).toBeVisible({ timeout: 15_000 });

  await test.step('market slippage warning', async () => {
    // the local book spans about 0.3 % (25 levels, ~4.4 BTC a side): a buy of a tenth of its depth is noted with its
    // estimate; one of twice its depth is more than it holds, and the form warns with the average of what fills
    const depth = (await asks(signed.client)).reduce((sum, level) => sum + level.size, 0n);
    await form.getByRole('radio', { name: 'Market', exact: true }).click();
    await expectEstimate(form, signed.client, (depth / 10n / BTC_LOT) * BTC_LOT, 'order-note');
    await expect(form.locator('p.order-warning')).toHaveCount(0);
    await expectEstimate(form, signed.client, ((depth * 2n) / BTC_LOT) * BTC_LOT, 'order-warning');
    await expect(form.locator('p.order-warning')).toContainText(
      /^The book holds only [\d.]+ BTC for this order: estimated average [\d,]+, the rest expires\.$/,
    );
  });

  await test.step('one focus ring, Tab through the trade screen', async () => {
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    const { faults, reached } = await tabThrough(page, page.locator('body'), 80);
    expect(reached, 'Tab reaches the controls').toBeGreaterThan(20);
    expect(faults).toEqual([]);
  });

  await test.step('one focus ring, Tab through the Deposit modal', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    await expect(dialog).toBeVisible();
    const { faults, reached } = await tabThrough(page, dialog, 30);
    expect(reached, 'Tab reaches the modal controls').toBeGreaterThan(2);
    expect(faults).toEqual([]);
  });
});
