import { lazy, Suspense, useState } from 'react';
import type { Key } from 'react-aria-components';
import { Tab, TabList, TabPanel, Tabs } from '#islands/ui/Tabs.tsx';
import { t } from '#lib/i18n/advanced.ts';
import { AccountTabs } from './account/AccountTabs.tsx';
import { BookPanel } from './book/BookPanel.tsx';
import { ChartSlot } from './chart/ChartSlot.tsx';
import { MarketBar } from './market/MarketBar.tsx';
import { OrderPanel } from './order/OrderPanel.tsx';
import { MobileOrderBar } from './order/MobileOrderBar.tsx';
import { TradesPanel } from './trades/TradesPanel.tsx';

/** The depth chart loads when its tab first opens (it is not part of the screen's first download). */
const DepthChart = lazy(() => import('./depth/DepthChart.tsx'));

/** The depth tab's panel: the chart once its code is in. */
function DepthSlot() {
  return (
    <Suspense fallback={<p className="depth-loading">{t('trade.loading')}</p>}>
      <DepthChart />
    </Suspense>
  );
}

/** Book and recent trades share one ~300 px column as two tabs (the book first). */
function BookAndTrades() {
  return (
    <Tabs className="trade-book-tabs" defaultSelectedKey="book">
      <TabList aria-label={t('trade.sections')}>
        <Tab id="book">{t('trade.section.book')}</Tab>
        <Tab id="trades">{t('trade.section.trades')}</Tab>
        <Tab id="depth">{t('trade.section.depth')}</Tab>
      </TabList>
      <TabPanel id="book" className="trade-tab-panel">
        <BookPanel />
      </TabPanel>
      <TabPanel id="depth" className="trade-tab-panel">
        <DepthSlot />
      </TabPanel>
      <TabPanel id="trades" className="trade-tab-panel">
        <TradesPanel />
      </TabPanel>
    </Tabs>
  );
}

/**
 * Above 850 px: market bar on top; chart in the centre with book and trades beside it (~300 px); account summary and
 * order entry in the right column (~320 px) from top to bottom; positions, orders and history as tabs below.
 */
export function WideLayout() {
  return (
    <div className="trade-screen" data-layout="wide">
      <div className="trade-area-bar">
        <MarketBar />
      </div>
      <div className="trade-area-chart">
        <ChartSlot />
      </div>
      <div className="trade-area-book">
        <BookAndTrades />
      </div>
      <div className="trade-area-order">
        <OrderPanel />
      </div>
      <div className="trade-area-bottom">
        <AccountTabs />
      </div>
    </div>
  );
}

/**
 * Up to 850 px: the market bar, then chart, book and trades as tabs, the account's tables below, all in one area that
 * scrolls, and under it, in flow, the Buy / Sell bar that opens the order form in a sheet (a bar fixed over the page
 * covered the first position card).
 */
export function NarrowLayout() {
  const [section, setSection] = useState<Key>('chart');
  return (
    <div className="trade-screen" data-layout="narrow">
      <div className="trade-narrow-scroll">
        <MarketBar />
        <Tabs className="trade-market-tabs" selectedKey={section} onSelectionChange={setSection}>
          <TabList aria-label={t('trade.sections')}>
            <Tab id="chart">{t('trade.section.chart')}</Tab>
            <Tab id="book">{t('trade.section.book')}</Tab>
            <Tab id="trades">{t('trade.section.trades')}</Tab>
            <Tab id="depth">{t('trade.section.depth')}</Tab>
          </TabList>
          <TabPanel id="chart" className="trade-tab-panel">
            <ChartSlot />
          </TabPanel>
          <TabPanel id="book" className="trade-tab-panel">
            <BookPanel />
          </TabPanel>
          <TabPanel id="trades" className="trade-tab-panel">
            <TradesPanel />
          </TabPanel>
          <TabPanel id="depth" className="trade-tab-panel">
            <DepthSlot />
          </TabPanel>
        </Tabs>
        <AccountTabs />
      </div>
      <MobileOrderBar />
    </div>
  );
}
