import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Modal } from '#islands/ui/Modal.tsx';
import { t } from '#lib/i18n/advanced.ts';
import { $modalPending, runModalAction, type ModalComponentProps } from '#stores/modal.ts';
import { $indexPrices } from '#stores/prices.ts';
import { notify } from '#stores/toasts.ts';
import { $tradeAccount } from '#stores/trade-account.ts';
import { setPositionTpSl } from '#stores/trigger-actions.ts';
import { TpSlFormView } from './TpSlFormView.tsx';

/**
 * A position's TP/SL (the positions row's button): the live position with its current legs; Confirm replaces
 * them (placeTpSl with replace), Remove cancels them. Closes itself when the position is gone.
 */
export function TpSlModal({ args, isOpen, onClose }: ModalComponentProps<'tpsl'>) {
  const account = useStore($tradeAccount);
  const prices = useStore($indexPrices);
  const pending = useStore($modalPending);
  const position = account.status === 'ready' ? account.positions.find((p) => p.market === args.market) : undefined;
  const gone = account.status !== 'loading' && position === undefined;
  useEffect(() => {
    if (!gone || !isOpen) return;
    notify({ kind: 'error', title: 'sonnerMessages.positionNotFound' });
    onClose();
  }, [gone, isOpen, onClose]);
  if (position === undefined || account.status !== 'ready') return null;
  const { grid } = position;
  const confirm = (takeProfit: bigint | null, stopLoss: bigint | null) => {
    const ids = [position.takeProfit?.id, position.stopLoss?.id].filter((id) => id !== undefined);
    void runModalAction(
      async () => {
        const ok = await setPositionTpSl(
          { grid, userId: account.userId, market: args.market, takeProfit, stopLoss },
          ids,
        );
        if (!ok) throw new Error('refused');
      },
      { keepOpenOnError: true },
    );
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => open || onClose()}
      title={t('tpsl.modalTitle', { market: args.market })}
      isPending={pending}
    >
      <TpSlFormView
        position={{
          market: args.market,
          baseToken: grid.baseToken,
          baseDecimals: grid.baseDecimals,
          lotSize: grid.lotSize,
          tickSize: grid.tickSize,
          size: position.size,
          entryPrice: position.entryPrice,
          markPrice: prices.get(grid.baseToken) ?? position.markPrice,
          liquidationPrice: position.liquidationPrice,
          takeProfit: position.takeProfit?.triggerPrice ?? null,
          stopLoss: position.stopLoss?.triggerPrice ?? null,
        }}
        isPending={pending}
        onConfirm={confirm}
      />
    </Modal>
  );
}
