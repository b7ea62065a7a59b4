import { Button } from '#islands/ui/Button.tsx';
import { Badge } from '#islands/ui/Badge.tsx';
import { t } from '#lib/i18n/accounts.ts';
import type { WalletEntry } from '#lib/wallets/entries.ts';

/** Props of the detected-wallet list. */
export interface WalletListProps {
  readonly entries: readonly WalletEntry[];
  readonly onPick: (id: string) => void;
}

/** The detected wallets (icon, name, network; the one used last marked Recent), or a line saying none is there. */
export function WalletList({ entries, onPick }: WalletListProps) {
  if (entries.length === 0) return <p className="wallet-hint">{t('login.noWallets')}</p>;
  return (
    <ul className="wallet-list" role="list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <Button className="wallet-entry" onPress={() => onPick(entry.id)} isFullWidth>
            <img src={entry.icon} alt="" width={24} height={24} className="wallet-entry-icon" />
            <span className="wallet-entry-name">{entry.name}</span>
            {entry.recentlyUsed ? <Badge variant="accent">{t('login.recent')}</Badge> : null}
            <span className="wallet-entry-network">{entry.network}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
