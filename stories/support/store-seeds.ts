/**
 * Store seeding for stories, without React: a seed sets one store to the value a story starts from; resetStores
 * puts every store any seed ever touched back to the value it had before its first seeding.
 */
import type { WritableAtom } from 'nanostores';
import type { Resource, ResourceStore } from '#stores/resource.ts';
import { SESSION_KEYS } from '#lib/storage/keys.ts';

/** One store and the value a story starts from; build it with seed(). */
export interface StoreSeed {
  /** Sets the store (remembering its pristine value the first time). */
  apply(): void;
}

/** How to put each seeded store back: its value before the first seed, by store. */
const pristine = new Map<object, () => void>();

function seedWith<T>(store: object, read: () => T, write: (value: T) => void, value: T): StoreSeed {
  return {
    apply() {
      if (!pristine.has(store)) {
        const first = read();
        pristine.set(store, () => write(first));
      }
      write(value);
    },
  };
}

/** Seeds a resource store with a whole state: ready(value), LOADING or failed(error). */
export function seed<T>(store: ResourceStore<T>, state: Resource<T>): StoreSeed;
/** Seeds an atom with a value of its own type. */
export function seed<T>(store: WritableAtom<T>, value: T): StoreSeed;
export function seed<T>(store: ResourceStore<T> | WritableAtom<T>, value: T | Resource<T>): StoreSeed {
  if ('setResource' in store) {
    return seedWith(
      store,
      () => store.get(),
      (v) => store.setResource(v),
      value as Resource<T>,
    );
  }
  return seedWith(
    store,
    () => store.get(),
    (v) => store.set(v),
    value as T,
  );
}

/**
 * Seeds a store that only its actions may change (a read-only $modal, $panel): `apply` runs before the story and
 * `reset` on every reset, e.g. seedThrough(closeModal, () => openModal('transferFunds')).
 */
export function seedThrough(reset: () => void, apply: () => void): StoreSeed {
  return {
    apply() {
      pristine.set(reset, reset);
      apply();
    },
  };
}

/** A loaded resource state. */
export function ready<T>(value: T): Resource<T> {
  return { status: 'ready', value };
}

/** A resource still loading (what every resource starts as). @public */
export const LOADING: Resource<never> = { status: 'loading' };

/** A resource whose load failed with this error. @public */
export function failed(error: unknown): Resource<never> {
  return { status: 'error', error };
}

/**
 * Puts every store a seed has touched back to its pristine value, and forgets the answers the stores kept for the
 * visit (src/lib/storage/session-cache.ts): a reset resource would otherwise read the last story's markets back.
 */
export function resetStores(): void {
  for (const restore of pristine.values()) restore();
  const visit = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  for (const key of Object.keys(visit ?? {})) {
    if (key.startsWith(SESSION_KEYS.bootCachePrefix)) visit?.removeItem(key);
  }
}
