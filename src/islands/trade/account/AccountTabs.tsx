import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '#islands/ui/Button.tsx';
import { Tab, TabList, TabPanel, Tabs } from '#islands/ui/Tabs.tsx';
import { t } from '#lib/i18n/trade.ts';
import { openModal } from '#stores/modal.ts';
import { $closesPending, cancelOrder } from '#stores/trade-actions.ts';
import { $tradeAccount } from '#stores/trade-account.ts';
import { cancelTrigger } from '#stores/trigger-actions.ts';
import { $isWide } from '#stores/viewport.ts';
import { useAfterInteractive } from '../interactive-mark.ts';
import type { OpenOrderRow } from './OpenOrdersTableView.tsx';
import type { PositionRow } from './PositionsTableView.tsx';
import { orderCellsRow } from '#islands/shared/order-row.ts';
import './account-tables.css';

const loadTables = () => import('./account-tables.ts');

/** The message a tab shows instead of its table: while its code loads, or when the code could not be downloaded. */
function TabMessage({ children }: { readonly children: ReactNode }) {
  return <p className="account-tabs-message">{children}</p>;
}

/** One table of the tables chunk as a lazy component; a failed download shows the load error in its tab. */
function lazyTable<K extends keyof Awaited<ReturnType<typeof loadTables>>>(name: K) {
  type Table = Awaited<ReturnType<typeof loadTables>>[K];
  return lazy((): Promise<{ default: Table }> =>
    loadTables().then(
      (tables) => ({ default: tables[name] }),
      () => ({ default: (() => <TabMessage>{t('account.loadError')}</TabMessage>) as ComponentType as Table }),
    ),
  );
}

/**
 * One account tab: its name and count; on a phone a shorter word shows ("Orders", "History") so all five tabs fit
 * 390 px (Funding was cut off the strip), while the accessible name stays the full one.
 */
function AccountTab(props: {
  readonly id: string;
  readonly name: string;
  readonly short?: string;
  readonly count?: number;
}) {
  const count = props.count ? ` (${props.count})` : '';
  return (
    <Tab id={props.id} aria-label={props.short === undefined ? undefined : `${props.name}${count}`}>
      {props.short ?? props.name}
      {count}
    </Tab>
  );
}

const PositionsTableView = lazyTable('PositionsTableView');
const OpenOrdersTableView = lazyTable('OpenOrdersTableView');
const HistoryTable = lazyTable('HistoryTable');
const OrderHistory = lazyTable('OrderHistory');

/**
 * Positions, open orders, order history, fills and funding of the current account, as tabs under the chart. Their
 * tables' code loads once the book and the order form are usable; until then each tab says what it will show.
 */
export function AccountTabs() {
  const account = useStore($tradeAccount);
  const closing = useStore($closesPending);
  // a phone lists cards: a table of eight columns needs a sideways scroll to reach PnL and Close
  const isWide = useStore($isWide);
  const layout = isWide ? 'table' : 'cards';
  const [canceling, setCanceling] = useState<ReadonlySet<number>>(new Set());
  const ready = account.status === 'ready' ? account : undefined;
  const after = useAfterInteractive();
  const waiting = (
    <TabMessage>{account.status === 'disconnected' ? t('account.connect') : t('trade.loading')}</TabMessage>
  );
  const later = (table: ReactNode) => (after ? <Suspense fallback={waiting}>{table}</Suspense> : waiting);
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
    takeProfit: p.takeProfit?.triggerPrice ?? null,
    stopLoss: p.stopLoss?.triggerPrice ?? null,
  }));
  const orders: OpenOrderRow[] = (ready?.orders ?? []).map(orderCellsRow);
  // trigger orders list with the resting ones, by their trigger (a market trigger has no price of its own)
  for (const o of ready?.triggers ?? []) {
    orders.push({
      id: o.id,
      market: o.market,
      isBid: o.isBid,
      price: o.limitPrice ?? o.triggerPrice,
      size: o.size ?? 0n,
      sizeLeft: o.size ?? 0n,
      timestamp: o.timestamp,
      baseDecimals: o.grid.baseDecimals,
      lotSize: o.grid.lotSize,
      tickSize: o.grid.tickSize,
      trigger: {
        kind: o.kind,
        condition: o.condition,
        triggerPrice: o.triggerPrice,
        limitPrice: o.limitPrice,
        wholePosition: o.size === null,
      },
    });
  }
  const state = {
    isLoading: account.status === 'loading',
    errorMessage: account.status === 'error' ? t('account.loadError') : undefined,
    emptyMessage: account.status === 'disconnected' ? t('account.connect') : undefined,
    layout,
  } as const;
  const cancel = async (row: OpenOrderRow) => {
    if (!ready || canceling.has(row.id)) return;
    setCanceling((s) => new Set([...s, row.id]));
    if (row.trigger === undefined) await cancelOrder(ready.userId, row.market, row.id);
    else await cancelTrigger(ready.userId, row.market, row.id);
    setCanceling((s) => new Set([...s].filter((id) => id !== row.id)));
  };
  return (
    <section className="account-tabs" aria-label={t('account.tabs')}>
      <Tabs defaultSelectedKey="positions">
        <TabList aria-label={t('account.tabs')}>
          <AccountTab id="positions" name={t('account.positions')} count={positions.length} />
          <AccountTab
            id="orders"
            name={t('account.openOrders')}
            short={isWide ? undefined : t('account.openOrdersShort')}
            count={orders.length}
          />
          <AccountTab
            id="history"
            name={t('account.orderHistory')}
            short={isWide ? undefined : t('account.orderHistoryShort')}
          />
          <AccountTab id="fills" name={t('account.fills')} />
          <AccountTab id="funding" name={t('account.funding')} />
        </TabList>
        <TabPanel id="positions" className="trade-tab-panel">
          {/* always there (greyed with nothing to close): the first position no longer pushes the table down */}
          <div className="positions-toolbar">
            <Button
              size="sm"
              variant="secondary"
              isDisabled={positions.length === 0}
              onPress={() => openModal('closeAll')}
            >
              {t('positions.closeAll')}
            </Button>
          </div>
          {later(
            <PositionsTableView
              rows={positions}
              {...state}
              pending={closing}
              onMarketClose={(market) => openModal('marketClose', { market })}
              onLimitClose={(market) => openModal('limitClose', { market })}
              onTpSl={(market) => openModal('tpsl', { market })}
            />,
          )}
        </TabPanel>
        <TabPanel id="orders" className="trade-tab-panel">
          {later(
            <OpenOrdersTableView rows={orders} {...state} canceling={canceling} onCancel={(row) => void cancel(row)} />,
          )}
        </TabPanel>
        {(['history', 'fills', 'funding'] as const).map((id) => (
          <TabPanel key={id} id={id} className="trade-tab-panel">
            {ready
              ? later(
                  id === 'history' ? (
                    <OrderHistory userId={ready.userId} layout={layout} />
                  ) : (
                    <HistoryTable userId={ready.userId} kind={id} layout={layout} />
                  ),
                )
              : waiting}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
