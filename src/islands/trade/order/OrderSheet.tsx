import { useStore } from '@nanostores/react';
import { Modal } from '#islands/ui/Modal.tsx';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { t } from '#lib/i18n/trade.ts';
import { $currentMarketConfig } from '#stores/current-market.ts';
import { $bookTop } from '#stores/market-feed.ts';
import { MiniBookView } from './MiniBookView.tsx';
import { OrderPanel } from './OrderPanel.tsx';

/** The current market's touch, live, for the sheet. */
function MiniBook() {
  const top = useStore($bookTop);
  const resolution = useStore($currentMarketConfig);
  if (resolution.status !== 'ready') return null;
  const mine = top.market === resolution.config.name;
  return (
    <MiniBookView
      bestBid={mine ? top.bestBid : null}
      bestAsk={mine ? top.bestAsk : null}
      tickSize={parseDecimal(resolution.config.tickSize, PRICE_DECIMALS)}
    />
  );
}

/** Props of the narrow layout's order sheet. */
export interface OrderSheetProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * The order form in a sheet (the narrow layout's Buy / Sell), with the modal code it needs loaded only for it: the
 * best bid and ask on top (the book is behind the sheet), and it closes once the exchange took the order.
 */
export default function OrderSheet({ isOpen, onOpenChange }: OrderSheetProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={t('order.label')}>
      <MiniBook />
      <OrderPanel onPlaced={() => onOpenChange(false)} />
    </Modal>
  );
}
