import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { OpenOverlay, OverlayComponentProps } from '#stores/overlay.ts';

/** Loads one overlay's component through import(), so its code arrives when it first opens. */
export type OverlayLoader<P> = () => Promise<ComponentType<P>>;

/** Lazy loaders by overlay id; an id without one is an overlay whose feature has not been built yet. */
export type OverlayRegistry<Args> = { readonly [K in keyof Args]?: OverlayLoader<OverlayComponentProps<Args, K>> };

/** Thrown when an overlay's code could not be downloaded (offline, a deploy replaced the chunk). */
export class OverlayLoadError extends Error {
  override readonly name = 'OverlayLoadError' as const;
}

type AnyOverlay = ComponentType<OverlayComponentProps<Record<string, unknown>, string>>;

// one React.lazy per loader: a new one on every render would load and suspend again
const lazyByLoader = new WeakMap<object, AnyOverlay>();

function lazyOverlay(loader: OverlayLoader<never>): AnyOverlay {
  let found = lazyByLoader.get(loader);
  if (!found) {
    found = lazy(() =>
      loader().then(
        (component) => ({ default: component as AnyOverlay }),
        (cause: unknown) => {
          lazyByLoader.delete(loader); // React.lazy keeps a rejection forever: the next opening downloads again
          throw new OverlayLoadError('overlay code failed to load', { cause });
        },
      ),
    );
    lazyByLoader.set(loader, found);
  }
  return found;
}

/** Hands a failed download to the host; any other error is the overlay's own bug and goes on up. */
class LoadBoundary extends Component<{
  readonly onLoadError: (e: OverlayLoadError) => void;
  readonly children: ReactNode;
}> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown): void {
    if (error instanceof OverlayLoadError) this.props.onLoadError(error);
  }
  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof OverlayLoadError) return null;
    throw error;
  }
}

/** Props of a host: the open overlay from its store, the registry, and what closing and failing do. */
export interface OverlayHostProps<Args> {
  readonly open: OpenOverlay<Args> | undefined;
  readonly registry: OverlayRegistry<Args>;
  readonly onClose: () => void;
  /** The overlay's code could not be downloaded: tell the user (the host has already asked to close). */
  readonly onLoadError: (error: OverlayLoadError) => void;
  /** Shown while the overlay's code loads. */
  readonly fallback: ReactNode;
}

/**
 * Renders the open overlay of a registry: lazily loaded (Suspense shows the fallback meanwhile), kept mounted with
 * isOpen false after closing so its exit animation plays, and remounted fresh on every new opening. An id without a
 * registered overlay is reported and closed rather than left open and invisible.
 */
export function OverlayHost<Args>({ open, registry, onClose, onLoadError, fallback }: OverlayHostProps<Args>) {
  const [state, setState] = useState<{ open?: OpenOverlay<Args>; shown?: OpenOverlay<Args>; key: number }>({ key: 0 });
  if (open !== state.open) {
    // same overlay with new arguments keeps its instance; a new opening (or another overlay) starts afresh
    const sameInstance = open !== undefined && state.open !== undefined && open.id === state.open.id;
    setState({ open, shown: open ?? state.shown, key: open && !sameInstance ? state.key + 1 : state.key });
  }
  const shown = state.shown;
  const loader = shown && (registry[shown.id] as OverlayLoader<never> | undefined);
  useEffect(() => {
    if (open === undefined || loader !== undefined) return;
    console.error(`No overlay is registered as "${String(open.id)}": it was closed`);
    onClose();
  }, [open, loader, onClose]);
  if (!shown || !loader) return null;
  const Overlay = lazyOverlay(loader);
  const isOpen = state.open !== undefined;
  return (
    <LoadBoundary
      key={state.key}
      onLoadError={(error) => {
        onClose();
        onLoadError(error);
      }}
    >
      <Suspense fallback={isOpen ? fallback : null}>
        <Overlay args={shown.args} isOpen={isOpen} onClose={onClose} />
      </Suspense>
    </LoadBoundary>
  );
}
