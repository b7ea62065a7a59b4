/**
 * Sub-accounts on the real local network (SPEC 2 /account/accounts and the Add account, Edit account and Transfer
 * funds modals; SPEC 4 switching; SPEC 5 transfer rules): each test signs a fresh funded wallet in with signIn and
 * works the page as a user would; balances are checked on the exchange itself, in exact base units.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './harness/test.ts';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { STORAGE_KEYS } from '#lib/storage/keys.ts';
import { signIn, type SignedIn } from './harness/signed-in.ts';

/** Base units of the faucet's 10000 USDC (6 decimals), which a funded sign-in credits. */
const FUNDED_USDC = 10_000_000_000n;

/** The accounts page, signed in with a funded fresh wallet, the main account's row shown. */
async function openAccountsPage(page: Page): Promise<SignedIn & { usdc: string }> {
  const signed = await signIn(page, { wallet: 'aptos', funded: true, path: '/account/accounts' });
  await expect(row(page, signed.alias)).toBeVisible({ timeout: 15_000 });
  const config = await signed.client.getConfig();
  return { ...signed, usdc: config.tokens.USDC!.contractAddress };
}

/** The accounts table. */
const table = (page: Page) => page.getByRole('grid', { name: 'Your accounts' });

/** The table row whose alias cell is exactly `alias` (with or without the Selected badge). */
const row = (page: Page, alias: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${alias}( Selected)?$`) }) });

/** Picks `optionName` in the Select whose button's accessible name ends with `label`. */
async function choose(dialog: Locator, label: string, optionName: RegExp): Promise<void> {
  await dialog.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await dialog.page().getByRole('option', { name: optionName }).click();
}

/** The wallet's accounts as the exchange lists them: alias and USDC balance in base units, by id. */
async function exchangeAccounts(signed: SignedIn & { usdc: string }) {
  const { users } = await signed.client.getUsersByAddress({ userAddress: signed.address });
  return users.map((u) => ({ id: u.userId, alias: u.alias, usdc: BigInt(u.tokenBalances[signed.usdc] ?? '0') }));
}

/** Creates a sub-account through the Add account modal, funded with `amount` USDC from the main account. */
async function addAccount(page: Page, alias: string, amount: string): Promise<void> {
  await page.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add account' });
  await dialog.getByRole('textbox', { name: 'Alias' }).fill(alias);
  await dialog.getByRole('textbox', { name: 'Amount (optional)' }).fill(amount);
  await dialog.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByText('Account created')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, alias)).toBeVisible();
}

test('add a funded sub-account, rename it, transfer to it, switch to it: balances follow the account', async ({
  page,
}) => {
  const signed = await openAccountsPage(page);
  await addAccount(page, 'Scalping', '25');
  let accounts = await exchangeAccounts(signed);
  expect(accounts).toHaveLength(2);
  const sub = accounts.find((a) => a.alias === 'Scalping')!;
  expect(sub.usdc).toBe(25_000_000n);
  expect(accounts.find((a) => a.id === signed.userId)!.usdc).toBe(FUNDED_USDC - 25_000_000n);

  // rename: the new alias on the exchange and, after the refetch, in the table
  await row(page, 'Scalping').getByRole('button', { name: 'Rename Scalping' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit account' });
  await edit.getByRole('textbox', { name: 'New alias' }).fill('Hedge');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account renamed')).toBeVisible();
  await expect(row(page, 'Hedge')).toBeVisible();
  await expect(row(page, 'Scalping')).toHaveCount(0);

  // transfer 10.5 USDC from the main account to the renamed one
  await row(page, signed.alias)
    .getByRole('button', { name: `Transfer from ${signed.alias}` })
    .click();
  const transfer = page.getByRole('dialog', { name: 'Transfer funds' });
  await choose(transfer, 'To', /^Hedge/);
  await transfer.getByRole('textbox', { name: 'Amount' }).fill('10.5');
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByText('Transfer complete')).toBeVisible();
  await expect(transfer).toHaveCount(0);
  accounts = await exchangeAccounts(signed);
  expect(accounts.find((a) => a.id === sub.id)).toMatchObject({ alias: 'Hedge', usdc: 35_500_000n });
  expect(accounts.find((a) => a.id === signed.userId)!.usdc).toBe(FUNDED_USDC - 35_500_000n);
  // fetchUserStats after the refetch: the sub-account's row shows its 35.50 USD
  await expect(row(page, 'Hedge').getByRole('gridcell', { name: '$35.50' })).toBeVisible();
  // the account panel's recent activity lists the transfer first, naming the other account by its new alias
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${signed.alias}\\b`) })
    .click();
  const panel = page.getByRole('dialog', { name: 'Account' });
  const activity = panel.getByRole('group').filter({ hasText: 'Recent activity' }).getByRole('listitem');
  await expect(activity.first()).toHaveText('Transfer to Hedge-10.5 USDC');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // every row is live, not only the acting one's: 1 USDC sent to Hedge from elsewhere (the exchange's own client, so
  // nothing on the page refetches) moves Hedge's row to 25 + 10.5 + 1 = 36.50 with no reload, and the main account's
  // row still reads the acting account's live balance (one account, one value on the screen)
  await signed.client.transferToUser({
    userId: signed.userId,
    tokenAddress: signed.usdc,
    amount: '1000000',
    recipient: sub.id,
  });
  await expect(row(page, 'Hedge').getByRole('gridcell', { name: '$36.50' })).toBeVisible();
  const actingLine = page.getByText(/^Acting as/);
  await expect(async () => {
    const live = /(\$[\d,]+\.\d{2})$/.exec((await actingLine.textContent()) ?? '')?.[1];
    expect(live).toBeDefined();
    await expect(row(page, signed.alias).getByRole('gridcell', { name: live! })).toBeVisible({ timeout: 500 });
  }).toPass();

  // switch: the header names the sub-account, its row carries the Selected badge, and the acting account's balance
  // is the sub-account's, live from its own user stream
  const acting = page.getByText(/^Acting as/);
  await expect(acting).toContainText(`Acting as ${signed.alias}`);
  await row(page, 'Hedge').getByRole('button', { name: 'Switch to Hedge' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Hedge\b/ })).toBeVisible();
  await expect(row(page, 'Hedge').getByRole('rowheader')).toHaveText('HedgeSelected');
  await expect(row(page, 'Hedge').getByRole('button', { name: 'Switch to Hedge' })).toBeDisabled();
  await expect(acting).toHaveText('Acting as Hedge$36.50');
  // funds arriving at the new account show without a reload: its user updates are subscribed
  await signed.client.transferToUser({
    userId: signed.userId,
    tokenAddress: signed.usdc,
    amount: '1000000',
    recipient: sub.id,
  });
  await expect(acting).toHaveText('Acting as Hedge$37.50');
  // one account, one value on the screen: its row reads the same live balance (the stats snapshot lagged by $10)
  await expect(row(page, 'Hedge').getByRole('gridcell', { name: '$37.50' })).toBeVisible();
  // and Transfer funds now starts from the sub-account, with its balance
  await page.getByRole('button', { name: 'Transfer funds' }).click();
  const fromHedge = page.getByRole('dialog', { name: 'Transfer funds' });
  await expect(fromHedge.getByRole('button', { name: /^Hedge.*From$/ })).toBeVisible();
  await expect(fromHedge.getByText('Available 37.5 USDC')).toBeVisible();
});

