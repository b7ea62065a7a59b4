import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelHandlers } from '../../../src/lib/api/stream-client.ts';
import { $api, $stream } from '../../../src/stores/api.ts';
import { $borrowLend, $priceIndexes } from '../../../src/stores/boot.ts';

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
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('live channels keep boot data fresh', () => {
  it('folds index price updates into the loaded prices and reloads on a gap', async () => {
    const stream = fakeStream();
    const getPriceIndexes = vi.fn()
      .mockResolvedValueOnce({ prices: { BTC: { price: '97000' }, SOL: { price: '190' } } })
      .mockResolvedValueOnce({ prices: { BTC: { price: '98000' }, SOL: { price: '191' } } });
    $api.set({ getPriceIndexes } as never);
    $stream.set(stream as never);
    const stop = $priceIndexes.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(stream.connect).toHaveBeenCalled();
    stream.subs.get('indexPrices')?.onEvent({ type: 'IndexPriceUpdate', updates: [{ name: 'BTC', price: '97123.5' }] }, 1);
    expect($priceIndexes.get()).toEqual({ status: 'ready', value: { prices: { BTC: { price: '97123.5' }, SOL: { price: '190' } } } });
    stream.subs.get('indexPrices')?.onResync?.('gap');
    await vi.advanceTimersByTimeAsync(0);
    expect(getPriceIndexes).toHaveBeenCalledTimes(2);
    expect($priceIndexes.get()).toEqual({ status: 'ready', value: { prices: { BTC: { price: '98000' }, SOL: { price: '191' } } } });
    stop();
  });

  it('merges pool updates and keeps each pool\'s utilization curve', async () => {
    const stream = fakeStream();
    const pool = { token: 'USDC', lendShares: '10', lendAmount: '10', borrowShares: '0', borrowAmount: '0', borrowEnabled: true, lastUpdateTimestampSec: 1, utilizationCurve: CURVE };
    $api.set({ getBorrowLendingData: vi.fn().mockResolvedValue({ data: { USDC: pool } }) } as never);
    $stream.set(stream as never);
    const stop = $borrowLend.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    const update = { token: 'USDC', lendShares: '20', lendAmount: '21', borrowShares: '5', borrowAmount: '6', borrowEnabled: true, lastUpdateTimestampSec: 2 };
    stream.subs.get('borrowLend')?.onEvent({ type: 'BorrowLendUpdate', updates: [update, { ...update, token: 'DOGE' }] }, 1);
    expect($borrowLend.get()).toEqual({ status: 'ready', value: { data: { USDC: { ...update, utilizationCurve: CURVE } } } });
    stop();
  });
});
