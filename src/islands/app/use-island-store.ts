import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';

/**
 * Reads a store in an island. Hydration renders what the server rendered (the store's initial value, or the given
 * `serverValue` for computed stores), then switches to the live value: islands hydrate one by one, and a store that
 * an earlier island already loaded would otherwise make the first client render differ from the server HTML.
 */
export function useIslandStore<T>(store: ReadableAtom<T>, serverValue?: T): T {
  return useStore(store, { ssr: serverValue === undefined ? 'initial' : () => serverValue });
}
