import { t } from '#lib/i18n/accounts.ts';
import { Button } from '#islands/ui/Button.tsx';
import { AlertIcon } from '#islands/ui/Icons.tsx';

/** What a form shows when its accounts or tokens could not be loaded: the reason and Try again. */
export function FormLoadError({ message, onRetry }: { readonly message: string; readonly onRetry?: () => void }) {
  return (
    <div className="subaccounts-load-error" role="alert">
      <p>
        <AlertIcon className="subaccounts-load-error-icon" />
        {t('subaccounts.loadError')}
      </p>
      <p className="subaccounts-load-error-detail">{message}</p>
      {onRetry ? <Button onPress={onRetry}>{t('ui.retry')}</Button> : null}
    </div>
  );
}
