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

/** The accounts page's rows: the wallet's accounts with their stats (undefined until loaded), the current one marked. */
export function toAccountRows(
  accounts: readonly WalletAccount[],
  stats: ReadonlyMap<string, AccountStats> | undefined,
  currentUserId: string | undefined,
): AccountRow[] {
  return accounts.map((account) => {
    const figures = stats?.get(account.userId);
    return {
      id: account.userId,
      alias: account.alias,
      createdAt: account.registrationTimestamp,
      balanceUsd: figures?.balanceUsd,
      volumeUsd: figures?.volume30dUsd,
      isSelected: account.userId === currentUserId,
    };
  });
}
