/**
 * The position columns both position tables show (the trade screen's Positions tab and /account/positions): each
 * table picks its columns, widths and names (from its own catalogue) and the cells look and sort the same in both.
 * Imported whole (`import * as positionColumn`): positionColumn.market(...), positionColumn.close(...).
 */
import type { ReactNode } from 'react';
import { Button } from '#islands/ui/Button.tsx';
import { CellStack } from '#islands/ui/CellStack.tsx';
import type { TableColumn } from '#islands/ui/Table.tsx';
import { formatPrice, formatSignedUsd, formatSize, formatUsd } from '#lib/domain/format.ts';
import { notionalUsd } from '#lib/domain/value.ts';
import './position-columns.css';

/** A position row as both tables have it (values raw; the cells format); each table's row adds its own figures. */
export interface PositionCellsRow {
  /** The market's name (one position per market). */
  readonly id: string;
  readonly baseToken: string;
  readonly baseDecimals: number;
  readonly lotSize: bigint;
  /** USD x 10^9. */
  readonly tickSize: bigint;
  /** Signed base units: negative is short. */
  readonly size: bigint;
  /** USD x 10^9. */
  readonly entryPrice: bigint;
  /** The price it is valued at (index), USD x 10^9. */
  readonly markPrice: bigint;
  /** Unrealized PnL at the mark, USD x 10^6. */
  readonly pnlUsd: bigint;
  readonly liquidationPrice: bigint | null;
  /** Initial margin the position holds, USD x 10^6. */
  readonly marginUsd: bigint;
}

// sizes sit on the lot grid, so the raw sign is the shown one (PnL takes its sign from its rounded text)
const trend = (value: bigint) => (value > 0n ? 'up' : value < 0n ? 'down' : undefined);

/** The market, the row header, with the side after it as a small green or rose tag. */
export function market<T extends PositionCellsRow>(
  name: string,
  side: { readonly long: string; readonly short: string },
  options: { readonly isSortable?: boolean; readonly width?: number } = {},
): TableColumn<T> {
  return {
    id: 'market',
    width: options.width ?? 130,
    name,
    isRowHeader: true,
    ...(options.isSortable ? { sortValue: (r: T) => r.id } : {}),
    cell: (r) => (
      <span className="position-market">
        {r.id}
        <span className="position-side" data-trend={r.size > 0n ? 'up' : 'down'}>
          {r.size > 0n ? side.long : side.short}
        </span>
      </span>
    ),
  };
}

/** The signed size with its token, sorted by magnitude; `hasTrend` colours it by side. */
export function size<T extends PositionCellsRow>(name: string, width: number): TableColumn<T> {
  return {
    id: 'size',
    width,
    name,
    isNumeric: true,
    sortValue: (r) => (r.size < 0n ? -r.size : r.size),
    // a long's size in the gain colour and a short's in the loss colour, on every positions table alike
    cell: (r) => (
      <span data-trend={trend(r.size)}>
        {`${formatSize(r.size, r.baseDecimals, r.lotSize, { signDisplay: 'exceptZero' })} ${r.baseToken}`}
      </span>
    ),
  };
}

/** The signed size in its side's colour over its value at the mark (USD, 2 decimals), sorted by magnitude. */
export function sizeValue<T extends PositionCellsRow>(name: string, width: number): TableColumn<T> {
  const sized = size<T>(name, width);
  const value = (r: T) => notionalUsd(r.size < 0n ? -r.size : r.size, r.baseDecimals, r.markPrice);
  return { ...sized, cell: (r) => <CellStack top={sized.cell(r)} bottom={formatUsd(value(r))} /> };
}

/** Two prices of the position at its market's tick, one over the other (entry over mark); a dash where there is none. */
export function prices<T extends PositionCellsRow>(
  id: string,
  name: string,
  width: number,
  prices: (row: T) => readonly [bigint | null, bigint | null],
): TableColumn<T> {
  const shown = (value: bigint | null, r: T) => (value === null ? '–' : formatPrice(value, r.tickSize));
  return {
    id,
    width,
    name,
    isNumeric: true,
    cell: (r) => {
      const [top, bottom] = prices(r);
      return <CellStack top={shown(top, r)} bottom={shown(bottom, r)} />;
    },
  };
}

