import type { ReactNode } from 'react';
import { t } from '#lib/i18n/index.ts';
import { PlainButton } from './PlainButton.tsx';
import { AlertIcon } from './Icons.tsx';

/** What an empty table body shows: the error with Try again, or the empty message. */
export function TableEmptyState({
  state,
  errorMessage,
  onRetry,
  emptyMessage,
}: {
  state: 'error' | 'loading' | 'ready';
  errorMessage?: ReactNode;
  onRetry?: () => void;
  emptyMessage?: ReactNode;
}) {
  if (state === 'error')
    return (
      <div className="ui-table-state" data-state="error" role="alert">
        <span className="ui-table-state-text">
          <AlertIcon className="ui-table-state-icon" />
          {errorMessage || t('ui.table.error')}
        </span>
        {onRetry ? (
          <PlainButton size="sm" onPress={onRetry}>
            {t('ui.retry')}
          </PlainButton>
        ) : null}
      </div>
    );
  return (
    <div className="ui-table-state" data-state="empty">
      <span className="ui-table-state-text">{emptyMessage ?? t('ui.table.empty')}</span>
    </div>
  );
}
