/**
 * The history tabs' columns, built from one factory set: each tab's headers, widths, alignment, sortability and the
 * cells of sample rows, pinned in a snapshot that was taken from the per-tab columns before they were merged into
 * the factories (so the merge changed nothing a trader sees), plus the trigger orders' tab.
 */
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { historyColumns, historyTableRows, type HistoryFormats } from '#islands/activity/history-columns.tsx';
import type { HistoryKind, HistoryRowOf } from '#lib/history/kinds.ts';
import { triggerOrder } from '#stories/support/fixtures/triggers.ts';

const T0 = Date.UTC(2026, 10, 27, 9, 30, 5);
const formats: HistoryFormats = {
  markets: new Map([
    ['BTC-PERP', { baseToken: 'BTC', baseDecimals: 8, lotSize: 10_000n, tickSize: 1_000_000_000n }],
    ['ETH-PERP', { baseToken: 'ETH', baseDecimals: 8, lotSize: 100_000n, tickSize: 100_000_000n }],
  ]),
  tokenDecimals: new Map([
    ['USDC', 6],
    ['SOL', 9],
  ]),
  userId: '7',
};

const SAMPLES: { readonly [K in HistoryKind]: readonly HistoryRowOf[K][] } = {
  fills: [
    {
      tradeId: 9,
      orderId: 4,
      market: 'BTC-PERP',
      isBid: false,
      isMaker: true,
      price: '96001',
      size: '120000',
      fee: '48000',
      realizedPnl: '-1250000',
      timestamp: T0,
    },
  ],
  orders: [
    {
      orderId: 4,
      market: 'ETH-PERP',
      isBid: true,
      type: 'limit',
      price: '3400.5',
      averagePrice: null,
      size: '300000',
      sizeLeft: '100000',
      reduceOnly: false,
      status: 'open',
      timestamp: T0,
    },
    {
      orderId: 5,
      market: 'BTC-PERP',
      isBid: false,
      type: 'market',
      price: '91000',
      averagePrice: '96000.5',
      size: '10000',
      sizeLeft: '0',
      reduceOnly: true,
      status: 'filled',
      timestamp: T0 - 1,
    },
  ],
  triggers: [
    triggerOrder({
      triggerId: 3,
      ocoId: 4,
      timestamp: T0,
      status: 'canceled',
      closeReason: 'oco',
      closedAt: T0 + 1000,
    }),
    triggerOrder({
      triggerId: 2,
      market: 'ETH-PERP',
      kind: 'stop',
      isBid: true,
      condition: 'above',
      triggerPrice: '3500',
      limitPrice: '3510',
      size: '200000',
      reduceOnly: false,
      timestamp: T0 - 1,
    }),
  ],
  transfers: [
    { fromUserId: '7', toUserId: '9', token: 'USDC', tokenAddress: '0x1', amount: '25000000', timestamp: T0 },
    { fromUserId: '9', toUserId: '7', token: 'SOL', tokenAddress: '0x2', amount: '1500000000', timestamp: T0 - 1 },
  ],
  deposits: [
    { token: 'USDC', tokenAddress: '0x1', amount: '5000000', timestamp: T0, txHash: `0x${'ab'.repeat(32)}` },
    { token: 'XYZ', tokenAddress: '0x3', amount: '5', timestamp: T0 - 1, txHash: null },
  ],
  withdrawals: [
    {
      token: 'USDC',
      tokenAddress: '0x1',
      amount: '10000000',
      fee: '1000000',
      recipient: `0x${'cd'.repeat(32)}`,
      timestamp: T0,
      network: 'Aptos',
      status: 'settled',
      settlesAt: T0,
    },
  ],
  funding: [
    { market: 'BTC-PERP', amount: '-12345', rate: '0.0000125', positionSize: '-1000000', timestamp: T0 },
    { market: 'ETH-PERP', amount: '4560', rate: '-0.00002', positionSize: '300000', timestamp: T0 - 1 },
  ],
};

/** A column as a line of text: its layout and header, then its cell of each sample row as markup. */
function describeTab(kind: HistoryKind): string[] {
  const rows = historyTableRows(kind, SAMPLES[kind]);
  return historyColumns(kind, formats).map((c) => {
    const layout = [
      c.id,
      c.width,
      c.isNumeric ? 'numeric' : '',
      c.sortValue ? 'sortable' : '',
      c.isRowHeader ? 'rowheader' : '',
    ];
    const cells = rows.map((r) => renderToStaticMarkup(createElement(Fragment, null, c.cell(r))));
    return `${layout.join(' ')} | ${String(c.name)} | ${cells.join(' | ')}`;
  });
}

describe('history columns', () => {
  it.each(Object.keys(SAMPLES) as HistoryKind[])('%s: headers, layout and cells', (kind) => {
    expect(describeTab(kind)).toMatchSnapshot();
  });

  it('keys rows by their own ids where they have one, never twice the same in a list', () => {
    for (const kind of Object.keys(SAMPLES) as HistoryKind[]) {
      const ids = historyTableRows(kind, SAMPLES[kind]).map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(historyTableRows('triggers', SAMPLES.triggers).map((r) => r.id)).toEqual(['trigger-3', 'trigger-2']);
  });
});
