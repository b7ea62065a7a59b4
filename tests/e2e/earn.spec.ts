/**
 * /earn on the local network (issue 23): supplying, withdrawing, borrowing and repaying through the modals, with the
 * interest the rate curve gives worked by hand from the pool state the API reports; a borrow beyond capacity refused
 * with its message; autolend lending an idle balance; and a supply done with the keyboard alone, every stop showing
 * its focus ring.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './harness/test.ts';
import { layoutFaults } from './harness/layout.ts';
import { parseDecimal } from '#lib/domain/fixed.ts';
import { formatAmount, unitsToInputText } from '#lib/domain/format.ts';
import { accrueInterest, lendSharesValue, type LendingPool } from '#lib/domain/lending.ts';
import { advance } from './harness/net.ts';
import { signIn, type SignedIn } from './harness/signed-in.ts';

const RATE = 10n ** 9n;

/** The pool of a token and the account's holding of it, as the exchange reports them now. */
async function state(user: SignedIn, ticker: string) {
  const [{ data }, { userData }, config] = await Promise.all([
    user.client.getBorrowLendingData(),
    user.client.getUserData({ userId: user.userId }),
    user.client.getConfig(),
  ]);
  const token = config.tokens[ticker]!;
  const wire = data[ticker]!;
  const rate = (text: string) => parseDecimal(text, 9);
  const pool: LendingPool = {
    lendShares: BigInt(wire.lendShares),
    lendAmount: BigInt(wire.lendAmount),
    borrowShares: BigInt(wire.borrowShares),
    borrowAmount: BigInt(wire.borrowAmount),
    lastUpdateTimestampSec: wire.lastUpdateTimestampSec,
    utilizationCurve: {
      base: rate(wire.utilizationCurve.base),
      multiplier: rate(wire.utilizationCurve.multiplier),
      kink: rate(wire.utilizationCurve.kink),
      jump: rate(wire.utilizationCurve.jump),
    },
  };
  const at = (map: Readonly<Record<string, string>>) => BigInt(map[token.contractAddress] ?? 0);
  return {
    pool,
    decimals: token.tokenDecimals,
    balance: at(userData.tokenBalances),
    lendShares: at(userData.lendingShares),
    borrowShares: at(userData.borrowShares),
    headroom: BigInt(userData.margin.initialCollateral) - BigInt(userData.margin.initialRequired),
    borrowInitialFactor: rate(token.borrowInitialFactor),
    autolend: userData.autolendEnabled,
  };
}

/** A toast whose title is `title`. */
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').getByText(title, { exact: true });

