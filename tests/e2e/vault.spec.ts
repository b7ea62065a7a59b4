/**
 * The vault on the local network (issue 24): deposit 1,000 USDC into the main vault, move its largest position's
 * index in its favour so the vault gains, withdraw everything (Max snaps to every share): the USDC received is the
 * hand-worked figure after the withdrawal fee and the profit share, to the base unit, and no share is left. Plus a
 * keyboard-only deposit with a visible focus ring at each step, and the header badge reading the page's APR.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './harness/test.ts';
import { PRICE_DECIMALS, formatDecimal, parseDecimal } from '#lib/domain/fixed.ts';
import { advance, setPrice } from './harness/net.ts';
import { signIn, type SignedIn } from './harness/signed-in.ts';

const USDC = 1_000_000n;

/** The account's USDC balance on the exchange (base units). */
async function usdc(user: SignedIn): Promise<bigint> {
  const [{ userData }, config] = await Promise.all([
    user.client.getUserData({ userId: user.userId }),
    user.client.getConfig(),
  ]);
  return BigInt(userData.tokenBalances[config.tokens.USDC!.contractAddress] ?? 0);
}

/** Waits until the vault form can act (the vault, its terms and the account's figures are in). */
async function formReady(page: Page) {
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toBeEnabled({ timeout: 20_000 });
  return amount;
}

/** True when the focused element, or the field around it, draws a focus ring (an outline or a ring shadow). */
function focusRingVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    let el = document.activeElement as HTMLElement | null;
    for (let depth = 0; el !== null && depth < 4; depth += 1, el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') return true;
      if (style.boxShadow !== 'none' && style.boxShadow !== '') return true;
    }
    return false;
  });
}

/** Presses Tab until the focused element's accessible text matches (bounded, so a missing target fails). */
async function tabTo(page: Page, name: RegExp, tag?: string): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const labelledBy = (el?.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
        .join(' ');
      const label = `${el?.id ? (document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '') : ''} ${labelledBy}`;
      return el ? `${el.tagName}|${el.getAttribute('aria-label') ?? ''} ${el.innerText ?? ''} ${label ?? ''}` : '';
    });
    const [tagName, rest] = text.split('|') as [string, string];
    if (name.test(rest ?? '') && (tag === undefined || tagName === tag)) return;
  }
  throw new Error(`no focusable element named ${name}`);
}

