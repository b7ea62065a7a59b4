import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Button } from '#islands/ui/Button.tsx';
import { t } from '#lib/i18n/trade.ts';
import { updateDraft } from '#stores/order-draft.ts';
import { notifyOverlayLoadFailed } from '#stores/toasts.ts';
import { markInteractive } from '../interactive-mark.ts';
import type { OrderSheetProps } from './OrderSheet.tsx';

const loadSheet = () => import('./OrderSheet.tsx');

/** The sheet, loaded once; a failed download says so (the network toast) instead of breaking the screen. */
const OrderSheet = lazy((): Promise<{ default: ComponentType<OrderSheetProps> }> =>
  loadSheet().catch(() => {
    notifyOverlayLoadFailed();
    return { default: () => null };
  }),
);

/**
 * The narrow layout's sticky Buy / Sell bar: each opens the order form, on its side, in a sheet. The sheet's code
 * (the modal and its animation) loads on the first touch of a button, and opens as soon as it is there.
 */
export function MobileOrderBar() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => markInteractive('form'), []);
  const prefetch = () => void loadSheet().catch(() => undefined);
  const start = (side: 'buy' | 'sell') => {
    updateDraft({ side });
    setWanted(true);
    setOpen(true);
  };
  return (
    <>
      <div className="trade-action-bar">
        <Button variant="buy" size="lg" isFullWidth onPress={() => start('buy')} onPressStart={prefetch}>
          {t('order.buy')}
        </Button>
        <Button variant="sell" size="lg" isFullWidth onPress={() => start('sell')} onPressStart={prefetch}>
          {t('order.sell')}
        </Button>
      </div>
      {wanted && (
        <Suspense fallback={null}>
          <OrderSheet isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
