import { PRICE_DECIMALS, formatDecimal } from '#lib/domain/fixed.ts';
import { formatAmount, formatUsd } from '#lib/domain/format.ts';
import { Badge } from '#islands/ui/Badge.tsx';
import type { TableColumn } from '#islands/ui/Table.tsx';

/** An open position as a view model exposes it: bigint size (8 decimals), entry price (x 10^9), PnL (USD x 10^6). */
export interface PositionRow {
  readonly id: string;
  readonly market: string;
  readonly side: 'Long' | 'Short';
  readonly size: bigint;
  readonly entry: bigint;
  readonly pnl: bigint;
}

/** Four positions whose columns each sort differently. */
export const POSITIONS: readonly PositionRow[] = [
  { id: 'btc', market: 'BTC-PERP', side: 'Long', size: 12_500_000n, entry: 96_250_500_000_000n, pnl: 109_368_750n },
  { id: 'eth', market: 'ETH-PERP', side: 'Short', size: 250_000_000n, entry: 3_501_200_000_000n, pnl: -111_050_000n },
  { id: 'sol', market: 'SOL-PERP', side: 'Long', size: 4_000_000_000n, entry: 148_100_000_000n, pnl: 86_000_000n },
  { id: 'apt', market: 'APT-PERP', side: 'Short', size: 90_000_000_000n, entry: 6_300_000_000n, pnl: 16_200_000n },
];

const price = (value: bigint) =>
  formatDecimal(value, PRICE_DECIMALS, { maxDecimals: 2, minDecimals: 2, grouping: true });

/** A signed USD value in gain or loss colour. */
function Pnl({ value }: { value: bigint }) {
  return (
    <span style={{ color: value < 0n ? 'var(--color-sell)' : 'var(--color-buy)' }}>
      {value > 0n ? '+' : ''}
      {formatUsd(value)}
    </span>
  );
}

/** Columns of the positions table: every one but Side sorts, numbers by their exact bigint. */
export const POSITION_COLUMNS: readonly TableColumn<PositionRow>[] = [
  { id: 'market', name: 'Market', cell: (r) => r.market, sortValue: (r) => r.market, width: '1.2fr' },
  {
    id: 'side',
    name: 'Side',
    cell: (r) => <Badge variant={r.side === 'Long' ? 'buy' : 'sell'}>{r.side}</Badge>,
    width: '0.8fr',
  },
  { id: 'size', name: 'Size', isNumeric: true, cell: (r) => formatAmount(r.size, 8), sortValue: (r) => r.size },
  { id: 'entry', name: 'Entry price', isNumeric: true, cell: (r) => price(r.entry), sortValue: (r) => r.entry },
  { id: 'pnl', name: 'PnL (USD)', isNumeric: true, cell: (r) => <Pnl value={r.pnl} />, sortValue: (r) => r.pnl },
];

/** A fill of the account history. */
export interface FillRow {
  readonly id: number;
  readonly time: number;
  readonly market: string;
  readonly price: bigint;
  readonly size: bigint;
  readonly fee: bigint;
}

const MARKETS = ['BTC-PERP', 'ETH-PERP', 'SOL-PERP', 'APT-PERP'] as const;
const START = Date.UTC(2025, 0, 1);

/** `count` fills, newest first, deterministic (no randomness, so baselines are stable). */
export function makeFills(count: number, from = 0): FillRow[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return {
      id: n + 1,
      time: START - n * 37_000,
      market: MARKETS[n % MARKETS.length] ?? 'BTC-PERP',
      price: 90_000_000_000_000n + BigInt((n * 7919) % 100_000) * 1_000_000n,
      size: BigInt(1 + ((n * 31) % 97)) * 100_000n,
      fee: BigInt(10 + ((n * 13) % 90)) * 1000n,
    };
  });
}

/** Columns of the fills history. */
export const FILL_COLUMNS: readonly TableColumn<FillRow>[] = [
  { id: 'id', name: '#', isNumeric: true, cell: (r) => r.id, sortValue: (r) => r.id, width: 80 },
  {
    id: 'time',
    name: 'Time (UTC)',
    cell: (r) => new Date(r.time).toISOString().slice(0, 19).replace('T', ' '),
    sortValue: (r) => r.time,
    width: '1.6fr',
  },
  { id: 'market', name: 'Market', cell: (r) => r.market, width: '1fr' },
  { id: 'price', name: 'Price', isNumeric: true, cell: (r) => price(r.price), width: '1.2fr' },
  { id: 'size', name: 'Size', isNumeric: true, cell: (r) => formatAmount(r.size, 8), width: '1fr' },
  { id: 'fee', name: 'Fee (USD)', isNumeric: true, cell: (r) => formatUsd(r.fee), width: '1fr' },
];
