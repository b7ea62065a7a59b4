import { t } from '#lib/i18n/accounts.ts';
import { Button } from '#islands/ui/Button.tsx';
import './accounts-page.css';

/** /account/accounts without a connected wallet (or while it connects): what the page needs and how to get it. */
export function AccountsConnectPrompt({
  onConnect,
  isConnecting,
}: {
  readonly onConnect: () => void;
  readonly isConnecting?: boolean;
}) {
  return (
    <section className="accounts-page" aria-labelledby="accounts-title">
      <header className="accounts-head">
        <h1 id="accounts-title">{t('page.accounts')}</h1>
      </header>
      <div className="accounts-connect">
        <h2>{t('subaccounts.connect.title')}</h2>
        <p>{t('subaccounts.connect.description')}</p>
        <Button variant="primary" size="lg" onPress={onConnect} isPending={isConnecting}>
          {t('subaccounts.connect.button')}
        </Button>
      </div>
    </section>
  );
}
