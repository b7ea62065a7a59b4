import { PlainButton } from '#islands/ui/PlainButton.tsx';
import { Table } from '#islands/ui/Table.tsx';
import { PlainTabs } from '#islands/ui/PlainTabs.tsx';
import { VirtualTable } from '#islands/ui/VirtualTable.tsx';
import { HISTORY_KINDS, hasMarket, type HistoryKind, type HistoryRowOf } from '#lib/history/kinds.ts';
import { t } from '#lib/i18n/activity.ts';
import { ActivityPageView } from './ActivityPageView.tsx';
import { ExportBarView, type ExportBarState } from './ExportBarView.tsx';
import { HistoryFiltersView, type HistoryFilterFields } from './HistoryFiltersView.tsx';
import { historyColumns, historyTableRows, type HistoryFormats } from './history-columns.tsx';
import './activity.css';
import './history.css';

/** Props of /account/history. */
export interface HistoryViewProps {
  readonly kind: HistoryKind;
  readonly onKindChange: (kind: HistoryKind) => void;
  /** The rows loaded so far of the chosen list (of `kind` only). */
  readonly rows: readonly HistoryRowOf[HistoryKind][];
  /** Rows matching the filter across all pages, when the exchange says. */
  readonly total?: number;
  readonly isLoading?: boolean;
  readonly errorMessage?: string;
  readonly onRetry?: () => void;
  readonly hasMore?: boolean;
  readonly isLoadingMore?: boolean;
  readonly onLoadMore?: () => void;
  readonly markets: readonly string[];
  readonly filter: HistoryFilterFields;
  readonly onFilterChange: (filter: HistoryFilterFields) => void;
  readonly exportState: ExportBarState;
  readonly onExport: () => void;
  readonly onCancelExport: () => void;
  readonly onDismissExportError: () => void;
  readonly formats: HistoryFormats;
  readonly layout?: 'table' | 'cards';
}

/** The virtualized list's height: most of a laptop screen, the page itself does not scroll for it. */
const LIST_HEIGHT = 'min(640px, 70vh)';

/**
 * /account/history: tabs Fills, Orders, Trigger orders, Transfers, Deposits, Withdrawals, Funding; filters by market
 * and UTC date; a sortable list that loads the next page as it scrolls (virtualized; cards with Load more on a
 * phone); Export CSV of the whole filtered list with progress and Cancel.
 */
export function HistoryView(props: HistoryViewProps) {
  const columns = historyColumns(props.kind, props.formats);
  const rows = historyTableRows(props.kind, props.rows);
  const state = {
    'aria-label': t(`history.tab.${props.kind}`),
    className: 'activity-table history-table',
    columns,
    rows,
    isLoading: props.isLoading,
    errorMessage: props.errorMessage,
    onRetry: props.onRetry,
    emptyMessage: t('history.empty'),
  } as const;
  const cards = props.layout === 'cards';
  return (
    <ActivityPageView title={t('history.title')} current="/account/history">
      <div className="history-toolbar">
        <HistoryFiltersView
          markets={props.markets}
          value={props.filter}
          onChange={props.onFilterChange}
          marketApplies={hasMarket(props.kind)}
        />
        <ExportBarView
          state={props.exportState}
          isDisabled={props.isLoading || props.errorMessage !== undefined || props.rows.length === 0}
          onExport={props.onExport}
          onCancel={props.onCancelExport}
          onDismissError={props.onDismissExportError}
        />
      </div>
      <PlainTabs
        aria-label={t('history.tabs')}
        listClassName="history-tabs"
        tabs={HISTORY_KINDS.map((kind) => ({ id: kind, label: t(`history.tab.${kind}`) }))}
        selectedKey={props.kind}
        onSelectionChange={props.onKindChange}
      >
        {cards ? (
          <Table {...state} layout="cards" />
        ) : (
          <VirtualTable
            {...state}
            height={LIST_HEIGHT}
            onLoadMore={props.hasMore ? props.onLoadMore : undefined}
            isLoadingMore={props.isLoadingMore}
          />
        )}
      </PlainTabs>
      {props.total !== undefined && !props.isLoading && props.errorMessage === undefined ? (
        <p className="history-count">{t('history.count', { shown: props.rows.length, total: props.total })}</p>
      ) : null}
      {cards && props.hasMore ? (
        <div className="history-more">
          <PlainButton variant="secondary" onPress={props.onLoadMore} isPending={props.isLoadingMore}>
            {t('history.loadMore')}
          </PlainButton>
        </div>
      ) : null}
    </ActivityPageView>
  );
}
