import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Modal } from '#islands/ui/Modal.tsx';
import { marketClosePrice } from '#lib/domain/close.ts';
import { t } from '#lib/i18n/trade.ts';
import type { ModalComponentProps } from '#stores/modal.ts';
import { $closesPending, closeAtLimit, closeAtMarket } from '#stores/trade-actions.ts';
import { $tradeAccount } from '#stores/trade-account.ts';
import { notify } from '#stores/toasts.ts';
import { $indexPrices } from '#stores/prices.ts';
import { CloseFormView } from './CloseFormView.tsx';

/**
 * Both close modals: the live position of the market (sizes clamped to it when sent), closing itself when the
 * position is gone (SPEC 4) and after the close, success or failure; the Confirm waits while the close is pending.
 */
function CloseModal({
  kind,
  market,
  isOpen,
  onClose,
}: {
  kind: 'market' | 'limit';
  market: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const account = useStore($tradeAccount);
  const prices = useStore($indexPrices);
  const pending = useStore($closesPending).has(market);
  const sent = useRef(false);
  const position = account.status === 'ready' ? account.positions.find((p) => p.market === market) : undefined;
  const gone = account.status !== 'loading' && position === undefined;
  useEffect(() => {
    if (!gone || !isOpen) return;
    if (!sent.current) notify({ kind: 'error', title: 'sonnerMessages.positionNotFound' });
    onClose();
  }, [gone, isOpen, onClose]);
  if (position === undefined || account.status !== 'ready') return null;
  const index = prices.get(position.grid.baseToken) ?? position.markPrice;
  const request = {
    grid: position.grid,
    userId: account.userId,
    market,
    positionSize: position.size,
    lotSize: position.grid.lotSize,
    tickSize: position.grid.tickSize,
  };
  const confirm = async (quantity: bigint, price: bigint | undefined) => {
    sent.current = true;
    if (kind === 'market') await closeAtMarket({ ...request, quantity }, index);
    else if (price !== undefined) await closeAtLimit({ ...request, quantity }, price);
    onClose();
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => open || onClose()}
      title={t(kind === 'market' ? 'close.marketTitle' : 'close.limitTitle', { market })}
      size={kind === 'limit' ? 'limitClose' : 'default'}
      isPending={pending}
    >
      <CloseFormView
        kind={kind}
        position={{
          market,
          baseToken: position.grid.baseToken,
          baseDecimals: position.grid.baseDecimals,
          lotSize: position.grid.lotSize,
          tickSize: position.grid.tickSize,
          size: position.size,
          indexPrice: index,
        }}
        worstPrice={kind === 'market' ? marketClosePrice(position.size, index, position.grid.tickSize) : undefined}
        isPending={pending}
        onConfirm={(quantity, price) => void confirm(quantity, price)}
      />
    </Modal>
  );
}

/** Market close (SPEC 2): size in percent of the position, filled within 5 % of the index. */
export function MarketCloseModal({ args, isOpen, onClose }: ModalComponentProps<'marketClose'>) {
  return <CloseModal kind="market" market={args.market} isOpen={isOpen} onClose={onClose} />;
}

/** Limit close (SPEC 2, 380 px): closing price and quantity. */
export function LimitCloseModal({ args, isOpen, onClose }: ModalComponentProps<'limitClose'>) {
  return <CloseModal kind="limit" market={args.market} isOpen={isOpen} onClose={onClose} />;
}
