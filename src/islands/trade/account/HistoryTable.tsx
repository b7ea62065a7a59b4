import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { t } from '#lib/i18n/trade.ts';
import { $api } from '#stores/api.ts';
import { $config } from '#stores/config.ts';
import { readyValue } from '#stores/resource.ts';
import { marketGridOf } from '#stores/trade-account.ts';
import { $userData } from '#stores/user-data.ts';
import { HistoryTableView, type HistoryKind, type HistoryList } from './HistoryTableView.tsx';

/** Loads one history list of the current account, again whenever its data changes (an order, a fill). */
function useHistory(userId: string, kind: HistoryKind, version: unknown) {
  const [state, setState] = useState<{ list?: HistoryList; error?: unknown }>({});
  useEffect(() => {
    const api = $api.get();
    if (!api) return;
    let live = true;
    const load =
      kind === 'orders'
        ? api.getUserPerpOrders({ userId }).then((r): HistoryList => ({ kind, rows: r.orders }))
        : kind === 'fills'
          ? api.getUserPerpFills({ userId }).then((r): HistoryList => ({ kind, rows: r.fills }))
          : api.getUserFundingHistory({ userId }).then((r): HistoryList => ({ kind, rows: r.funding }));
    load.then(
      (list) => live && setState({ list }),
      (error: unknown) => live && setState((s) => ({ ...s, error })),
    );
    return () => {
      live = false;
    };
  }, [userId, kind, version]);
  return state;
}

/** Order history, fills or funding payments of the account, newest first: loads the list and its markets' grids. */
export function HistoryTable({
  userId,
  kind,
  layout,
}: {
  readonly userId: string;
  readonly kind: HistoryKind;
  readonly layout: 'table' | 'cards';
}) {
  const data = useStore($userData);
  const config = readyValue(useStore($config));
  const grids = useMemo(
    () => new Map(Object.values(config?.perpetualsMarkets ?? {}).map((m) => [m.name, marketGridOf(m)])),
    [config],
  );
  const { list, error } = useHistory(userId, kind, data);
  // a list of another kind is never shown under this kind's columns (each tab has its own kind)
  const shown: HistoryList = list?.kind === kind ? list : { kind, rows: [] };
  return (
    <HistoryTableView
      {...shown}
      grids={grids}
      isLoading={list === undefined && error === undefined}
      errorMessage={error === undefined ? undefined : t('account.loadError')}
      emptyMessage={t('account.historyEmpty')}
      layout={layout}
    />
  );
}
