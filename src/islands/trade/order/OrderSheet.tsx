import { Modal } from '#islands/ui/Modal.tsx';
import { t } from '#lib/i18n/trade.ts';
import { OrderPanel } from './OrderPanel.tsx';

/** Props of the narrow layout's order sheet. */
export interface OrderSheetProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/** The order form in a sheet (the narrow layout's Buy / Sell), with the modal code it needs loaded only for it. */
export default function OrderSheet({ isOpen, onOpenChange }: OrderSheetProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={t('order.label')}>
      <OrderPanel />
    </Modal>
  );
}
