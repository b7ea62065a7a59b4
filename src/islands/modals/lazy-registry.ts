import { useEffect, useState } from 'react';
import type { OverlayRegistry } from './OverlayHost.tsx';

/** Loads a registry module: `() => import('./registry.ts').then((m) => m.MODAL_REGISTRY)`. */
export type RegistryLoader<Args> = () => Promise<OverlayRegistry<Args>>;

// one download per registry for the page's life, whichever host asks first
const loaded = new WeakMap<object, OverlayRegistry<never>>();
const loading = new WeakMap<object, Promise<OverlayRegistry<never>>>();

function load<Args>(loader: RegistryLoader<Args>): Promise<OverlayRegistry<Args>> {
  let pending = loading.get(loader) as Promise<OverlayRegistry<Args>> | undefined;
  if (!pending) {
    pending = loader().then(
      (registry) => {
        loaded.set(loader, registry as OverlayRegistry<never>);
        return registry;
      },
      (cause: unknown) => {
        loading.delete(loader); // the next opening downloads again
        throw cause;
      },
    );
    loading.set(loader, pending as Promise<OverlayRegistry<never>>);
  }
  return pending;
}

/**
 * A host's registry, downloaded when an overlay first opens rather than with the page: its table of lazy imports
 * carries the preload list of every overlay's chunks (some 2 KB gzip of the frame), which a page that opens none never
 * needs. Undefined while it loads; a failed download calls `onLoadError` (the host closes and tells the user).
 */
export function useLazyRegistry<Args>(
  loader: RegistryLoader<Args>,
  wanted: boolean,
  onLoadError: () => void,
): OverlayRegistry<Args> | undefined {
  const [registry, setRegistry] = useState(() => loaded.get(loader) as OverlayRegistry<Args> | undefined);
  useEffect(() => {
    if (!wanted || registry) return;
    let live = true;
    load(loader).then(
      (found) => live && setRegistry(() => found),
      () => live && onLoadError(),
    );
    return () => {
      live = false;
    };
  }, [loader, wanted, registry, onLoadError]);
  return registry;
}
