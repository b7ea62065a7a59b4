import { Button } from '#islands/ui/Button.tsx';
import { t } from '#lib/i18n/accounts.ts';
import './wallet.css';

/** Props of the Establish connection content. */
export interface EstablishConnectionViewProps {
  /** The account the key is for (its alias, or its id while the alias is not known). */
  readonly accountName: string;
  readonly isPending: boolean;
  readonly onEstablish: () => void;
}

/** What the session key is for, and the one establish-connection button with its loading state (SPEC 2). */
export function EstablishConnectionView({ accountName, isPending, onEstablish }: EstablishConnectionViewProps) {
  return (
    <div className="wallet-form">
      <p className="wallet-hint">{t('establish.body', { alias: accountName })}</p>
      <Button variant="primary" size="lg" isFullWidth isPending={isPending} onPress={onEstablish} autoFocus>
        {t('establish.submit')}
      </Button>
    </div>
  );
}
