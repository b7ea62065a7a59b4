import { t } from '#lib/i18n/accounts.ts';

/** Wallets a newcomer can install (the get-started link's list): name, network and download page. */
const EXTERNAL_WALLETS: ReadonlyArray<{ readonly name: string; readonly network: string; readonly url: string }> = [
  { name: 'Petra', network: 'Aptos', url: 'https://petra.app/' },
  { name: 'Nightly', network: 'Aptos', url: 'https://nightly.app/' },
  { name: 'Pontem', network: 'Aptos', url: 'https://pontem.network/pontem-wallet' },
  { name: 'Phantom', network: 'Solana', url: 'https://phantom.com/' },
  { name: 'Backpack', network: 'Solana', url: 'https://backpack.app/' },
];

/** The external wallet list: download links that open in a new tab (noopener). */
export function ExternalWalletList() {
  return (
    <>
      <h3 className="wallet-subtitle">{t('login.externalTitle')}</h3>
      <p className="wallet-hint">{t('login.externalHint')}</p>
      <ul className="wallet-list" role="list">
        {EXTERNAL_WALLETS.map((wallet) => (
          <li key={wallet.name}>
            <a className="wallet-entry" href={wallet.url} target="_blank" rel="noopener noreferrer">
              <span className="wallet-entry-name">{wallet.name}</span>
              <span className="wallet-entry-network">{wallet.network}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
