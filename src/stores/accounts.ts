import { atom, computed, onMount } from 'nanostores';
import type { CallResponse } from '#lib/api/contract.ts';
import { readActingAccount, writeActingAccount } from '#lib/storage/acting-account.ts';
import { $api } from './api.ts';
import { $currentUserId } from './current-user.ts';
import type { Resource } from './resource.ts';
import { notify } from './toasts.ts';
import { $wallet } from './wallet.ts';

export { $currentUserId } from './current-user.ts';

/** One account of the connected wallet as getUsersByAddress lists it (alias, keys, balances by token address). */
export type WalletAccount = CallResponse<'getUsersByAddress'>['users'][number];

/** Waits between lookups that failed: 1, 2, 4, then 8 s for as long as it takes (SPEC 7: retried until it resolves). */
const RETRY_MS = [1000, 2000, 4000, 8000] as const;

/** The lookup state with the wallet address it belongs to (an answer for another wallet is dropped). */
interface Lookup {
  readonly address?: string;
  readonly resource: Resource<readonly WalletAccount[]>;
  /** Lookups of this address that failed in a row. */
  readonly failures: number;
}

const $lookup = atom<Lookup>({ resource: { status: 'loading' }, failures: 0 });

/**
 * The connected wallet's accounts in ascending id order (the first is the main account); loading while no wallet is
 * connected and until the first lookup answers; an error only until a retry succeeds.
 */
export const $accounts = computed($lookup, (lookup) => lookup.resource);

/** Failed lookups in a row for the connected wallet (the connection flow offers account creation after some). */
export const $accountLookupFailures = computed($lookup, (lookup) => lookup.failures);

/** The account acting now (from $accounts), once known. */
export const $currentAccount = computed([$accounts, $currentUserId], (accounts, userId) =>
  accounts.status === 'ready' ? accounts.value.find((a) => a.userId === userId) : undefined,
);

const byId = (a: WalletAccount, b: WalletAccount) => {
  const [x, y] = [BigInt(a.userId), BigInt(b.userId)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Local storage, or undefined where there is none (server render) or it refuses access (privacy modes). */
function localStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The account that acts once the wallet's accounts are known: the one acting now if it is the wallet's (a reload of
 * the list after a rename), else the one this wallet last switched to on this browser, else the main account.
 */
function actingAccountOf(address: string, accounts: readonly WalletAccount[]): string | undefined {
  const isListed = (userId: string | undefined) => userId !== undefined && accounts.some((a) => a.userId === userId);
  const current = $currentUserId.get();
  if (isListed(current)) return current;
  const storage = localStore();
  const stored = storage === undefined ? undefined : readActingAccount(storage, address);
  return isListed(stored) ? stored : accounts[0]?.userId;
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** The number of the latest lookup: an older one that answers after it (a slow reply) must not undo it. */
let latestLookup = 0;

/**
 * Looks the connected wallet's accounts up once; a failure schedules the next try. Only the latest lookup's answer
 * counts: the first lookup of a new wallet can still be on its way when Create account's refetch has answered with the
 * new account, and its empty list arriving last showed "No account" for an account that existed.
 */
async function lookUp(address: string): Promise<void> {
  clearTimeout(retryTimer);
  const api = $api.get();
  if (!api) return;
  const number = ++latestLookup;
  try {
    const { users } = await api.getUsersByAddress({ userAddress: address });
    if ($lookup.get().address !== address || number !== latestLookup) return;
    const accounts = [...users].sort(byId);
    $lookup.set({ address, resource: { status: 'ready', value: accounts }, failures: 0 });
    $currentUserId.set(actingAccountOf(address, accounts));
  } catch (error) {
    const lookup = $lookup.get();
    if (lookup.address !== address || number !== latestLookup) return;
    const failures = lookup.failures + 1;
    const resource = lookup.resource.status === 'ready' ? lookup.resource : { status: 'error' as const, error };
    $lookup.set({ address, resource, failures });
    // a retry's own failure schedules the next one; nobody awaits it, so its rejection stops here
    const retry = () => lookUp(address).catch(() => undefined);
    retryTimer = setTimeout(retry, RETRY_MS[Math.min(failures, RETRY_MS.length) - 1]);
    throw error;
  }
}

/** Looks the accounts up again now (after a rename, a transfer or a new sub-account); rejects if this try fails. */
export function refetchAccounts(): Promise<void> {
  const address = $lookup.get().address;
  return address === undefined ? Promise.resolve() : lookUp(address);
}

/**
 * Makes another account of the wallet the acting one (SPEC 4): the user's stream, history, balances and orders follow
 * $currentUserId, and the choice is kept for this wallet over page changes and reloads. An id that is not one of the wallet's accounts gives the "Failed to change subaccount" notice.
 */
export function switchAccount(userId: string): boolean {
  const accounts = $accounts.get();
  if (accounts.status !== 'ready' || !accounts.value.some((a) => a.userId === userId)) {
    notify({ kind: 'error', title: 'sonnerMessages.switchAccount.error' });
    return false;
  }
  $currentUserId.set(userId);
  const address = $lookup.get().address;
  const storage = localStore();
  if (address !== undefined && storage !== undefined) writeActingAccount(storage, address, userId);
  return true;
}

onMount($lookup, () => {
  if (typeof window === 'undefined') return;
  const stop = $wallet.subscribe((wallet) => {
    const address = wallet.status === 'connected' ? wallet.address : undefined;
    if (address === $lookup.get().address) return;
    clearTimeout(retryTimer);
    $lookup.set({ address, resource: { status: 'loading' }, failures: 0 });
    $currentUserId.set(undefined);
    if (address !== undefined) lookUp(address).catch(() => undefined); // the retry is already scheduled
  });
  return () => {
    stop();
    clearTimeout(retryTimer);
  };
});
