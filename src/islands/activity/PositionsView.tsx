import { Button } from '#islands/ui/Button.tsx';
import { Table, type TableColumn } from '#islands/ui/Table.tsx';
import { formatPercent, formatPrice, formatSignedUsd, formatSize, formatUsd } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/activity.ts';
import { ActivityPageView } from './ActivityPageView.tsx';
import './activity.css';

/** One position as /account/positions lists it (values raw; the view formats). */
export interface PositionRow {
  /** The market's name (one position per market). */
  readonly id: string;
  readonly baseToken: string;
  readonly baseDecimals: number;
  readonly lotSize: bigint;
  /** USD x 10^9. */
  readonly tickSize: bigint;
  /** Signed base units: negative is short. */
  readonly size: bigint;
  /** Notional at the mark, USD x 10^6. */
  readonly valueUsd: bigint;
  readonly entryPrice: bigint;
  readonly markPrice: bigint;
  /** Unrealized PnL at the mark, USD x 10^6. */
  readonly pnlUsd: bigint;
  /** PnL over the margin (ratio x 10^9). */
  readonly roe: bigint;
  readonly liquidationPrice: bigint | null;
  /** Initial margin held, USD x 10^6. */
  readonly marginUsd: bigint;
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
    {
      id: 'market',
      width: 126,
      name: t('positions.col.market'),
      isRowHeader: true,
      sortValue: (r) => r.id,
      cell: (r) => (
        <span className="activity-market">
          {r.id}
          <span className="activity-tag" data-trend={r.size > 0n ? 'up' : 'down'}>
            {t(r.size > 0n ? 'activity.long' : 'activity.short')}
          </span>
        </span>
      ),
    },
    {
      id: 'size',
      width: 110,
      name: t('positions.col.size'),
      isNumeric: true,
      sortValue: (r) => (r.size < 0n ? -r.size : r.size),
      cell: (r) => `${formatSize(r.size, r.baseDecimals, r.lotSize, { signDisplay: 'exceptZero' })} ${r.baseToken}`,
    },
    {
      id: 'value',
      width: 94,
      name: t('positions.col.value'),
      isNumeric: true,
      sortValue: (r) => r.valueUsd,
      cell: (r) => formatUsd(r.valueUsd),
    },
    {
      id: 'entry',
      width: 80,
      name: t('positions.col.entry'),
      isNumeric: true,
      cell: (r) => formatPrice(r.entryPrice, r.tickSize),
    },
    {
      id: 'mark',
      width: 80,
      name: t('positions.col.mark'),
      isNumeric: true,
      cell: (r) => formatPrice(r.markPrice, r.tickSize),
    },
    {
      id: 'pnl',
      width: 96,
      name: t('positions.col.pnl'),
      isNumeric: true,
      sortValue: (r) => r.pnlUsd,
      cell: (r) => {
        const pnl = formatSignedUsd(r.pnlUsd);
        const roe = formatPercent(r.roe, { signDisplay: 'exceptZero' });
        return (
          <span data-trend={pnl.trend}>
            {pnl.text}
            <span className="activity-sub" data-trend={signedTrend(roe)}>
              {roe}
            </span>
          </span>
        );
      },
    },
    {
      id: 'liquidation',
      width: 80,
      name: t('positions.col.liquidation'),
      isNumeric: true,
      cell: (r) => (r.liquidationPrice === null ? '–' : formatPrice(r.liquidationPrice, r.tickSize)),
    },
    {
      id: 'margin',
      width: 86,
      name: t('positions.col.margin'),
      isNumeric: true,
      sortValue: (r) => r.marginUsd,
      cell: (r) => formatUsd(r.marginUsd),
    },
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
    {
      id: 'close',
      width: 134,
      name: t('positions.col.close'),
      cell: (r) => (
        <span className="activity-actions">
          <Button
            size="sm"
            variant="secondary"
            isDisabled={props.pending?.has(r.id)}
            onPress={() => props.onMarketClose(r.id)}
            aria-label={t('positions.marketCloseLabel', { market: r.id })}
          >
            {t('positions.marketClose')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            isDisabled={props.pending?.has(r.id)}
            onPress={() => props.onLimitClose(r.id)}
            aria-label={t('positions.limitCloseLabel', { market: r.id })}
          >
            {t('positions.limitClose')}
          </Button>
        </span>
      ),
    },
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
      title={t('positions.title')}
      actions={
        <Button variant="danger" size="sm" isDisabled={props.rows.length === 0} onPress={props.onCloseAll}>
          {t('positions.closeAll')}
        </Button>
      }
    >
      {props.rows.length > 0 ? (
        <p className="activity-summary">
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
