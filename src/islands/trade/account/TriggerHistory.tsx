import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { TriggerOrder } from '#lib/api/contract.ts';
import { t } from '#lib/i18n/advanced.ts';
import { $api } from '#stores/api.ts';
import { $config } from '#stores/config.ts';
import { readyValue } from '#stores/resource.ts';
import { marketGridOf } from '#stores/trade-account.ts';
import { $userData } from '#stores/user-data.ts';
import { TriggerHistoryView } from './TriggerHistoryView.tsx';

/** The account's trigger orders (getUserTriggerOrders), loaded again whenever its data changes. */
export function TriggerHistory({ userId, layout }: { readonly userId: string; readonly layout: 'table' | 'cards' }) {
  const data = useStore($userData);
  const config = readyValue(useStore($config));
  const grids = useMemo(
    () => new Map(Object.values(config?.perpetualsMarkets ?? {}).map((m) => [m.name, marketGridOf(m)])),
    [config],
  );
  const [state, setState] = useState<{ rows?: readonly TriggerOrder[]; error?: unknown }>({});
  useEffect(() => {
    const api = $api.get();
    if (!api) return;
    let live = true;
    api.getUserTriggerOrders({ userId }).then(
      (r) => live && setState({ rows: r.triggers }),
      (error: unknown) => live && setState((s) => ({ ...s, error })),
    );
    return () => {
      live = false;
    };
  }, [userId, data]);
  return (
    <TriggerHistoryView
      rows={state.rows ?? []}
      grids={grids}
      isLoading={state.rows === undefined && state.error === undefined}
      errorMessage={state.error === undefined ? undefined : t('account.loadError')}
      emptyMessage={t('account.historyEmpty')}
      layout={layout}
    />
  );
}
