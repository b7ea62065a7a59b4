/**
 * The vault page's heavier panels (the tables, the form's field and slider, the chart's controls) load after the
 * page is interactive: the figures, your position and the terms come with the island; once the page is interactive
 * (useAfterReady: the app ready, the splash gone, the frame hydrated, the browser idle), these follow, each showing
 * its panel's frame and a skeleton meanwhile so nothing moves when they arrive. The server renders the skeletons
 * too, so hydration matches.
 */
import { lazy, Suspense, type Attributes, type ComponentType, type LazyExoticComponent } from 'react';
import { Skeleton } from '#islands/ui/Skeleton.tsx';

const LazyChart = lazy(() => import('./VaultChartPanel.tsx').then((m) => ({ default: m.VaultChartPanel })));
const LazyPositions = lazy(() => import('./VaultPositionsView.tsx').then((m) => ({ default: m.VaultPositionsView })));
const LazyHistory = lazy(() => import('./VaultHistoryView.tsx').then((m) => ({ default: m.VaultHistoryView })));
const LazyForm = lazy(() => import('./VaultForm.tsx').then((m) => ({ default: m.VaultForm })));

/** A panel's frame with a skeleton of its height, while its code loads. */
function PanelFallback({ title, height }: { readonly title?: string; readonly height: number }) {
  return (
    <section className="page-panel" aria-busy="true">
      {title ? <h2>{title}</h2> : null}
      <Skeleton height={height} />
    </section>
  );
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
