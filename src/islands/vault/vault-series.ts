/** The vault chart's series and how each reads at a point (exact values; the chart alone turns them into numbers). */
import { PRICE_DECIMALS, USD_DECIMALS } from '#lib/domain/fixed.ts';
import { formatUsd } from '#lib/domain/format.ts';
import { pointPnl, sharePrice, type VaultPoint } from '#lib/domain/vault.ts';
import { formatSharePrice } from './vault-format.ts';

/** What the chart draws. */
export type VaultSeries = 'pnl' | 'tvl' | 'sharePrice';

/** A series' exact value at a point, its scale in decimals, and its text. */
export function seriesValue(series: VaultSeries, p: VaultPoint): { value: bigint; decimals: number; text: string } {
  if (series === 'sharePrice') {
    const price = sharePrice(p.equity, p.totalShares);
    return { value: price, decimals: PRICE_DECIMALS, text: formatSharePrice(price) };
  }
  const value = series === 'pnl' ? pointPnl(p) : p.equity;
  return {
    value,
    decimals: USD_DECIMALS,
    text: formatUsd(value, { signDisplay: series === 'pnl' ? 'exceptZero' : 'auto' }),
  };
}
