import type { TableColumn } from '#islands/ui/table-model.tsx';
import {
  formatAmount,
  formatPercent,
  formatPrice,
  formatSignedUsd,
  formatSize,
  formatUsd,
} from '#lib/domain/format.ts';
import { parseDecimal, PRICE_DECIMALS, RATE_DECIMALS } from '#lib/domain/fixed.ts';
import type { HistoryKind, HistoryRowOf } from '#lib/history/kinds.ts';
import { t } from '#lib/i18n/activity.ts';
import { formatUtcTime } from './time-format.ts';

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

type Columns<K extends HistoryKind> = TableColumn<HistoryTableRow<K>>[];

const price = (text: string) => parseDecimal(text, PRICE_DECIMALS);
const trendOf = (text: string) => (text.startsWith('+') ? 'up' : text.startsWith('-') ? 'down' : undefined);

function timeColumn<K extends HistoryKind>(): Columns<K>[number] {
  return {
    id: 'time',
    width: 200,
    name: t('history.col.time'),
    isRowHeader: true,
    sortValue: (r) => r.row.timestamp,
    cell: (r) => formatUtcTime(r.row.timestamp),
  };
}

/** A signed USDC amount (base units) with its colour: "+$1.20" green, "-$0.40" rose. */
function signedUsd(units: string) {
  const figure = formatSignedUsd(BigInt(units));
  return <span data-trend={figure.trend}>{figure.text}</span>;
}

/** A token amount in its own decimals ("1.5 SOL"). */
function tokenAmount(f: HistoryFormats, token: string, units: string): string {
  const decimals = f.tokenDecimals.get(token);
  return decimals === undefined ? `${units} ${token}` : `${formatAmount(BigInt(units), decimals)} ${token}`;
}

/** A size in its market's base token ("0.0123 BTC"). */
function marketSize(f: HistoryFormats, market: string, units: string): string {
  const m = f.markets.get(market);
  return m === undefined ? units : `${formatSize(BigInt(units), m.baseDecimals, m.lotSize)} ${m.baseToken}`;
}

function marketPrice(f: HistoryFormats, market: string, text: string): string {
  const m = f.markets.get(market);
  return m === undefined ? text : formatPrice(price(text), m.tickSize);
}

const side = (isBid: boolean) => (
  <span data-trend={isBid ? 'up' : 'down'}>{t(isBid ? 'activity.buy' : 'activity.sell')}</span>
);

