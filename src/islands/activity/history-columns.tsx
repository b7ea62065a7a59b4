/**
 * The columns of the history lists, built from one set of column factories (time, market, side, a market's price or
 * size, a signed USD amount, a token amount, a status, a plain text): each tab is a list of them, so a market's price
 * reads the same in Fills, Orders and Trigger orders. The CSV's columns are in lib/history/history-csv.ts (raw
 * decimals, not display text).
 */
import type { ReactNode } from 'react';
import type { TableColumn } from '#islands/ui/table-model.tsx';
import type { SortValue } from '#islands/ui/table-sort.ts';
import {
  formatAmount,
  formatPercent,
  formatPrice,
  formatSignedUsd,
  formatSize,
  formatUsd,
} from '#lib/domain/format.ts';
import { parseDecimal, PRICE_DECIMALS, RATE_DECIMALS } from '#lib/domain/fixed.ts';
import { triggerTypeOf, type HistoryKind, type HistoryRowOf } from '#lib/history/kinds.ts';
import { t } from '#lib/i18n/activity.ts';
import { formatUtcTime } from '#lib/domain/time-format.ts';
import { StackedTime } from '#islands/ui/CellStack.tsx';

/** What the history columns need to write a market's sizes and prices, and a token's amounts. */
export interface HistoryFormats {
  readonly markets: ReadonlyMap<
    string,
    { readonly baseToken: string; readonly baseDecimals: number; readonly lotSize: bigint; readonly tickSize: bigint }
  >;
  readonly tokenDecimals: ReadonlyMap<string, number>;
  /** The account shown (a transfer is in or out from its side). */
  readonly userId: string;
}

/** A history row with the key the table needs (rows without an id of their own take their place in the list). */
export interface HistoryTableRow<K extends HistoryKind> {
  readonly id: string;
  readonly row: HistoryRowOf[K];
}

type Entry<R> = { readonly id: string; readonly row: R };
type Column<R> = TableColumn<Entry<R>>;
type Key = Parameters<typeof t>[0];

/** A column's header and layout: its id, width, message key, and whether it is a number or names the row. */
interface Head<R> {
  readonly id: string;
  readonly width: number;
  readonly name: Key;
  readonly numeric?: boolean;
  readonly rowHeader?: boolean;
  /** Sortable by this value of the row. */
  readonly sort?: (row: R) => SortValue;
}

/** The one column factory every other builds on: a header and a cell of the raw row. */
function column<R>(head: Head<R>, cell: (row: R) => ReactNode): Column<R> {
  const { sort } = head;
  return {
    id: head.id,
    width: head.width,
    name: t(head.name),
    ...(head.rowHeader ? { isRowHeader: true } : {}),
    ...(head.numeric ? { isNumeric: true } : {}),
    ...(sort === undefined ? {} : { sortValue: (e: Entry<R>) => sort(e.row) }),
    cell: (e) => cell(e.row),
  };
}

const DASH = '–';
const price = (text: string) => parseDecimal(text, PRICE_DECIMALS);
const trendOf = (text: string) => (text.startsWith('+') ? 'up' : text.startsWith('-') ? 'down' : undefined);

/** A size in its market's base token ("0.0123 BTC"). */
function marketSize(f: HistoryFormats, market: string, units: string): string {
  const m = f.markets.get(market);
  return m === undefined ? units : `${formatSize(BigInt(units), m.baseDecimals, m.lotSize)} ${m.baseToken}`;
}

/** A price on its market's tick ("96,000"). */
function marketPrice(f: HistoryFormats, market: string, text: string): string {
  const m = f.markets.get(market);
  return m === undefined ? text : formatPrice(price(text), m.tickSize);
}

/** A token amount in its own decimals ("1.5 SOL"). */
function tokenAmount(f: HistoryFormats, token: string, units: string): string {
  const decimals = f.tokenDecimals.get(token);
  return decimals === undefined ? `${units} ${token}` : `${formatAmount(BigInt(units), decimals)} ${token}`;
}

/**
 * A factory of numeric columns of a figure in the row's market's terms (`format`: its price, its size): the figure
 * `of` reads, or `none` (a dash, or a word) when the row has none.
 */
function marketFigure(format: (f: HistoryFormats, market: string, text: string) => string) {
  return <R extends { readonly market: string }>(
    f: HistoryFormats,
    head: Omit<Head<R>, 'numeric'>,
    of: (row: R) => string | null,
    none: ReactNode = DASH,
  ): Column<R> =>
    column({ ...head, numeric: true }, (r) => {
      const text = of(r);
      return text === null ? none : format(f, r.market, text);
    });
}

