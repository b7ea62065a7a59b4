import { Button } from '#islands/ui/Button.tsx';
import { Table, type TableColumn } from '#islands/ui/Table.tsx';
import { formatPrice, formatSignedUsd, formatSize, formatUsd } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/advanced.ts';
import './account-tables.css';

/** One open position as the table shows it (values raw; the view formats). */
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
  readonly entryPrice: bigint;
  /** The price it is valued at (index), USD x 10^9. */
  readonly markPrice: bigint;
  /** Unrealized PnL at the mark, USD x 10^6. */
  readonly pnlUsd: bigint;
  readonly liquidationPrice: bigint | null;
  /** Initial margin the position holds, USD x 10^6. */
  readonly marginUsd: bigint;
  /** The triggers of the position's take profit and stop loss (USD x 10^9), null when unset. */
  readonly takeProfit?: bigint | null;
  readonly stopLoss?: bigint | null;
}

/** Props of the positions table. */
export interface PositionsTableViewProps {
  readonly rows: readonly PositionRow[];
  readonly isLoading?: boolean;
  readonly errorMessage?: string;
  readonly onRetry?: () => void;
  readonly emptyMessage?: string;
  readonly onMarketClose: (market: string) => void;
  readonly onLimitClose: (market: string) => void;
  /** Opens the position's TP/SL modal; absent, no TP/SL. */
  readonly onTpSl?: (market: string) => void;
  /**
   * 'column': a TP / SL column with the current triggers and the button (room from 1280 px); 'action': the button
   * beside Market and Limit only, so the table fits a 1024 px screen (the triggers show on the chart and in Open
   * orders). Default 'column'.
   */
  readonly tpslLayout?: 'column' | 'action';
  /** Markets with a close on its way (their buttons wait). */
  readonly pending?: ReadonlySet<string>;
  /** 'cards' on a phone: one card per position with its Close actions, no sideways scroll. */
  readonly layout?: 'table' | 'cards';
}

// sizes sit on the lot grid, so the raw sign is the shown one (PnL takes its sign from its rounded text)
const trend = (value: bigint) => (value > 0n ? 'up' : value < 0n ? 'down' : undefined);

/** The TP/SL column: the current take profit / stop loss triggers and the button that edits them. */
function tpslColumn(onTpSl: (market: string) => void): TableColumn<PositionRow> {
  const price = (value: bigint | null | undefined, tick: bigint) =>
    value == null ? t('tpsl.none') : formatPrice(value, tick);
  return {
    id: 'tpsl',
    width: 210,
    name: t('tpsl.column'),
    cell: (r) => (
      <span className="position-tpsl">
        <span className="num position-tpsl-prices" data-testid={`tpsl-${r.id}`}>
          <span data-trend="up">{price(r.takeProfit, r.tickSize)}</span>
          {' / '}
          <span data-trend="down">{price(r.stopLoss, r.tickSize)}</span>
        </span>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('tpsl.buttonLabel', { market: r.id })}
          onPress={() => onTpSl(r.id)}
        >
          {t('tpsl.button')}
        </Button>
      </span>
    ),
  };
}

/** The account's open positions: market and side, size, entry, mark, PnL, liquidation price, margin, close actions. */
export function PositionsTableView(props: PositionsTableViewProps) {
  const columns: TableColumn<PositionRow>[] = [
    {
      id: 'market',
      width: 130,
      name: t('positions.market'),
      isRowHeader: true,
      cell: (r) => (
        <span className="position-market">
          {r.id}
          <span className="position-side" data-trend={r.size > 0n ? 'up' : 'down'}>
            {t(r.size > 0n ? 'positions.long' : 'positions.short')}
          </span>
        </span>
      ),
    },
    {
      id: 'size',
      width: 140,
      name: t('positions.size'),
      isNumeric: true,
      sortValue: (r) => (r.size < 0n ? -r.size : r.size),
      cell: (r) => (
        <span data-trend={trend(r.size)}>
          {formatSize(r.size, r.baseDecimals, r.lotSize, { signDisplay: 'exceptZero' })} {r.baseToken}
        </span>
      ),
    },
    {
      id: 'entry',
      width: 100,
      name: t('positions.entry'),
      isNumeric: true,
      cell: (r) => formatPrice(r.entryPrice, r.tickSize),
    },
    {
      id: 'mark',
      width: 100,
      name: t('positions.mark'),
      isNumeric: true,
      cell: (r) => formatPrice(r.markPrice, r.tickSize),
    },
    {
      id: 'pnl',
      width: 120,
      name: t('positions.pnl'),
      isNumeric: true,
      sortValue: (r) => r.pnlUsd,
      cell: (r) => {
        const pnl = formatSignedUsd(r.pnlUsd);
        return <span data-trend={pnl.trend}>{pnl.text}</span>;
      },
    },
    {
      id: 'liquidation',
      width: 100,
      name: t('positions.liquidation'),
      isNumeric: true,
      cell: (r) => (r.liquidationPrice === null ? '–' : formatPrice(r.liquidationPrice, r.tickSize)),
    },
    { id: 'margin', width: 110, name: t('positions.margin'), isNumeric: true, cell: (r) => formatUsd(r.marginUsd) },
    ...(props.onTpSl === undefined || props.tpslLayout === 'action' ? [] : [tpslColumn(props.onTpSl)]),
    {
      id: 'close',
      width: props.onTpSl !== undefined && props.tpslLayout === 'action' ? 214 : 160,
      name: t('positions.close'),
      cell: (r) => (
        <span className="position-actions">
          {props.onTpSl !== undefined && props.tpslLayout === 'action' ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('tpsl.buttonLabel', { market: r.id })}
              onPress={() => props.onTpSl?.(r.id)}
            >
              {t('tpsl.button')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            isDisabled={props.pending?.has(r.id)}
            onPress={() => props.onMarketClose(r.id)}
          >
            {t('positions.marketClose')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            isDisabled={props.pending?.has(r.id)}
            onPress={() => props.onLimitClose(r.id)}
          >
            {t('positions.limitClose')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <Table
      aria-label={t('positions.label')}
      className="account-table account-actions"
      columns={columns}
      rows={props.rows}
      isLoading={props.isLoading}
      errorMessage={props.errorMessage}
      onRetry={props.onRetry}
      emptyMessage={props.emptyMessage ?? t('positions.empty')}
      layout={props.layout}
    />
  );
}
