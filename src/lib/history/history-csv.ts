/**
 * The columns of each history export: ISO-8601 UTC times (the zone in the header), amounts as raw decimal strings
 * in human units exactly from the base units (never locale-formatted, never exponent notation), the unit in every
 * header. A size's unit is the market's base token, named in its own column.
 */
import { formatDecimal } from '#lib/domain/fixed.ts';
import { triggerTypeOf, type HistoryKind, type HistoryRowOf } from './kinds.ts';

/** What the export needs beyond the rows: each token's decimals and each market's base token. */
export interface CsvContext {
  /** The account exported (a transfer's direction is seen from it). */
  readonly userId: string;
  readonly tokenDecimals: (token: string) => number | undefined;
  readonly marketBase: (market: string) => { readonly token: string; readonly decimals: number } | undefined;
}

interface CsvColumn<T> {
  readonly header: string;
  readonly value: (row: T, ctx: CsvContext) => string;
}

const USDC_DECIMALS = 6;
const TIME = 'Time (UTC, ISO 8601)';
const iso = (ms: number) => new Date(ms).toISOString();
/** Base units in human units; an unknown token's raw base units would mislead, so it says so. */
const human = (amount: string, decimals: number | undefined) =>
  decimals === undefined ? `${amount} (base units)` : formatDecimal(BigInt(amount), decimals);
const baseSize = (market: string, size: string, ctx: CsvContext) => human(size, ctx.marketBase(market)?.decimals);
const baseToken = (market: string, ctx: CsvContext) => ctx.marketBase(market)?.token ?? '';
const side = (isBid: boolean) => (isBid ? 'buy' : 'sell');

/** A trigger order's status in the export: the screen's words ("pending" while it waits for the mark). */
const TRIGGER_STATUS = { open: 'pending', triggered: 'triggered', canceled: 'canceled' } as const;

const TRIGGER_TYPE = {
  stopMarket: 'stop market',
  stopLimit: 'stop limit',
  takeProfit: 'take profit',
  stopLoss: 'stop loss',
} as const;
const triggerType = (r: HistoryRowOf['triggers']) => TRIGGER_TYPE[triggerTypeOf(r)];

