import { atom, onMount } from 'nanostores';
import type { DepositClaim } from '#lib/chain/deposit-claims.ts';
import { DEPOSIT_CLAIM_SCAN_MS } from '#lib/domain/constants.ts';
import { $api } from './api.ts';
import { $chainIndexer } from './chain-indexer.ts';
import { $config } from './config.ts';
import { readyValue } from './resource.ts';
import { notify } from './toasts.ts';
import { $currentUserId, $wallet } from './wallet.ts';

/** The last deposit-claim scan: none yet, running, what it claimed, or why it failed (with the time it ended). */
export type DepositClaimState =
  | { readonly status: 'idle' }
  | { readonly status: 'scanning' }
  | { readonly status: 'done'; readonly claims: readonly DepositClaim[]; readonly at: number }
  | { readonly status: 'failed'; readonly error: unknown; readonly at: number };

/** The deposit-claim scan; while something watches it, it scans now, every 30 s and whenever the account changes. */
export const $depositClaims = atom<DepositClaimState>({ status: 'idle' });

/**
 * The chain side of a scan, loaded on first use (pages without a connected user do not download it; the header keeps
 * this store running on every page). It reads the indexer with a plain fetch and must stay free of
 * @aptos-labs/ts-sdk: a signed-in page would otherwise download the SDK (about 550 KB gzip) before it is interactive.
 */
function loadChain() {
  return Promise.all([import('#lib/chain/deposit-claims.ts'), import('#lib/chain/fungible-balances.ts')]);
}

/**
 * One scan (SPEC guards: a connected wallet, a user with an account, the token list loaded; otherwise it resolves
 * undefined and does nothing). Reads the user's deposit address, then what the chain holds there, and claims each
 * listed token. A refused claim shows the claim-deposit failure toast and is rethrown; every failure is also kept in
 * $depositClaims. A scan asked for while one runs is skipped.
 */
export async function scanDeposits(): Promise<readonly DepositClaim[] | undefined> {
  const api = $api.get();
  const userId = $currentUserId.get();
  const config = readyValue($config.get());
  if (!api || userId === undefined || config === undefined || $wallet.get().status !== 'connected') return undefined;
  if ($depositClaims.get().status === 'scanning') return undefined;
  $depositClaims.set({ status: 'scanning' });
  try {
    const [{ claimArrivedDeposits }, { fetchFungibleBalances }] = await loadChain();
    const { userData } = await api.getUserData({ userId });
    const claims = await claimArrivedDeposits({
      holdings: () => fetchFungibleBalances($chainIndexer.get(), userData.depositAddress),
      tokenAddresses: Object.values(config.tokens).map((token) => token.contractAddress),
      claim: (tokenAddress) => api.claimDeposit({ userId, tokenAddress }),
    });
    $depositClaims.set({ status: 'done', claims, at: Date.now() });
    return claims;
  } catch (error) {
    $depositClaims.set({ status: 'failed', error, at: Date.now() });
    // told by its literal name: the class arrives with the lazily loaded chain code
    if (error instanceof Error && error.name === 'DepositClaimError') {
      notify({
        kind: 'error',
        title: 'sonnerMessages.claimDeposit.error',
        description: 'sonnerMessages.claimDeposit.description',
      });
    }
    throw error;
  }
}

/** A scan run by the timer: its failure is already in $depositClaims (and toasted), so nothing is left to handle. */
function scanInBackground(): void {
  scanDeposits().catch(() => undefined);
}

onMount($depositClaims, () => {
  if (typeof window === 'undefined') return; // no scanning during a server render
  scanInBackground();
  const timer = setInterval(scanInBackground, DEPOSIT_CLAIM_SCAN_MS);
  const stopListening = $currentUserId.listen(scanInBackground);
  return () => {
    clearInterval(timer);
    stopListening();
  };
});
