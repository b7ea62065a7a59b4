import { describe, expect, it } from 'vitest';
import { csvText } from '#lib/history/csv.ts';
import { csvHeader, csvRow, type CsvContext } from '#lib/history/history-csv.ts';

const ctx: CsvContext = {
  userId: '7',
  tokenDecimals: (t) => ({ USDC: 6, BTC: 8, SOL: 9 })[t],
  marketBase: (m) => (m === 'BTC-PERP' ? { token: 'BTC', decimals: 8 } : undefined),
};

describe('history exports', () => {
  it('writes a fill in human units with ISO UTC time, every header naming its unit', () => {
    const header = csvHeader('fills');
    expect(header[0]).toBe('Time (UTC, ISO 8601)');
    const row = csvRow(
      'fills',
      {
        tradeId: 12,
        orderId: 34,
        market: 'BTC-PERP',
        isBid: false,
        isMaker: true,
        price: '97123.45',
        size: '1230000',
        fee: '-1500',
        realizedPnl: '12345678901',
        timestamp: Date.UTC(2026, 10, 27, 9, 30, 0, 5),
      },
      ctx,
    );
    expect(Object.fromEntries(header.map((h, i) => [h, row[i]]))).toEqual({
      'Time (UTC, ISO 8601)': '2026-11-27T09:30:00.005Z',
      Market: 'BTC-PERP',
      Side: 'sell',
      Liquidity: 'maker',
      'Price (USD)': '97123.45',
      'Size (base token)': '0.0123',
      'Base token': 'BTC',
      'Fee (USDC)': '-0.0015',
      'Realized PnL (USDC)': '12345.678901',
      'Trade ID': '12',
      'Order ID': '34',
    });
    expect(csvText(header, [row])).toContain('-0.0015,12345.678901,12,34\r\n');
  });

  it('sees a transfer from the exported account: in or out', () => {
    const base = { token: 'SOL', tokenAddress: '0x1', amount: '1500000000', timestamp: 0 };
    expect(csvRow('transfers', { ...base, fromUserId: '7', toUserId: '9' }, ctx).slice(1)).toEqual([
      'out',
      '7',
      '9',
      'SOL',
      '1.5',
    ]);
    expect(csvRow('transfers', { ...base, fromUserId: '9', toUserId: '7' }, ctx)[1]).toBe('in');
  });

  it('marks an amount of an unknown token as base units rather than guessing its decimals', () => {
    const row = csvRow('deposits', { token: 'XYZ', tokenAddress: '0x1', amount: '5', timestamp: 0, txHash: null }, ctx);
    expect(row[2]).toBe('5 (base units)');
  });

  it('writes trigger orders: the type from kind and limit, empty limit and size for market and whole position', () => {
    const base = {
      triggerId: 41,
      market: 'BTC-PERP',
      isBid: false,
      condition: 'below' as const,
      triggerPrice: '95000.5',
      reduceOnly: true,
      ocoId: null,
      timestamp: Date.UTC(2026, 10, 27, 9, 30, 0),
    };
    const header = csvHeader('triggers');
    const named = (row: string[]) => Object.fromEntries(header.map((h, i) => [h, row[i]]));
    // a stop-limit sell of 0.0123 BTC, canceled by the user a minute later
    const stopLimit = csvRow(
      'triggers',
      {
        ...base,
        kind: 'stop',
        limitPrice: '94000',
        size: '1230000',
        reduceOnly: false,
        status: 'canceled',
        closeReason: 'user',
        orderId: null,
        closedAt: base.timestamp + 60_000,
      },
      ctx,
    );
    expect(named(stopLimit)).toEqual({
      'Time (UTC, ISO 8601)': '2026-11-27T09:30:00.000Z',
      Market: 'BTC-PERP',
      Type: 'stop limit',
      Side: 'sell',
      'Fires when mark is': 'at or below',
      'Trigger price (USD)': '95000.5',
      'Limit price (USD, empty: market)': '94000',
      'Size (base token, empty: whole position)': '0.0123',
      'Base token': 'BTC',
      'Reduce only': 'no',
      Status: 'canceled',
      'Cancel reason': 'user',
      'Closed (UTC, ISO 8601)': '2026-11-27T09:31:00.000Z',
      'Trigger ID': '41',
      'Order placed ID': '',
    });
    // a stop loss on the whole position at market that fired and placed order 77; a pending take profit
    const fired = { ...base, kind: 'stopLoss' as const, limitPrice: null, size: null, orderId: 77 };
    const stopLoss = csvRow(
      'triggers',
      { ...fired, status: 'triggered', closeReason: 'triggered', closedAt: base.timestamp + 1 },
      ctx,
    );
    expect(stopLoss.slice(2, 3)).toEqual(['stop loss']);
    expect(stopLoss.slice(6, 8)).toEqual(['', '']);
    expect(stopLoss.slice(10, 15)).toEqual(['triggered', '', '2026-11-27T09:30:00.001Z', '41', '77']);
    const pending = csvRow(
      'triggers',
      {
        ...fired,
        kind: 'takeProfit',
        isBid: true,
        condition: 'above',
        status: 'open',
        closeReason: null,
        orderId: null,
        closedAt: null,
      },
      ctx,
    );
    expect([pending[2], pending[3], pending[4], pending[10], pending[12]]).toEqual([
      'take profit',
      'buy',
      'at or above',
      'pending',
      '',
    ]);
  });

  it.each(['fills', 'orders', 'triggers', 'transfers', 'deposits', 'withdrawals', 'funding'] as const)(
    '%s: every amount header names its unit',
    (kind) => {
      for (const h of csvHeader(kind)) {
        if (/price|size|amount|fee|pnl|payment|filled|rate/i.test(h)) expect(h).toMatch(/\(.+\)/);
      }
    },
  );
});
