import type { HistoryGrid, HistoryList } from '#islands/trade/account/HistoryTableView.tsx';
import { usd9 } from './fixtures.tsx';

type Rows<K extends HistoryList['kind']> = Extract<HistoryList, { kind: K }>['rows'];

/** The local network's grids of three markets: BTC tick $1 lot 0.0001, ETH tick $0.1 lot 0.001, SOL tick $0.01 lot 0.01. */
export const HISTORY_GRIDS: ReadonlyMap<string, HistoryGrid> = new Map([
  ['BTC-PERP', { baseDecimals: 8, lotSize: 10_000n, tickSize: usd9(1n) }],
  ['ETH-PERP', { baseDecimals: 8, lotSize: 100_000n, tickSize: usd9(1n) / 10n }],
  ['SOL-PERP', { baseDecimals: 9, lotSize: 10_000_000n, tickSize: usd9(1n) / 100n }],
]);

/** A moment of the story's day (5 Jan 2026, UTC), for timestamps. */
const at = (hour: number, minute: number, second = 0) => Date.UTC(2026, 0, 5, hour, minute, second);

/**
 * Orders as getUserPerpOrders answers them, newest first: every status, buys and sells, three markets, a market buy
 * whose protection bound (101,150) is far from what it paid (96,352.25 on average).
 */
export const HISTORY_ORDERS: Rows<'orders'> = [
  {
    orderId: 60,
    market: 'BTC-PERP',
    isBid: true,
    type: 'market',
    price: '101150',
    averagePrice: '96352.25',
    size: '1000000',
    sizeLeft: '0',
    reduceOnly: false,
    status: 'filled',
    timestamp: at(14, 10, 0),
  },
  {
    orderId: 58,
    market: 'ETH-PERP',
    isBid: false,
    type: 'limit',
    price: '3412.5',
    averagePrice: null,
    size: '150000000',
    sizeLeft: '150000000',
    reduceOnly: false,
    status: 'open',
    timestamp: at(14, 5, 40),
  },
  {
    orderId: 57,
    market: 'BTC-PERP',
    isBid: true,
    type: 'limit',
    price: '97250',
    averagePrice: '97180.5',
    size: '25000000',
    sizeLeft: '0',
    reduceOnly: false,
    status: 'filled',
    timestamp: at(14, 2, 11),
  },
  {
    orderId: 51,
    market: 'SOL-PERP',
    isBid: true,
    type: 'limit',
    price: '182.37',
    averagePrice: null,
    size: '2500000000',
    sizeLeft: '2500000000',
    reduceOnly: false,
    status: 'canceled',
    timestamp: at(11, 47, 3),
  },
  {
    orderId: 44,
    market: 'BTC-PERP',
    isBid: false,
    type: 'market',
    price: '99100',
    averagePrice: null,
    size: '10000000',
    sizeLeft: '10000000',
    reduceOnly: true,
    status: 'expired',
    timestamp: at(9, 15, 0),
  },
];

/**
 * Fills as getUserPerpFills answers them, newest first: a long closed at a gain (0.1 BTC from 95,250 to 99,310:
 * +$406.00), a short closed at a loss (1 ETH from 3,412.5 to 3,480.2: -$67.70) and the opening fill (no PnL).
 * Fees are 0.04 % of the notional in USD base units.
 */
export const HISTORY_FILLS: Rows<'fills'> = [
  {
    tradeId: 9031,
    orderId: 62,
    market: 'BTC-PERP',
    isBid: false,
    isMaker: false,
    price: '99310',
    size: '10000000',
    fee: '3972400',
    realizedPnl: '406000000',
    timestamp: at(15, 20, 9),
  },
  {
    tradeId: 9017,
    orderId: 61,
    market: 'ETH-PERP',
    isBid: true,
    isMaker: true,
    price: '3480.2',
    size: '100000000',
    fee: '1392080',
    realizedPnl: '-67700000',
    timestamp: at(15, 1, 44),
  },
  {
    tradeId: 8870,
    orderId: 57,
    market: 'BTC-PERP',
    isBid: true,
    isMaker: false,
    price: '95250',
    size: '10000000',
    fee: '3810000',
    realizedPnl: '0',
    timestamp: at(14, 2, 11),
  },
];

/** Funding payments as getUserFundingHistory answers them: a short paid (received), a long charged (paid). */
export const HISTORY_FUNDING: Rows<'funding'> = [
  { market: 'ETH-PERP', amount: '431250', rate: '0.000125', positionSize: '-100000000', timestamp: at(15, 0) },
  { market: 'BTC-PERP', amount: '-1190000', rate: '0.000125', positionSize: '10000000', timestamp: at(15, 0) },
];