test('Transfer funds refuses the same account twice and an amount under 1 USD, and sends nothing', async ({ page }) => {
  const signed = await openAccountsPage(page);
  await addAccount(page, 'Second', '5');
  await row(page, signed.alias)
    .getByRole('button', { name: `Transfer from ${signed.alias}` })
    .click();
  const transfer = page.getByRole('dialog', { name: 'Transfer funds' });
  await choose(transfer, 'To', new RegExp(`^${signed.alias}`));
  await transfer.getByRole('textbox', { name: 'Amount' }).fill('0.5');
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(transfer.getByText('Choose two different accounts')).toBeVisible();
  await expect(transfer.getByText('Insufficient amount: at least 1 USDC is needed')).toBeVisible();

  // another account clears the first error; 0.5 USDC still is under the minimum
  await choose(transfer, 'To', /^Second/);
  await expect(transfer.getByText('Choose two different accounts')).toHaveCount(0);
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(transfer.getByText('Insufficient amount: at least 1 USDC is needed')).toBeVisible();
  await expect(transfer).toBeVisible();
  const accounts = await exchangeAccounts(signed);
  expect(accounts.map((a) => a.usdc).sort()).toEqual([5_000_000n, FUNDED_USDC - 5_000_000n].sort());

  // the page's search narrows the table to the matching alias
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox', { name: 'Search' }).fill('seco');
  await expect(table(page).getByRole('rowheader')).toHaveText(['Second']);

  // on a phone each account is a card: no element that shows reaches past the window's edges (the table's six
  // columns ran to x 843 and its frame cut Balance), and Second's Balance, the 5 USDC moved to it at $1.00 = $5.00,
  // shows whole inside the window
  await page.setViewportSize({ width: 390, height: 844 });
  const balance = row(page, 'Second').locator('[data-label="Balance"]');
  await expect(balance).toBeVisible();
  const wide = await page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        let [left, right] = [r.left, r.right];
        // what its scrolling or clipping ancestors show of it (a visually hidden header or select shows nothing)
        for (let up = el.parentElement; up !== null && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX === 'visible') continue;
          const clip = up.getBoundingClientRect();
          [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
        }
        return r.height > 1 && right - left > 1 && (r.right > window.innerWidth + 0.5 || r.left < -0.5);
      })
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
  );
  expect(wide).toEqual([]);
  const box = (await balance.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(balance).toHaveText('$5.00');
});

