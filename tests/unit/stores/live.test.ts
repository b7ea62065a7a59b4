import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelHandlers } from '#lib/api/stream-client.ts';
import { $api, $stream } from '#stores/api.ts';
import { $borrowLend } from '#stores/lending.ts';
import { $priceIndexes } from '#stores/prices.ts';

/** A stream stand-in that records subscriptions so the test can push events. */
function fakeStream() {
  const subs = new Map<string, ChannelHandlers>();
  return {
    subs,
    status: 'operational' as const,
    connect: vi.fn(),
    onStatus: () => () => {},
    subscribe(channel: string, handlers: ChannelHandlers) {
      subs.set(channel, handlers);
      return () => subs.delete(channel);
    },
  };
}

const CURVE = { base: '0.02', multiplier: '0.1', kink: '0.8', jump: '1' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', {});
});
afterEach(async () => {
  await vi.advanceTimersByTimeAsync(1000); // nanostores unmounts a store a second after its last listener left
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets pending promises (the snapshot loads) settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('live channels keep boot data fresh', () => {
  it('folds index price updates into the synced snapshot and reloads on a gap', async () => {
    const stream = fakeStream();
    const getPriceIndexes = vi
      .fn()
      .mockResolvedValue({ seq: 0, prices: { BTC: { price: '97000' }, SOL: { price: '190' } } });
    $api.set({ getPriceIndexes } as never);
    $stream.set(stream as never);
    const stop = $priceIndexes.listen(() => {});
    expect(stream.connect).toHaveBeenCalled();
    stream.subs.get('indexPrices')?.onResync?.('initial');
    await settle();
    stream.subs
      .get('indexPrices')
      ?.onEvent({ type: 'IndexPriceUpdate', updates: [{ name: 'BTC', price: '97123.5' }] }, 1);
    expect($priceIndexes.get()).toEqual({
      status: 'ready',
      value: { seq: 0, prices: { BTC: { price: '97123.5' }, SOL: { price: '190' } } },
    });
    getPriceIndexes.mockResolvedValue({ seq: 7, prices: { BTC: { price: '98000' }, SOL: { price: '191' } } });
    stream.subs.get('indexPrices')?.onEvent({ type: 'IndexPriceUpdate', updates: [{ name: 'SOL', price: '1' }] }, 7);
    await settle();
    // seq 7 skipped 2..6: the snapshot answered at 7 replaces the value and already holds event 7
    expect($priceIndexes.get()).toEqual({
      status: 'ready',
      value: { seq: 7, prices: { BTC: { price: '98000' }, SOL: { price: '191' } } },
    });
    stop();
  });

  it('drops events the snapshot already holds and applies those that arrived while it loaded', async () => {
    const stream = fakeStream();
    const waiting: Array<(value: unknown) => void> = [];
    const answer = (value: unknown) => {
      for (const resolve of waiting.splice(0)) resolve(value);
    };
    $api.set({
      getPriceIndexes: vi.fn(
        () =>
          new Promise((resolve) => {
            waiting.push(resolve);
          }),
      ),
    } as never);
    $stream.set(stream as never);
    const stop = $priceIndexes.listen(() => {});
    const channel = stream.subs.get('indexPrices')!;
    channel.onResync?.('initial');
    channel.onEvent({ type: 'IndexPriceUpdate', updates: [{ name: 'BTC', price: '1' }] }, 4);
    channel.onEvent({ type: 'IndexPriceUpdate', updates: [{ name: 'BTC', price: '2' }] }, 5);
    answer({ seq: 4, prices: { BTC: { price: '1' }, SOL: { price: '190' } } });
    await settle();
    expect($priceIndexes.get()).toEqual({
      status: 'ready',
      value: { seq: 4, prices: { BTC: { price: '2' }, SOL: { price: '190' } } },
    });
    stop();
  });

  it("merges pool updates and keeps each pool's utilization curve", async () => {
    const stream = fakeStream();
    const pool = {
      token: 'USDC',
      lendShares: '10',
      lendAmount: '10',
      borrowShares: '0',
      borrowAmount: '0',
      borrowEnabled: true,
      lastUpdateTimestampSec: 1,
      utilizationCurve: CURVE,
    };
    $api.set({ getBorrowLendingData: vi.fn().mockResolvedValue({ seq: 3, data: { USDC: pool } }) } as never);
    $stream.set(stream as never);
    const stop = $borrowLend.listen(() => {});
    stream.subs.get('borrowLend')?.onResync?.('initial');
    await settle();
    const update = {
      token: 'USDC',
      lendShares: '20',
      lendAmount: '21',
      borrowShares: '5',
      borrowAmount: '6',
      borrowEnabled: true,
      lastUpdateTimestampSec: 2,
    };
    stream.subs
      .get('borrowLend')
      ?.onEvent({ type: 'BorrowLendUpdate', updates: [update, { ...update, token: 'DOGE' }] }, 4);
    // the snapshot was published a moment ago: the update follows within the 100 ms publish interval
    await vi.advanceTimersByTimeAsync(100);
    expect($borrowLend.get()).toEqual({
      status: 'ready',
      value: { seq: 3, data: { USDC: { ...update, utilizationCurve: CURVE } } },
    });
    stop();
  });

  it('publishes a burst of pool updates (a clock advance) a few times, ending on the last one', async () => {
    const stream = fakeStream();
    const pool = (n: number) => ({
      token: 'USDC',
      lendShares: '10',
      lendAmount: String(10 + n),
      borrowShares: '0',
      borrowAmount: '0',
      borrowEnabled: true,
      lastUpdateTimestampSec: n,
    });
    $api.set({
      getBorrowLendingData: vi
        .fn()
        .mockResolvedValue({ seq: 0, data: { USDC: { ...pool(0), utilizationCurve: CURVE } } }),
    } as never);
    $stream.set(stream as never);
    const published: string[] = [];
    const stop = $borrowLend.listen((r) => {
      if (r.status === 'ready') published.push(r.value.data.USDC!.lendAmount);
    });
    stream.subs.get('borrowLend')?.onResync?.('initial');
    await settle();
    await vi.advanceTimersByTimeAsync(100);
    published.length = 0;
    // 720 hourly steps of a 30-day advance arrive at once: the first shows at once, the last one interval later
    for (let n = 1; n <= 720; n++)
      stream.subs.get('borrowLend')?.onEvent({ type: 'BorrowLendUpdate', updates: [pool(n)] }, n);
    expect(published).toEqual(['11']);
    await vi.advanceTimersByTimeAsync(100);
    expect(published).toEqual(['11', '730']);
    stop();
  });
});
