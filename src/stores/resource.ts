import { atom, onMount, type ReadableAtom, type Store } from 'nanostores';
import type { SessionCache } from '#lib/storage/session-cache.ts';

/** Lifecycle of one piece of remote data. */
export type Resource<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'error'; readonly error: unknown };

/** A store of remote data that loads when first watched and retries until it resolves. */
export interface ResourceStore<T> extends ReadableAtom<Resource<T>> {
  /** Replaces the value (stream updates, story seeding). */
  setValue(value: T): void;
  /** Replaces the whole state, loading and error included (story and test seeding). */
  setResource(resource: Resource<T>): void;
  /** Loads again now. */
  reload(): Promise<void>;
  /** Runs the loader once without touching the store (a stream sync that owns the value); rejects when it cannot run. */
  fetch(): Promise<T>;
}

/** Options of a resource: retry delay after a failure and an optional refresh period while watched. */
export interface ResourceOptions<T = unknown> {
  readonly retryMs?: number;
  readonly refreshMs?: number;
  /** Stores whose change (while this one is watched) triggers a reload, e.g. the configuration a guard needs. */
  readonly deps?: readonly Store[];
  /**
   * Where the value is kept between the pages of a visit: read once in the browser (the store starts ready with it
   * and still loads afresh when first watched), written when the page goes away.
   */
  readonly cache?: SessionCache<T>;
}

/**
 * Creates a resource store. `load` returns undefined when it cannot run yet (no API configured, guard not met);
 * failures keep the last good value, are kept as the error otherwise, and are retried after `retryMs`.
 */
export function resourceStore<T>(load: () => Promise<T> | undefined, opts: ResourceOptions<T> = {}): ResourceStore<T> {
  const store = atom<Resource<T>>({ status: 'loading' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let mounted = false;
  // counts writes by setValue: a load that a newer write overtook (a streamed event, a synced snapshot) is stale
  let writes = 0;
  // a value from the previous page: shown at once, replaced by a fresh load when first watched
  let cached = false;
  if (typeof window !== 'undefined' && opts.cache) {
    const { cache } = opts;
    const value = cache.read();
    if (value !== undefined) {
      store.set({ status: 'ready', value });
      cached = true;
    }
    window.addEventListener?.('pagehide', () => {
      const current = store.get();
      if (current.status === 'ready') cache.write(current.value);
    });
  }

  const schedule = (ms: number | undefined) => {
    if (mounted && ms !== undefined) timer = setTimeout(() => void reload(), ms);
  };
  const reload = async (): Promise<void> => {
    clearTimeout(timer);
    const pending = load();
    if (!pending) return;
    const startedAt = writes;
    try {
      const value = await pending;
      if (writes === startedAt) store.set({ status: 'ready', value });
      schedule(opts.refreshMs);
    } catch (error) {
      if (store.get().status !== 'ready') store.set({ status: 'error', error });
      schedule(opts.retryMs ?? 2000);
    }
  };
  onMount(store, () => {
    if (typeof window === 'undefined') return; // server render: nothing loads, the client hydrates and loads
    mounted = true;
    if (store.get().status !== 'ready' || opts.refreshMs !== undefined || cached) void reload();
    cached = false;
    const unlisten = (opts.deps ?? []).map((dep) => dep.listen(() => void reload()));
    return () => {
      mounted = false;
      clearTimeout(timer);
      for (const stop of unlisten) stop();
    };
  });
  return Object.assign(store, {
    setValue: (value: T) => {
      writes += 1;
      store.set({ status: 'ready', value });
    },
    setResource: (resource: Resource<T>) => {
      writes += 1;
      store.set(resource);
    },
    reload,
    fetch: () => load() ?? Promise.reject(new Error('resource cannot load yet')),
  });
}

/** The value of a resource when ready. */
export function readyValue<T>(resource: Resource<T>): T | undefined {
  return resource.status === 'ready' ? resource.value : undefined;
}
