/**
 * Public market data derived from trades: recent trades, candles per period, 24h statistics, and the
 * OrderbookUpdate / TradesUpdate events of the command being applied.
 */
import { usdValue } from '#lib/domain/value.ts';
import type { MarketConfig, MarketName } from '#server/engine/model/config.ts';
import type { Core } from '#server/engine/model/core.ts';
import type { DepthUpdate, Trade } from '#server/engine/model/events.ts';
import type { Candle, CandlePeriod } from '#server/engine/model/state.ts';

export type { Candle, CandlePeriod };

/** Candle periods and their length in ms. */
export const CANDLE_PERIODS: Readonly<Record<CandlePeriod, number>> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
};

const PERIOD_ENTRIES = Object.entries(CANDLE_PERIODS) as readonly (readonly [CandlePeriod, number])[];

/** Candles kept per market and period. */
const CANDLE_CAP = 1500;

/** How to undo one period's candle change: restore the last candle's fields, or drop the pushed one. */
type CandleUndo = { series: Candle[]; saved: Candle | null; dropped: Candle[] | null; created: boolean };

/** Records a trade: recent trades, candles and the pending TradesUpdate of this command (journaled). */
export function recordTrade(core: Core, market: MarketName, trade: Trade): void {
  const ms = core.marketState.get(market)!;
  core.push(ms.trades, trade);
  const cfg = core.markets.get(market)!;
  const decimals = core.tokens.get(cfg.baseToken)?.tokenDecimals ?? 0;
  const quote = usdValue(trade.size, decimals, trade.price, 'trunc');
  let byPeriod = core.candles.get(market);
  const newMarket = byPeriod === undefined;
  if (byPeriod === undefined) core.candles.set(market, (byPeriod = new Map()));
  const undo: CandleUndo[] = [];
  for (const [period, len] of PERIOD_ENTRIES) {
    let series = byPeriod.get(period);
    const created = series === undefined;
    if (series === undefined) byPeriod.set(period, (series = []));
    const start = trade.timestamp - (trade.timestamp % len);
    const last = series[series.length - 1];
    if (last !== undefined && last.start === start) {
      undo.push({ series, saved: { ...last }, dropped: null, created });
      if (trade.price > last.high) last.high = trade.price;
      if (trade.price < last.low) last.low = trade.price;
      last.close = trade.price;
      last.baseVolume += trade.size;
      last.quoteVolume += quote;
    } else {
      series.push({
        start,
        open: trade.price,
        high: trade.price,
        low: trade.price,
        close: trade.price,
        baseVolume: trade.size,
        quoteVolume: quote,
      });
      const dropped = series.length > CANDLE_CAP * 1.25 ? series.splice(0, series.length - CANDLE_CAP) : null;
      undo.push({ series, saved: null, dropped, created });
    }
  }
  const periods = byPeriod;
  core.onUndo(() => {
    for (let i = undo.length - 1; i >= 0; i--) {
      const u = undo[i]!;
      if (u.saved !== null) Object.assign(u.series[u.series.length - 1]!, u.saved);
      else {
        u.series.pop();
        if (u.dropped !== null) u.series.unshift(...u.dropped);
      }
      if (u.created) periods.delete(PERIOD_ENTRIES[i]![0]);
    }
    if (newMarket) core.candles.delete(market);
  });
  let pending = core.pendingTrades.get(market);
  if (pending === undefined) core.pendingTrades.set(market, (pending = []));
  pending.push(trade);
}

/** Emits OrderbookUpdate (from the book's deltas) and TradesUpdate for a market, if anything changed. */
export function emitDepth(core: Core, market: MarketConfig): void {
  const book = core.books.get(market.name)!;
  const trades = core.pendingTrades.get(market.name);
  if (trades !== undefined && trades.length > 0) {
    core.events.push({ type: 'TradesUpdate', market: market.name, ts: core.now, updates: trades });
    core.pendingTrades.delete(market.name);
  }
  if (!book.hasDeltas()) return;
  const bids = book.takeSideDeltas(true);
  const asks = book.takeSideDeltas(false);
  core.events.push({
    type: 'OrderbookUpdate',
    market: market.name,
    ts: core.now,
    asksUpdates: toUpdates(asks, market),
    bidsUpdates: toUpdates(bids, market),
  });
}

/** Flat [tick, lots, ...] pairs to price/size updates. */
function toUpdates(pairs: readonly number[], market: MarketConfig): DepthUpdate[] {
  const out: DepthUpdate[] = [];
  for (let i = 0; i < pairs.length; i += 2)
    out.push({ price: BigInt(pairs[i]!) * market.tickSize, size: BigInt(pairs[i + 1]!) * market.lotSize });
  return out;
}

/** 24h statistics of a market from its 1m candles as of `now`. */
export function stats24h(
  core: Core,
  market: MarketName,
  now: number,
): {
  open: bigint | null;
  high: bigint | null;
  low: bigint | null;
  last: bigint | null;
  baseVolume: bigint;
  quoteVolume: bigint;
} {
  const series = core.candles.get(market)?.get('1m') ?? [];
  const from = now - 86_400_000;
  let open: bigint | null = null;
  let high: bigint | null = null;
  let low: bigint | null = null;
  let baseVolume = 0n;
  let quoteVolume = 0n;
  for (const c of series) {
    if (c.start < from) continue;
    open ??= c.open;
    if (high === null || c.high > high) high = c.high;
    if (low === null || c.low < low) low = c.low;
    baseVolume += c.baseVolume;
    quoteVolume += c.quoteVolume;
  }
  const last = series[series.length - 1]?.close ?? null;
  return { open, high, low, last, baseVolume, quoteVolume };
}