/** The shared column factories, each for any row that has what it reads. */
const col = {
  /** When it happened (UTC), the row's name for screen readers, sortable. */
  time: <R extends { readonly timestamp: number }>(stacked = false): Column<R> =>
    column(
      { id: 'time', width: stacked ? 110 : 200, name: 'history.col.time', rowHeader: true, sort: (r) => r.timestamp },
      (r) => (stacked ? <StackedTime ms={r.timestamp} /> : formatUtcTime(r.timestamp)),
    ),
  /** A later time of the row, its date over its time, or a dash when there is none yet. */
  laterTime: <R,>(head: Head<R>, at: (row: R) => number | null): Column<R> =>
    column(head, (r) => {
      const ms = at(r);
      return ms === null ? DASH : <StackedTime ms={ms} />;
    }),
  market: <R extends { readonly market: string }>(): Column<R> =>
    column({ id: 'market', width: 100, name: 'history.col.market', sort: (r) => r.market }, (r) => r.market),
  /** Buy in the gain colour, sell in the loss colour. */
  side: <R extends { readonly isBid: boolean }>(): Column<R> =>
    column({ id: 'side', width: 60, name: 'history.col.side' }, (r) => (
      <span data-trend={r.isBid ? 'up' : 'down'}>{t(r.isBid ? 'activity.buy' : 'activity.sell')}</span>
    )),
  /** A price of the row's market on its tick; `none` (a dash, or a word) when the row has no such price. */
  price: marketFigure(marketPrice),
  /** A size (base units) in the row's market's base token; `none` (a dash, or a word) when the row has no size. */
  size: marketFigure(marketSize),
  /** A USDC amount (base units), unsigned. */
  usd: <R,>(head: Omit<Head<R>, 'numeric'>, of: (row: R) => string): Column<R> =>
    column({ ...head, numeric: true }, (r) => formatUsd(BigInt(of(r)))),
  /** A signed USDC amount (base units) with its colour: "+$1.20" green, "-$0.40" rose. */
  signedUsd: <R,>(head: Omit<Head<R>, 'numeric'>, of: (row: R) => string): Column<R> =>
    column({ ...head, numeric: true }, (r) => {
      const figure = formatSignedUsd(BigInt(of(r)));
      return <span data-trend={figure.trend}>{figure.text}</span>;
    }),
  /** An amount of the row's token in its own decimals. */
  token: <R extends { readonly token: string }>(
    f: HistoryFormats,
    head: Omit<Head<R>, 'numeric'>,
    of: (row: R) => string,
  ): Column<R> => column({ ...head, numeric: true }, (r) => tokenAmount(f, r.token, of(r))),
  /** Anything else: the cell as given. */
  text: <R,>(head: Head<R>, cell: (row: R) => ReactNode): Column<R> => column(head, cell),
};

/** A word in a column of figures ("Market" for no limit price): set in the text face, not the figures'. */
const word = (text: string) => <span className="history-word">{text}</span>;

/** A long id or address cut to its ends ("0x12345678…abcdef"). */
const ends = (text: string, head: number, tail: number) =>
  text.length > head + tail + 2 ? `${text.slice(0, head)}…${text.slice(-tail)}` : text;

type Rows = { readonly [K in HistoryKind]: HistoryRowOf[K] };

