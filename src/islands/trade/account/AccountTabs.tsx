import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Tab, TabList, TabPanel, Tabs } from '#islands/ui/Tabs.tsx';
import { t } from '#lib/i18n/index.ts';
import { openModal } from '#stores/modal.ts';
import { $closesPending, cancelOrder } from '#stores/trade-actions.ts';
import { $tradeAccount } from '#stores/trade-account.ts';
import { HistoryTable } from './HistoryTable.tsx';
import { OpenOrdersTableView, type OpenOrderRow } from './OpenOrdersTableView.tsx';
import { PositionsTableView, type PositionRow } from './PositionsTableView.tsx';
import './account-tables.css';

/** Positions, open orders, order history, fills and funding of the current account, as tabs under the chart. */
export function AccountTabs() {
  const account = useStore($tradeAccount);
  const closing = useStore($closesPending);
  const [canceling, setCanceling] = useState<ReadonlySet<number>>(new Set());
  const ready = account.status === 'ready' ? account : undefined;
  const positions: PositionRow[] = (ready?.positions ?? []).map((p) => ({
    id: p.market,
    baseToken: p.grid.baseToken,
    baseDecimals: p.grid.baseDecimals,
    lotSize: p.grid.lotSize,
    tickSize: p.grid.tickSize,
    size: p.size,
    entryPrice: p.entryPrice,
    markPrice: p.markPrice,
    pnlUsd: p.pnlUsd,
    liquidationPrice: p.liquidationPrice,
    marginUsd: p.marginUsd,
  }));
  const orders: OpenOrderRow[] = (ready?.orders ?? []).map((o) => ({
    id: o.id,
    market: o.market,
    isBid: o.isBid,
    price: o.price,
    size: o.size,
    sizeLeft: o.sizeLeft,
    timestamp: o.timestamp,
    baseDecimals: o.grid.baseDecimals,
    lotSize: o.grid.lotSize,
    tickSize: o.grid.tickSize,
  }));
  const state = {
    isLoading: account.status === 'loading',
    errorMessage: account.status === 'error' ? t('account.loadError') : undefined,
    emptyMessage: account.status === 'disconnected' ? t('account.connect') : undefined,
  };
  const cancel = async (row: OpenOrderRow) => {
    if (!ready || canceling.has(row.id)) return;
    setCanceling((s) => new Set([...s, row.id]));
    await cancelOrder(ready.userId, row.market, row.id);
    setCanceling((s) => new Set([...s].filter((id) => id !== row.id)));
  };
  return (
    <section className="account-tabs" aria-label={t('account.tabs')}>
      <Tabs defaultSelectedKey="positions">
        <TabList aria-label={t('account.tabs')}>
          <Tab id="positions">
            {t('account.positions')}
            {positions.length > 0 ? ` (${positions.length})` : ''}
          </Tab>
          <Tab id="orders">
            {t('account.openOrders')}
            {orders.length > 0 ? ` (${orders.length})` : ''}
          </Tab>
          <Tab id="history">{t('account.orderHistory')}</Tab>
          <Tab id="fills">{t('account.fills')}</Tab>
          <Tab id="funding">{t('account.funding')}</Tab>
        </TabList>
        <TabPanel id="positions" className="trade-tab-panel">
          <PositionsTableView
            rows={positions}
            {...state}
            pending={closing}
            onMarketClose={(market) => openModal('marketClose', { market })}
            onLimitClose={(market) => openModal('limitClose', { market })}
          />
        </TabPanel>
        <TabPanel id="orders" className="trade-tab-panel">
          <OpenOrdersTableView rows={orders} {...state} canceling={canceling} onCancel={(row) => void cancel(row)} />
        </TabPanel>
        {(['history', 'fills', 'funding'] as const).map((id) => (
          <TabPanel key={id} id={id} className="trade-tab-panel">
            {ready ? (
              <HistoryTable userId={ready.userId} kind={id === 'history' ? 'orders' : id} />
            ) : (
              <p className="account-tabs-message">
                {account.status === 'disconnected' ? t('account.connect') : t('trade.loading')}
              </p>
            )}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
