/**
 * Candles for lightweight-charts 5: fetched history plus a current-bucket aggregator fed by live trades. The chart's
 * `series.update` may only replace the last bar or append a newer one ("Cannot update oldest data", #592), so a
 * trade older than the last bar is dropped here, and every change is either 'set' (the whole series: period
 * change, reconnect, history loaded: call setData) or 'update' (the last bar: call update). Values stay exact
 * (bigint at price scale, volume in base units) until chart-format.ts converts them at the chart's edge.
 */
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';

/** Candle periods and their length in ms (the candles call's periods; buckets are UTC-aligned). */
export const CANDLE_PERIOD_MS = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
} as const;
/** A candle period. */
export type CandlePeriod = keyof typeof CANDLE_PERIOD_MS;

/** A candle on the wire (the candles call). */
export interface WireCandle {
  readonly time: number;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  readonly volume: string;
}
/** A trade as the aggregator needs it. */
export interface CandleTrade {
  readonly price: string;
  readonly size: string;
  readonly timestamp: number;
}
/** One bar: start of its bucket (ms), prices at price scale, volume in base units. */
export interface Bar {
  readonly start: number;
  readonly open: bigint;
  readonly high: bigint;
  readonly low: bigint;
  readonly close: bigint;
  readonly volume: bigint;
}
/** What changed: the whole series, or only the last bar. */
export type BarChange =
  { readonly kind: 'set'; readonly bars: readonly Bar[] } | { readonly kind: 'update'; readonly bar: Bar };

/** The start of the bucket holding `timestampMs` (UTC-aligned, like the server's candles). */
export function bucketStart(timestampMs: number, period: CandlePeriod): number {
  const length = CANDLE_PERIOD_MS[period];
  return timestampMs - (((timestampMs % length) + length) % length);
}

/** A wire candle as a bar. */
export function barFromWire(c: WireCandle): Bar {
  const price = (text: string) => parseDecimal(text, PRICE_DECIMALS);
  return {
    start: c.time,
    open: price(c.open),
    high: price(c.high),
    low: price(c.low),
    close: price(c.close),
    volume: BigInt(c.volume),
  };
}

/** The series of one market and period. */
export class CandleSeries {
  readonly period: CandlePeriod;
  #bars: Bar[] = [];
  #dropped = 0;
  readonly #listeners = new Set<(change: BarChange) => void>();

  /** An empty series. */
  constructor(period: CandlePeriod) {
    this.period = period;
  }

  /** The bars, oldest first. */
  get bars(): readonly Bar[] {
    return this.#bars;
  }
  /** Trades dropped because they were older than the last bar. */
  get dropped(): number {
    return this.#dropped;
  }
  /** Listens to changes; returns the unlisten function. */
  onChange(listener: (change: BarChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Replaces the bars with fetched history (oldest first; unsorted or repeated times are put in order, the last
   * one of a time winning), then applies `since`: trades that arrived while it loaded. A trade inside the last
   * fetched bar moves its high, low and close but not its volume (the fetch may already count it); a trade in a
   * newer bucket counts in full.
   */
  setHistory(candles: readonly WireCandle[], since: readonly CandleTrade[] = []): void {
    const byStart = new Map<number, Bar>();
    for (const c of candles) byStart.set(c.time, barFromWire(c));
    this.#bars = [...byStart.values()].sort((a, b) => a.start - b.start);
    const fetchedLast = this.#bars.at(-1)?.start ?? Number.NEGATIVE_INFINITY;
    for (const trade of since) this.#fold(trade, bucketStart(trade.timestamp, this.period) > fetchedLast);
    this.#emit({ kind: 'set', bars: this.#bars });
  }

  /** Folds live trades into the last bar or new bars; trades older than the last bar are dropped. */
  addTrades(trades: readonly CandleTrade[]): void {
    let changed: Bar | null = null;
    for (const trade of trades) {
      const before = this.#bars.length;
      const bar = this.#fold(trade, true);
      if (bar === null) continue;
      // a second new bar in one batch: the chart must see the first one before it moves on
      if (changed !== null && this.#bars.length > before && changed.start !== bar.start) {
        this.#emit({ kind: 'update', bar: changed });
      }
      changed = bar;
    }
    if (changed !== null) this.#emit({ kind: 'update', bar: changed });
  }

  /** Empties the series (market or period switch) and tells the chart. */
  clear(): void {
    this.#bars = [];
    this.#emit({ kind: 'set', bars: this.#bars });
  }

  #fold(trade: CandleTrade, countVolume: boolean): Bar | null {
    const start = bucketStart(trade.timestamp, this.period);
    const price = parseDecimal(trade.price, PRICE_DECIMALS);
    const size = countVolume ? BigInt(trade.size) : 0n;
    const last = this.#bars.at(-1);
    if (last !== undefined && start < last.start) {
      this.#dropped++;
      return null;
    }
    let bar: Bar;
    if (last !== undefined && start === last.start) {
      bar = {
        start,
        open: last.open,
        high: price > last.high ? price : last.high,
        low: price < last.low ? price : last.low,
        close: price,
        volume: last.volume + size,
      };
      this.#bars[this.#bars.length - 1] = bar;
    } else {
      bar = { start, open: price, high: price, low: price, close: price, volume: size };
      this.#bars.push(bar);
    }
    return bar;
  }

  #emit(change: BarChange): void {
    for (const listener of this.#listeners) listener(change);
  }
}
