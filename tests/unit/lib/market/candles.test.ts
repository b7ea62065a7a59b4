import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketStart, CandleSeries, type BarChange, type CandlePeriod } from '#lib/market/candles.ts';
import { ChartBatch } from '#lib/market/chart-batch.ts';

const T0 = Date.UTC(2030, 0, 1, 12, 0, 0);
const trade = (s: number, price: string, size = '10') => ({ timestamp: T0 + s * 1000, price, size });
const P = 1_000_000_000n;
const ohlcv = (b: { start: number; open: bigint; high: bigint; low: bigint; close: bigint; volume: bigint }) => [
  (b.start - T0) / 1000,
  b.open / P,
  b.high / P,
  b.low / P,
  b.close / P,
  b.volume,
];
const candle = (s: number, o: string, h: string, l: string, c: string, volume = '100') => ({
  time: T0 + s * 1000,
  open: o,
  high: h,
  low: l,
  close: c,
  volume,
});

function watch(series: CandleSeries) {
  const changes: string[] = [];
  series.onChange((c) =>
    changes.push(c.kind === 'set' ? `set ${c.bars.length}` : `update ${(c.bar.start - T0) / 1000}`),
  );
  return changes;
}

describe('bucketStart', () => {
  it.each<[CandlePeriod, number, number]>([
    ['1m', T0 + 59_999, T0],
    ['1m', T0 + 60_000, T0 + 60_000],
    ['5m', T0 + 299_999, T0],
    ['1h', T0 + 3_599_000, T0],
    ['4h', Date.UTC(2030, 0, 1, 15, 59), Date.UTC(2030, 0, 1, 12)],
    ['1d', Date.UTC(2030, 0, 1, 23, 59), Date.UTC(2030, 0, 1)],
  ])('%s bucket of %i starts at %i (UTC)', (period, ts, start) => {
    expect(bucketStart(ts, period)).toBe(start);
  });
});

describe('CandleSeries', () => {
  it('folds trades into the current bar, opens new bars, and drops trades older than the last bar', () => {
    const s = new CandleSeries('1m');
    const changes = watch(s);
    s.setHistory([candle(-60, '100', '105', '99', '101'), candle(0, '101', '102', '100', '102')]);
    s.addTrades([trade(10, '104'), trade(20, '98', '5')]);
    s.addTrades([trade(-30, '50')]); // belongs to the previous bar: dropped, nothing sent to the chart
    s.addTrades([trade(61, '103'), trade(125, '107'), trade(126, '106')]);
    expect(s.bars.map(ohlcv)).toEqual([
      [-60, 100n, 105n, 99n, 101n, 100n],
      [0, 101n, 104n, 98n, 98n, 115n],
      [60, 103n, 103n, 103n, 103n, 10n],
      [120, 107n, 107n, 106n, 106n, 20n],
    ]);
    expect(s.dropped).toBe(1);
    expect(changes).toEqual(['set 2', 'update 0', 'update 60', 'update 120']);
  });

  it('puts history in order and lets the last of a repeated time win', () => {
    const s = new CandleSeries('1m');
    s.setHistory([candle(60, '2', '2', '2', '2'), candle(0, '1', '1', '1', '1'), candle(60, '3', '3', '3', '3')]);
    expect(s.bars.map((b) => [(b.start - T0) / 1000, b.close / P])).toEqual([
      [0, 1n],
      [60, 3n],
    ]);
  });

  it('applies trades that arrived while history loaded: prices inside the last fetched bar, volume only for newer bars', () => {
    const s = new CandleSeries('1m');
    s.setHistory([candle(0, '100', '101', '99', '100', '40')], [trade(-5, '1'), trade(30, '110'), trade(70, '111')]);
    expect(s.bars.map(ohlcv)).toEqual([
      [0, 100n, 110n, 99n, 110n, 40n],
      [60, 111n, 111n, 111n, 111n, 10n],
    ]);
    expect(s.dropped).toBe(1);
  });

  it('clears on a market or period switch', () => {
    const s = new CandleSeries('5m');
    const changes = watch(s);
    s.addTrades([trade(0, '1')]);
    s.clear();
    expect([s.bars.length, changes]).toEqual([0, ['update 0', 'set 0']]);
  });

  it('never asks the chart to update a bar older than its last one, and ends equal to a naive aggregation', () => {
    const price = fc.integer({ min: 1, max: 999 }).map(String);
    const batch = fc.array(fc.record({ s: fc.integer({ min: 0, max: 600 }), price }), { maxLength: 8 });
    fc.assert(
      fc.property(fc.array(batch, { maxLength: 20 }), (batches) => {
        const s = new CandleSeries('1m');
        let chartLast = Number.NEGATIVE_INFINITY;
        s.onChange((c: BarChange) => {
          if (c.kind === 'set') chartLast = c.bars.at(-1)?.start ?? Number.NEGATIVE_INFINITY;
          else {
            // lightweight-charts' rule: update() may replace the last bar or append a newer one
            expect(c.bar.start).toBeGreaterThanOrEqual(chartLast);
            chartLast = c.bar.start;
          }
        });
        const accepted: { start: number; price: bigint }[] = [];
        for (const b of batches) {
          const trades = b.map((t) => trade(t.s, t.price));
          s.addTrades(trades);
          for (const t of trades) {
            const start = bucketStart(t.timestamp, '1m');
            if (start >= (accepted.at(-1)?.start ?? Number.NEGATIVE_INFINITY))
              accepted.push({ start, price: BigInt(t.price) * P });
          }
        }
        const naive = new Map<number, bigint[]>();
        for (const a of accepted) naive.set(a.start, [...(naive.get(a.start) ?? []), a.price]);
        expect(s.bars.map((b) => [b.start, b.open, b.high, b.low, b.close])).toEqual(
          [...naive].map(([start, prices]) => [
            start,
            prices[0],
            prices.reduce((x, y) => (y > x ? y : x)),
            prices.reduce((x, y) => (y < x ? y : x)),
            prices.at(-1),
          ]),
        );
      }),
    );
  });
});

