/**
 * The edge between exact market values and lightweight-charts, which takes JS numbers: the price format from the
 * tick size, and bars as chart data. The only float conversions of the market code live here, and they are for
 * drawing: a price shown to the user as text still comes from the exact value.
 */
import { formatDecimal, PRICE_DECIMALS, pow10, tryParseDecimal } from '#lib/domain/fixed.ts';
import { formatCompactUsd, formatUsd } from '#lib/domain/format.ts';
import type { UTCTimestamp } from 'lightweight-charts';
import type { Bar } from './candles.ts';
import { decimalsOf } from './scale.ts';

/** lightweight-charts' built-in price format. */
export interface ChartPriceFormat {
  readonly type: 'price';
  readonly precision: number;
  readonly minMove: number;
}
/** A candlestick bar as lightweight-charts takes it (time in UTC seconds). */
export interface ChartBar {
  readonly time: UTCTimestamp;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
}
/** A volume histogram point. */
export interface ChartVolume {
  readonly time: UTCTimestamp;
  readonly value: number;
}

/**
 * Whether lightweight-charts accepts `minMove` for a tick of `tick` (price scale). Its tick-mark code takes
 * base = round(1 / minMove) and factors it into 2s and 5s ('unexpected base' otherwise), so a tick below 1 must
 * divide 1 exactly into a whole number of steps (0.25 -> 4, 0.001 -> 1000; 0.3 fails); a tick of 1 or more gives
 * base 0 or 1, which it takes as decimal.
 */
export function chartAcceptsTick(tick: bigint): boolean {
  const one = pow10(PRICE_DECIMALS);
  if (tick <= 0n) return false;
  if (tick >= one) return true;
  if (one % tick !== 0n) return false;
  let base = one / tick;
  while (base % 2n === 0n) base /= 2n;
  while (base % 5n === 0n) base /= 5n;
  return base === 1n;
}

/**
 * The price format of a market from its tick size ("0.01" -> precision 2, minMove 0.01): labels show exactly the
 * tick's decimals instead of the chart's default two. A tick the chart cannot take falls back to one unit of the
 * last decimal (always accepted), which keeps the precision right and only coarsens the axis steps.
 */
export function chartPriceFormat(tickSize: string): ChartPriceFormat {
  const parsed = tryParseDecimal(tickSize, PRICE_DECIMALS);
  if (!parsed.ok || parsed.value <= 0n) throw new RangeError(`invalid tick size ${tickSize}`);
  const precision = decimalsOf(tickSize);
  const minMove = chartAcceptsTick(parsed.value)
    ? Number(formatDecimal(parsed.value, PRICE_DECIMALS))
    : Number(formatDecimal(1n, precision));
  return { type: 'price', precision, minMove };
}

/**
 * How the chart writes a price on its axis, in the crosshair and on price lines: grouped like every other price of
 * the app ("97,045", "3,412.80"), at the tick's decimals (the chart's own format writes "97045").
 */
export function chartPriceLabel(tickSize: string): (price: number) => string {
  const decimals = decimalsOf(tickSize);
  const format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return (price) => format.format(price);
}

/** A chart's drawing coordinate in dollars as whole micro-dollars (USD x 10^6), to be formatted exactly. */
function microUsd(dollars: number): bigint {
  return BigInt(Math.round(dollars * 1e6));
}

/** From this many dollars a chart's USD label is compact ("$20K"): whole-dollar axes read "$20,000.00" otherwise. */
const COMPACT_LABEL_FROM_USD = 10_000;

/**
 * How a chart of USD values writes its axis, crosshair and labels, in the app's USD format: the sign before the
 * dollar, grouped, 2 decimals ("-$1,234.50"); from $10K compact by formatCompactUsd's rule ("-$20K", "$1.25M"). The
 * chart hands over a drawing coordinate (a double): it becomes whole micro-dollars once, then exact formatting.
 */
export function chartUsdLabel(value: number): string {
  if (!Number.isFinite(value)) return '';
  const usd = microUsd(value);
  return Math.abs(value) >= COMPACT_LABEL_FROM_USD ? formatCompactUsd(usd) : formatUsd(usd);
}

/**
 * One USD figure a chart writes on its own (the crosshair's value, the last value's label) in the app's USD format,
 * never compact: "$12,304.25", "-$120.00". The axis's tick labels are chartUsdTickLabels.
 */
export function chartUsdValue(value: number): string {
  return Number.isFinite(value) ? formatUsd(microUsd(value)) : '';
}

/**
 * The labels of one USD axis, written by one rule so they read alike: all compact when any reaches $10K ("-$10K",
 * "$0", "$10K"; a lone "$0.00" among them read as another format), else each by chartUsdLabel.
 */
export function chartUsdTickLabels(values: readonly number[]): string[] {
  const isCompact = values.some((value) => Math.abs(value) >= COMPACT_LABEL_FROM_USD);
  return values.map((value) =>
    isCompact && Number.isFinite(value) ? formatCompactUsd(microUsd(value)) : chartUsdLabel(value),
  );
}

/** A price at price scale as a chart number (nearest double of the exact decimal): price lines. @public */
export function chartPrice(price: bigint): number {
  return Number(formatDecimal(price, PRICE_DECIMALS));
}

/** A bar as lightweight-charts candlestick data. */
export function toChartBar(bar: Bar): ChartBar {
  return {
    time: (bar.start / 1000) as UTCTimestamp,
    open: chartPrice(bar.open),
    high: chartPrice(bar.high),
    low: chartPrice(bar.low),
    close: chartPrice(bar.close),
  };
}

/** A bar's volume in whole base tokens as a histogram point. */
export function toChartVolume(bar: Bar, baseDecimals: number): ChartVolume {
  return { time: (bar.start / 1000) as UTCTimestamp, value: Number(formatDecimal(bar.volume, baseDecimals)) };
}
