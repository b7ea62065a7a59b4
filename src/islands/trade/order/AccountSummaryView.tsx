import { Skeleton } from '#islands/ui/Skeleton.tsx';
import { formatLeverage, formatPercent, formatSignedUsd, formatUsd } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/trade.ts';
import type { AccountSummary } from '#stores/user-data.ts';

/** Props of the order column's account summary. */
export interface AccountSummaryViewProps {
  /** The figures; undefined while loading; null when nobody is signed in (nothing shows). */
  readonly summary: AccountSummary | undefined | null;
}

/** Account value, open PnL (gain green, loss rose), leverage (rounded down) and margin usage above the order form. */
export function AccountSummaryView({ summary }: AccountSummaryViewProps) {
  if (summary === null) return null;
  const value = (text: string | undefined, tone?: 'up' | 'down') =>
    text === undefined ? (
      <Skeleton width="72px" height="14px" />
    ) : (
      <span className="num" data-trend={tone}>
        {text}
      </span>
    );
  return (
    <dl className="order-account" aria-label={t('order.account')}>
      <div className="order-preview-row">
        <dt>{t('order.accountValue')}</dt>
        <dd>{value(summary && formatUsd(summary.balanceUsd))}</dd>
      </div>
      <div className="order-preview-row">
        <dt>{t('order.openPnl')}</dt>
        <dd>
          {value(
            summary && formatSignedUsd(summary.openPnlUsd).text,
            summary && formatSignedUsd(summary.openPnlUsd).trend,
          )}
        </dd>
      </div>
      <div className="order-preview-row">
        <dt>{t('order.accountLeverage')}</dt>
        <dd>{value(summary && (summary.leverage === null ? '–' : formatLeverage(summary.leverage)))}</dd>
      </div>
      <div className="order-preview-row">
        <dt>{t('order.marginUsage')}</dt>
        <dd>{value(summary && (summary.marginUsage === null ? '–' : formatPercent(summary.marginUsage)))}</dd>
      </div>
    </dl>
  );
}
