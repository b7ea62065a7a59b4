import { Button } from '#islands/ui/Button.tsx';
import { Spinner } from '#islands/ui/Spinner.tsx';
import { t, type AccountsMessageKey } from '#lib/i18n/accounts.ts';
import type { WalletEntry } from '#lib/wallets/entries.ts';
import { ExternalWalletList } from './ExternalWalletList.tsx';
import { LegalLinks } from './LegalLinks.tsx';
import { WalletList } from './WalletList.tsx';
import './wallet.css';

/**
 * Where the login panel is (SPEC 2): the options, the detected wallets, the external wallet list, or a wallet
 * connecting (with the failure and Try again when it did not connect).
 */
export type LoginStep =
  | { readonly step: 'options' }
  | { readonly step: 'wallets' }
  | { readonly step: 'external' }
  | {
      readonly step: 'connecting';
      readonly name: string;
      readonly icon?: string;
      /** Why the last attempt failed; undefined while it runs. */
      readonly error?: AccountsMessageKey;
    };

/** Props of the login panel's content. */
export interface LoginPanelViewProps {
  readonly view: LoginStep;
  /** The detected wallet-standard wallets. */
  readonly entries: readonly WalletEntry[];
  readonly onSocial: (provider: 'google' | 'apple') => void;
  readonly onShowWallets: () => void;
  readonly onShowExternal: () => void;
  readonly onPickWallet: (id: string) => void;
  /** Back to the options (from the lists) or to where connecting started. */
  readonly onBack: () => void;
  readonly onRetry: () => void;
}

/** The login side panel's views; the container keeps the step and calls connectWallet. */
export function LoginPanelView(props: LoginPanelViewProps) {
  const { view } = props;
  if (view.step === 'options') return <Options {...props} />;
  return (
    <div className="wallet-login">
      <Button variant="ghost" size="sm" className="wallet-back" onPress={props.onBack}>
        <span aria-hidden="true">←</span> {t('login.back')}
      </Button>
      {view.step === 'wallets' && (
        <>
          <h3 className="wallet-subtitle">{t('login.selectWallet')}</h3>
          <WalletList entries={props.entries} onPick={props.onPickWallet} />
          <Button variant="ghost" className="wallet-link" onPress={props.onShowExternal}>
            {t('login.getStarted')}
          </Button>
        </>
      )}
      {view.step === 'external' && <ExternalWalletList />}
      {view.step === 'connecting' && <Connecting view={view} onRetry={props.onRetry} />}
    </div>
  );
}

function Options(props: LoginPanelViewProps) {
  return (
    <div className="wallet-login">
      <Button variant="secondary" size="lg" isFullWidth onPress={() => props.onSocial('google')}>
        <img className="wallet-provider-icon" src={GOOGLE_ICON} alt="" width={18} height={18} />
        {t('login.google')}
      </Button>
      <Button variant="secondary" size="lg" isFullWidth onPress={() => props.onSocial('apple')}>
        <img className="wallet-provider-icon" src={APPLE_ICON} alt="" width={18} height={18} />
        {t('login.apple')}
      </Button>
      <p className="wallet-or" aria-hidden="true">
        {t('login.or')}
      </p>
      <Button variant="primary" size="lg" isFullWidth onPress={props.onShowWallets}>
        {t('login.connectWallet')}
      </Button>
      <Button variant="ghost" className="wallet-link" onPress={props.onShowExternal}>
        {t('login.getStarted')}
      </Button>
      <LegalLinks />
    </div>
  );
}

function Connecting({
  view,
  onRetry,
}: {
  readonly view: LoginStep & { step: 'connecting' };
  readonly onRetry: () => void;
}) {
  return (
    <div className="wallet-connecting" role="status">
      {view.icon ? <img src={view.icon} alt="" width={48} height={48} className="wallet-connecting-icon" /> : null}
      {view.error === undefined ? (
        <>
          <p className="wallet-connecting-title">{t('login.connecting', { name: view.name })}</p>
          <p className="wallet-hint">{t('login.connectingHint')}</p>
          <Spinner />
        </>
      ) : (
        <>
          <p className="wallet-connecting-title">{t('login.failed', { name: view.name })}</p>
          <p className="wallet-error" role="alert">
            {t(view.error)}
          </p>
          <Button variant="primary" onPress={onRetry}>
            {t('login.retry')}
          </Button>
        </>
      )}
    </div>
  );
}

const svg = (body: string) => `data:image/svg+xml;base64,${btoa(body)}`;
const GOOGLE_ICON = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#4285F4" d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3z"/><path fill="#34A853" d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z"/><path fill="#FBBC05" d="M6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2z"/><path fill="#EA4335" d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10C7.2 7.7 9.4 6 12 6z"/></svg>',
);
const APPLE_ICON = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#9aa3b5" d="M16.4 12.6c0-2.5 2-3.6 2.1-3.7a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.9a4.8 4.8 0 0 0-4 2.5c-1.8 3-.5 7.5 1.2 10 .8 1.2 1.8 2.5 3.1 2.5 1.2-.1 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.6-4.1zM14 5.3c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z"/></svg>',
);