test('a double click on Transfer sends one transfer, and a double click on Add account makes one account', async ({
  page,
}) => {
  const signed = await openAccountsPage(page);
  await page.getByRole('button', { name: 'Add account' }).click();
  const add = page.getByRole('dialog', { name: 'Add account' });
  await add.getByRole('textbox', { name: 'Alias' }).fill('Twice');
  await add.getByRole('button', { name: 'Add account' }).dblclick();
  await expect(page.getByText('Account created')).toBeVisible();
  await expect(row(page, 'Twice')).toBeVisible();

  await row(page, signed.alias)
    .getByRole('button', { name: `Transfer from ${signed.alias}` })
    .click();
  const transfer = page.getByRole('dialog', { name: 'Transfer funds' });
  await transfer.getByRole('textbox', { name: 'Amount' }).fill('2');
  await transfer.getByRole('button', { name: 'Transfer' }).dblclick();
  await expect(page.getByText('Transfer complete')).toBeVisible();
  // the stats refetch 1 s later has run by the time the row shows the new balance
  await expect(row(page, 'Twice').getByRole('gridcell', { name: '$2.00' })).toBeVisible();

  const accounts = await exchangeAccounts(signed);
  expect(accounts.map((a) => a.alias).sort()).toEqual([signed.alias, 'Twice'].sort());
  expect(accounts.find((a) => a.alias === 'Twice')!.usdc).toBe(2_000_000n);
  const { transfers } = await signed.client.getUserTransfersHistory({ userId: signed.userId });
  expect(transfers).toHaveLength(1);
});