/** The markets table's row of a token. */
const row = (page: Page, ticker: string) =>
  page
    .getByRole('grid', { name: 'Lending markets' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${ticker}`) }) });

/** A column's cell of a token's row (columns: supply APR ... your supplied, your borrowed). */
async function cell(page: Page, ticker: string, column: number): Promise<Locator> {
  return row(page, ticker).getByRole('gridcell').nth(column);
}
const YOUR_SUPPLIED = 7;
const YOUR_BORROWED = 8;

/** Opens a token's action modal from the detail below the table. */
async function openAction(page: Page, action: string, ticker: string): Promise<Locator> {
  await row(page, ticker).getByRole('rowheader').click();
  await page.getByRole('button', { name: `${action} ${ticker}` }).click();
  const titles: Record<string, string> = {
    Supply: `Supply ${ticker}`,
    Withdraw: `Withdraw supplied ${ticker}`,
    Borrow: `Borrow ${ticker}`,
    Repay: `Repay ${ticker}`,
  };
  const dialog = page.getByRole('dialog', { name: titles[action] });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** After a jump past the session key's 24 h the first signed call asks to establish the connection again. */
async function establishConnection(page: Page): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Establish connection' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Establish connection' }).click();
}

test.describe('with the clock moving', () => {
  test.use({
    allowedPageErrors: {
      // the page's copy of the server clock lags the jump until its next sample, so the first call after it can go
      // out signed with the key that just expired: the exchange refuses it 401, and withSession asks for a new key
      'the first try with the expired key is refused':
        /Failed to load resource: the server responded with a status of 401 \(Unauthorized\)/,
    },
  });

  test('supply 1,000 USDC, 30 days of interest as the curve gives, withdraw all; borrow SOL against BTC, repay Max leaves no dust; autolend lends an idle balance, and a day later goes off through Establish connection @exclusive', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const user = await signIn(page, { wallet: 'aptos', funded: true, path: '/earn' });

    // --- supply 1,000 USDC -----------------------------------------------------------------------------------------
    const lend = await openAction(page, 'Supply', 'USDC');
    await lend.getByRole('textbox', { name: 'Amount' }).fill('1000');
    await lend.getByRole('button', { name: 'Supply' }).click();
    await expect(toast(page, 'Supplied')).toBeVisible();
    await expect(lend).toBeHidden();
    const before = await state(user, 'USDC');
    expect(before.balance).toBe(9_000_000_000n);
    // 1,000 USDC bought floor(1,000 x shares / amount) shares, worth 1,000 back to within a unit (rounded down twice)
    expect(1_000_000_000n - lendSharesValue(before.lendShares, before.pool)).toBeLessThanOrEqual(1n);

    // --- 30 days: the exchange accrues at each hour's step; the same steps by hand give the supplied amount ---------
    const report = await advance('30d');
    let pool = before.pool;
    for (const step of report.steps) pool = accrueInterest(pool, Math.floor(step.at / 1000));
    const after = await state(user, 'USDC');
    // live ticks since the advance's end accrue on: bring the replay to the pool's own last update
    pool = accrueInterest(pool, after.pool.lastUpdateTimestampSec);
    expect(after.lendShares).toBe(before.lendShares);
    const supplied = lendSharesValue(after.lendShares, after.pool);
    const handWorked = lendSharesValue(after.lendShares, pool);
    expect(supplied - handWorked).toBeGreaterThanOrEqual(-1n);
    expect(supplied - handWorked).toBeLessThanOrEqual(1n);
    // the interest is real: a utilized pool pays its lenders (30 days at the pool's supply APR)
    expect(supplied).toBeGreaterThan(1_000_000_000n);
    // the table's "Your supplied" is the exchange's own figure (shares x pool amount / pool shares, rounded down),
    // read again on each try: the live minute ticks keep accruing the 6th decimal
    const suppliedCell = await cell(page, 'USDC', YOUR_SUPPLIED);
    await expect
      .poll(async () => {
        const now = await state(user, 'USDC');
        const shown = await suppliedCell.textContent();
        const exchange = formatAmount(lendSharesValue(now.lendShares, now.pool), now.decimals);
        return shown === exchange ? 'same' : `${shown} on the page, ${exchange} on the exchange`;
      })
      .toBe('same');

    // --- withdraw all: the balance is principal plus interest exactly as the exchange reports it ------------------
    const withdraw = await openAction(page, 'Withdraw', 'USDC');
    await withdraw.getByRole('button', { name: 'Max' }).click();
    await expect(withdraw.getByText(/^All \(/)).toBeVisible();
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await establishConnection(page);
    await expect(toast(page, 'Supply withdrawn')).toBeVisible();
    const out = await state(user, 'USDC');
    expect(out.lendShares).toBe(0n);
    // every share redeemed at the pool's price when the call ran: the balance is 9,000 + that worth, to the unit
    const redeemedAt = accrueInterest(after.pool, out.pool.lastUpdateTimestampSec);
    expect(out.balance).toBe(9_000_000_000n + lendSharesValue(after.lendShares, redeemedAt));
    await expect(await cell(page, 'USDC', YOUR_SUPPLIED)).toHaveText('0');

    // --- borrow 1 SOL against the account's BTC; 7 days; Repay Max clears it to the last unit -----------------------
    const borrow = await openAction(page, 'Borrow', 'SOL');
    await borrow.getByRole('textbox', { name: 'Amount' }).fill('1');
    await expect(borrow.getByText('Your borrowed')).toBeVisible();
    await borrow.getByRole('button', { name: 'Borrow', exact: true }).click();
    await expect(toast(page, 'Borrowed')).toBeVisible();
    const borrowed = await state(user, 'SOL');
    expect(borrowed.balance).toBe(11_000_000_000n);
    expect(borrowed.borrowShares).toBeGreaterThan(0n);
    await advance('7d');
    const repay = await openAction(page, 'Repay', 'SOL');
    await repay.getByRole('button', { name: 'Max' }).click();
    await expect(repay.getByText(/^All \(/)).toBeVisible();
    await repay.getByRole('button', { name: 'Repay', exact: true }).click();
    await establishConnection(page);
    await expect(toast(page, 'Repaid')).toBeVisible();
    const repaid = await state(user, 'SOL');
    expect(repaid.borrowShares).toBe(0n);
    // the interest of 7 days came out of the balance: less than the 11 SOL held after the borrow
    expect(repaid.balance).toBeLessThan(11_000_000_000n);
    expect(repaid.balance).toBeGreaterThan(9_990_000_000n);
    await expect(await cell(page, 'SOL', YOUR_BORROWED)).toHaveText('0');

    // --- autolend: the idle USDC is lent at the next interest step and earns ---------------------------------------
    // pressed at once after the clock move and the repay: the switch stays usable while the account's figures reload
    const summary = page.getByRole('region', { name: 'Your lending' });
    const autolend = summary.getByRole('switch', { name: 'Autolend' });
    await summary.getByText('Autolend', { exact: true }).click();
    await expect(autolend).toBeChecked();
    await expect(toast(page, 'Autolend on')).toBeVisible();
    await expect.poll(async () => (await state(user, 'USDC')).autolend).toBe(true);
    await advance('1m');
    const lent = await state(user, 'USDC');
    expect(lent.balance).toBe(0n);
    const idleWorth = lendSharesValue(lent.lendShares, lent.pool);
    expect(out.balance - idleWorth).toBeLessThanOrEqual(1n);
    // an hour earns (about 10,000 USDC at ~5.8 % APR: ~0.066 USDC)
    await advance('1h');
    const earned = await state(user, 'USDC');
    expect(lendSharesValue(earned.lendShares, earned.pool)).toBeGreaterThan(idleWorth);
    await expect(summary).not.toHaveText(/Supplied\$0\.00/);

    // --- autolend off after a day: the repay's key has expired, so the switch asks for a new key and then sends ----
    // (later tests' pools are not moved by this account)
    await advance('1d');
    await summary.getByText('Autolend', { exact: true }).click();
    await establishConnection(page);
    await expect(toast(page, 'Autolend off')).toBeVisible();
    await expect(autolend).not.toBeChecked();
    await expect.poll(async () => (await state(user, 'USDC')).autolend).toBe(false);
  });
});

/** The focused element, or the field group around a focused input, draws a ring (outline or box shadow). */
async function focusRingVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const ringed = (el: Element | null) => {
      if (!el) return false;
      const s = getComputedStyle(el);
      return (s.outlineStyle !== 'none' && s.outlineWidth !== '0px') || s.boxShadow !== 'none';
    };
    const el = document.activeElement;
    return ringed(el) || ringed(el?.closest('.ui-input-group') ?? null);
  });
}

/** Presses Tab until the focused element matches, checking the ring there; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      expect(await focusRingVisible(page)).toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('a supply done with the keyboard alone, a ring at every stop; a borrow beyond capacity is refused with its message', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const user = await signIn(page, { wallet: 'aptos', funded: true, path: '/earn' });
  await expect(row(page, 'USDC')).toBeVisible();

  // the page fits a 1024 px window (its table was 1,066 px wide there) and a phone (markets as cards)
  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await expect
      .poll(async () => {
        const { scrollX, wide } = await layoutFaults(page);
        return { scrollX, wide };
      })
      .toEqual({ scrollX: 0, wide: [] });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Tab to the first token's Supply (USDC, the first configured), Enter, type, Tab to Supply, Enter
  await tabTo(page, page.getByRole('button', { name: 'Supply USDC' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Supply USDC' });
  await expect(dialog).toBeVisible();
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await tabTo(page, amount, 10);
  await page.keyboard.type('250');
  await tabTo(page, dialog.getByRole('button', { name: 'Supply', exact: true }), 10);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Supplied')).toBeVisible();
  const usdc = await state(user, 'USDC');
  expect(usdc.balance).toBe(9_750_000_000n);
  expect(250_000_000n - lendSharesValue(usdc.lendShares, usdc.pool)).toBeLessThanOrEqual(1n);

  // borrow capacity by hand: headroom (less 4 micro-dollars of rounding) / SOL's borrow initial factor, in SOL at its
  // index price; Max 1 % under it. The index price moves between this read and the page's, so the page's capacity
  // is checked to within 0.5 % and its own Max to the unit against its own capacity.
  const sol = await state(user, 'SOL');
  const { prices } = await user.client.getPriceIndexes();
  const price = parseDecimal(prices.SOL!.price, 9);
  const capacityUsd = ((sol.headroom - 4n) * RATE) / sol.borrowInitialFactor;
  const capacity = (capacityUsd * 10n ** 12n) / price;
  const borrow = await openAction(page, 'Borrow', 'SOL');
  const limits = await borrow.getByText(/^Max .* SOL: 1% under your borrow capacity of .* SOL/).textContent();
  const [, maxText = '', capacityText = ''] =
    /^Max (.*) SOL: 1% under your borrow capacity of (.*) SOL/.exec(limits ?? '') ?? [];
  const shownCapacity = parseDecimal(capacityText.replaceAll(',', ''), 9);
  const shownMax = parseDecimal(maxText.replaceAll(',', ''), 9);
  expect(shownCapacity > capacity ? shownCapacity - capacity : capacity - shownCapacity).toBeLessThan(capacity / 200n);
  // 99 % of the capacity, both shown to 6 decimals: within a display unit either way
  expect((shownCapacity * 99n) / 100n - shownMax).toBeLessThanOrEqual(1_000n);
  expect((shownCapacity * 99n) / 100n - shownMax).toBeGreaterThanOrEqual(-1_000n);
  await borrow.getByRole('textbox', { name: 'Amount' }).fill(unitsToInputText(shownCapacity, 9));
  // the index price ticks: the message names the Max the field shows at that moment
  await expect(borrow.getByText(/^Exceeds your borrow limit of [\d,.]+ SOL\.$/)).toBeVisible();
  await expect
    .poll(async () => {
      const text = (await borrow.textContent()) ?? '';
      return (
        /Max ([\d,.]+) SOL: 1% under/.exec(text)?.[1] === /Exceeds your borrow limit of ([\d,.]+) SOL/.exec(text)?.[1]
      );
    })
    .toBe(true);
  await expect(borrow.getByRole('button', { name: 'Borrow', exact: true })).toBeDisabled();
});
