/** Rows shared by the activity stories: a BTC long in profit and an ETH short at a loss, with their orders. */
import type { CloseAllRow } from '#islands/activity/CloseAllView.tsx';
import type { OrderRow } from '#islands/activity/OrdersView.tsx';
import type { PositionRow } from '#islands/activity/PositionsView.tsx';
import type { HistoryRowOf } from '#lib/history/kinds.ts';
import { triggerOrder } from '#stories/support/fixtures/triggers.ts';

const usd9 = (dollars: bigint) => dollars * 1_000_000_000n;

/** 0.5 BTC long from 95,200 at mark 96,881: +840.50 on 968.81 margin (2 % of 48,440.50) = ROE +86.76 %. */
export const BTC_LONG: PositionRow = {
  id: 'BTC-PERP',
  baseToken: 'BTC',
  baseDecimals: 8,
  lotSize: 10_000n,
  tickSize: usd9(1n),
  size: 50_000_000n,
  valueUsd: 48_440_500_000n,
  entryPrice: usd9(95_200n),
  markPrice: usd9(96_881n),
  pnlUsd: 840_500_000n,
  roe: 867_559_000n,
  liquidationPrice: usd9(78_312n),
  marginUsd: 968_810_000n,
  fundingUsd: -12_345_000n,
};

/** 3 ETH short from 3,410.5 at mark 3,452.3: -125.40 on 207.14 margin = ROE -60.54 %. */
export const ETH_SHORT: PositionRow = {
  id: 'ETH-PERP',
  baseToken: 'ETH',
  baseDecimals: 8,
  lotSize: 100_000n,
  tickSize: 100_000_000n,
  size: -300_000_000n,
  valueUsd: 10_356_900_000n,
  entryPrice: 3_410_500_000_000n,
  markPrice: 3_452_300_000_000n,
  pnlUsd: -125_400_000n,
  roe: -605_387_000n,
  liquidationPrice: 4_120_700_000_000n,
  marginUsd: 207_138_000n,
  fundingUsd: 4_560_000n,
};

/** What Close all sends for them: sell the long at 0.95 x index, buy the short back at 1.05 x. */
export const CLOSE_ALL_ROWS: CloseAllRow[] = [
  {
    market: 'BTC-PERP',
    baseToken: 'BTC',
    baseDecimals: 8,
    lotSize: 10_000n,
    tickSize: usd9(1n),
    size: 50_000_000n,
    worstPrice: usd9(92_036n),
  },
  {
    market: 'ETH-PERP',
    baseToken: 'ETH',
    baseDecimals: 8,
    lotSize: 100_000n,
    tickSize: 100_000_000n,
    size: -300_000_000n,
    worstPrice: 3_624_900_000_000n,
  },
];

const T0 = Date.UTC(2026, 10, 27, 9, 30, 5);

/** Two BTC bids, one half filled, and an ETH ask. */
export const ORDERS: OrderRow[] = [
  {
    id: 101,
    market: 'BTC-PERP',
    isBid: true,
    price: usd9(95_000n),
    size: 20_000_000n,
    sizeLeft: 10_000_000n,
    timestamp: T0,
    baseToken: 'BTC',
    baseDecimals: 8,
    lotSize: 10_000n,
    tickSize: usd9(1n),
  },
  {
    id: 102,
    market: 'BTC-PERP',
    isBid: true,
    price: usd9(94_500n),
    size: 10_000_000n,
    sizeLeft: 10_000_000n,
    timestamp: T0 + 60_000,
    baseToken: 'BTC',
    baseDecimals: 8,
    lotSize: 10_000n,
    tickSize: usd9(1n),
  },
  {
    id: 103,
    market: 'ETH-PERP',
    isBid: false,
    price: 3_600_000_000_000n,
    size: 100_000_000n,
    sizeLeft: 100_000_000n,
    timestamp: T0 + 120_000,
    baseToken: 'ETH',
    baseDecimals: 8,
    lotSize: 100_000n,
    tickSize: 100_000_000n,
  },
];

export { T0 };

/** Trigger orders newest first: TP and SL on the whole BTC long (pending), an ETH stop-limit canceled, a BTC stop fired. */
export const TRIGGERS: HistoryRowOf['triggers'][] = [
  triggerOrder({
    triggerId: 304,
    kind: 'takeProfit',
    condition: 'above',
    triggerPrice: '100000',
    ocoId: 303,
    timestamp: T0,
  }),
  triggerOrder({ triggerId: 303, ocoId: 304, timestamp: T0 }),
  triggerOrder({
    triggerId: 302,
    market: 'ETH-PERP',
    kind: 'stop',
    triggerPrice: '3300',
    limitPrice: '3290',
    size: '100000000',
    reduceOnly: false,
    timestamp: T0 - 60_000,
    status: 'canceled',
    closeReason: 'user',
    closedAt: T0 + 60_000,
  }),
  triggerOrder({
    triggerId: 301,
    kind: 'stop',
    isBid: true,
    condition: 'above',
    triggerPrice: '97500',
    size: '1000000',
    reduceOnly: false,
    timestamp: T0 - 120_000,
    status: 'triggered',
    closeReason: 'triggered',
    orderId: 555,
    closedAt: T0 - 90_000,
  }),
];
