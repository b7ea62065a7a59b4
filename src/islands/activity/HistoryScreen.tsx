import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { parseDecimal, PRICE_DECIMALS } from '#lib/domain/fixed.ts';
import { t } from '#lib/i18n/activity.ts';
import { $config } from '#stores/config.ts';
import { $currentUserId } from '#stores/current-user.ts';
import {
  $historyExport,
  $historyList,
  $historyQuery,
  cancelHistoryExport,
  dismissHistoryExportError,
  exportHistory,
  loadMoreHistory,
  retryHistory,
  setHistoryFilter,
  setHistoryKind,
  type HistoryFilter,
} from '#stores/history.ts';
import { openPanel } from '#stores/panel.ts';
import { readyValue } from '#stores/resource.ts';
import { $isWide } from '#stores/viewport.ts';
import { $wallet } from '#stores/wallet.ts';
import { Skeleton } from '#islands/ui/Skeleton.tsx';
import { ActivityPageView, ConnectPromptView } from './ActivityPageView.tsx';
import type { HistoryFilterFields } from './HistoryFiltersView.tsx';
import { saveTextFile } from './save-file.ts';
// page-level: the lazily loaded view's style sheet comes with the page, not after it
import './history.css';

/**
 * The signed-in history (tabs, filters, the virtualized list and its react-aria table, the export) in a chunk of its
 * own: a signed-out visitor sees the connect prompt and never needs it (about 80 KB gzip). It starts loading as soon
 * as a wallet is connecting, so it is mostly in by the time the account's lists are.
 */
const loadHistoryView = () => import('./HistoryView.tsx');
const HistoryView = lazy(() => loadHistoryView().then((m) => ({ default: m.HistoryView })));

/** What shows while the history's code loads: the page's heading and a skeleton where the list goes. */
function HistoryLoading() {
  return (
    <ActivityPageView title={t('history.title')} current="/account/history">
      <div aria-busy="true">
        <Skeleton className="history-loading" />
      </div>
    </ActivityPageView>
  );
}

const connect = () => openPanel('login');
const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A UTC day's first (or, for `to`, last) millisecond; undefined for an empty or partial date. */
function dayBound(text: string, end: boolean): number | undefined {
  if (!DAY.test(text)) return undefined;
  const start = Date.parse(`${text}T00:00:00.000Z`);
  if (!Number.isFinite(start)) return undefined;
  return end ? start + DAY_MS - 1 : start;
}

/** The store's filter from the fields. */
function toFilter(fields: HistoryFilterFields): HistoryFilter {
  const from = dayBound(fields.from, false);
  const to = dayBound(fields.to, true);
  return {
    ...(fields.market === undefined ? {} : { market: fields.market }),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
  };
}

const exportFile = async () => {
  const file = await exportHistory();
  if (file) saveTextFile(file.name, file.text, 'text/csv;charset=utf-8');
};

/** /account/history: the acting account's lists, filtered, paged by the exchange's cursor, exported as CSV. */
function HistoryScreenContainer() {
  const wallet = useIslandStore($wallet);
  const list = useIslandStore($historyList);
  const query = useIslandStore($historyQuery);
  const exporting = useIslandStore($historyExport);
  const userId = useIslandStore($currentUserId);
  const config = readyValue(useIslandStore($config));
  const isWide = useIslandStore($isWide);
  const [fields, setFields] = useState<HistoryFilterFields>({ market: undefined, from: '', to: '' });
  useEffect(() => {
    if (wallet.status !== 'disconnected') void loadHistoryView();
  }, [wallet.status]);
  const formats = useMemo(
    () => ({
      markets: new Map(
        Object.values(config?.perpetualsMarkets ?? {}).map((m) => [
          m.name,
          {
            baseToken: m.baseToken,
            baseDecimals: m.baseDecimals,
            lotSize: BigInt(m.lotSize),
            tickSize: parseDecimal(m.tickSize, PRICE_DECIMALS),
          },
        ]),
      ),
      tokenDecimals: new Map(Object.entries(config?.tokens ?? {}).map(([name, tok]) => [name, tok.tokenDecimals])),
      userId: userId ?? '',
    }),
    [config, userId],
  );
  if (list.status === 'disconnected' && wallet.status !== 'connected')
    return (
      <ConnectPromptView
        current="/account/history"
        title={t('history.title')}
        onConnect={connect}
        isConnecting={wallet.status === 'connecting'}
      />
    );
  const ready = list.status === 'ready' && list.kind === query.kind ? list : undefined;
  const changeFields = (next: HistoryFilterFields) => {
    setFields(next);
    setHistoryFilter(toFilter(next));
  };
  return (
    <Suspense fallback={<HistoryLoading />}>
      <HistoryView
        kind={query.kind}
        onKindChange={setHistoryKind}
        rows={ready?.rows ?? []}
        total={ready?.total}
        isLoading={ready === undefined && list.status !== 'error'}
        errorMessage={list.status === 'error' ? t('history.error') : undefined}
        onRetry={retryHistory}
        hasMore={ready !== undefined && ready.nextCursor !== null}
        isLoadingMore={ready?.isLoadingMore}
        onLoadMore={loadMoreHistory}
        markets={Object.keys(config?.perpetualsMarkets ?? {})}
        filter={fields}
        onFilterChange={changeFields}
        exportState={exporting}
        onExport={() => void exportFile()}
        onCancelExport={cancelHistoryExport}
        onDismissExportError={dismissHistoryExportError}
        formats={formats}
        layout={isWide ? 'table' : 'cards'}
      />
    </Suspense>
  );
}

/** The history page's island. */
export const HistoryScreen = withErrorBoundary(HistoryScreenContainer);
