import { useEffect, useState } from 'react';
import { Button } from '#islands/ui/Button.tsx';
import { Modal } from '#islands/ui/Modal.tsx';
import { t } from '#lib/i18n/index.ts';
import { updateDraft } from '#stores/order-draft.ts';
import { markInteractive } from '../interactive-mark.ts';
import { OrderPanel } from './OrderPanel.tsx';

/** The narrow layout's sticky Buy / Sell bar: each opens the order form, on its side, in a sheet. */
export function MobileOrderBar() {
  const [open, setOpen] = useState(false);
  useEffect(() => markInteractive('form'), []);
  const start = (side: 'buy' | 'sell') => {
    updateDraft({ side });
    setOpen(true);
  };
  return (
    <>
      <div className="trade-action-bar">
        <Button variant="buy" size="lg" isFullWidth onPress={() => start('buy')}>
          {t('order.buy')}
        </Button>
        <Button variant="sell" size="lg" isFullWidth onPress={() => start('sell')}>
          {t('order.sell')}
        </Button>
      </div>
      <Modal isOpen={open} onOpenChange={setOpen} title={t('order.label')}>
        <OrderPanel />
      </Modal>
    </>
  );
}
