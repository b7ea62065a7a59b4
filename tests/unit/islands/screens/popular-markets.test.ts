import { describe, expect, it } from 'vitest';
import { popularMarkets } from '#islands/screens/popular-markets.ts';
import type { MarketRow } from '#islands/screens/MarketsTableView.tsx';

/** A market row with only what the choice reads set meaningfully. */
function row(name: string, volume24hUsd: bigint): MarketRow {
  return { name, volume24hUsd, price: 1n, tickSize: 1n, change24h: 0n, high24h: 1n, low24h: 1n };
}

describe('popularMarkets', () => {
  it('features the three most traded markets by 24 h USD volume, most traded first', () => {
    const rows = [row('APT-PERP', 5n), row('BTC-PERP', 900n), row('SOL-PERP', 40n), row('ETH-PERP', 300n)];
    expect(popularMarkets(rows).map((r) => r.name)).toEqual(['BTC-PERP', 'ETH-PERP', 'SOL-PERP']);
  });

  it('keeps configuration order between equal volumes, so cards do not swap places between refreshes', () => {
    const rows = [row('ETH-PERP', 0n), row('BTC-PERP', 0n), row('SOL-PERP', 0n), row('APT-PERP', 0n)];
    expect(popularMarkets(rows).map((r) => r.name)).toEqual(['ETH-PERP', 'BTC-PERP', 'SOL-PERP']);
    expect(popularMarkets([...rows].reverse()).map((r) => r.name)).toEqual(['APT-PERP', 'SOL-PERP', 'BTC-PERP']);
  });

  it('compares volumes beyond 2^53 exactly', () => {
    const big = 2n ** 60n;
    const rows = [row('A', big), row('B', big + 1n)];
    expect(popularMarkets(rows, 1).map((r) => r.name)).toEqual(['B']);
  });

  it('shows fewer cards when fewer markets are listed', () => {
    expect(popularMarkets([row('BTC-PERP', 1n)])).toHaveLength(1);
    expect(popularMarkets([])).toEqual([]);
  });
});