/** The columns of each list (the CSV's are in lib/history/history-csv.ts: raw decimals, not display text). */
export function historyColumns(kind: HistoryKind, f: HistoryFormats): TableColumn<HistoryTableRow<HistoryKind>>[] {
  switch (kind) {
    case 'fills': {
      const c: Columns<'fills'> = [
        timeColumn(),
        {
          id: 'market',
          width: 100,
          name: t('history.col.market'),
          sortValue: (r) => r.row.market,
          cell: (r) => r.row.market,
        },
        { id: 'side', width: 60, name: t('history.col.side'), cell: (r) => side(r.row.isBid) },
        {
          id: 'price',
          width: 100,
          name: t('history.col.price'),
          isNumeric: true,
          sortValue: (r) => price(r.row.price),
          cell: (r) => marketPrice(f, r.row.market, r.row.price),
        },
        {
          id: 'size',
          width: 120,
          name: t('history.col.size'),
          isNumeric: true,
          sortValue: (r) => BigInt(r.row.size),
          cell: (r) => marketSize(f, r.row.market, r.row.size),
        },
        {
          id: 'fee',
          width: 90,
          name: t('history.col.fee'),
          isNumeric: true,
          sortValue: (r) => BigInt(r.row.fee),
          cell: (r) => formatUsd(BigInt(r.row.fee)),
        },
        {
          id: 'pnl',
          width: 110,
          name: t('history.col.pnl'),
          isNumeric: true,
          sortValue: (r) => BigInt(r.row.realizedPnl),
          cell: (r) => signedUsd(r.row.realizedPnl),
        },
        {
          id: 'liquidity',
          width: 80,
          name: t('history.col.liquidity'),
          cell: (r) => t(r.row.isMaker ? 'history.maker' : 'history.taker'),
        },
      ];
      return c as Columns<HistoryKind>;
    }
    case 'orders': {
      const c: Columns<'orders'> = [
        timeColumn(),
        {
          id: 'market',
          width: 100,
          name: t('history.col.market'),
          sortValue: (r) => r.row.market,
          cell: (r) => r.row.market,
        },
        { id: 'type', width: 70, name: t('history.col.type'), cell: (r) => t(`history.type.${r.row.type}`) },
        { id: 'side', width: 60, name: t('history.col.side'), cell: (r) => side(r.row.isBid) },
        {
          id: 'price',
          width: 100,
          name: t('history.col.price'),
          isNumeric: true,
          sortValue: (r) => price(r.row.price),
          cell: (r) => marketPrice(f, r.row.market, r.row.price),
        },
        {
          id: 'average',
          width: 100,
          name: t('history.col.average'),
          isNumeric: true,
          cell: (r) => (r.row.averagePrice === null ? '–' : marketPrice(f, r.row.market, r.row.averagePrice)),
        },
        {
          id: 'size',
          width: 120,
          name: t('history.col.size'),
          isNumeric: true,
          sortValue: (r) => BigInt(r.row.size),
          cell: (r) => marketSize(f, r.row.market, r.row.size),
        },
        {
          id: 'filled',
          width: 100,
          name: t('history.col.filled'),
          isNumeric: true,
          cell: (r) => marketSize(f, r.row.market, String(BigInt(r.row.size) - BigInt(r.row.sizeLeft))),
        },
        { id: 'status', width: 80, name: t('history.col.status'), cell: (r) => t(`history.status.${r.row.status}`) },
      ];
      return c as Columns<HistoryKind>;
    }
    case 'transfers': {
      const c: Columns<'transfers'> = [
        timeColumn(),
        {
          id: 'direction',
          width: 150,
          name: t('history.col.direction'),
          cell: (r) =>
            r.row.toUserId === f.userId
              ? t('history.in', { id: r.row.fromUserId })
              : t('history.out', { id: r.row.toUserId }),
        },
        {
          id: 'amount',
          width: 150,
          name: t('history.col.amount'),
          isNumeric: true,
          cell: (r) => {
            const text = tokenAmount(f, r.row.token, r.row.amount);
            const incoming = r.row.toUserId === f.userId;
            return <span data-trend={incoming ? 'up' : 'down'}>{`${incoming ? '+' : '-'}${text}`}</span>;
          },
        },
      ];
      return c as Columns<HistoryKind>;
    }
    case 'deposits': {
      const c: Columns<'deposits'> = [
        timeColumn(),
        {
          id: 'amount',
          width: 150,
          name: t('history.col.amount'),
          isNumeric: true,
          cell: (r) => tokenAmount(f, r.row.token, r.row.amount),
        },
        {
          id: 'tx',
          width: 200,
          name: t('history.col.tx'),
          cell: (r) => (r.row.txHash === null ? '–' : `${r.row.txHash.slice(0, 10)}…${r.row.txHash.slice(-6)}`),
        },
      ];
      return c as Columns<HistoryKind>;
    }
    case 'withdrawals': {
      const c: Columns<'withdrawals'> = [
        timeColumn(),
        {
          id: 'amount',
          width: 140,
          name: t('history.col.amount'),
          isNumeric: true,
          cell: (r) => tokenAmount(f, r.row.token, r.row.amount),
        },
        {
          id: 'fee',
          width: 120,
          name: t('history.col.fee'),
          isNumeric: true,
          cell: (r) => tokenAmount(f, r.row.token, r.row.fee),
        },
        { id: 'network', width: 90, name: t('history.col.network'), cell: (r) => r.row.network },
        {
          id: 'recipient',
          width: 150,
          name: t('history.col.recipient'),
          cell: (r) =>
            r.row.recipient.length > 16
              ? `${r.row.recipient.slice(0, 8)}…${r.row.recipient.slice(-6)}`
              : r.row.recipient,
        },
        { id: 'status', width: 80, name: t('history.col.status'), cell: (r) => t(`history.status.${r.row.status}`) },
      ];
      return c as Columns<HistoryKind>;
    }
    case 'funding': {
      const c: Columns<'funding'> = [
        timeColumn(),
        {
          id: 'market',
          width: 100,
          name: t('history.col.market'),
          sortValue: (r) => r.row.market,
          cell: (r) => r.row.market,
        },
        {
          id: 'rate',
          width: 100,
          name: t('history.col.rate'),
          isNumeric: true,
          cell: (r) => {
            const rate = formatPercent(parseDecimal(r.row.rate, RATE_DECIMALS), {
              decimals: 4,
              signDisplay: 'exceptZero',
            });
            return <span data-trend={trendOf(rate)}>{rate}</span>;
          },
        },
        {
          id: 'position',
          width: 130,
          name: t('history.col.position'),
          isNumeric: true,
          cell: (r) => marketSize(f, r.row.market, r.row.positionSize),
        },
        {
          id: 'payment',
          width: 110,
          name: t('history.col.payment'),
          isNumeric: true,
          sortValue: (r) => BigInt(r.row.amount),
          cell: (r) => signedUsd(r.row.amount),
        },
      ];
      return c as Columns<HistoryKind>;
    }
  }
}

/** Keys for a list's rows: an order's or trade's id, else the row's place in the list (stable as pages append). */
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
    return { id: `${row.timestamp}-${i}`, row };
  });
}
