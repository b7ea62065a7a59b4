/**
 * The in-browser book bench page (bundled by bench/book-browser.ts): the real stream client, LiveBook, LiveTrades
 * and CandleFeed against a real exchange, drawn by one FrameLoop (the trading screen's own BookSurface: canvas
 * rows with their DOM buttons and spread row; a canvas trade tape) plus a lightweight-charts candle chart. It
 * measures what the targets name: frame times, time spent per frame applying stream messages and drawing,
 * long tasks; the driver reads them from `window.__bench`.
 */
import { CandlestickSeries, createChart } from 'lightweight-charts';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { StreamClient, type WebSocketFactory } from '#lib/api/stream-client.ts';
import { CandleFeed } from '#lib/market/candle-feed.ts';
import { fitCanvas, paintBook, rowsPerSide, type BookPaintStyle } from '#lib/market/canvas-book.ts';
import { BookFormat } from '#lib/market/book-format.ts';
import { bookView } from '#lib/market/book-view.ts';
import { BookSurface } from '#islands/trade/book/book-surface.ts';
import { ChartBatch } from '#lib/market/chart-batch.ts';
import { chartPriceFormat } from '#lib/market/chart-format.ts';
import { FrameLoop, type FrameScheduler } from '#lib/market/frame-loop.ts';
import { LiveBook } from '#lib/market/live-book.ts';
import { LiveTrades } from '#lib/market/live-trades.ts';
import { MarketScale } from '#lib/market/scale.ts';
import { paintTrades } from './paint-trades.ts';

const params = new URLSearchParams(location.search);
const exchange = params.get('exchange')!;
const market = { name: 'BTC-PERP', tickSize: '1', lotSize: '10000', baseDecimals: 8 };
const scale = new MarketScale(market);
/** Variants for A/B rounds: `chartEvery=<ms>` sets ChartBatch's everyMs (0: every frame). */
const chartEvery = params.get('chartEvery');

/** What the driver reads. */
const bench = {
  measuring: false,
  frames: [] as number[],
  applyDraw: [] as number[],
  /** Per frame: stream message handling, and the frame loop's drawing (the two parts of applyDraw). */
  apply: [] as number[],
  draw: [] as number[],
  /** The chart's updates, per frame one went out (not part of applyDraw: the chart batches apart, ChartBatch). */
  chart: [] as number[],
  /** Per frame: all JavaScript of the frame and of the messages since the last one (applyDraw plus the chart). */
  script: [] as number[],
  /** The book surface's own draw, per frame it drew (part of draw). */
  book: [] as number[],
  /** The trade tape's draw, per frame it drew (part of draw). */
  tape: [] as number[],
  longTasks: [] as number[],
  messages: 0,
  draws: 0,
  /** Rows the book draws (both sides). */
  rows: 0,
  ready: false,
  /** With the feed stopped: medians of 200 each of the book's view, its paint, and its whole draw (DOM rows too). */
  drawParts: () => drawParts(),
  /** With the feed stopped: the median of 60 whole book draws, one per animation frame (the last frame's raster lands in it). */
  framed: () => framed(),
  seq: () => live.seq,
  levels: () => {
    const side = (entries: [number, number][]) =>
      entries.map(([tick, lots]) => [scale.tickToPrice(tick).toString(), scale.lotsToSize(lots).toString()]);
    return { bids: side(live.book!.bids.entries()), asks: side(live.book!.asks.entries()) };
  },
};
(window as unknown as { __bench: typeof bench }).__bench = bench;

// time spent handling stream messages (parse, contract check, apply, chart update) since the last frame
let pending = 0;
const TimedSocket = function (url: string) {
  const socket = new WebSocket(url);
  let handler: ((ev: MessageEvent) => void) | null = null;
  Object.defineProperty(socket, 'onmessage', { get: () => handler, set: (h) => (handler = h) });
  socket.addEventListener('message', (ev) => {
    const t0 = performance.now();
    handler?.(ev);
    pending += performance.now() - t0;
    if (bench.measuring) bench.messages++;
  });
  return socket;
} as unknown as WebSocketFactory;

// the frame clock: each frame's delta, and message time plus draw time per frame (the chart's update apart)
let lastFrame = 0;
let chartMs = 0;
const frames: FrameScheduler = {
  request: (cb) =>
    requestAnimationFrame((time) => {
      chartMs = 0;
      const t0 = performance.now();
      cb(time);
      const all = performance.now() - t0;
      const draw = all - chartMs;
      if (bench.measuring) {
        if (lastFrame > 0) bench.frames.push(time - lastFrame);
        bench.applyDraw.push(pending + draw);
        bench.apply.push(pending);
        bench.draw.push(draw);
        bench.script.push(pending + all);
      }
      lastFrame = time;
      pending = 0;
    }),
  cancel: (h) => cancelAnimationFrame(h as number),
};
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) if (bench.measuring) bench.longTasks.push(e.duration);
}).observe({ type: 'longtask', buffered: false });

