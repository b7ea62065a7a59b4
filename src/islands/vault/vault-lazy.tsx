/**
 * The vault page's heavier panels (react-aria tables, the form's field and slider, the chart's controls) load after
 * the page is interactive: the figures, your position and the terms come with the island; once the app is ready
 * (the splash gone) and the browser is idle, these follow, each showing its panel's frame and a skeleton meanwhile
 * so nothing moves when they arrive. The server renders the skeletons too, so hydration matches.
 */
import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type Attributes,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { Skeleton } from '#islands/ui/Skeleton.tsx';

const LazyChart = lazy(() => import('./VaultChartPanel.tsx').then((m) => ({ default: m.VaultChartPanel })));
const LazyPositions = lazy(() => import('./VaultPositionsView.tsx').then((m) => ({ default: m.VaultPositionsView })));
const LazyHistory = lazy(() => import('./VaultHistoryView.tsx').then((m) => ({ default: m.VaultHistoryView })));
const LazyForm = lazy(() => import('./VaultForm.tsx').then((m) => ({ default: m.VaultForm })));

/** A panel's frame with a skeleton of its height, while its code loads. */
function PanelFallback({ title, height }: { readonly title?: string; readonly height: number }) {
  return (
    <section className="vault-panel" aria-busy="true">
      {title ? <h2>{title}</h2> : null}
      <Skeleton height={height} />
    </section>
  );
}

/** How often to look whether the splash has left. */
const SPLASH_POLL_MS = 50;

/**
 * True once the app is ready, the start splash (a progressbar covering the page, fading after the data is in) has
 * left and the browser has been idle once: the page is interactive by then (never on the server).
 */
export function useAfterReady(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    let idle: number | undefined;
    const poll = setInterval(() => {
      if (document.querySelector('.splash[role=progressbar]') !== null) return;
      clearInterval(poll);
      if (typeof requestIdleCallback === 'function')
        idle = requestIdleCallback(() => setAfter(true), { timeout: 1000 });
      else setAfter(true);
    }, SPLASH_POLL_MS);
    return () => {
      clearInterval(poll);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [ready, after]);
  return after;
}

/** Wraps a lazily loaded panel with its fallback; it starts loading only when `isLoaded` says so. */
function deferred<P extends object>(Component: LazyExoticComponent<ComponentType<P>>, height: number) {
  return function Deferred(props: P & { readonly fallbackTitle?: string; readonly isLoaded: boolean }) {
    const { fallbackTitle, isLoaded, ...rest } = props;
    const fallback = <PanelFallback height={height} {...(fallbackTitle ? { title: fallbackTitle } : {})} />;
    if (!isLoaded) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Component {...(rest as unknown as P & Attributes)} />
      </Suspense>
    );
  };
}

/** The performance chart panel, loaded after the page. */
export const DeferredChart = deferred(LazyChart, 280);
/** The vault's positions, loaded after the page. */
export const DeferredPositions = deferred(LazyPositions, 180);
/** Your vault history, loaded after the page. */
export const DeferredHistory = deferred(LazyHistory, 140);
/** The deposit / withdraw form, loaded after the page. */
export const DeferredForm = deferred(LazyForm, 260);
