import { PlainButton as Button } from '#islands/ui/PlainButton.tsx';
import { t } from '#lib/i18n/index.ts';

/** What the header's account control shows: Connect, a connecting wallet, or the connected account. */
export type HeaderAccount =
  | { readonly status: 'disconnected' }
  | { readonly status: 'connecting' }
  | {
      readonly status: 'connected';
      /** The acting account's alias; undefined while it is looked up or when the wallet has no account yet. */
      readonly alias?: string;
      /** The wallet address, shortened. */
      readonly shortAddress: string;
      /** The wallet's icon (data: URI), if known. */
      readonly icon?: string;
    };

/** Props of the account control. */
export interface AccountControlProps {
  readonly account: HeaderAccount;
  /** Opens the login panel (not connected) or the account panel (connected). */
  readonly onPress: () => void;
}

/**
 * The header's account control: "Connect" opens the login side panel; once connected it names the account (alias
 * and short wallet address) and opens the account side panel; while a wallet connects it says so.
 */
export function AccountControl({ account, onPress }: AccountControlProps) {
  if (account.status === 'disconnected')
    return (
      <Button variant="primary" onPress={onPress} className="frame-account">
        {t('header.connect')}
      </Button>
    );
  if (account.status === 'connecting')
    return (
      <Button onPress={onPress} className="frame-account">
        <span className="frame-account-dot" data-state="connecting" aria-hidden="true" />
        {t('header.connecting')}
      </Button>
    );
  const name = account.alias ?? t('header.noAccount');
  return (
    <Button onPress={onPress} className="frame-account">
      {account.icon ? (
        <img className="frame-account-icon" src={account.icon} alt="" width={18} height={18} />
      ) : (
        <span className="frame-account-dot" aria-hidden="true" />
      )}
      <span className="frame-account-text">
        <span className="frame-account-alias">{name}</span>{' '}
        <span className="frame-account-address num">{account.shortAddress}</span>
      </span>
    </Button>
  );
}
