import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BridgeError } from '#lib/wallet-connect/bridge/errors.ts';
import {
  browserMiniAppEnvironment,
  isPageForeground,
  pagePollingEnvironment,
  type BrowserPage,
  type PageDocument,
  type PageWindow,
} from '#lib/wallet-connect/transport/browser-page.ts';
import { pollUntil } from '#lib/wallet-connect/transport/polling.ts';

/** An event target that records its listeners, so a test can fire events and see what is still subscribed. */
function fakeTarget() {
  const listeners = new Map<string, Set<() => void>>();
  return {
    listeners,
    addEventListener: (type: string, fn: () => void) =>
      void (listeners.get(type) ?? listeners.set(type, new Set()).get(type))?.add(fn),
    removeEventListener: (type: string, fn: () => void) => void listeners.get(type)?.delete(fn),
    fire: (type: string) => listeners.get(type)?.forEach((fn) => fn()),
    count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

/** A page that starts hidden and unfocused (the user is in the wallet bot). */
function fakePage() {
  const state = { visibilityState: 'hidden' as DocumentVisibilityState, focused: false };
  const doc = fakeTarget();
  const win = fakeTarget();
  const document = {
    ...doc,
    get visibilityState() {
      return state.visibilityState;
    },
    hasFocus: () => state.focused,
  } as unknown as PageDocument;
  const window = {
    ...win,
    self: {},
    top: {},
    parent: { postMessage: vi.fn() },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
  } as unknown as PageWindow;
  const page: BrowserPage = { document, window };
  /** The user comes back: the document turns visible, then the window gets focus (each event optional). */
  const show = (events: readonly ('visibilitychange' | 'focus')[]) => {
    state.visibilityState = 'visible';
    state.focused = true;
    for (const type of events) (type === 'focus' ? win : doc).fire(type);
  };
  const hide = () => {
    state.visibilityState = 'hidden';
    state.focused = false;
    doc.fire('visibilitychange');
    win.fire('blur');
  };
  const fire = (type: 'focus' | 'blur' | 'visibilitychange') => (type === 'visibilitychange' ? doc : win).fire(type);
  return { page, state, show, hide, fire, listenerCount: () => doc.count() + win.count() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('page foreground', () => {
  it.each([
    ['visible and focused', 'visible', true, true],
    ['visible, focus elsewhere', 'visible', false, false],
    ['hidden though focused', 'hidden', true, false],
    ['hidden', 'hidden', false, false],
  ] as const)('%s', (_label, visibilityState, focused, expected) => {
    expect(isPageForeground({ visibilityState, hasFocus: () => focused })).toBe(expected);
  });
});

describe('polling over a page', () => {
  it('polls every 3 s while hidden, every 2 s once visible and focused', async () => {
    const { page, state } = fakePage();
    const attempt = vi.fn(async () => undefined);
    void pollUntil(pagePollingEnvironment(page), attempt).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(2999);
    expect(attempt).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(1);
    Object.assign(state, { visibilityState: 'visible', focused: true });
    await vi.advanceTimersByTimeAsync(2999);
    expect(attempt).toHaveBeenCalledTimes(1); // the wait already running keeps its 3 s
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['window focus', ['focus']],
    ['the document turning visible (a webview sends no focus)', ['visibilitychange']],
    ['both events of one return', ['visibilitychange', 'focus']],
  ] as const)('polls 300 ms after %s, once', async (_label, events) => {
    const { page, show } = fakePage();
    const attempt = vi.fn(async () => undefined);
    void pollUntil(pagePollingEnvironment(page), attempt).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    show(events);
    await vi.advanceTimersByTimeAsync(299);
    expect(attempt).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999); // then the foreground interval, with no second resume poll
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('focus 100 ms after the document turned visible is the same return: one poll, 300 ms after the first event', async () => {
    const { page, show, fire } = fakePage();
    const attempt = vi.fn(async () => undefined);
    void pollUntil(pagePollingEnvironment(page), attempt).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    show(['visibilitychange']);
    await vi.advanceTimersByTimeAsync(100);
    fire('focus');
    await vi.advanceTimersByTimeAsync(199);
    expect(attempt).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('a focus event while already in the foreground is no resume', async () => {
    const { page, show } = fakePage();
    show([]);
    const attempt = vi.fn(async () => undefined);
    void pollUntil(pagePollingEnvironment(page), attempt).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    show(['focus']);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('leaving and coming back resumes again; every listener is gone when polling ends', async () => {
    const { page, show, hide, listenerCount } = fakePage();
    let answer: string | undefined;
    const attempt = vi.fn(async () => answer);
    const result = pollUntil(pagePollingEnvironment(page), attempt);
    expect(listenerCount()).toBe(3);
    show(['focus']);
    await vi.advanceTimersByTimeAsync(300);
    hide();
    await vi.advanceTimersByTimeAsync(1000);
    show(['focus']);
    answer = 'done';
    await vi.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toBe('done');
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(listenerCount()).toBe(0);
  });
});

describe('browserMiniAppEnvironment', () => {
  it('uses the global document and window when called', async () => {
    const { page, state } = fakePage();
    vi.stubGlobal('document', page.document);
    vi.stubGlobal('window', page.window);
    const environment = browserMiniAppEnvironment();
    expect(environment.window).toBe(page.window);
    expect(environment.isForeground()).toBe(false);
    Object.assign(state, { visibilityState: 'visible', focused: true });
    expect(environment.isForeground()).toBe(true);
  });
  it("throws BridgeError('unknown_environment') where there is no DOM (server rendering)", () => {
    expect(() => browserMiniAppEnvironment()).toThrow(BridgeError);
    expect(() => browserMiniAppEnvironment()).toThrow(expect.objectContaining({ code: 'unknown_environment' }));
  });
});
