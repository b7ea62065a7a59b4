import { useStore } from '@nanostores/react';
import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';
import { OverlayLoading } from '#islands/ui/OverlayLoading.tsx';
import { $modal, closeModal } from '#stores/modal.ts';
import { notifyOverlayLoadFailed } from '#stores/toasts.ts';
import { OverlayHost } from './OverlayHost.tsx';
import { MODAL_REGISTRY } from './registry.ts';

/** Renders the open modal of the $modal store from the registry. */
function ModalHostContainer() {
  const open = useStore($modal);
  return (
    <OverlayHost
      open={open}
      registry={MODAL_REGISTRY}
      onClose={closeModal}
      onLoadError={notifyOverlayLoadFailed}
      fallback={<OverlayLoading />}
    />
  );
}

/** The one modal host island of the layout: every modal opens through openModal(id, args). */
export const ModalHost = withErrorBoundary(ModalHostContainer);
