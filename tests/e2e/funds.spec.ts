/**
 * Deposit, faucet and withdraw on the local network (issue 16): the header's faucet mints and credits with its
 * progress, which a reload part-way does not lose (issue 21), a wallet deposit is signed by the injected Aptos wallet and credited, withdrawals settle on the local
 * chain (Aptos) or through the bridge (Solana, with its fee), borrowing goes beyond the balance, and the forms'
 * messages and the wizard's network-change and retry paths behave as SPEC 4 and 5 say.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './harness/test.ts';
import { Account } from '@aptos-labs/ts-sdk';
import { createAptos, fundAccount, getAccountCoins } from '#lib/chain/aptos-client.ts';
import { approveInPopup } from './harness/login-flow.ts';
import { signIn, type SignedIn } from './harness/signed-in.ts';

const aptos = createAptos('local');

/** What the exchange holds for the account, by ticker (base units). */
async function balances(user: SignedIn): Promise<Record<string, bigint>> {
  const [{ userData }, config] = await Promise.all([
    user.client.getUserData({ userId: user.userId }),
    user.client.getConfig(),
  ]);
  return Object.fromEntries(
    Object.entries(config.tokens).map(([ticker, t]) => [
      ticker,
      BigInt(userData.tokenBalances[t.contractAddress] ?? 0),
    ]),
  );
}

/** What an address holds on the local chain of one token (base units). */
async function chainBalance(address: string, symbol: string): Promise<bigint> {
  const coins = await getAccountCoins(aptos, address);
  return coins.filter((c) => c.metadata.symbol === symbol).reduce((sum, c) => sum + c.amount, 0n);
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Picks an option of a react-aria Select by its label. */
async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(`${label}`) }).click();
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
}

test('faucet -> credited -> deposit from the wallet -> withdraw to an Aptos address, with history', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const user = await signIn(page, { wallet: 'aptos' });
  // the wallet pays its deposit's gas and deposits APT: the chain faucet gives it 2 APT
  await fundAccount(aptos, user.address, 200_000_000n);

  await page.getByRole('banner').getByRole('button', { name: 'Faucet' }).click();
  const progress = page.getByRole('region', { name: 'Test faucet' });
  await expect(progress.getByText('10,000 USDC')).toBeVisible();
  // a reload part-way, while BTC still waits its turn: the exchange carries the run on, and the reloaded page finds it
  // and shows its card again (the page, not the run, went away), following it to the same end
  await expect(progress.getByRole('listitem').filter({ hasText: '1 BTC' })).toContainText('Waiting');
  await page.reload();
  await expect(progress).toBeVisible({ timeout: 15_000 });
  await expect(progress.getByText('10,000 USDC')).toBeVisible();
  await expect(progress.getByText('Credited')).toHaveCount(3, { timeout: 20_000 });
  // credited once, not twice (the exchange's balances in base units): 10,000 USDC at 6 decimals, 10 SOL at 9, 1 BTC
  // at 8
  const afterFaucet = await balances(user);
  expect(afterFaucet.USDC).toBe(10_000_000_000n);
  expect(afterFaucet.SOL).toBe(10_000_000_000n);
  expect(afterFaucet.BTC).toBe(100_000_000n);
  await progress.getByRole('button', { name: 'Close faucet progress' }).click();

  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const deposit = dialog(page, 'Deposit');
  await deposit.getByRole('button', { name: /^Wallet/ }).click();
  await expect(deposit.getByText('E2E Aptos')).toBeVisible();
  await pick(page, deposit, 'Token', 'APT');
  await expect(deposit.getByText(/Wallet balance 2 APT/)).toBeVisible();
  await deposit.getByRole('textbox', { name: 'Amount' }).fill('0.5');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('Deposit confirmed')).toBeVisible({ timeout: 20_000 });
  await expect(deposit).toBeHidden();
  expect((await balances(user)).APT).toBe(50_000_000n);

  const recipient = Account.generate().accountAddress.toStringLong();
  await page.getByRole('banner').getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = dialog(page, 'Withdraw');
  await withdraw.getByRole('textbox', { name: 'Withdraw address' }).fill(recipient);
  // more than the balance, borrow off: the reason shows while the field has focus, and nothing is "Borrowed"
  await withdraw.getByRole('textbox', { name: 'Amount' }).fill('99999999');
  await expect(withdraw.getByText('Amount exceeds your balance')).toBeVisible();
  await expect(withdraw.getByText('Borrowed', { exact: true })).toHaveCount(0);
  await withdraw.getByRole('textbox', { name: 'Amount' }).fill('100');
  await expect(withdraw.getByText('-100.1 USDC')).toBeVisible();
  await withdraw.getByRole('button', { name: 'Confirm withdraw' }).click();
  await expect(page.getByText('Withdrawal sent')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => chainBalance(recipient, 'USDC')).toBe(100_000_000n);
  expect((await balances(user)).USDC).toBe(10_000_000_000n - 100_100_000n);

  const { deposits } = await user.client.getUserHistoricalDeposits({ userId: user.userId });
  expect(deposits.map((d) => [d.token, d.amount])).toContainEqual(['APT', '50000000']);
  const { withdrawals } = await user.client.getUserWithdrawalsHistory({ userId: user.userId });
  expect(withdrawals).toMatchObject([{ token: 'USDC', amount: '100000000', network: 'Aptos', recipient }]);
});

