import type { ActivityEntry } from '#lib/domain/activity.ts';
import { formatAmount } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/accounts.ts';
import type { ActivityItem } from './AccountPanelView.tsx';

/**
 * The panel's activity lines: what happened (a transfer names the other account by its alias when it is one of the
 * wallet's, by its id otherwise) and the signed amount in its token at its decimals.
 */
export function activityItems(
  entries: readonly ActivityEntry[],
  tokens: Readonly<Record<string, { readonly tokenDecimals: number } | undefined>>,
  accounts: readonly { readonly userId: string; readonly alias: string }[],
): readonly ActivityItem[] {
  const aliasOf = (userId: string) => accounts.find((a) => a.userId === userId)?.alias ?? `#${userId}`;
  return entries.map((entry) => {
    const decimals = tokens[entry.token]?.tokenDecimals;
    const amount = decimals === undefined ? entry.amount.toString() : formatAmount(entry.amount, decimals);
    const incoming = entry.kind === 'deposit' || entry.kind === 'transferIn';
    const label =
      entry.kind === 'deposit'
        ? t('accountPanel.activity.deposit')
        : entry.kind === 'withdrawal'
          ? t(entry.pending ? 'accountPanel.activity.withdrawalPending' : 'accountPanel.activity.withdrawal')
          : t(
              entry.kind === 'transferOut' ? 'accountPanel.activity.transferTo' : 'accountPanel.activity.transferFrom',
              {
                alias: aliasOf(entry.counterpartyUserId ?? ''),
              },
            );
    return { id: entry.id, label, valueText: `${incoming ? '+' : '-'}${amount} ${entry.token}` };
  });
}
