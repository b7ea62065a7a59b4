import { useEffect, useRef, useState } from 'react';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { $toastQueue, takeToasts, type ToastRequest } from '#stores/toasts.ts';
import { $isWide } from '#stores/viewport.ts';
import { MAX_TOASTS } from '#styles/tokens.ts';
import { loadLaterMessages, t } from '#lib/i18n/index.ts';
import './frame.css';

/**
 * Distance of the toast stack from the viewport edges: clear of the header at the top and of the footer at the
 * bottom. Sonner sets each as a CSS custom property, so the frame's size tokens apply as they are.
 */
const TOASTS_OFFSET = {
  top: 'calc(var(--size-header) + var(--space-2))',
  // above the faucet's progress card when it shows (faucet.css sets --faucet-progress-space on the root), and on a
  // phone's trade screen above its Buy / Sell bar (frame.css sets --toast-bar-space there)
  bottom: 'calc(var(--size-footer) + var(--space-2) + var(--faucet-progress-space, 0px) + var(--toast-bar-space, 0px))',
  left: 'var(--space-4)',
  right: 'var(--space-4)',
};

/** The toast library, loaded with the first notice: most page views never show one, so it stays off the page. */
type Sonner = typeof import('sonner');

/**
 * What the first notice loads: the toast library and the watcher of the band it takes (both off the first load), and
 * the catalogue's notice and exchange-error texts, which the client build keeps off the first load too
 * (scripts/catalogue-split.ts).
 */
interface Loaded {
  readonly sonner: Sonner;
  readonly band: typeof import('./toast-band.ts');
}

/** Hands one queued notice to the toast library. */
function show(toast: Sonner['toast'], request: ToastRequest): void {
  const options = {
    id: request.id,
    description: request.description ? t(request.description, request.params) : undefined,
  };
  const title = t(request.title, request.params);
  if (request.kind === 'success') toast.success(title, options);
  else if (request.kind === 'error') toast.error(title, options);
  else toast(title, options);
}

/**
 * The toast area island, where it hides nothing a trader needs: on wide screens bottom left, above the footer (the
 * trade screen's order entry and account summary fill the right column from the header down, the header's controls
 * are at the top); on phones (below 850 px) bottom centre, above the footer, the faucet card and the trade screen's
 * Buy / Sell bar (at the top they covered each page's heading and tabs: /account/*'s PortfolioNav, /earn). At
 * most 10 visible, fed by the $toastQueue store. Above a modal or side panel too: the band the stack takes is
 * published (toast-band.ts) and the overlays keep clear of it, so no toast covers a title, close button or action.
 * The toast library loads when
 * the first notice is queued; notices wait in the queue until its Toaster has mounted (its effects run before ours).
 */
export function Toasts() {
  const isWide = useIslandStore($isWide);
  const [loaded, setLoaded] = useState<Loaded>();
  const sonner = loaded?.sonner;
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sonner) return;
    let asked = false;
    const load = () => {
      if (asked || $toastQueue.get().length === 0) return;
      asked = true;
      Promise.all([import('sonner'), import('./toast-band.ts'), loadLaterMessages()]).then(
        ([sonner, band]) => setLoaded({ sonner, band }),
        () => (asked = false),
      );
    };
    load();
    return $toastQueue.listen(load);
  }, [sonner]);
  useEffect(() => {
    if (!sonner) return;
    const drain = () => takeToasts().forEach((request) => show(sonner.toast, request));
    drain();
    return $toastQueue.listen(drain);
  }, [sonner]);
  useEffect(() => (loaded && host.current ? loaded.band.watchToastBand(host.current) : undefined), [loaded]);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    // the band the stack takes is published for the overlays to keep clear of (toast-band.ts)
    <div ref={host} className="toasts-host">
      <Toaster
        position={isWide ? 'bottom-left' : 'bottom-center'}
        offset={TOASTS_OFFSET}
        mobileOffset={TOASTS_OFFSET}
        visibleToasts={MAX_TOASTS}
        theme="dark"
        richColors
        closeButton
      />
    </div>
  );
}