test('deposit 1,000 USDC, the vault gains, withdraw all: fee and profit share to the base unit @exclusive', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await signIn(page, { wallet: 'aptos', funded: true, path: '/vault' });
  const amount = await formReady(page);
  const before = await usdc(user);

  // deposit 1,000 USDC through the form: Review shows the estimated shares, Confirm deposits
  await amount.fill('1000');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByTestId('vault-est-shares')).not.toHaveText('–');
  await page.getByRole('button', { name: 'Confirm deposit' }).click();
  await expect(page.getByText('Deposited into the vault')).toBeVisible();
  expect(before - (await usdc(user))).toBe(1_000n * USDC);
  const { transfers: afterDeposit } = await user.client.getUserVaultHistory({ userId: user.userId });
  expect(afterDeposit[0]).toMatchObject({ kind: 'deposit', amount: '1000000000', vaultId: '2' });
  const shares = BigInt(afterDeposit[0]!.shares);
  expect(shares).toBeGreaterThan(0n);
  await expect(page.getByRole('grid', { name: 'Your vault history' }).getByRole('row').nth(1)).toContainText('Deposit');

  // the vault gains: its largest position's index moves 5 % its way, then an hour passes (a performance point)
  const [{ userData: vault }, config, { prices }] = await Promise.all([
    user.client.getUserData({ userId: '2' }),
    user.client.getConfig(),
    user.client.getPriceIndexes(),
  ]);
  const held = Object.entries(vault.perpPositions)
    .map(([market, p]) => {
      const token = config.perpetualsMarkets[market]!.baseToken as 'BTC' | 'ETH' | 'SOL';
      const price = parseDecimal(prices[token]!.price, PRICE_DECIMALS);
      const size = BigInt(p.size);
      return { token, price, size, notional: (size < 0n ? -size : size) * price };
    })
    .filter((p) => p.size !== 0n)
    .sort((a, b) => (a.notional > b.notional ? -1 : 1));
  const biggest = held[0];
  expect(biggest, 'the generated vault holds a position').toBeDefined();
  const moved = biggest!.size > 0n ? (biggest!.price * 105n) / 100n : (biggest!.price * 95n) / 100n;
  await setPrice(biggest!.token, formatDecimal(moved, PRICE_DECIMALS, { maxDecimals: 2 }));
  try {
    await advance('1h');
    await page.reload();
    await expect(page.getByTestId('vault-you').locator('[data-trend="up"]')).toBeVisible({ timeout: 20_000 });

    // withdraw everything: Max fills the whole value, which takes every share; the breakdown shows before Confirm
    const balanceBefore = await usdc(user);
    await formReady(page);
    await page.getByRole('radio', { name: 'Withdraw' }).click();
    await page.getByRole('button', { name: 'Max' }).click();
    await expect(page.getByText('Withdraws all your shares')).toBeVisible();
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByTestId('vault-fee')).toContainText('USDC');
    await expect(page.getByTestId('vault-profit')).toContainText('USDC');
    await expect(page.getByTestId('vault-receive')).toContainText('USDC');
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(page.getByText('Withdrawn from the vault')).toBeVisible();

    // the hand-worked figure: the shares' value G (every share at the vault's equity then: S x sharePrice, to within
    // one base unit of the floor), the fee ceil(G x 0.1 %), the profit share ceil((G - 1,000 USDC) x 10 %), received
    // G - fee - profit share; the balance rises by exactly that, and no share is left
    const { transfers } = await user.client.getUserVaultHistory({ userId: user.userId });
    const w = transfers[0]!;
    expect(w.kind).toBe('withdraw');
    expect(BigInt(w.shares)).toBe(shares);
    const [net, fee, profitShare] = [BigInt(w.amount), BigInt(w.withdrawalFee), BigInt(w.profitShare)];
    const gross = net + fee + profitShare;
    const price = parseDecimal(w.sharePrice, PRICE_DECIMALS);
    expect(gross).toBeGreaterThanOrEqual((shares * price) / 1_000_000_000n);
    expect(gross).toBeLessThanOrEqual((shares * (price + 1n)) / 1_000_000_000n);
    expect(gross).toBeGreaterThan(1_000n * USDC); // the vault gained
    expect(fee).toBe((gross + 999n) / 1000n);
    expect(profitShare).toBe((gross - 1_000n * USDC + 9n) / 10n);
    expect(net).toBe(gross - fee - profitShare);
    expect((await usdc(user)) - balanceBefore).toBe(net);
    const { userData } = await user.client.getUserData({ userId: user.userId });
    expect(userData.vaultInvestments['2']).toBeUndefined();
    await expect(page.getByTestId('vault-you-shares')).toHaveText('0');
    const row = page.getByRole('grid', { name: 'Your vault history' }).getByRole('row').nth(1);
    await expect(row).toContainText('Withdraw');
    await expect(row).toContainText(formatDecimal(net, 6, { grouping: true }));
  } finally {
    await setPrice(biggest!.token, formatDecimal(biggest!.price, PRICE_DECIMALS, { maxDecimals: 2 }));
  }
});

test('keyboard only: a vault deposit with a visible focus ring at each step; the badge reads the page APR', async ({
  page,
}) => {
  await signIn(page, { wallet: 'aptos', funded: true, path: '/vault' });
  await formReady(page);
  // the header badge and the page show the same 30-day APR
  const apr = (await page.getByTestId('vault-apr').locator('dd.num').innerText()).replace('+', '');
  await expect(page.getByRole('banner').getByRole('link', { name: /Vault/ })).toContainText(`APR ${apr}`);

  await tabTo(page, /Amount/, 'INPUT');
  expect(await focusRingVisible(page)).toBe(true);
  await page.keyboard.type('25');
  await tabTo(page, /^\s*Review\s*$/);
  expect(await focusRingVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  await tabTo(page, /Confirm deposit/);
  expect(await focusRingVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Deposited into the vault')).toBeVisible();
  await expect(page.getByTestId('vault-you-value')).not.toHaveText('$0.00');
  // the positions and the history show their columns whole, beside the form at 1440 px and on one column at 1024 px
  // (the history's dated time scrolled the table sideways and cut the share price)
  await expect(page.getByRole('grid', { name: 'Your vault history' }).getByRole('row')).toHaveCount(2);
  for (const size of [
    { width: 1440, height: 900 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(size);
    const sideways = await page
      .locator('.vault-page .ui-table-scroll')
      .evaluateAll((frames) => frames.map((f) => f.scrollWidth - f.clientWidth));
    expect(sideways.length).toBeGreaterThanOrEqual(2);
    expect(sideways, `at ${size.width}px`).toEqual(sideways.map(() => 0));
  }
});
