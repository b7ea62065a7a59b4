import { Button } from '#islands/ui/Button.tsx';
import { Table, type TableColumn } from '#islands/ui/Table.tsx';
import * as positionColumn from '#islands/shared/position-columns.tsx';
import { formatPrice } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/advanced.ts';
import './account-tables.css';

/** One open position as the table shows it (values raw; the view formats). */
export interface PositionRow extends positionColumn.PositionCellsRow {
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
  /** Markets with a close on its way (their buttons wait). */
  readonly pending?: ReadonlySet<string>;
  /** 'cards' on a phone: one card per position with its Close actions, no sideways scroll. */
  readonly layout?: 'table' | 'cards';
}

/** The button that opens a position's TP/SL modal. */
function TpSlButton(props: { readonly market: string; readonly onTpSl: (market: string) => void }) {
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={t('tpsl.buttonLabel', { market: props.market })}
      onPress={() => props.onTpSl(props.market)}
    >
      {t('tpsl.button')}
    </Button>
  );
}

/**
 * The TP/SL column: the current take profit / stop loss triggers (the button that edits them is among the actions).
 * The panel drops it under 820 px (account-tables.css): the triggers show on the chart and in Open orders.
 */
function tpslColumn(): TableColumn<PositionRow> {
  const price = (value: bigint | null | undefined, tick: bigint) =>
    value == null ? t('tpsl.none') : formatPrice(value, tick);
  return {
    id: 'tpsl',
    width: 130,
    name: t('tpsl.column'),
    isNumeric: true,
    cell: (r) => (
      <span className="num position-tpsl-prices" data-testid={`tpsl-${r.id}`}>
        {/* a trigger in its gain or loss colour; none set is a neutral dash, not a green or rose one */}
        <span data-trend={r.takeProfit == null ? undefined : 'up'}>{price(r.takeProfit, r.tickSize)}</span>
        {' / '}
        <span data-trend={r.stopLoss == null ? undefined : 'down'}>{price(r.stopLoss, r.tickSize)}</span>
      </span>
    ),
  };
}

/**
 * The account's open positions, whole in the panel under the chart from a 1024 px window (a 700 px panel) with no
 * sideways scroll, as the venues lay it out: market and side; size over its value; entry over mark; PnL; liquidation
 * price over margin; the TP / SL triggers where the panel has room; and the actions, pinned at the right edge.
 */
export function PositionsTableView(props: PositionsTableViewProps) {
  const onTpSl = props.onTpSl;
  const both = (a: string, b: string) => `${a} / ${b}`;
  // 678 px without the TP / SL column (the panel at 1024 px is 703), 808 px with it (959 px at 1280)
  const columns: TableColumn<PositionRow>[] = [
    positionColumn.market(
      t('positions.market'),
      { long: t('positions.long'), short: t('positions.short') },
      { width: 100 },
    ),
    positionColumn.sizeValue(both(t('positions.size'), t('positions.value')), 110),
    positionColumn.prices('entry', both(t('positions.entry'), t('positions.mark')), 96, (r) => [
      r.entryPrice,
      r.markPrice,
    ]),
    positionColumn.pnl(t('positions.pnl'), 96),
    positionColumn.priceUsd('liquidation', both(t('positions.liquidationShort'), t('positions.margin')), 96, (r) => [
      r.liquidationPrice,
      r.marginUsd,
    ]),
    ...(onTpSl === undefined ? [] : [tpslColumn()]),
    positionColumn.close({
      name: t('positions.close'),
      width: onTpSl === undefined ? 124 : 180,
      marketClose: t('positions.marketClose'),
      limitClose: t('positions.limitClose'),
      pending: props.pending,
      onMarketClose: props.onMarketClose,
      onLimitClose: props.onLimitClose,
      before: onTpSl === undefined ? undefined : (r) => <TpSlButton market={r.id} onTpSl={onTpSl} />,
    }),
  ];
  return (
    <Table
      aria-label={t('positions.label')}
      className="account-table account-actions positions-table"
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
