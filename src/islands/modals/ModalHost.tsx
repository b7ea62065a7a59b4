import { useStore } from '@nanostores/react';
import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';
import { OverlayLoading } from '#islands/ui/OverlayLoading.tsx';
import { $modals, closeModalOpening } from '#stores/modal.ts';
import { notifyOverlayLoadFailed } from '#stores/toasts.ts';
import { useLazyRegistry } from './lazy-registry.ts';
import { OverlayHost } from './OverlayHost.tsx';

/** The modal registry, downloaded when a modal first opens (lazy-registry.ts). */
const loadRegistry = () => import('./registry.ts').then((m) => m.MODAL_REGISTRY);

/** The registry could not be downloaded: the modals that wait for it close, and the user is told. */
function registryFailed(): void {
  for (const open of $modals.get()) if (open) closeModalOpening(open);
  notifyOverlayLoadFailed();
}

/**
 * Renders the open modals of the $modals store from the registry: the one at the bottom and the one opened over it
 * (each its own host, so the one beneath stays mounted with its state while the upper one is open, and each plays
 * its own exit animation).
 */
function ModalHostContainer() {
  const [bottom, over] = useStore($modals);
  const registry = useLazyRegistry(loadRegistry, bottom !== undefined, registryFailed);
  if (!registry) return bottom === undefined ? null : <OverlayLoading />;
  const host = (open: typeof bottom) => (
    <OverlayHost
      open={open}
      registry={registry}
      onClose={() => {
        if (open) closeModalOpening(open);
      }}
      onLoadError={notifyOverlayLoadFailed}
      fallback={<OverlayLoading />}
    />
  );
  return (
    <>
      {host(bottom)}
      {host(over)}
    </>
  );
}

/** The one modal host island of the layout: every modal opens through openModal(id, args). */
export const ModalHost = withErrorBoundary(ModalHostContainer);
