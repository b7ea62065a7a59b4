/** From the account layer's wire shapes to what the sub-account views take (pure; amounts become bigints here). */
import type { AccountStats } from '#stores/account-stats.ts';
import type { WalletAccount } from '#stores/accounts.ts';
import type { AccountRow } from './accounts-columns.tsx';
import type { AccountChoice } from './choices.tsx';

/** An account for the forms' pickers: alias, id, balances by token address in base units. */
export function toAccountChoice(account: WalletAccount): AccountChoice {
  const balances = new Map<string, bigint>();
  for (const [address, amount] of Object.entries(account.tokenBalances)) balances.set(address, BigInt(amount));
  return { id: account.userId, alias: account.alias, balances };
}

/**
 * The accounts page's rows: the wallet's accounts with their stats (undefined until loaded), the current one marked.
 * The current account's balance is `currentBalanceUsd` when known, the live figure the page's "Acting as" line shows:
 * one account, one value on the screen (the stats snapshot read $10 off it after a transfer).
 */
export function toAccountRows(
  accounts: readonly WalletAccount[],
  stats: ReadonlyMap<string, AccountStats> | undefined,
  currentUserId: string | undefined,
  currentBalanceUsd?: bigint,
): AccountRow[] {
  return accounts.map((account) => {
    const figures = stats?.get(account.userId);
    const isCurrent = account.userId === currentUserId;
    return {
      id: account.userId,
      alias: account.alias,
      createdAt: account.registrationTimestamp,
      balanceUsd: (isCurrent ? currentBalanceUsd : undefined) ?? figures?.balanceUsd,
      volumeUsd: figures?.volume30dUsd,
      isSelected: isCurrent,
    };
  });
}
