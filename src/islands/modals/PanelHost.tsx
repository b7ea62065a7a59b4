import { useStore } from '@nanostores/react';
import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';
import { OverlayLoading } from '#islands/ui/OverlayLoading.tsx';
import { $panel, closePanel } from '#stores/panel.ts';
import { notifyOverlayLoadFailed } from '#stores/toasts.ts';
import { useLazyRegistry } from './lazy-registry.ts';
import { OverlayHost } from './OverlayHost.tsx';

/** The panel registry, downloaded when a panel first opens (lazy-registry.ts). */
const loadRegistry = () => import('./panel-registry.ts').then((m) => m.PANEL_REGISTRY);

/** The registry could not be downloaded: the panel that waits for it closes, and the user is told. */
function registryFailed(): void {
  closePanel();
  notifyOverlayLoadFailed();
}

/** Renders the open side panel of the $panel store from the panel registry. */
function PanelHostContainer() {
  const open = useStore($panel);
  const registry = useLazyRegistry(loadRegistry, open !== undefined, registryFailed);
  if (!registry) return open === undefined ? null : <OverlayLoading />;
  return (
    <OverlayHost
      open={open}
      registry={registry}
      onClose={closePanel}
      onLoadError={notifyOverlayLoadFailed}
      fallback={<OverlayLoading />}
    />
  );
}

/** The one side-panel host island of the layout: every panel opens through openPanel(id, args). */
export const PanelHost = withErrorBoundary(PanelHostContainer);
