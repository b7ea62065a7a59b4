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

/** The TP/SL column: the current take profit / stop loss triggers and the button that edits them. */
function tpslColumn(onTpSl: (market: string) => void): TableColumn<PositionRow> {
  const price = (value: bigint | null | undefined, tick: bigint) =>
    value == null ? t('tpsl.none') : formatPrice(value, tick);
  return {
    id: 'tpsl',
    // two six-digit prices and the button on one line (at 210 px the button wrapped under them and the row grew)
    width: 230,
    name: t('tpsl.column'),
    cell: (r) => (
      <span className="position-tpsl">
        <span className="num position-tpsl-prices" data-testid={`tpsl-${r.id}`}>
          {/* a trigger in its gain or loss colour; none set is a neutral dash, not a green or rose one */}
          <span data-trend={r.takeProfit == null ? undefined : 'up'}>{price(r.takeProfit, r.tickSize)}</span>
          {' / '}
          <span data-trend={r.stopLoss == null ? undefined : 'down'}>{price(r.stopLoss, r.tickSize)}</span>
        </span>
        <TpSlButton market={r.id} onTpSl={onTpSl} />
      </span>
    ),
  };
}

/** The account's open positions: market and side, size, entry, mark, PnL, liquidation price, margin, close actions. */
export function PositionsTableView(props: PositionsTableViewProps) {
  const onTpSl = props.onTpSl;
  const tpslAction = onTpSl !== undefined && props.tpslLayout === 'action';
  // 1,110 px with the TP / SL column (the panel under the chart at 1440 px), 944 px with TP/SL among the closes (1280)
  const columns: TableColumn<PositionRow>[] = [
    positionColumn.market(t('positions.market'), { long: t('positions.long'), short: t('positions.short') }),
    positionColumn.size(t('positions.size'), 120),
    positionColumn.price('entry', t('positions.entry'), 90, (r) => r.entryPrice),
    positionColumn.price('mark', t('positions.mark'), 90, (r) => r.markPrice),
    positionColumn.pnl(t('positions.pnl'), 110),
    positionColumn.price('liquidation', t('positions.liquidation'), 90, (r) => r.liquidationPrice),
    positionColumn.usd('margin', t('positions.margin'), 100, (r) => r.marginUsd),
    ...(onTpSl === undefined || tpslAction ? [] : [tpslColumn(onTpSl)]),
    positionColumn.close({
      name: t('positions.close'),
      width: tpslAction ? 214 : 150,
      marketClose: t('positions.marketClose'),
      limitClose: t('positions.limitClose'),
      pending: props.pending,
      onMarketClose: props.onMarketClose,
      onLimitClose: props.onLimitClose,
      before: tpslAction ? (r) => <TpSlButton market={r.id} onTpSl={onTpSl} /> : undefined,
    }),
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