test('on a phone the account panel offers the test faucet, Deposit, Withdraw, Transfer and the sub-accounts page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await signIn(page, { wallet: 'aptos' });
  const header = page.getByRole('banner');
  // below 850 px the header has no room for the money buttons: the account panel holds them
  await expect(header.getByRole('button', { name: 'Faucet' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  const openPanel = async () => {
    await header.getByRole('button', { name: new RegExp(`^${user.alias}\\b`) }).click();
    return dialog(page, 'Account');
  };

  let panel = await openPanel();
  await panel.getByRole('button', { name: 'Test faucet' }).click();
  await expect(panel).toBeHidden();
  const progress = page.getByRole('region', { name: 'Test faucet' });
  await expect(progress.getByText('Credited')).toHaveCount(3, { timeout: 20_000 });
  expect(await balances(user)).toMatchObject({ USDC: 10_000_000_000n, SOL: 10_000_000_000n, BTC: 100_000_000n });
  await progress.getByRole('button', { name: 'Close faucet progress' }).click();

  for (const [action, modal] of [
    ['Deposit', 'Deposit'],
    ['Withdraw', 'Withdraw'],
    ['Transfer', 'Transfer funds'],
  ] as const) {
    panel = await openPanel();
    await panel.getByRole('button', { name: action, exact: true }).click();
    await expect(panel).toBeHidden();
    const opened = dialog(page, modal);
    await expect(opened).toBeVisible();
    const box = (await opened.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
  }

  panel = await openPanel();
  await panel.getByRole('link', { name: 'Manage sub-accounts' }).click();
  await expect(page).toHaveURL(/\/account\/accounts$/);
  await expect(page.getByRole('grid', { name: 'Your accounts' })).toBeVisible({ timeout: 15_000 });
});

test('a Solana-address withdrawal is charged its network fee and recorded pending', async ({ page }) => {
  const user = await signIn(page, { wallet: 'aptos', funded: true });
  await page.getByRole('banner').getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = dialog(page, 'Withdraw');
  await pick(page, withdraw, 'Network', 'Solana');
  await withdraw.getByRole('textbox', { name: 'Withdraw address' }).fill('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV');
  await withdraw.getByRole('textbox', { name: 'Amount' }).fill('50');
  await expect(withdraw.getByText('1 USDC ($1.00)')).toBeVisible();
  await expect(withdraw.getByText('-51 USDC')).toBeVisible();
  await withdraw.getByRole('button', { name: 'Confirm withdraw' }).click();
  await expect(page.getByText('Withdrawal sent')).toBeVisible();
  expect((await balances(user)).USDC).toBe(10_000_000_000n - 51_000_000n);
  const { withdrawals } = await user.client.getUserWithdrawalsHistory({ userId: user.userId });
  expect(withdrawals).toMatchObject([{ network: 'Solana', fee: '1000000', status: 'pending' }]);
});

test('with Enable borrow a withdrawal goes beyond the balance, within the collateral', async ({ page, browser }) => {
  test.setTimeout(60_000);
  // another account lends SOL, so the pool has cash to borrow
  const lenderPage = await browser.newPage();
  const lender = await signIn(lenderPage, { wallet: 'aptos', funded: true });
  const sol = (await lender.client.getConfig()).tokens.SOL!.contractAddress;
  await lender.client.lend({ userId: lender.userId, tokenAddress: sol, amount: '10000000000' });
  await lenderPage.close();
  const user = await signIn(page, { wallet: 'aptos', funded: true });
  await page.getByRole('banner').getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = dialog(page, 'Withdraw');
  await pick(page, withdraw, 'Token', 'SOL');
  await withdraw.getByText('Enable borrow', { exact: true }).click();
  await expect(withdraw.getByRole('switch', { name: /Enable borrow/ })).toBeChecked();
  const panel = page.getByRole('dialog', { name: 'Borrow details' });
  await expect(panel.getByText('Utilization')).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(withdraw.getByText(/Available with borrow/)).toBeVisible();
  await withdraw.getByRole('textbox', { name: 'Withdraw address' }).fill(Account.generate().accountAddress.toString());
  await withdraw.getByRole('textbox', { name: 'Amount' }).fill('15');
  await expect(withdraw.getByText('Borrowed')).toBeVisible();
  await withdraw.getByRole('button', { name: 'Confirm withdraw' }).click();
  await expect(page.getByText('Withdrawal sent')).toBeVisible();
  const { userData } = await user.client.getUserData({ userId: user.userId });
  expect(BigInt(userData.borrowShares[sol] ?? 0)).toBeGreaterThan(0n);
});

test('invalid addresses and amounts show their messages and keep Confirm disabled', async ({ page }) => {
  await signIn(page, { wallet: 'aptos', funded: true });
  await page.getByRole('banner').getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = dialog(page, 'Withdraw');
  const address = withdraw.getByRole('textbox', { name: 'Withdraw address' });
  await address.focus();
  await address.blur();
  await expect(withdraw.getByText('This field is required').first()).toBeVisible();
  await pick(page, withdraw, 'Network', 'Ethereum');
  await address.fill('0x1234');
  await address.blur();
  await expect(withdraw.getByText('Invalid withdraw address for this network')).toBeVisible();
  await address.fill('0x52908400098527886E0F7030069857D2E4169EE7');
  await expect(withdraw.getByText('Invalid withdraw address for this network')).toBeHidden();
  const amount = withdraw.getByRole('textbox', { name: 'Amount' });
  await amount.fill('20000');
  await amount.blur();
  await expect(withdraw.getByText('Amount exceeds your balance')).toBeVisible();
  await expect(withdraw.getByRole('button', { name: 'Confirm withdraw' })).toBeDisabled();
  await withdraw.getByRole('button', { name: 'Max' }).click();
  await expect(withdraw.getByText('Amount exceeds your balance')).toBeHidden();
  await expect(withdraw.getByRole('button', { name: 'Confirm withdraw' })).toBeEnabled();
});

test('changing the deposit network unlinks the wallet; connecting can fail, be retried and go back', async ({
  page,
}) => {
  await signIn(page, { wallet: 'aptos' });
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const deposit = dialog(page, 'Deposit');
  await deposit.getByRole('button', { name: /^Wallet/ }).click();
  await expect(deposit.getByText('E2E Aptos')).toBeVisible();
  await pick(page, deposit, 'Network', 'Solana');
  await expect(deposit.getByText('Solana deposits are not supported yet')).toBeVisible();
  await expect(deposit.getByText('No wallet connected')).toBeVisible();
  await pick(page, deposit, 'Network', 'Ethereum');
  await expect(deposit.getByText('Ethereum deposits are not supported yet')).toBeVisible();
  await pick(page, deposit, 'Network', 'Aptos');
  await expect(deposit.getByText('Connect a wallet to see your balance')).toBeVisible();
  await expect(deposit.getByRole('button', { name: 'Token' })).toContainText('USDC');

  // the connected wallet is marked: picking it returns to the form at once
  await deposit.getByRole('button', { name: 'Connect wallet' }).click();
  await deposit.getByRole('button', { name: /E2E Aptos/ }).click();
  await expect(deposit.getByText('E2E Aptos')).toBeVisible();
  await expect(deposit.getByText(/Wallet balance/)).toBeVisible();

  // Google's prompt closed: the connection failed; Try again asks again; Back returns to selection
  await deposit.getByRole('button', { name: 'Change wallet' }).click();
  const firstPopup = page.waitForEvent('popup');
  await deposit.getByRole('button', { name: /Google/ }).click();
  await (await firstPopup).close();
  await expect(deposit.getByRole('alert')).toContainText('failed', { timeout: 10_000 });
  const secondPopup = page.waitForEvent('popup');
  await deposit.getByRole('button', { name: 'Try again' }).click();
  await expect(deposit.getByRole('status')).toContainText('Approve the connection in Google');
  await (await secondPopup).close();
  await expect(deposit.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 10_000 });
  await deposit.getByRole('button', { name: 'Back' }).click();
  await expect(deposit.getByRole('heading', { name: 'Select a wallet' })).toBeVisible();
});

test('the dev wallet (Google) signs a deposit in its prompt; a refusal stops the flow', async ({ page }) => {
  test.setTimeout(90_000);
  const user = await signIn(page, { wallet: 'google' });
  await fundAccount(aptos, user.address, 200_000_000n);
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const deposit = dialog(page, 'Deposit');
  await deposit.getByRole('button', { name: /^Wallet/ }).click();
  await pick(page, deposit, 'Token', 'APT');
  await expect(deposit.getByText(/Wallet balance \d/)).toBeVisible();
  // the account may already hold APT (the faucet funding of a new account): compare with what it held
  const before = (await balances(user)).APT!;
  await deposit.getByRole('textbox', { name: 'Amount' }).fill('0.25');
  await approveInPopup(page, () => deposit.getByRole('button', { name: 'Deposit', exact: true }).click(), 'Reject');
  await expect(page.getByText('User rejected transaction')).toBeVisible();
  expect((await balances(user)).APT).toBe(before);

  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  await deposit.getByRole('button', { name: /^Wallet/ }).click();
  await pick(page, deposit, 'Token', 'APT');
  await deposit.getByRole('textbox', { name: 'Amount' }).fill('0.25');
  await approveInPopup(page, () => deposit.getByRole('button', { name: 'Deposit', exact: true }).click());
  await expect(page.getByText('Deposit confirmed')).toBeVisible({ timeout: 20_000 });
  expect((await balances(user)).APT).toBe(before + 25_000_000n);
});
