import { t } from '#lib/i18n/accounts.ts';
import { ConnectPrompt } from '#islands/ui/ConnectPrompt.tsx';
import { PageFrame } from '#islands/ui/PageFrame.tsx';

/** /account/accounts without a connected wallet (or while it connects): what the page needs and how to get it. */
export function AccountsConnectPrompt({
  onConnect,
  isConnecting,
}: {
  readonly onConnect: () => void;
  readonly isConnecting?: boolean;
}) {
  return (
    <PageFrame titleId="accounts-title" title={t('page.accounts')}>
      <ConnectPrompt
        title={t('subaccounts.connect.title')}
        description={t('subaccounts.connect.description')}
        buttonLabel={t('subaccounts.connect.button')}
        onConnect={onConnect}
        isConnecting={isConnecting}
      />
    </PageFrame>
  );
}
