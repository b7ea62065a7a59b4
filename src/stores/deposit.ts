/**
 * The wallet deposit (SPEC 7 depositTokenPayload): the exchange builds and co-signs a multi-agent deposit_token
 * transaction, the connected wallet signs it as sender, it is submitted and its hash watched, then claimDeposit
 * credits what arrived. Also the connected wallet's coins (from the indexer) the deposit form offers.
 */
import { AccountAuthenticator, Deserializer } from '@aptos-labs/ts-sdk';
import { atom } from 'nanostores';
import { getAccountCoins, waitForTransaction, type WalletCoin } from '#lib/chain/aptos-client.ts';
import { submitCosignedDeposit, type SenderSignature } from '#lib/chain/deposit.ts';
import { WalletError } from '#lib/wallets/errors.ts';
import { $api } from './api.ts';
import { $aptos } from './chain.ts';
import { scanDeposits } from './deposit-claims.ts';
import { withSession } from './session.ts';
import { notify } from './toasts.ts';

/** The connected wallet's coins: not asked, loading, read, or failed to read (per wallet address). */
export type WalletCoinsState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly address: string }
  | { readonly status: 'ready'; readonly address: string; readonly coins: readonly WalletCoin[] }
  | { readonly status: 'error'; readonly address: string };

/** The coins of the wallet the deposit form uses; loadWalletCoins fills it. */
export const $walletCoins = atom<WalletCoinsState>({ status: 'idle' });

/** Reads the wallet's coins from the indexer; an answer for a wallet no longer shown is dropped. */
export async function loadWalletCoins(address: string): Promise<void> {
  $walletCoins.set({ status: 'loading', address });
  try {
    const coins = await getAccountCoins($aptos.get(), address);
    if (isFor(address)) $walletCoins.set({ status: 'ready', address, coins });
  } catch {
    if (isFor(address)) $walletCoins.set({ status: 'error', address });
  }
}

/** Forgets the coins (the form's wallet was unlinked by a network change, SPEC 4). */
export function clearWalletCoins(): void {
  $walletCoins.set({ status: 'idle' });
}

function isFor(address: string): boolean {
  const state = $walletCoins.get();
  return state.status !== 'idle' && state.address === address;
}

/** What a deposit needs: the acting account, the token's exchange address, the exact base units, the signer. */
export interface WalletDeposit {
  readonly userId: string;
  readonly tokenAddress: string;
  readonly units: bigint;
  /** The connected wallet's transaction signing (currentWalletAdapter().transactions). */
  readonly signTransaction: (transaction: unknown) => Promise<unknown>;
}

/** How a deposit ended: credited, refused in the wallet, or failed on chain (already told by its toast). */
export type DepositOutcome = 'credited' | 'rejected' | 'chainFailed';

/** The wallet's authenticator as this app's SDK class (a wallet may hand back another copy's instance). */
function asAuthenticator(signed: unknown): AccountAuthenticator {
  if (signed instanceof AccountAuthenticator) return signed;
  const bytes = (signed as { bcsToBytes?: () => Uint8Array } | null)?.bcsToBytes?.();
  if (bytes === undefined) throw new TypeError('the wallet answered no account authenticator');
  return AccountAuthenticator.deserialize(new Deserializer(bytes));
}

/**
 * Deposits from the connected wallet. The exchange's payload request failing throws (the modal's "Deposit failed");
 * a refusal in the wallet toasts "User rejected transaction"; signing, submitting or the watched transaction failing
 * toasts "Deposit token failed, Please try again" (SPEC 8). Once committed, claimDeposit credits the account.
 */
export async function depositFromWallet(deposit: WalletDeposit): Promise<DepositOutcome> {
  const api = $api.get();
  if (!api) throw new Error('no exchange client');
  const answer = await api.depositTokenPayload({
    userId: deposit.userId,
    tokenAddress: deposit.tokenAddress,
    amount: deposit.units.toString(),
  });
  const aptos = $aptos.get();
  try {
    const sign = async (transaction: unknown): Promise<SenderSignature> => {
      try {
        return asAuthenticator(await deposit.signTransaction(transaction));
      } catch (error) {
        if (error instanceof WalletError && error.code === 'user_rejected') return { status: 'rejected' };
        throw error;
      }
    };
    const submission = await submitCosignedDeposit(aptos, answer, sign);
    if (submission.status === 'rejected') {
      notify({ kind: 'error', title: 'errors.userRejected' });
      return 'rejected';
    }
    await waitForTransaction(aptos, submission.hash);
  } catch {
    notify({
      kind: 'error',
      title: 'sonnerMessages.depositToken.error',
      description: 'sonnerMessages.depositToken.description',
    });
    return 'chainFailed';
  }
  await withSession(deposit.userId, (signed) =>
    signed.claimDeposit({ userId: deposit.userId, tokenAddress: deposit.tokenAddress }),
  );
  // another token may have arrived meanwhile (a faucet run): the scan credits it too, its failure has its own toast
  void scanDeposits().catch(() => undefined);
  return 'credited';
}