const COLUMNS: { readonly [K in HistoryKind]: readonly CsvColumn<HistoryRowOf[K]>[] } = {
  fills: [
    { header: TIME, value: (r) => iso(r.timestamp) },
    { header: 'Market', value: (r) => r.market },
    { header: 'Side', value: (r) => side(r.isBid) },
    { header: 'Liquidity', value: (r) => (r.isMaker ? 'maker' : 'taker') },
    { header: 'Price (USD)', value: (r) => r.price },
    { header: 'Size (base token)', value: (r, c) => baseSize(r.market, r.size, c) },
    { header: 'Base token', value: (r, c) => baseToken(r.market, c) },
    { header: 'Fee (USDC)', value: (r) => human(r.fee, USDC_DECIMALS) },
    { header: 'Realized PnL (USDC)', value: (r) => human(r.realizedPnl, USDC_DECIMALS) },
    { header: 'Trade ID', value: (r) => String(r.tradeId) },
    { header: 'Order ID', value: (r) => String(r.orderId) },
  ],
  orders: [
    { header: TIME, value: (r) => iso(r.timestamp) },
    { header: 'Market', value: (r) => r.market },
    { header: 'Type', value: (r) => r.type },
    { header: 'Side', value: (r) => side(r.isBid) },
    { header: 'Price (USD)', value: (r) => r.price },
    { header: 'Average fill price (USD)', value: (r) => r.averagePrice ?? '' },
    { header: 'Size (base token)', value: (r, c) => baseSize(r.market, r.size, c) },
    {
      header: 'Filled (base token)',
      value: (r, c) => baseSize(r.market, String(BigInt(r.size) - BigInt(r.sizeLeft)), c),
    },
    { header: 'Base token', value: (r, c) => baseToken(r.market, c) },
    { header: 'Reduce only', value: (r) => (r.reduceOnly ? 'yes' : 'no') },
    { header: 'Status', value: (r) => r.status },
    { header: 'Order ID', value: (r) => String(r.orderId) },
  ],
  triggers: [
    { header: TIME, value: (r) => iso(r.timestamp) },
    { header: 'Market', value: (r) => r.market },
    { header: 'Type', value: (r) => triggerType(r) },
    { header: 'Side', value: (r) => side(r.isBid) },
    { header: 'Fires when mark is', value: (r) => (r.condition === 'above' ? 'at or above' : 'at or below') },
    { header: 'Trigger price (USD)', value: (r) => r.triggerPrice },
    { header: 'Limit price (USD, empty: market)', value: (r) => r.limitPrice ?? '' },
    {
      header: 'Size (base token, empty: whole position)',
      value: (r, c) => (r.size === null ? '' : baseSize(r.market, r.size, c)),
    },
    { header: 'Base token', value: (r, c) => baseToken(r.market, c) },
    { header: 'Reduce only', value: (r) => (r.reduceOnly ? 'yes' : 'no') },
    { header: 'Status', value: (r) => TRIGGER_STATUS[r.status] },
    { header: 'Cancel reason', value: (r) => (r.status === 'canceled' ? (r.closeReason ?? '') : '') },
    { header: 'Closed (UTC, ISO 8601)', value: (r) => (r.closedAt === null ? '' : iso(r.closedAt)) },
    { header: 'Trigger ID', value: (r) => String(r.triggerId) },
    { header: 'Order placed ID', value: (r) => (r.orderId === null ? '' : String(r.orderId)) },
  ],
  transfers: [
    { header: TIME, value: (r) => iso(r.timestamp) },
    { header: 'Direction', value: (r, c) => (r.toUserId === c.userId ? 'in' : 'out') },
    { header: 'From account', value: (r) => r.fromUserId },
    { header: 'To account', value: (r) => r.toUserId },
    { header: 'Token', value: (r) => r.token },
    { header: 'Amount (token)', value: (r, c) => human(r.amount, c.tokenDecimals(r.token)) },
  ],
  deposits: [
    { header: TIME, value: (r) => iso(r.timestamp) },
    { header: 'Token', value: (r) => r.token },
    { header: 'Amount (token)', value: (r, c) => human(r.amount, c.tokenDecimals(r.token)) },
    { header: 'Transaction', value: (r) => r.txHash ?? '' },
  ],
  withdrawals: [
    { header: TIME, value: (r) => iso(r.timestamp) },
    { header: 'Token', value: (r) => r.token },
    { header: 'Amount (token)', value: (r, c) => human(r.amount, c.tokenDecimals(r.token)) },
    { header: 'Fee (token)', value: (r, c) => human(r.fee, c.tokenDecimals(r.token)) },
    { header: 'Network', value: (r) => r.network },
    { header: 'Recipient', value: (r) => r.recipient },
    { header: 'Status', value: (r) => r.status },
  ],
  funding: [
    { header: TIME, value: (r) => iso(r.timestamp) },
    { header: 'Market', value: (r) => r.market },
    { header: 'Rate (ratio)', value: (r) => r.rate },
    { header: 'Position size (base token, signed)', value: (r, c) => baseSize(r.market, r.positionSize, c) },
    { header: 'Base token', value: (r, c) => baseToken(r.market, c) },
    { header: 'Payment (USDC, + received, - paid)', value: (r) => human(r.amount, USDC_DECIMALS) },
  ],
};

/** The header line of a list's export. */
export function csvHeader(kind: HistoryKind): string[] {
  return COLUMNS[kind].map((c) => c.header);
}

/** One row of a list's export, cell by cell. */
export function csvRow<K extends HistoryKind>(kind: K, row: HistoryRowOf[K], ctx: CsvContext): string[] {
  const columns = COLUMNS[kind] as readonly CsvColumn<HistoryRowOf[K]>[];
  return columns.map((c) => c.value(row, ctx));
}