const api = new ExchangeClient({ baseUrl: exchange });
const stream = new StreamClient({ url: `${exchange.replace('http', 'ws')}/ws`, WebSocket: TimedSocket });
const live = new LiveBook({ stream, loadSnapshot: (m) => api.getPerpOrderBookData({ market: m }) });
const trades = new LiveTrades({ stream, loadRecent: (m) => api.getPerpRecentTrades({ marketName: m }) });
const candles = new CandleFeed({ stream, trades, loadCandles: (m, period) => api.candles({ market: m, period }) });

const css = getComputedStyle(document.documentElement);
const token = (name: string) => css.getPropertyValue(name).trim();
const style: BookPaintStyle = {
  font: '12px monospace',
  rowHeight: 20,
  spreadHeight: 28,
  background: token('--bench-bg'),
  text: token('--bench-text'),
  muted: token('--bench-muted'),
  faint: token('--bench-muted'),
  buy: token('--bench-buy'),
  sell: token('--bench-sell'),
  buyBar: token('--bench-buy-bar'),
  sellBar: token('--bench-sell-bar'),
  buyLevel: token('--bench-buy-level'),
  sellLevel: token('--bench-sell-level'),
  mine: token('--bench-text'),
  flash: token('--bench-flash'),
};
const dpr = window.devicePixelRatio || 1;
const book = new BookSurface({
  canvas: document.getElementById('book') as HTMLCanvasElement,
  slots: document.getElementById('book-slots')!,
  spread: document.getElementById('book-spread')!,
  style,
  label: (row) => `${row.isBid ? 'Bid' : 'Ask'} ${row.price}, size ${row.size}, total ${row.total}`,
});
const height = Number(params.get('height') ?? 1260);
book.resize(300, height, dpr);
bench.rows = 2 * rowsPerSide(height, style);
book.setSource(live);
const tradesCanvas = document.getElementById('trades') as HTMLCanvasElement;
const tradesSize = { width: 300, height: 620, dpr };
fitCanvas(tradesCanvas, tradesSize);

const loop = new FrameLoop(frames);
loop.add({
  version: () => book.version(),
  draw: () => {
    const t0 = performance.now();
    book.draw();
    if (bench.measuring) (bench.draws++, bench.book.push(performance.now() - t0));
  },
});
const tapeFormat = new BookFormat(scale);
loop.add({
  version: () => trades.tape.version,
  draw: () => {
    const t0 = performance.now();
    paintTrades(tradesCanvas.getContext('2d')!, trades.tape.list(), tapeFormat, tradesSize, style);
    if (bench.measuring) bench.tape.push(performance.now() - t0);
  },
});

const chart = createChart(document.getElementById('chart')!, { autoSize: true });
const series = chart.addSeries(CandlestickSeries, { priceFormat: chartPriceFormat(market.tickSize) });
// the chart is drawn on the frame loop too: one setData or one update per touched bar per frame
const batch = new ChartBatch(chartEvery === null ? {} : { everyMs: Number(chartEvery) });
candles.onChange((change) => batch.push(change));
loop.add({
  version: () => batch.version,
  draw: () => {
    const t0 = performance.now();
    batch.flush(candles.series?.bars ?? [], series);
    chartMs = performance.now() - t0;
    if (bench.measuring) bench.chart.push(chartMs);
  },
});

live.setMarket(market);
trades.setMarket(market.name);
candles.set(market.name, '1m');
stream.connect();
live.onChange(() => {
  if (live.state === 'live') bench.ready = true;
});

/** Times the parts of one book draw on the current book, alternating them 200 times (a shared machine's load moves). */
function drawParts(): { view: number; paint: number; draw: number } {
  const source = live.book!;
  const depth = rowsPerSide(height, style);
  const size = { width: 300, height, dpr };
  const ctx = (document.getElementById('book') as HTMLCanvasElement).getContext('2d')!;
  const format = new BookFormat(scale);
  const times = { view: [] as number[], paint: [] as number[], draw: [] as number[] };
  for (let n = 0; n < 200; n++) {
    let t0 = performance.now();
    const view = bookView(source, { depth, group: 1 });
    times.view.push(performance.now() - t0);
    t0 = performance.now();
    paintBook(ctx, view, format, size, style);
    times.paint.push(performance.now() - t0);
    t0 = performance.now();
    book.draw();
    times.draw.push(performance.now() - t0);
  }
  const median = (v: number[]) => v.sort((a, b) => a - b)[v.length >> 1]!;
  return { view: median(times.view), paint: median(times.paint), draw: median(times.draw) };
}

/** Redraws the unchanged book once per animation frame, 60 times; the median draw. */
async function framed(): Promise<number> {
  const t: number[] = [];
  for (let n = 0; n < 60; n++) {
    await new Promise(requestAnimationFrame);
    const t0 = performance.now();
    book.draw();
    t.push(performance.now() - t0);
  }
  return t.sort((a, b) => a - b)[30]!;
}
