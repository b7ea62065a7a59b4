/**
 * The wallets wallet selection lists for a deposit network: the detected wallets of that network, plus Google and
 * Apple on Aptos (the hosted wallet signs Aptos transactions); Ethereum has none. The app's connected wallet is
 * marked, so picking it returns to the form at once (SPEC 4).
 */
import type { TransferNetwork } from '#lib/domain/transfer-networks.ts';
import type { WalletEntry } from '#lib/wallets/entries.ts';
import type { SelectableWallet } from './WalletSelectView.tsx';

/** A social login as the list shows it. */
export interface SocialChoice {
  readonly id: string;
  readonly name: string;
  readonly icon: string;
}

/** The list for a network; `connectedId` is the app's connected wallet, if any. */
export function walletChoices(
  network: TransferNetwork,
  entries: readonly WalletEntry[],
  social: readonly SocialChoice[],
  connectedId: string | undefined,
): SelectableWallet[] {
  if (network === 'Ethereum') return [];
  const detected = entries.filter((entry) => entry.network === network);
  const all = [
    ...detected.map((entry) => ({
      id: entry.id,
      name: entry.name,
      icon: entry.icon,
      recentlyUsed: entry.recentlyUsed,
    })),
    ...(network === 'Aptos' ? social.map((s) => ({ ...s, recentlyUsed: false })) : []),
  ];
  return all.map((wallet) => ({ ...wallet, isConnected: wallet.id === connectedId }));
}