/** A price of the position over a USD amount of it (liquidation price over margin); a dash for no price. */
export function priceUsd<T extends PositionCellsRow>(
  id: string,
  name: string,
  width: number,
  figures: (row: T) => readonly [bigint | null, bigint],
): TableColumn<T> {
  return {
    id,
    width,
    name,
    isNumeric: true,
    cell: (r) => {
      const [price, usd] = figures(r);
      return <CellStack top={price === null ? '–' : formatPrice(price, r.tickSize)} bottom={formatUsd(usd)} />;
    },
  };
}

/** A price of the position at its market's tick (entry, mark, liquidation); a dash where there is none. */
export function price<T extends PositionCellsRow>(
  id: string,
  name: string,
  width: number,
  price: (row: T) => bigint | null,
): TableColumn<T> {
  return {
    id,
    width,
    name,
    isNumeric: true,
    cell: (r) => {
      const value = price(r);
      return value === null ? '–' : formatPrice(value, r.tickSize);
    },
  };
}

/** A USD amount of the position (USD x 10^6): value, margin. */
export function usd<T extends PositionCellsRow>(
  id: string,
  name: string,
  width: number,
  usd: (row: T) => bigint,
  options: { readonly isSortable?: boolean } = {},
): TableColumn<T> {
  return {
    id,
    width,
    name,
    isNumeric: true,
    ...(options.isSortable ? { sortValue: usd } : {}),
    cell: (r) => formatUsd(usd(r)),
  };
}

/** The unrealized PnL, gain green and loss rose by its rounded text, with an optional line under it (ROE). */
export function pnl<T extends PositionCellsRow>(
  name: string,
  width: number,
  below?: (row: T) => ReactNode,
): TableColumn<T> {
  return {
    id: 'pnl',
    width,
    name,
    isNumeric: true,
    sortValue: (r) => r.pnlUsd,
    cell: (r) => {
      const pnl = formatSignedUsd(r.pnlUsd);
      return (
        <span data-trend={pnl.trend}>
          {pnl.text}
          {below?.(r)}
        </span>
      );
    },
  };
}

/** The Market and Limit close buttons of a row, and what they say. */
export interface CloseColumnOptions {
  readonly name: string;
  readonly width: number;
  readonly marketClose: string;
  readonly limitClose: string;
  /** Accessible names that say the market ("Market close BTC-PERP"), where the table has them. */
  readonly marketCloseLabel?: (market: string) => string;
  readonly limitCloseLabel?: (market: string) => string;
  /** Markets with a close on its way: their buttons wait. */
  readonly pending?: ReadonlySet<string>;
  readonly onMarketClose: (market: string) => void;
  readonly onLimitClose: (market: string) => void;
  /** A button before Market close (the trade screen's TP/SL). */
  readonly before?: (row: PositionCellsRow) => ReactNode;
}

/** The row's close actions: Market and Limit close (disabled while that market's close is on its way). */
export function close<T extends PositionCellsRow>(options: CloseColumnOptions): TableColumn<T> {
  const closeButton = (
    market: string,
    text: string,
    onClose: (market: string) => void,
    label?: (market: string) => string,
  ) => (
    <Button
      size="sm"
      variant="secondary"
      isDisabled={options.pending?.has(market)}
      onPress={() => onClose(market)}
      aria-label={label?.(market)}
    >
      {text}
    </Button>
  );
  return {
    id: 'close',
    width: options.width,
    name: options.name,
    cell: (r) => (
      <span className="position-actions">
        {options.before?.(r)}
        {closeButton(r.id, options.marketClose, options.onMarketClose, options.marketCloseLabel)}
        {closeButton(r.id, options.limitClose, options.onLimitClose, options.limitCloseLabel)}
      </span>
    ),
  };
}
