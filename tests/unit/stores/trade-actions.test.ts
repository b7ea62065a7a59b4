import { describe, expect, it } from 'vitest';
import { closeQuantity, orderDetail } from '#stores/trade-actions.ts';

describe('closeQuantity', () => {
  it.each([
    ['a stale larger request is clamped to the live long', 50_000n, 80_000n, 50_000n],
    ['a short is clamped to its absolute size', -50_000n, 80_000n, 50_000n],
    ['a request off the lot grid is rounded down', 1_000_000n, 123_456n, 120_000n],
    ['a position below one lot closes nothing', 5_000n, 5_000n, 0n],
    ['the whole position on the grid', -1_230_000n, 1_230_000n, 1_230_000n],
  ])('%s', (_name, positionSize, quantity, expected) => {
    expect(closeQuantity({ positionSize, quantity, lotSize: 10_000n })).toBe(expected);
  });
});

describe('orderDetail: what an order notice says beyond its title', () => {
  const grid = { baseToken: 'BTC', baseDecimals: 8, lotSize: 10_000n, tickSize: 1_000_000_000n };
  const fill = (price: string, size: string) => ({
    tradeId: 1,
    orderId: 1,
    market: 'BTC-PERP',
    isBid: true,
    isMaker: false,
    price,
    size,
    fee: '0',
    realizedPnl: '0',
    timestamp: 0,
  });
  it.each([
    // (96,350 x 1 + 96,353 x 3) / 4 = 96,352.25, written at the $1 tick
    [
      'a market buy through two levels: its average, not its bound',
      { filledSize: '40000', fills: [fill('96350', '10000'), fill('96353', '30000')] },
      { side: 'buy', price: 101_150_000_000_000n, size: 40_000n },
      'sonnerMessages.order.filledDetail',
      { side: 'Buy', size: '0.0004', token: 'BTC', price: '96,352' },
    ],
    [
      'a partial fill counts only what filled',
      { filledSize: '10000', fills: [fill('96350.5', '10000')] },
      { side: 'sell', price: 91_000_000_000_000n, size: 50_000n },
      'sonnerMessages.order.filledDetail',
      { side: 'Sell', size: '0.0001', token: 'BTC', price: '96,351' },
    ],
    [
      'a resting limit order: its own price and size',
      { filledSize: '0', fills: [] },
      { side: 'buy', price: 95_000_000_000_000n, size: 20_000n },
      'sonnerMessages.order.restingDetail',
      { side: 'Buy', size: '0.0002', token: 'BTC', price: '95,000' },
    ],
  ] as const)('%s', (_name, result, order, description, params) => {
    expect(orderDetail({ ...result, fills: [...result.fills] }, { ...order, grid })).toEqual({ description, params });
  });
});
