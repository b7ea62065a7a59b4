import { useStore } from '@nanostores/react';
import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';
import { OverlayLoading } from '#islands/ui/OverlayLoading.tsx';
import { $panel, closePanel } from '#stores/panel.ts';
import { notifyOverlayLoadFailed } from '#stores/toasts.ts';
import { OverlayHost } from './OverlayHost.tsx';
import { PANEL_REGISTRY } from './panel-registry.ts';

/** Renders the open side panel of the $panel store from the panel registry. */
function PanelHostContainer() {
  const open = useStore($panel);
  return (
    <OverlayHost
      open={open}
      registry={PANEL_REGISTRY}
      onClose={closePanel}
      onLoadError={notifyOverlayLoadFailed}
      fallback={<OverlayLoading />}
    />
  );
}

/** The one side-panel host island of the layout: every panel opens through openPanel(id, args). */
export const PanelHost = withErrorBoundary(PanelHostContainer);
