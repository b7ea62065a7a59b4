import { atom } from 'nanostores';
import { createKeyPair } from '#lib/api/signing.ts';
import { ACCOUNT_FAUCET_FUNDING_UNITS } from '#lib/domain/constants.ts';
import { sessionKeyExpiry } from '#lib/domain/validation/session.ts';
import { WalletError } from '#lib/wallets/errors.ts';
import { refetchAccounts } from './accounts.ts';
import { $api } from './api.ts';
import { $config } from './config.ts';
import { $currentUserId } from './current-user.ts';
import { notifyFailure } from './errors.ts';
import { readyValue } from './resource.ts';
import { serverNow, syncServerClock } from './server-clock.ts';
import { rememberSessionKey } from './session.ts';
import { notify } from './toasts.ts';
import { $wallet, currentWalletAdapter } from './wallet.ts';

/** What the Create account form sends: a valid alias and an optional referrer's user id (digits). */
export interface CreateAccountInput {
  readonly alias: string;
  readonly referralCode?: string;
}

/** The chain faucet funding of a new account (SPEC 7): running, arrived (credited), or failed. */
export type AccountFunding =
  | { readonly status: 'idle' }
  | { readonly status: 'funding' | 'funded' | 'failed'; readonly userId: string; readonly amount: bigint };

/** The funding of the account created last; the account panel shows it while it runs. */
export const $accountFunding = atom<AccountFunding>({ status: 'idle' });

/** The new key's expiry stays a minute inside the 24 h the exchange allows (a client clock ahead still fits). */
const CLOCK_MARGIN_MS = 60_000;

/**
 * Funds a new account through the chain faucet: 100000000 units of the chain's coin sent to its deposit address,
 * then claimed into the account, so its balance rises. Loaded on demand: the chain SDK is not on every page.
 */
async function fundNewAccount(userId: string): Promise<void> {
  const api = $api.get();
  if (!api) return;
  const amount = ACCOUNT_FAUCET_FUNDING_UNITS;
  $accountFunding.set({ status: 'funding', userId, amount });
  try {
    const [{ fundAccount }, { $aptos }] = await Promise.all([
      import('#lib/chain/aptos-client.ts'),
      import('./chain.ts'),
    ]);
    const { userData } = await api.getUserData({ userId });
    await fundAccount($aptos.get(), userData.depositAddress, amount);
    const coin = readyValue($config.get())?.tokens.APT;
    if (coin !== undefined) await api.claimDeposit({ userId, tokenAddress: coin.contractAddress });
    $accountFunding.set({ status: 'funded', userId, amount });
    notify({ kind: 'success', title: 'sonnerMessages.accountFunding.success' });
  } catch (error) {
    $accountFunding.set({ status: 'failed', userId, amount });
    notifyFailure('sonnerMessages.accountFunding.error', error);
  }
}

/**
 * The Create account modal's action: the wallet signs a createUser proof that also authorizes the account's first
 * 24 h session key; the account becomes the current one, and the chain faucet funds it. Failures show the
 * createAccount error toast with the reason, and are rethrown (the modal then closes, SPEC 4).
 */
export async function createAccount(input: CreateAccountInput): Promise<string> {
  try {
    const api = $api.get();
    const adapter = currentWalletAdapter();
    const wallet = $wallet.get();
    if (!api || !adapter || wallet.status !== 'connected') throw new WalletError('not_connected');
    const key = createKeyPair();
    await syncServerClock(api);
    const issuedAt = serverNow();
    const expiration = sessionKeyExpiry(issuedAt) - CLOCK_MARGIN_MS;
    const act = { action: 'createUser', alias: input.alias, apiKey: key.publicKey, expiration } as const;
    const proof = await adapter.walletProof(act, issuedAt);
    const created = await api.createUser({
      name: input.alias,
      referralCode: input.referralCode || null,
      sender: wallet.address,
      apiKey: key.publicKey,
      expiration,
      proof,
    });
    rememberSessionKey(created.userId, { ...key, expiration: created.expiration });
    notify({ kind: 'success', title: 'sonnerMessages.createAccount.success' });
    await refetchAccounts().catch(() => undefined); // the lookup retries on its own; the id is known already
    $currentUserId.set(created.userId);
    void fundNewAccount(created.userId);
    return created.userId;
  } catch (error) {
    notifyFailure('sonnerMessages.createAccount.error', error);
    throw error;
  }
}
