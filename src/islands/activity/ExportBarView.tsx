import { PlainButton } from '#islands/ui/PlainButton.tsx';
import { t } from '#lib/i18n/activity.ts';
import './history.css';

/** The export's state as the bar shows it. */
export type ExportBarState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly done: number; readonly total: number | undefined }
  | { readonly status: 'error' };

/** Export CSV, its progress while it pages through the list (with Cancel), and a failed export's notice. */
export function ExportBarView(props: {
  readonly state: ExportBarState;
  readonly isDisabled?: boolean;
  readonly onExport: () => void;
  readonly onCancel: () => void;
  readonly onDismissError: () => void;
}) {
  const { state } = props;
  if (state.status === 'running') {
    const label =
      state.total === undefined
        ? t('history.exportingUnknown', { done: state.done })
        : t('history.exporting', { done: state.done, total: state.total });
    return (
      <div className="history-export" role="status">
        <progress className="history-progress" max={state.total ?? undefined} value={state.done} aria-label={label} />
        <span className="history-export-text">{label}</span>
        <PlainButton size="sm" variant="secondary" onPress={props.onCancel}>
          {t('history.exportCancel')}
        </PlainButton>
      </div>
    );
  }
  return (
    <div className="history-export">
      {state.status === 'error' ? (
        <p className="activity-notice" role="alert">
          {t('history.exportError')}
          <PlainButton size="sm" variant="ghost" onPress={props.onDismissError}>
            {t('activity.retry')}
          </PlainButton>
        </p>
      ) : null}
      <PlainButton
        size="sm"
        variant="secondary"
        isDisabled={props.isDisabled}
        onPress={props.onExport}
        aria-label={t('history.exportLabel')}
      >
        {t('history.export')}
      </PlainButton>
    </div>
  );
}
