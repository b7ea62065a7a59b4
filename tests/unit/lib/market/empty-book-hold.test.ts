import { describe, expect, it, vi } from 'vitest';
import { EmptyBookHold } from '#lib/market/empty-book-hold.ts';

const top = (market: string, bid: bigint | null, ask: bigint | null) => ({ market, bestBid: bid, bestAsk: ask });

describe('EmptyBookHold', () => {
  it('does not show a book emptied for an instant between a cancel and a requote', () => {
    vi.useFakeTimers();
    const shown: unknown[] = [];
    const hold = new EmptyBookHold((t) => shown.push(t));
    hold.offer(top('BTC-PERP', 100n, 102n));
    hold.offer(top('BTC-PERP', null, null));
    vi.advanceTimersByTime(50);
    hold.offer(top('BTC-PERP', 101n, 103n));
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual([top('BTC-PERP', 100n, 102n), top('BTC-PERP', 101n, 103n)]);
    vi.useRealTimers();
  });

  it('shows a book that stays empty once the hold has passed', () => {
    vi.useFakeTimers();
    const shown: unknown[] = [];
    const hold = new EmptyBookHold((t) => shown.push(t));
    hold.offer(top('BTC-PERP', 100n, 102n));
    hold.offer(top('BTC-PERP', null, null));
    vi.advanceTimersByTime(299);
    expect(shown).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown.at(-1)).toEqual(top('BTC-PERP', null, null));
    vi.useRealTimers();
  });

  it('shows an empty book of another market, or a first empty book, at once', () => {
    const shown: unknown[] = [];
    const hold = new EmptyBookHold((t) => shown.push(t));
    hold.offer(top('BTC-PERP', null, null));
    hold.offer(top('BTC-PERP', 100n, 102n));
    hold.offer(top('ETH-PERP', null, null));
    expect(shown).toEqual([top('BTC-PERP', null, null), top('BTC-PERP', 100n, 102n), top('ETH-PERP', null, null)]);
  });
});
