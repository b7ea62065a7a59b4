import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import { resourceStore } from '#stores/resource.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', {}); // effects only run in a browser
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('resourceStore', () => {
  it('loads when first watched and retries a failure until it resolves', async () => {
    let calls = 0;
    const store = resourceStore(
      () => (++calls < 3 ? Promise.reject(new Error(`fail ${calls}`)) : Promise.resolve('ok')),
      { retryMs: 100 },
    );
    expect(calls).toBe(0);
    const stop = store.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get()).toMatchObject({ status: 'error' });
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(store.get()).toEqual({ status: 'ready', value: 'ok' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(3);
    stop();
  });

  it('lets a newer setValue win over a load that started before it, and fetch leaves the store alone', async () => {
    let resolveLoad!: (value: string) => void;
    const store = resourceStore(
      () =>
        new Promise<string>((resolve) => {
          resolveLoad = resolve;
        }),
    );
    const stop = store.listen(() => {});
    store.setValue('streamed');
    resolveLoad('older snapshot');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get()).toEqual({ status: 'ready', value: 'streamed' });
    const fetched = store.fetch();
    resolveLoad('fetched');
    await expect(fetched).resolves.toBe('fetched');
    expect(store.get()).toEqual({ status: 'ready', value: 'streamed' });
    await expect(resourceStore(() => undefined).fetch()).rejects.toThrow('cannot load yet');
    stop();
  });

  it('keeps the last good value when a refresh fails', async () => {
    let n = 0;
    const store = resourceStore(() => (++n === 2 ? Promise.reject(new Error('blip')) : Promise.resolve(n)), {
      refreshMs: 50,
      retryMs: 50,
    });
    const stop = store.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get()).toEqual({ status: 'ready', value: 1 });
    await vi.advanceTimersByTimeAsync(50);
    expect(store.get()).toEqual({ status: 'ready', value: 1 });
    await vi.advanceTimersByTimeAsync(50);
    expect(store.get()).toEqual({ status: 'ready', value: 3 });
    stop();
  });

  it('waits for its guard and reloads when a dependency changes', async () => {
    const names = atom<string[]>([]);
    const load = vi.fn(() => (names.get().length ? Promise.resolve(names.get().join(',')) : undefined));
    const store = resourceStore(load, { deps: [names] });
    const stop = store.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get()).toEqual({ status: 'loading' });
    names.set(['BTC-PERP', 'ETH-PERP']);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get()).toEqual({ status: 'ready', value: 'BTC-PERP,ETH-PERP' });
    stop();
    await vi.advanceTimersByTimeAsync(1001); // nanostores unmounts 1 s after the last listener leaves
    names.set(['SOL-PERP']);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get()).toEqual({ status: 'ready', value: 'BTC-PERP,ETH-PERP' });
  });

  it('stops refreshing once nobody watches', async () => {
    const load = vi.fn(() => Promise.resolve(1));
    const store = resourceStore(load, { refreshMs: 10 });
    const stop = store.listen(() => {});
    await vi.advanceTimersByTimeAsync(35);
    const seen = load.mock.calls.length;
    expect(seen).toBe(4);
    stop();
    await vi.advanceTimersByTimeAsync(2000); // nanostores unmounts after its own delay; no further loads after that
    const after = load.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(load.mock.calls.length).toBe(after);
  });

  it('starts ready with the value the previous page kept, loads afresh once watched, and keeps the value on pagehide', async () => {
    const kept: string[] = [];
    let hide: (() => void) | undefined;
    vi.stubGlobal('window', {
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'pagehide') hide = listener;
      },
    });
    const cache = { read: () => 'from the last page', write: (value: string) => void kept.push(value) };
    let calls = 0;
    const store = resourceStore(() => Promise.resolve(`fresh ${++calls}`), { cache });
    expect(store.get()).toEqual({ status: 'ready', value: 'from the last page' });
    const stop = store.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get()).toEqual({ status: 'ready', value: 'fresh 1' });
    hide?.();
    expect(kept).toEqual(['fresh 1']);
    stop();
  });
});
