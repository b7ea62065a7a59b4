/**
 * The chart's data for a market and period: history from the candles call, then live bars from streamed trades.
 * A market or period switch starts a new series (the chart gets 'set' with no bars at once, then the history); the
 * first subscribe, a gap and a reconnect refetch the history, so bars missed while away are filled in. Trades
 * that stream in while the history loads are folded in once it arrives (CandleSeries.setHistory).
 */
import type { Channel } from '#lib/api/contract/streams.ts';
import type { StreamClient } from '#lib/api/stream-client.ts';
import { CandleSeries, type BarChange, type CandlePeriod, type WireCandle } from './candles.ts';
import type { LiveTrades } from './live-trades.ts';
import type { TapeTrade } from './trade-tape.ts';

/** Dependencies of a candle feed. */
export interface CandleFeedOptions {
  readonly stream: Pick<StreamClient, 'subscribe'>;
  /** New trades of the followed market (a LiveTrades on the same market). */
  readonly trades: Pick<LiveTrades, 'onTrades' | 'market'>;
  /** The candles call, e.g. `(market, period) => api.candles({ market, period })`. */
  readonly loadCandles: (market: string, period: CandlePeriod) => Promise<{ readonly candles: readonly WireCandle[] }>;
  readonly onError?: (error: unknown) => void;
}

/** Candles of one market and period at a time. */
export class CandleFeed {
  readonly #opts: CandleFeedOptions;
  readonly #listeners = new Set<(change: BarChange, series: CandleSeries) => void>();
  #series: CandleSeries | null = null;
  #market: string | null = null;
  #loading = false;
  #held: TapeTrade[] = [];
  #generation = 0;
  #stop: (() => void) | null = null;

  /** A feed following nothing yet (set starts it). */
  constructor(options: CandleFeedOptions) {
    this.#opts = options;
  }

  /** The market followed, or null. */
  get market(): string | null {
    return this.#market;
  }
  /** The current series (null before set). */
  get series(): CandleSeries | null {
    return this.#series;
  }
  /** Whether the history of the current series is still loading. */
  get loading(): boolean {
    return this.#loading;
  }

  /** Listens to the current series' changes ('set': call setData; 'update': call update). */
  onChange(listener: (change: BarChange, series: CandleSeries) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Follows a market and period (market null stops); the chart is emptied at once. */
  set(market: string | null, period: CandlePeriod): void {
    this.#stop?.();
    this.#stop = null;
    this.#generation++;
    this.#market = market;
    const series = new CandleSeries(period);
    this.#series = series;
    series.onChange((change) => {
      for (const listener of this.#listeners) listener(change, series);
    });
    series.clear();
    if (market === null) return;
    this.#loading = true;
    const offStream = this.#opts.stream.subscribe(`market:${market}` as Channel, {
      onResync: () => void this.#reload(market, series),
      onEvent: () => {},
    });
    const offTrades = this.#opts.trades.onTrades((trades, source) => {
      if (source !== 'stream' || this.#opts.trades.market !== market) return;
      if (this.#loading) this.#held.push(...trades);
      else series.addTrades(trades);
    });
    this.#stop = () => {
      offStream();
      offTrades();
    };
  }

  /** Stops following. */
  stop(): void {
    this.set(null, this.#series?.period ?? '1m');
  }

  async #reload(market: string, series: CandleSeries): Promise<void> {
    const generation = ++this.#generation;
    this.#loading = true;
    this.#held = [];
    try {
      const { candles } = await this.#opts.loadCandles(market, series.period);
      if (generation !== this.#generation) return;
      const held = this.#held;
      this.#held = [];
      this.#loading = false;
      series.setHistory(candles, held);
    } catch (error) {
      if (generation !== this.#generation) return;
      // keep the live bars flowing on top of whatever was shown; the next resync tries the history again
      this.#loading = false;
      series.addTrades(this.#held);
      this.#held = [];
      this.#opts.onError?.(error);
    }
  }
}
