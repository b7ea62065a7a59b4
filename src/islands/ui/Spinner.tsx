import { t } from '#lib/i18n/index.ts';
import './spinner.css';

/** Props of a spinner: what is loading, for screen readers (default "Loading"). */
export interface SpinnerProps {
  readonly 'aria-label'?: string;
  readonly className?: string;
}

/**
 * An indeterminate progress indicator, sized by --spinner-size and coloured by currentColor: the ARIA progressbar
 * without a value, as react-aria's ProgressBar renders it when indeterminate, without that component's code (its
 * value formatting and locale tables), which the splash and every loading state would otherwise load first.
 */
export function Spinner({ 'aria-label': label = t('ui.loading'), className }: SpinnerProps) {
  return (
    <div role="progressbar" aria-label={label} className={className ?? 'ui-spinner'}>
      <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
        <circle className="ui-spinner-track" cx="8" cy="8" r="6.25" />
        <circle className="ui-spinner-arc" cx="8" cy="8" r="6.25" pathLength={100} />
      </svg>
    </div>
  );
}
