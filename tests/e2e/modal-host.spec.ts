import { type Page } from '@playwright/test';
import { expect, test } from './harness/test.ts';

/** The deposit modal's own chunk (Vite names a lazily imported module's chunk after it). */
const DEPOSIT_CHUNK = /\/DepositModal\.[\w-]+\.js$/;

/** Waits until every island hydrated and the splash left. */
async function appReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
}

/** Records every script URL the page requests. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && urls.push(r.url())));
  return urls;
}

test('the deposit modal loads its code only when the header opens it', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/');
  await appReady(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => DEPOSIT_CHUNK.test(url))).toEqual([]);

  const chunk = page.waitForRequest((r) => DEPOSIT_CHUNK.test(r.url()));
  await page.getByRole('button', { name: 'Deposit' }).click();
  await chunk;
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Credit card/ })).toBeDisabled();
  expect(scripts.filter((url) => DEPOSIT_CHUNK.test(url))).toHaveLength(1);
});

test('Escape closes the deposit modal and focus returns to the Deposit button', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  const deposit = page.getByRole('button', { name: 'Deposit' });
  await deposit.click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(deposit).toBeFocused();
});

test('a click on the backdrop closes the deposit modal; a click inside does not', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  await page.getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog).toBeVisible();
  await dialog.getByText('How would you like to deposit?').click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(10, 10); // the blurred backdrop, outside the 420 px dialog
  await expect(dialog).toHaveCount(0);
  // it opens again, fresh, from the same button
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
});