/** Each tab's columns, as a list of the shared factories. */
const TABS: { readonly [K in HistoryKind]: (f: HistoryFormats) => Column<Rows[K]>[] } = {
  fills: (f) => [
    col.time(),
    col.market(),
    col.side(),
    col.price(f, { id: 'price', width: 100, name: 'history.col.price', sort: (r) => price(r.price) }, (r) => r.price),
    col.size(f, { id: 'size', width: 120, name: 'history.col.size', sort: (r) => BigInt(r.size) }, (r) => r.size),
    col.usd({ id: 'fee', width: 90, name: 'history.col.fee', sort: (r) => BigInt(r.fee) }, (r) => r.fee),
    col.signedUsd(
      { id: 'pnl', width: 110, name: 'history.col.pnl', sort: (r) => BigInt(r.realizedPnl) },
      (r) => r.realizedPnl,
    ),
    col.text({ id: 'liquidity', width: 80, name: 'history.col.liquidity' }, (r) =>
      t(r.isMaker ? 'history.maker' : 'history.taker'),
    ),
  ],
  orders: (f) => [
    col.time(),
    col.market(),
    col.text({ id: 'type', width: 70, name: 'history.col.type' }, (r) => t(`history.type.${r.type}`)),
    col.side(),
    col.price(f, { id: 'price', width: 100, name: 'history.col.price', sort: (r) => price(r.price) }, (r) => r.price),
    col.price(f, { id: 'average', width: 100, name: 'history.col.average' }, (r) => r.averagePrice),
    col.size(f, { id: 'size', width: 120, name: 'history.col.size', sort: (r) => BigInt(r.size) }, (r) => r.size),
    col.size(f, { id: 'filled', width: 100, name: 'history.col.filled' }, (r) =>
      String(BigInt(r.size) - BigInt(r.sizeLeft)),
    ),
    col.text({ id: 'status', width: 80, name: 'history.col.status' }, (r) => t(`history.status.${r.status}`)),
  ],
  // two times of a trigger, each its date over its time: 936 px in all, whole in the page at a 1024 px window (976 px;
  // at 1,131 px its Closed column was cut off and the table scrolled sideways, at 1440 px too)
  triggers: (f) => [
    col.time(true),
    col.market(),
    col.text({ id: 'type', width: 100, name: 'history.col.type' }, (r) => t(`history.triggerType.${triggerTypeOf(r)}`)),
    col.side(),
    col.text({ id: 'trigger', width: 126, name: 'history.col.trigger', sort: (r) => price(r.triggerPrice) }, (r) =>
      t(`history.condition.${r.condition}`, { price: marketPrice(f, r.market, r.triggerPrice) }),
    ),
    col.price(
      f,
      { id: 'limit', width: 84, name: 'history.col.limit' },
      (r) => r.limitPrice,
      word(t('history.atMarket')),
    ),
    col.size(f, { id: 'size', width: 116, name: 'history.col.size' }, (r) => r.size, word(t('history.wholePosition'))),
    col.text({ id: 'status', width: 130, name: 'history.col.status', sort: (r) => r.status }, (r) =>
      r.status === 'canceled' && r.closeReason !== null && r.closeReason !== 'triggered' ? (
        // why on a second line, so the row keeps its height and the table its width
        <span className="history-status">
          {t('history.triggerStatus.canceled')}{' '}
          <span className="history-status-why">
            {t('history.triggerStatus.why', { reason: t(`history.reason.${r.closeReason}`) })}
          </span>
        </span>
      ) : (
        t(`history.triggerStatus.${r.status}`)
      ),
    ),
    col.laterTime(
      { id: 'closed', width: 110, name: 'history.col.closed', sort: (r) => r.closedAt ?? Number.MAX_SAFE_INTEGER },
      (r) => r.closedAt,
    ),
  ],
  transfers: (f) => [
    col.time(),
    col.text({ id: 'direction', width: 150, name: 'history.col.direction' }, (r) =>
      r.toUserId === f.userId ? t('history.in', { id: r.fromUserId }) : t('history.out', { id: r.toUserId }),
    ),
    col.text({ id: 'amount', width: 150, name: 'history.col.amount', numeric: true }, (r) => {
      const incoming = r.toUserId === f.userId;
      const text = tokenAmount(f, r.token, r.amount);
      return <span data-trend={incoming ? 'up' : 'down'}>{`${incoming ? '+' : '-'}${text}`}</span>;
    }),
  ],
  deposits: (f) => [
    col.time(),
    col.token(f, { id: 'amount', width: 150, name: 'history.col.amount' }, (r) => r.amount),
    col.text({ id: 'tx', width: 200, name: 'history.col.tx' }, (r) =>
      r.txHash === null ? DASH : `${r.txHash.slice(0, 10)}…${r.txHash.slice(-6)}`,
    ),
  ],
  withdrawals: (f) => [
    col.time(),
    col.token(f, { id: 'amount', width: 140, name: 'history.col.amount' }, (r) => r.amount),
    col.token(f, { id: 'fee', width: 120, name: 'history.col.fee' }, (r) => r.fee),
    col.text({ id: 'network', width: 90, name: 'history.col.network' }, (r) => r.network),
    col.text({ id: 'recipient', width: 150, name: 'history.col.recipient' }, (r) => ends(r.recipient, 8, 6)),
    col.text({ id: 'status', width: 80, name: 'history.col.status' }, (r) => t(`history.status.${r.status}`)),
  ],
  funding: (f) => [
    col.time(),
    col.market(),
    col.text({ id: 'rate', width: 100, name: 'history.col.rate', numeric: true }, (r) => {
      const rate = formatPercent(parseDecimal(r.rate, RATE_DECIMALS), { decimals: 4, signDisplay: 'exceptZero' });
      return <span data-trend={trendOf(rate)}>{rate}</span>;
    }),
    col.size(f, { id: 'position', width: 130, name: 'history.col.position' }, (r) => r.positionSize),
    col.signedUsd(
      { id: 'payment', width: 110, name: 'history.col.payment', sort: (r) => BigInt(r.amount) },
      (r) => r.amount,
    ),
  ],
};

/** The columns of a list. */
export function historyColumns(kind: HistoryKind, f: HistoryFormats): TableColumn<HistoryTableRow<HistoryKind>>[] {
  return TABS[kind](f) as TableColumn<HistoryTableRow<HistoryKind>>[];
}

/** Keys for a list's rows: an order's, trigger's or trade's id, else the row's place in the list (stable as pages append). */
export function historyTableRows(
  kind: HistoryKind,
  rows: readonly HistoryRowOf[HistoryKind][],
): HistoryTableRow<HistoryKind>[] {
  return rows.map((row, i) => {
    if (kind === 'fills') {
      const fill = row as HistoryRowOf['fills'];
      return { id: `${fill.tradeId}-${fill.isMaker ? 'm' : 't'}`, row };
    }
    if (kind === 'orders') return { id: String((row as HistoryRowOf['orders']).orderId), row };
    if (kind === 'triggers') return { id: `trigger-${(row as HistoryRowOf['triggers']).triggerId}`, row };
    return { id: `${row.timestamp}-${i}`, row };
  });
}
