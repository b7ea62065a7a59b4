import type { ReactNode } from 'react';
import { Button } from '#islands/ui/Button.tsx';
import { PageFrame } from '#islands/ui/PageFrame.tsx';
import { t } from '#lib/i18n/vault.ts';

/** Props of the /vault page's layout: its title line, then the panels as slots. */
export interface VaultViewProps {
  readonly title: string;
  readonly stats: ReactNode;
  readonly chart: ReactNode;
  readonly positions: ReactNode;
  readonly terms: ReactNode;
  readonly you: ReactNode;
  readonly form: ReactNode;
  readonly history: ReactNode;
  /** The vault could not be loaded: the message and Try again above the panels. */
  readonly errorMessage?: string;
  readonly onRetry?: () => void;
}

/**
 * /vault: on a desktop the vault (figures, chart, positions, your history, terms) on the left and you (position,
 * form) on the right; on a phone one column with your position and the form right after the figures.
 */
export function VaultView(props: VaultViewProps) {
  return (
    <PageFrame titleId="vault-title" title={props.title} intro={t('vault.intro')} className="vault-page">
      {props.errorMessage ? (
        <div className="vault-alert" role="alert">
          <span>{props.errorMessage}</span>
          {props.onRetry ? (
            <Button size="sm" onPress={props.onRetry}>
              {t('ui.retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {props.stats}
      <div className="vault-grid">
        <div className="vault-main">
          {props.chart}
          {props.positions}
          {props.history}
          {props.terms}
        </div>
        <div className="vault-side">
          {props.you}
          {props.form}
        </div>
      </div>
    </PageFrame>
  );
}
