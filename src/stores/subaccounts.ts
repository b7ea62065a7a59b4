/**
 * Sub-account mutations (SPEC 4 and 7): transfer between the wallet's accounts, rename, add a sub-account. Each runs
 * under the acting account's session key (withSession: created first through Establish connection when missing or
 * expired), refetches the wallet's accounts 1 s later and says how it went in a toast.
 */
import { computed } from 'nanostores';
import { ApiError } from '#lib/api/errors.ts';
import { REFETCH_AFTER_SUBMIT_MS } from '#lib/domain/constants.ts';
import type { MessageKey } from '#lib/i18n/index.ts';
import { refetchAccounts } from './accounts.ts';
import { $config } from './config.ts';
import { notifyFailure } from './errors.ts';
import { $indexPrices } from './prices.ts';
import { readyValue } from './resource.ts';
import { cancelledByUser, withSession } from './session.ts';
import { notify } from './toasts.ts';

/** A token the sub-account forms can move: ticker, contract address, decimals, index price (USD x 10^9, 0 unknown). */
export interface FormToken {
  readonly ticker: string;
  readonly address: string;
  readonly decimals: number;
  readonly usdPrice: bigint;
}

/** The configured, enabled tokens with their live index prices, in the configuration's order. */
export const $formTokens = computed([$config, $indexPrices], (config, prices): readonly FormToken[] =>
  Object.values(readyValue(config)?.tokens ?? {})
    .filter((token) => token.enabled)
    .map((token) => ({
      ticker: token.name,
      address: token.contractAddress,
      decimals: token.tokenDecimals,
      usdPrice: prices.get(token.name) ?? 0n,
    })),
);

/** The failure toast of a mutation (SPEC 8: sonnerMessages.*.error with what went wrong), unless the user cancelled. */
function tellFailure(title: MessageKey, error: unknown): void {
  if (!cancelledByUser(error)) notifyFailure(title, error);
}

/** SPEC 4/9: the wallet's accounts are fetched again 1 s after a mutation (the exchange has applied it by then). */
function refetchSoon(): void {
  setTimeout(() => void refetchAccounts().catch(() => undefined), REFETCH_AFTER_SUBMIT_MS);
}

/** A transfer between two accounts of the wallet, in base units. */
export interface TransferInput {
  readonly fromUserId: string;
  readonly toUserId: string;
  readonly tokenAddress: string;
  readonly units: bigint;
}

/**
 * transferToUser signed by the source account's session key. Success: the success toast and a refetch 1 s later;
 * failure: sonnerMessages.transferToUser.error with a description, then rethrown so the modal ends its action.
 */
export async function transferFunds(input: TransferInput): Promise<string> {
  try {
    const { txHash } = await withSession(input.fromUserId, (api) =>
      api.transferToUser({
        userId: input.fromUserId,
        tokenAddress: input.tokenAddress,
        amount: input.units.toString(),
        recipient: input.toUserId,
      }),
    );
    notify({ kind: 'success', title: 'sonnerMessages.transferToUser.success' });
    refetchSoon();
    return txHash;
  } catch (error) {
    tellFailure('sonnerMessages.transferToUser.error', error);
    throw error;
  }
}

/** setAliasName under the account's own session key; the toasts and the refetch as for a transfer. */
export async function renameAccount(userId: string, alias: string): Promise<string> {
  try {
    const { txHash } = await withSession(userId, (api) => api.setAliasName({ userId, alias }));
    notify({ kind: 'success', title: 'sonnerMessages.editAccount.success' });
    refetchSoon();
    return txHash;
  } catch (error) {
    tellFailure('sonnerMessages.editAccount.error', error);
    throw error;
  }
}

/** A new sub-account: its alias, the source account for collateral and the optional deposit (0 units: none). */
export interface AddAccountInput {
  readonly sourceUserId: string;
  readonly alias: string;
  readonly tokenAddress: string;
  readonly units: bigint;
}

/** Server codes an add-account failure still names, since nothing in the form could have told the user. */
const LIMIT_CODES: ReadonlySet<string> = new Set(['rate_limited', 'account_limit']);

/**
 * addSubAccount signed by the source account's key (the exchange grants that key to the new account too). Success:
 * the success toast and a refetch 1 s later. SPEC 4: a failure silently ends loading; only the limits (the
 * sub-account cap, a rate limit) say why, since the form cannot show them.
 */
export async function addAccount(input: AddAccountInput): Promise<string> {
  try {
    const { userId } = await withSession(input.sourceUserId, (api) =>
      api.addSubAccount({
        userId: input.sourceUserId,
        name: input.alias,
        tokenAddress: input.tokenAddress,
        amount: input.units.toString(),
      }),
    );
    notify({ kind: 'success', title: 'sonnerMessages.createAccount.success' });
    refetchSoon();
    return userId;
  } catch (error) {
    if (error instanceof ApiError && LIMIT_CODES.has(String(error.code)))
      notifyFailure('sonnerMessages.createAccount.error', error);
    throw error;
  }
}
