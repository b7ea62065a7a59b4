import { useState } from 'react';
import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { t } from '#lib/i18n/activity.ts';
import { cancelMarketsOrders } from '#stores/account-positions.ts';
import { openPanel } from '#stores/panel.ts';
import { cancelOrder } from '#stores/trade-actions.ts';
import { $tradeAccount } from '#stores/trade-account.ts';
import { $isWide } from '#stores/viewport.ts';
import { $wallet } from '#stores/wallet.ts';
import { ConnectPromptView } from './ActivityPageView.tsx';
import { orderCellsRow } from '#islands/shared/order-row.ts';
import { OrdersView, type OrderRow } from './OrdersView.tsx';

const LOADING = { status: 'loading' } as const;
const connect = () => openPanel('login');

/** Runs `task` with `key` in a pending set while it runs (its button waits; no double cancels). */
function usePendingSet<K>() {
  const [pending, setPending] = useState<ReadonlySet<K>>(new Set());
  const run = async (key: K, task: () => Promise<unknown>) => {
    if (pending.has(key)) return;
    setPending((s) => new Set([...s, key]));
    await task();
    setPending((s) => new Set([...s].filter((k) => k !== key)));
  };
  return [pending, run] as const;
}

/** /account/orders: the acting account's resting orders, live from its stream, with the cancels. */
function OrdersScreenContainer() {
  const wallet = useIslandStore($wallet);
  const account = useIslandStore($tradeAccount, LOADING);
  const isWide = useIslandStore($isWide);
  const [canceling, runCancel] = usePendingSet<number>();
  const [cancelingMarkets, runMarkets] = usePendingSet<string>();
  if (account.status === 'disconnected' && wallet.status !== 'connected')
    return (
      <ConnectPromptView
        current="/account/orders"
        title={t('orders.title')}
        onConnect={connect}
        isConnecting={wallet.status === 'connecting'}
      />
    );
  const ready = account.status === 'ready' ? account : undefined;
  const rows: OrderRow[] = (ready?.orders ?? []).map((o) => ({
    ...orderCellsRow(o),
    baseToken: o.grid.baseToken,
  }));
  const markets = [...new Set(rows.map((r) => r.market))];
  return (
    <OrdersView
      rows={rows}
      isLoading={account.status === 'loading' || account.status === 'disconnected'}
      errorMessage={account.status === 'error' ? t('activity.loadError') : undefined}
      canceling={canceling}
      cancelingMarkets={cancelingMarkets}
      onCancel={(row) => ready && void runCancel(row.id, () => cancelOrder(ready.userId, row.market, row.id))}
      onCancelMarket={(market) => ready && void runMarkets(market, () => cancelMarketsOrders(ready.userId, [market]))}
      onCancelAll={() => ready && void runMarkets('all', () => cancelMarketsOrders(ready.userId, markets))}
      layout={isWide ? 'table' : 'cards'}
    />
  );
}

/** The orders page's island. */
export const OrdersScreen = withErrorBoundary(OrdersScreenContainer);
