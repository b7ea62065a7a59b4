/**
 * A fresh local network looks like a market that has been trading for a week (issue 20): the trade page's chart
 * gets more than 100 hourly candles from the exchange, its market bar shows a non-zero 24 h change and a 24 h
 * volume over $1M, and the home page's popular markets show non-zero changes and volumes. The Playwright web
 * server starts the network with --fresh, so the figures come from the generated history and the live simulator.
 */
import { type Page, type Response } from '@playwright/test';
import { expect, test } from './harness/test.ts';

/** A compact USD figure as the app writes it ("$15.2M", "$950.3K", "$213.45") in whole dollars. */
function compactUsd(text: string): number {
  const m = /^\$([0-9,.]+)([KMB]?)$/.exec(text.trim());
  if (!m) throw new Error(`not a compact USD figure: ${JSON.stringify(text)}`);
  const scale = { '': 1, K: 1e3, M: 1e6, B: 1e9 }[m[2] as '' | 'K' | 'M' | 'B'];
  return Number(m[1]!.replaceAll(',', '')) * scale;
}

/** A signed percentage as the app writes it ("+1.23%", "-0.45%", "0.00%"). */
function percent(text: string): number {
  const m = /^([+\-−]?)([0-9.]+)%$/.exec(text.trim());
  if (!m) throw new Error(`not a percentage: ${JSON.stringify(text)}`);
  return (m[1] === '' ? 1 : -1) * Number(m[2]);
}

/** The candles answer of the chart's next load of `period`. */
function candlesOf(page: Page, period: string): Promise<Response> {
  return page.waitForResponse(
    (r) => r.url().endsWith('/api/candles') && (r.request().postData() ?? '').includes(`"${period}"`),
    { timeout: 20_000 },
  );
}

test('the trade page opens on a week of hourly candles, a day of change and millions of volume', async ({ page }) => {
  const minutes = candlesOf(page, '1m');
  await page.goto('/futures/BTC-PERP');
  const minuteCandles = ((await (await minutes).json()) as { candles: unknown[] }).candles;
  expect(minuteCandles.length).toBeGreaterThanOrEqual(100);

  const hours = candlesOf(page, '1h');
  await page.getByRole('radio', { name: '1h' }).click();
  const hourly = ((await (await hours).json()) as { candles: { time: number }[] }).candles;
  // a week of hours (168, plus the current one); each an hour after the one before: no gap
  expect(hourly.length).toBeGreaterThanOrEqual(100);
  const steps = new Set(hourly.slice(1).map((c, i) => c.time - hourly[i]!.time));
  expect([...steps]).toEqual([3_600_000]);
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);

  const bar = page.getByRole('region', { name: 'Market summary' });
  const change = bar.locator('[data-stat="change"] dd');
  const volume = bar.locator('[data-stat="volumeQuote"] dd');
  await expect(volume).toHaveText(/^\$[0-9.,]+[KMB]?$/, { timeout: 15_000 });
  expect(compactUsd((await volume.textContent()) ?? '')).toBeGreaterThan(1_000_000);
  await expect(change).toHaveText(/%$/);
  expect(percent((await change.textContent()) ?? '')).not.toBe(0);
});

test('the home page lists markets with non-zero changes and volumes', async ({ page }) => {
  await page.goto('/');
  const cards = page.locator('a.home-card');
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(2);
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const name = (await card.locator('.home-card-name').textContent()) ?? '';
    const change = (await card.locator('[data-trend]').textContent()) ?? '';
    const volume = ((await card.locator('.home-card-volume').textContent()) ?? '').replace(/ vol$/, '');
    expect(percent(change), `${name} change`).not.toBe(0);
    // BTC and ETH trade millions a day, SOL and APT at least hundreds of thousands
    expect(compactUsd(volume), `${name} volume`).toBeGreaterThan(/^(BTC|ETH)-/.test(name) ? 1_000_000 : 100_000);
  }
});
