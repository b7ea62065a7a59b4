import { useState } from 'react';
import { SegmentedControl } from '#islands/ui/SegmentedControl.tsx';
import { t } from '#lib/i18n/advanced.ts';
import { HistoryTable } from './HistoryTable.tsx';
import { TriggerHistory } from './TriggerHistory.tsx';

/**
 * The Order history tab: the orders, or the trigger orders (stops, take profits, stop losses: open, triggered or
 * canceled and why), one list at a time so the tab keeps its single scrolling table.
 */
export function OrderHistory({ userId, layout }: { readonly userId: string; readonly layout: 'table' | 'cards' }) {
  const [list, setList] = useState<'orders' | 'triggers'>('orders');
  return (
    <div className="order-history">
      <SegmentedControl
        aria-label={t('account.orderHistory')}
        size="sm"
        className="order-history-switch"
        items={[
          { id: 'orders', label: t('history.orders') },
          { id: 'triggers', label: t('history.triggers') },
        ]}
        value={list}
        onChange={setList}
      />
      {list === 'orders' ? (
        <HistoryTable userId={userId} kind="orders" layout={layout} />
      ) : (
        <TriggerHistory userId={userId} layout={layout} />
      )}
    </div>
  );
}