test('with the session key expired, Transfer establishes the connection first, then the transfer goes through', async ({
  page,
}) => {
  const signed = await openAccountsPage(page);
  await addAccount(page, 'Later', '1');
  await page.evaluate(
    ({ key }) => {
      const stored = JSON.parse(localStorage.getItem(key)!) as { expiration: number };
      localStorage.setItem(key, JSON.stringify({ ...stored, expiration: Date.now() - 1000 }));
    },
    { key: `${STORAGE_KEYS.apiKeyPrefix}${signed.userId}` },
  );
  await row(page, signed.alias)
    .getByRole('button', { name: `Transfer from ${signed.alias}` })
    .click();
  const transfer = page.getByRole('dialog', { name: 'Transfer funds' });
  await choose(transfer, 'To', /^Later/);
  await transfer.getByRole('textbox', { name: 'Amount' }).fill('3');
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  const establish = page.getByRole('dialog', { name: 'Establish connection' });
  await expect(establish).toBeVisible();
  // closing it is a choice, not a failure: no error toast, and the transfer is still there to try again
  await page.keyboard.press('Escape');
  await expect(establish).toHaveCount(0);
  await expect(transfer).toBeVisible();
  await expect(transfer.getByRole('textbox', { name: 'Amount' })).toHaveValue('3');
  await expect(page.getByText('Transfer failed')).toHaveCount(0);
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(establish).toBeVisible();
  // it opens over the transfer, which stays with what was typed (react-aria hides it from the accessibility tree
  // while the upper modal is open, so it is looked up with includeHidden)
  const beneath = page.getByRole('dialog', { name: 'Transfer funds', includeHidden: true });
  await expect(beneath).toBeVisible();
  await expect(beneath.getByRole('textbox', { name: 'Amount', includeHidden: true })).toHaveValue('3');
  await establish.getByRole('button', { name: 'Establish connection' }).click();
  await expect(page.getByText('Transfer complete')).toBeVisible();
  await expect(beneath).toBeHidden(); // the transfer's own action ended and closed it
  const accounts = await exchangeAccounts(signed);
  expect(accounts.find((a) => a.alias === 'Later')!.usdc).toBe(4_000_000n);
  // the new key is the one stored now, and the exchange lists it for the account
  const stored = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key)!) as { publicKey: string; expiration: number },
    `${STORAGE_KEYS.apiKeyPrefix}${signed.userId}`,
  );
  expect(stored.publicKey).not.toBe(signed.sessionKey.publicKey);
  expect(stored.expiration).toBeGreaterThan(Date.now());
});

test('the sub-account switched to on the accounts page acts on the trade screen, for orders, and after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const signed = await openAccountsPage(page);
  await addAccount(page, 'Swing', '300');
  const sub = (await exchangeAccounts(signed)).find((a) => a.alias === 'Swing')!;
  await row(page, 'Swing').getByRole('button', { name: 'Switch to Swing' }).click();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /^Swing\b/ })).toBeVisible();

  // another page: the header still names the sub-account, and an order placed there is the sub-account's
  await page.goto('/futures/BTC-PERP');
  await expect(header.getByRole('button', { name: /^Swing\b/ })).toBeVisible({ timeout: 15_000 });
  const { data } = await signed.client.getPerpOrderBookData({ market: 'BTC-PERP', depth: 1 });
  // a bid $500 under the best bid rests (whole dollars: BTC's tick is $1)
  const price = parseDecimal(data.bids[0]!.price, PRICE_DECIMALS) / 10n ** BigInt(PRICE_DECIMALS) - 500n;
  const form = page.getByRole('form', { name: 'Place an order' });
  await form.getByRole('textbox', { name: 'Price' }).fill(String(price));
  await form.getByRole('textbox', { name: 'Size' }).fill('0.001');
  await form.getByRole('button', { name: 'Buy BTC-PERP' }).click();
  await expect(page.getByText('Order placed')).toBeVisible();
  const restingBids = async (userId: string) => {
    const { userData } = await signed.client.getUserData({ userId });
    return Object.values(userData.perpPositions['BTC-PERP']?.bids ?? {}).map((o) => [
      parseDecimal(o.price, PRICE_DECIMALS),
      o.size,
    ]);
  };
  expect(await restingBids(sub.id)).toEqual([[price * 10n ** BigInt(PRICE_DECIMALS), '100000']]);
  expect(await restingBids(signed.userId)).toEqual([]);

  // a reload acts for the sub-account again
  await page.reload();
  await expect(header.getByRole('button', { name: /^Swing\b/ })).toBeVisible({ timeout: 15_000 });
  await expect(header.getByRole('button', { name: new RegExp(`^${signed.alias}\\b`) })).toHaveCount(0);
});
