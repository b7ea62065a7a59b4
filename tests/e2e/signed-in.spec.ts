/**
 * The signIn helper other screens' specs start from: a fresh wallet with its own account, auto-connected on load,
 * the header naming the account, its session key accepted by the exchange, and funding credited when asked.
 */
import { expect, test } from './harness/test.ts';
import { signIn } from './harness/signed-in.ts';

for (const wallet of ['aptos', 'solana'] as const) {
  test(`signIn with a fresh ${wallet} wallet: connected, the account named in the header, its key signs`, async ({
    page,
  }) => {
    const signed = await signIn(page, { wallet });
    expect(signed.userId).toMatch(/^\d+$/);
    const { users } = await signed.client.getUsersByAddress({ userAddress: signed.address });
    expect(users.map((u) => u.alias)).toEqual([signed.alias]);
    // the stored key is the one the exchange lists for the account, and it signs a session call
    expect(Object.keys(users[0]!.apiKeys)).toContain(signed.sessionKey.publicKey);
    await expect(signed.client.setAliasName({ userId: signed.userId, alias: signed.alias })).resolves.toMatchObject({
      txHash: expect.stringMatching(/^0x/),
    });
    // no modal asked for anything: the session was valid from the start
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // the whole alias shows in the header on a desktop, which has the room (a 220 px cap cut "walk1440rks8" short)
    const alias = page.getByRole('banner').locator('.frame-account-alias');
    await expect(alias).toHaveText(signed.alias);
    expect(await alias.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
}

test('signIn funded: the faucet tokens are credited to the account', async ({ page }) => {
  const signed = await signIn(page, { wallet: 'aptos', funded: true });
  const { userData } = await signed.client.getUserData({ userId: signed.userId });
  const config = await signed.client.getConfig();
  expect(userData.tokenBalances[config.tokens.USDC!.contractAddress]).toBe('10000000000');
  expect(userData.tokenBalances[config.tokens.BTC!.contractAddress]).toBe('100000000');
});

test('signIn with google: through the login panel and the dev wallet popup, the key signs', async ({ page }) => {
  const signed = await signIn(page, { wallet: 'google' });
  expect(signed.walletId).toBe('google');
  await expect(signed.client.setAliasName({ userId: signed.userId, alias: signed.alias })).resolves.toMatchObject({
    txHash: expect.stringMatching(/^0x/),
  });
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`^${signed.alias}\\b`) })).toBeVisible();
});
