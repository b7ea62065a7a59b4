import type { ChartSource } from '#islands/trade/chart/TradeChartView.tsx';
import { formatDecimal, PRICE_DECIMALS } from '#lib/domain/fixed.ts';
import { CANDLE_PERIOD_MS, CandleSeries, type CandlePeriod, type WireCandle } from '#lib/market/candles.ts';
import { usd9 } from './fixtures.tsx';

/** The fixture's candle period. */
export const CHART_PERIOD: CandlePeriod = '15m';
/** Where the fixture's history starts (UTC midnight, 4 Jan 2026). */
const START = Date.UTC(2026, 0, 4);

/**
 * BTC-PERP candles as the candles call gives them: a walk from $96,000 in whole-dollar steps, the same every run
 * (a fixed Park-Miller sequence, exact in doubles, not Math.random), volumes in BTC base units.
 */
export function chartCandles(count: number): WireCandle[] {
  let state = 20_260_104;
  const next = (below: number) => {
    state = (state * 48_271) % 2_147_483_647;
    return BigInt(state % below);
  };
  const wire = (price: bigint) => formatDecimal(price, PRICE_DECIMALS);
  const candles: WireCandle[] = [];
  let open = usd9(96_000n);
  for (let i = 0; i < count; i++) {
    // a slow swing up then down, with noise on top, so the candles are both green and rose
    const drift = i < count / 2 ? 25n : -25n;
    const close = open + usd9(drift + next(241) - 120n);
    const top = open > close ? open : close;
    const bottom = open < close ? open : close;
    candles.push({
      time: START + i * CANDLE_PERIOD_MS[CHART_PERIOD],
      open: wire(open),
      high: wire(top + usd9(next(90))),
      low: wire(bottom - usd9(next(90))),
      close: wire(close),
      volume: String((next(40) + 2n) * 1_000_000n),
    });
    open = close;
  }
  return candles;
}

/** A chart source holding fixed history (no live trades), loaded or still loading. */
export function staticSource(candles: readonly WireCandle[], loading = false): ChartSource {
  const series = new CandleSeries(CHART_PERIOD);
  series.setHistory(candles);
  return { series, loading, onChange: (listener) => series.onChange((change) => listener(change, series)) };
}
