import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '#lib/api/contract/streams.ts';
import type { ChannelHandlers, ResyncReason } from '#lib/api/stream-client.ts';
import { CandleFeed } from '#lib/market/candle-feed.ts';
import type { WireCandle } from '#lib/market/candles.ts';
import { LiveTrades, type TradeSource } from '#lib/market/live-trades.ts';
import { TradeTape, type TapeTrade } from '#lib/market/trade-tape.ts';

const T0 = Date.UTC(2030, 0, 1);
const tr = (id: number, s = id, price = '100'): TapeTrade => ({
  tradeId: id,
  price,
  size: '10',
  timestamp: T0 + s * 1000,
  isBid: id % 2 === 0,
});
const ids = (list: readonly TapeTrade[]) => list.map((t) => t.tradeId);

describe('TradeTape', () => {
  it('lists the newest first, keeps at most its capacity, and reports only new trades', () => {
    const tape = new TradeTape(4);
    expect(ids(tape.add([tr(1), tr(2), tr(3)]))).toEqual([1, 2, 3]);
    expect(ids(tape.add([tr(3), tr(4), tr(5)]))).toEqual([4, 5]);
    expect(ids(tape.list())).toEqual([5, 4, 3, 2]);
    expect(tape.version).toBe(2);
    expect(tape.add([tr(5), tr(1)])).toEqual([]); // a repeat and one too old to keep
    expect(tape.version).toBe(2);
  });

  it('merges an older list in order after newer trades (a refetch that overlaps the stream)', () => {
    const tape = new TradeTape(10);
    tape.add([tr(8), tr(9)]);
    expect(ids(tape.add([tr(9), tr(7), tr(6), tr(8)]))).toEqual([6, 7]);
    expect(ids(tape.list())).toEqual([9, 8, 7, 6]);
    tape.clear();
    expect([tape.size, tape.latest()]).toEqual([0, undefined]);
  });

  it('equals the newest `capacity` distinct trades of any arrival order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 10 })),
        fc.integer({ min: 1, max: 20 }),
        (batches, capacity) => {
          const tape = new TradeTape(capacity);
          const seen = new Set<number>();
          for (const b of batches) {
            tape.add(b.map((id) => tr(id)));
            for (const id of b) seen.add(id);
          }
          expect(ids(tape.list())).toEqual([...seen].sort((a, b) => b - a).slice(0, capacity));
        },
      ),
    );
  });
});

/** A stream stand-in: the test plays the stream client for one channel. */
function fakeStream() {
  const handlers = new Set<ChannelHandlers>();
  return {
    stream: {
      subscribe: (_c: string, h: ChannelHandlers) => {
        handlers.add(h);
        return () => handlers.delete(h);
      },
    },
    resync: (reason: ResyncReason) => {
      for (const h of handlers) h.onResync?.(reason);
    },
    trades: (market: string, list: TapeTrade[]) => {
      const event: StreamEvent = {
        type: 'TradesUpdate',
        market,
        updates: list.map(({ tradeId, price, size, timestamp, isBid }) => ({ tradeId, price, size, timestamp, isBid })),
      };
      for (const h of handlers) h.onEvent(event, 1);
    },
    count: () => handlers.size,
  };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('LiveTrades', () => {
  it('fills the tape from the recent-trades call on each resync and extends it from the stream, without repeats', async () => {
    const s = fakeStream();
    let recent: TapeTrade[] = [tr(3), tr(2), tr(1)];
    const live = new LiveTrades({ stream: s.stream, loadRecent: async () => ({ trades: recent }) });
    const heard: [number[], TradeSource][] = [];
    live.onTrades((t, source) => heard.push([ids(t), source]));
    live.setMarket('BTC-PERP');
    s.resync('initial');
    s.trades('BTC-PERP', [tr(3), tr(4)]); // before the call answers; 3 is in its answer too
    s.trades('ETH-PERP', [tr(99)]);
    await settle();
    recent = [tr(6), tr(5), tr(4)]; // missed 5 and 6 while reconnecting
    s.resync('reconnect');
    await settle();
    expect(ids(live.tape.list())).toEqual([6, 5, 4, 3, 2, 1]);
    expect(heard).toEqual([
      [[3, 4], 'stream'],
      [[1, 2], 'snapshot'],
      [[5, 6], 'snapshot'],
    ]);
  });

  it('clears on a market switch and ignores a refetch of the old market that lands late', async () => {
    const s = fakeStream();
    let answer: (v: { trades: TapeTrade[] }) => void = () => {};
    const live = new LiveTrades({ stream: s.stream, loadRecent: () => new Promise((r) => (answer = r)) });
    live.setMarket('BTC-PERP');
    s.resync('initial');
    const late = answer;
    live.setMarket('ETH-PERP');
    late({ trades: [tr(1)] });
    await settle();
    expect([live.tape.size, live.market, s.count()]).toEqual([0, 'ETH-PERP', 1]);
    live.stop();
    expect(s.count()).toBe(0);
  });
});

describe('CandleFeed', () => {
  const candle = (s: number, close: string, volume = '10'): WireCandle => ({
    time: T0 + s * 1000,
    open: close,
    high: close,
    low: close,
    close,
    volume,
  });

  it('loads history per market and period, folds streamed trades into the live bar, and refetches on reconnect', async () => {
    const s = fakeStream();
    const loads: string[] = [];
    let history: WireCandle[] = [candle(0, '100')];
    let answer: () => void = () => {};
    const live = new LiveTrades({ stream: s.stream, loadRecent: async () => ({ trades: [] }) });
    const feed = new CandleFeed({
      stream: s.stream,
      trades: live,
      loadCandles: (market, period) => {
        loads.push(`${market} ${period}`);
        return new Promise((r) => (answer = () => r({ candles: history })));
      },
    });
    const changes: string[] = [];
    feed.onChange((c) =>
      changes.push(c.kind === 'set' ? `set ${c.bars.length}` : `update ${c.bar.close / 1_000_000_000n}`),
    );
    live.setMarket('BTC-PERP');
    feed.set('BTC-PERP', '1m');
    s.resync('initial');
    s.trades('BTC-PERP', [tr(1, 30, '105')]); // arrives while the history loads
    answer();
    await settle();
    s.trades('BTC-PERP', [tr(2, 40, '104')]);
    expect(feed.series!.bars.map((b) => [b.close / 1_000_000_000n, b.volume])).toEqual([[104n, 20n]]);
    history = [candle(0, '104', '20'), candle(60, '110')];
    s.resync('reconnect');
    answer();
    await settle();
    feed.set('BTC-PERP', '5m');
    expect(loads).toEqual(['BTC-PERP 1m', 'BTC-PERP 1m']);
    expect(changes).toEqual(['set 0', 'set 1', 'update 104', 'set 2', 'set 0']);
    expect(feed.series!.period).toBe('5m');
  });
});
