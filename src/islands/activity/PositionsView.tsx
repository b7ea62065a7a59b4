import { Button } from '#islands/ui/Button.tsx';
import { Table, type TableColumn } from '#islands/ui/Table.tsx';
import * as positionColumn from '#islands/shared/position-columns.tsx';
import { formatPercent, formatSignedUsd, formatUsd } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/activity.ts';
import { ActivityPageView } from './ActivityPageView.tsx';
import './activity.css';

/** One position as /account/positions lists it (values raw; the view formats). */
export interface PositionRow extends positionColumn.PositionCellsRow {
  /** Notional at the mark, USD x 10^6. */
  readonly valueUsd: bigint;
  /** PnL over the margin (ratio x 10^9). */
  readonly roe: bigint;
  /** Funding since open, USD x 10^6 (positive received). */
  readonly fundingUsd: bigint;
}

/** Props of /account/positions. */
export interface PositionsViewProps {
  readonly rows: readonly PositionRow[];
  readonly isLoading?: boolean;
  readonly errorMessage?: string;
  readonly onRetry?: () => void;
  readonly onMarketClose: (market: string) => void;
  readonly onLimitClose: (market: string) => void;
  readonly onCloseAll: () => void;
  /** Markets with a close on its way (their buttons wait). */
  readonly pending?: ReadonlySet<string>;
  readonly layout?: 'table' | 'cards';
}

const signedTrend = (text: string) => (text.startsWith('+') ? 'up' : text.startsWith('-') ? 'down' : undefined);

/**
 * The columns at their narrowest (970 px together, with activity.css's tighter cells below 1200 px): a 1024 px window
 * shows every one, Close included, with no sideways scroll (they were 1,100 px and cut Close off).
 */
function columns(props: PositionsViewProps): TableColumn<PositionRow>[] {
  return [
    positionColumn.market(
      t('positions.col.market'),
      { long: t('activity.long'), short: t('activity.short') },
      { isSortable: true, width: 126 },
    ),
    positionColumn.size(t('positions.col.size'), 110),
    positionColumn.usd('value', t('positions.col.value'), 94, (r) => r.valueUsd, { isSortable: true }),
    positionColumn.price('entry', t('positions.col.entry'), 80, (r) => r.entryPrice),
    positionColumn.price('mark', t('positions.col.mark'), 80, (r) => r.markPrice),
    positionColumn.pnl(t('positions.col.pnl'), 96, (r) => {
      const roe = formatPercent(r.roe, { signDisplay: 'exceptZero' });
      return (
        <span className="activity-sub" data-trend={signedTrend(roe)}>
          {roe}
        </span>
      );
    }),
    positionColumn.price('liquidation', t('positions.col.liquidation'), 80, (r) => r.liquidationPrice),
    positionColumn.usd('margin', t('positions.col.margin'), 86, (r) => r.marginUsd, { isSortable: true }),
    {
      id: 'funding',
      width: 84,
      name: t('positions.col.funding'),
      isNumeric: true,
      sortValue: (r) => r.fundingUsd,
      cell: (r) => {
        const funding = formatSignedUsd(r.fundingUsd);
        return <span data-trend={funding.trend}>{funding.text}</span>;
      },
    },
    positionColumn.close({
      name: t('positions.col.close'),
      width: 134,
      marketClose: t('positions.marketClose'),
      limitClose: t('positions.limitClose'),
      marketCloseLabel: (market) => t('positions.marketCloseLabel', { market }),
      limitCloseLabel: (market) => t('positions.limitCloseLabel', { market }),
      pending: props.pending,
      onMarketClose: props.onMarketClose,
      onLimitClose: props.onLimitClose,
    }),
  ];
}

/**
 * /account/positions: every market's position with value, entry, mark, PnL and ROE, liquidation price, margin and
 * funding since open; Market and Limit close per row; Close all in the heading (a confirmation lists what closes).
 */
export function PositionsView(props: PositionsViewProps) {
  const total = props.rows.reduce((sum, r) => sum + r.pnlUsd, 0n);
  const value = props.rows.reduce((sum, r) => sum + r.valueUsd, 0n);
  const pnl = formatSignedUsd(total);
  return (
    <ActivityPageView
      current="/account/positions"
      title={t('positions.title')}
      actions={
        <Button variant="danger" size="sm" isDisabled={props.rows.length === 0} onPress={props.onCloseAll}>
          {t('positions.closeAll')}
        </Button>
      }
    >
      {props.rows.length > 0 ? (
        <p className="page-note">
          {t('positions.summary', { count: props.rows.length, value: formatUsd(value), pnl: pnl.text })}
        </p>
      ) : null}
      <Table
        aria-label={t('positions.label')}
        className="activity-table"
        columns={columns(props)}
        rows={props.rows}
        isLoading={props.isLoading}
        errorMessage={props.errorMessage}
        onRetry={props.onRetry}
        emptyMessage={t('positions.empty')}
        layout={props.layout}
      />
    </ActivityPageView>
  );
}