describe('ChartBatch', () => {
  const calls = () => {
    const log: string[] = [];
    return {
      log,
      chart: {
        setData: (bars: { time: number }[]) => log.push(`set ${bars.length}`),
        update: (bar: { time: number; close: number }) => log.push(`update ${bar.time - T0 / 1000} ${bar.close}`),
      },
    };
  };

  it('turns a frame of changes into one call per touched bar, oldest first, or one setData', () => {
    const s = new CandleSeries('1m');
    const batch = new ChartBatch();
    s.onChange((c) => batch.push(c));
    s.setHistory([candle(0, '100', '100', '100', '100')]);
    const first = calls();
    batch.flush(s.bars, first.chart);
    s.addTrades([trade(10, '101')]);
    s.addTrades([trade(20, '102')]);
    s.addTrades([trade(70, '103'), trade(80, '104')]);
    const second = calls();
    batch.flush(s.bars, second.chart);
    s.addTrades([trade(90, '105')]);
    s.clear();
    s.addTrades([trade(200, '99')]);
    const third = calls();
    batch.flush(s.bars, third.chart);
    expect([first.log, second.log, third.log]).toEqual([['set 1'], ['update 0 102', 'update 60 104'], ['set 1']]);
    expect(batch.version).toBe(7);
  });

  it('lets live updates out at most every everyMs, and a set on the next frame', () => {
    let now = 1000;
    const s = new CandleSeries('1m');
    const batch = new ChartBatch({ everyMs: 200, now: () => now });
    s.onChange((c) => batch.push(c));
    s.setHistory([candle(0, '100', '100', '100', '100')]);
    // the loop draws when the version moved since it last drew (0 before anything)
    expect(batch.version).toBe(1);
    batch.flush(s.bars, calls().chart);
    s.addTrades([trade(10, '101')]);
    now += 199;
    expect(batch.version).toBe(1); // held back: 199 ms since the last flush
    now += 1;
    expect(batch.version).toBe(2);
    const live = calls();
    batch.flush(s.bars, live.chart);
    expect(live.log).toEqual(['update 0 101']);
    s.addTrades([trade(20, '102')]);
    s.clear(); // a 'set' is not held back
    expect(batch.version).toBe(4);
  });
});
