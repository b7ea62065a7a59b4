/**
 * The chart's edge: price formats from tick sizes, checked against the real lightweight-charts 5 in headless
 * Chromium (its tick-mark code throws 'unexpected base' for a minMove whose 1/minMove is not made of 2s and 5s),
 * and bars converted exactly.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chartAcceptsTick,
  chartPriceFormat,
  chartPriceLabel,
  chartUsdLabel,
  chartUsdTickLabels,
  chartUsdValue,
  toChartBar,
  toChartVolume,
} from '#lib/market/chart-format.ts';
import { CandleSeries } from '#lib/market/candles.ts';
import { parseDecimal, PRICE_DECIMALS } from '#lib/domain/fixed.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#scripts/chromium.ts';

const TICKS = ['1', '0.1', '0.01', '0.001', '0.25', '0.0005', '5', '2.5', '0.3', '0.15', '0.003', '0.000000001'];

describe('chartPriceFormat', () => {
  it.each([
    ['1', 0, 1],
    ['0.1', 1, 0.1],
    ['0.01', 2, 0.01],
    ['0.001', 3, 0.001],
    ['0.25', 2, 0.25],
    ['0.0005', 4, 0.0005],
    ['5', 0, 5],
    // the chart cannot step by 0.3 or 0.15: one unit of the last decimal keeps the precision
    ['0.3', 1, 0.1],
    ['0.15', 2, 0.01],
  ])('tick %s: precision %i, minMove %d', (tick, precision, minMove) => {
    expect(chartPriceFormat(tick)).toEqual({ type: 'price', precision, minMove });
  });

  it('labels prices grouped like the rest of the app, at the tick decimals', () => {
    expect(chartPriceLabel('1')(97045)).toBe('97,045');
    expect(chartPriceLabel('0.01')(3412.8)).toBe('3,412.80');
    expect(chartPriceLabel('0.001')(9)).toBe('9.000');
    expect(chartPriceLabel('0.1')(1234567.25)).toBe('1,234,567.3');
  });

  // the vault's PnL axis read "-20000": no dollar, no grouping
  it.each([
    [-20000, '-$20K'],
    [20000, '$20K'],
    [12500, '$12.5K'],
    [1_250_000, '$1.25M'],
    [9999.99, '$9,999.99'],
    [-1234.5, '-$1,234.50'],
    [0, '$0.00'],
    [-0.001, '$0.00'],
    [0.1 + 0.2, '$0.30'],
    [Number.NaN, ''],
  ])('writes a USD axis value %d as %s', (value, text) => {
    expect(chartUsdLabel(value)).toBe(text);
  });

  it.each([
    [12304.25, '$12,304.25'],
    [1_250_000, '$1,250,000.00'],
    [-120, '-$120.00'],
    [0.1 + 0.2, '$0.30'],
    [Number.POSITIVE_INFINITY, ''],
  ])('writes a single chart value %d exactly as %s, never compact', (value, text) => {
    expect(chartUsdValue(value)).toBe(text);
  });

  it('writes one axis by one rule: compact for all once one tick reaches $10K', () => {
    expect(chartUsdTickLabels([-20000, -10000, 0, 10000, 20000])).toEqual(['-$20K', '-$10K', '$0', '$10K', '$20K']);
    expect(chartUsdTickLabels([0, 2500, 5000])).toEqual(['$0.00', '$2,500.00', '$5,000.00']);
  });

  it('converts bars at the edge only, times in UTC seconds', () => {
    const p = (s: string) => parseDecimal(s, PRICE_DECIMALS);
    const bar = {
      start: 1_700_000_040_000,
      open: p('0.1'),
      high: p('97123.45'),
      low: p('0.000000001'),
      close: p('3'),
      volume: 123_456_789n,
    };
    expect(toChartBar(bar)).toEqual({ time: 1_700_000_040, open: 0.1, high: 97123.45, low: 1e-9, close: 3 });
    expect(toChartVolume(bar, 8)).toEqual({ time: 1_700_000_040, value: 1.23456789 });
  });
});

describe('against lightweight-charts 5 in Chromium', () => {
  let browser: Browser;
  let lib: string;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    // the package exports only its ESM entry: read the standalone build (global LightweightCharts) by path
    const dist = join(import.meta.dirname, '../../../../node_modules/lightweight-charts/dist');
    lib = readFileSync(join(dist, 'lightweight-charts.standalone.production.js'), 'utf8');
  });
  afterAll(() => browser?.close());

  it('throws for exactly the ticks chartAcceptsTick refuses, and never with chartPriceFormat', async () => {
    const page = await browser.newPage();
    await page.setContent('<div id="c" style="width:600px;height:300px"></div>');
    await page.addScriptTag({ content: lib });
    const cases = TICKS.map((tick) => ({ tick, raw: Number(tick), ours: chartPriceFormat(tick) }));
    const results = await page.evaluate((list) => {
      const LWC = (window as unknown as { LightweightCharts: any }).LightweightCharts;
      const draw = (format: object) => {
        const el = document.getElementById('c')!;
        const chart = LWC.createChart(el, { width: 600, height: 300 });
        try {
          const series = chart.addSeries(LWC.CandlestickSeries, { priceFormat: format });
          series.setData(
            [100, 101, 99.5, 102].map((v, i) => ({
              time: 1_700_000_000 + i * 60,
              open: v,
              high: v + 1,
              low: v - 1,
              close: v,
            })),
          );
          chart.takeScreenshot(); // paints synchronously: the price axis marks are built here
          return { ok: true, label: series.priceFormatter().format(101.5) };
        } catch (error) {
          return { ok: false, label: String(error) };
        } finally {
          chart.remove();
        }
      };
      return list.map((c) => ({
        tick: c.tick,
        raw: draw({ type: 'price', precision: 9, minMove: c.raw }).ok,
        ours: draw(c.ours),
      }));
    }, cases);
    for (const r of results) {
      const tick = parseDecimal(r.tick, PRICE_DECIMALS);
      expect({ tick: r.tick, rawAccepted: r.raw }).toEqual({ tick: r.tick, rawAccepted: chartAcceptsTick(tick) });
      expect({ tick: r.tick, ...r.ours }).toMatchObject({ tick: r.tick, ok: true });
    }
    // labels carry the tick's decimals, not the chart's default two
    expect(results.map((r) => r.ours.label)).toEqual([
      '101', // 101.5 is off a $1 tick: the chart shows whole dollars
      '101.5',
      '101.50',
      '101.500',
      '101.50',
      '101.5000',
      '100', // steps of 5
      '100.0',
      '101.5',
      '101.50',
      '101.500',
      '101.500000000',
    ]);
    await page.close();
  }, 30_000);

  it('takes live bars from CandleSeries with out-of-order trades, where updating per trade throws (#592)', async () => {
    const page = await browser.newPage();
    await page.setContent('<div id="c" style="width:600px;height:300px"></div>');
    await page.addScriptTag({ content: lib });
    const T0 = Date.UTC(2030, 0, 1);
    // a minute of trades per bucket, every fifth one late by two minutes
    const trades = Array.from({ length: 200 }, (_, i) => ({
      timestamp: T0 + i * 15_000 - (i % 5 === 4 ? 120_000 : 0),
      price: String(100 + (i % 7)),
      size: '1',
    }));
    const series = new CandleSeries('1m');
    const ops: { op: 'set' | 'update'; bars: ReturnType<typeof toChartBar>[] }[] = [];
    series.onChange((c) =>
      ops.push(
        c.kind === 'set' ? { op: 'set', bars: c.bars.map(toChartBar) } : { op: 'update', bars: [toChartBar(c.bar)] },
      ),
    );
    series.setHistory([]);
    for (let i = 0; i < trades.length; i += 3) series.addTrades(trades.slice(i, i + 3));
    // the naive way: one update per trade, in arrival order, each with its own bucket's time
    const naive = trades.map((t) => ({
      op: 'update' as const,
      bars: [{ time: (t.timestamp - (t.timestamp % 60_000)) / 1000, open: 1, high: 1, low: 1, close: 1 }],
    }));
    const run = (list: { op: 'set' | 'update'; bars: { time: number }[] }[]) =>
      page.evaluate((steps) => {
        const LWC = (window as unknown as { LightweightCharts: any }).LightweightCharts;
        const chart = LWC.createChart(document.getElementById('c')!, { width: 600, height: 300 });
        const candles = chart.addSeries(LWC.CandlestickSeries);
        try {
          for (const s of steps) {
            if (s.op === 'set') candles.setData(s.bars);
            else candles.update(s.bars[0]);
          }
          chart.takeScreenshot();
          return { error: null, bars: candles.data().length };
        } catch (error) {
          return { error: String(error), bars: candles.data().length };
        } finally {
          chart.remove();
        }
      }, list);
    expect(await run(ops)).toEqual({ error: null, bars: series.bars.length });
    expect(series.dropped).toBeGreaterThan(0);
    expect((await run(naive)).error).toMatch(/Cannot update oldest data/);
    await page.close();
  }, 30_000);
});
