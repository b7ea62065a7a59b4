import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Modal } from '#islands/ui/Modal.tsx';
import { t } from '#lib/i18n/activity.ts';
import { $portfolioPositions, closeAllPositions } from '#stores/account-positions.ts';
import type { ModalComponentProps } from '#stores/modal.ts';
import { CloseAllView, type CloseAllRow } from './CloseAllView.tsx';

/**
 * Close all (registry id 'closeAll', opened by /account/positions and the trade screen's positions table): the live
 * positions with the order that closes each; Confirm sends them all at market and closes the modal.
 */
export function CloseAllModal({ isOpen, onClose }: ModalComponentProps<'closeAll'>) {
  const state = useStore($portfolioPositions);
  const [pending, setPending] = useState(false);
  const rows: CloseAllRow[] =
    state.status === 'ready'
      ? state.positions.map((p) => ({
          market: p.market,
          baseToken: p.grid.baseToken,
          baseDecimals: p.grid.baseDecimals,
          lotSize: p.grid.lotSize,
          tickSize: p.grid.tickSize,
          size: p.size,
          worstPrice: p.closePrice,
        }))
      : [];
  // signed out (or the account switched away) while it was open: nothing of this account to close
  const gone = state.status === 'disconnected';
  useEffect(() => {
    if (gone && isOpen && !pending) onClose();
  }, [gone, isOpen, pending, onClose]);
  const confirm = async () => {
    setPending(true);
    await closeAllPositions();
    setPending(false);
    onClose();
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => open || onClose()} title={t('closeAll.title')} isPending={pending}>
      <CloseAllView rows={rows} isPending={pending} onConfirm={() => void confirm()} onCancel={onClose} />
    </Modal>
  );
}
