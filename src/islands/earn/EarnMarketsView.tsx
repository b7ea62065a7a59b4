import { useState } from 'react';
import { t } from '#lib/i18n/earn.ts';
import { Table } from '#islands/ui/Table.tsx';
import { earnColumns } from './earn-columns.tsx';
import type { EarnMarketRow } from './earn-rows.ts';
import { RateCurveView } from './RateCurveView.tsx';
import './earn.css';

/** Props of the /earn markets: one row per token with a pool, and the load state. */
export interface EarnMarketsViewProps {
  readonly rows: readonly EarnMarketRow[];
  /** The pools or the configuration are loading (skeleton rows). */
  readonly isLoading?: boolean;
  /** The markets could not be loaded (alert with Try again instead of rows). */
  readonly errorMessage?: string;
  readonly onRetry?: () => void;
}

/**
 * /earn: the lending markets, one row per token, sortable by any column (supply APR first, highest on top): APRs
 * from the rate curve at the pool's utilization, the pool's totals and free liquidity, the collateral factor, and
 * what the account supplied and borrowed. Pressing a row shows that token's rate curve below (the first row's at
 * first).
 */
export function EarnMarketsView({ rows, isLoading, errorMessage, onRetry }: EarnMarketsViewProps) {
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const curveRow = isLoading || errorMessage ? undefined : (rows.find((row) => row.id === selected) ?? rows[0]);
  return (
    <section className="earn-page" aria-labelledby="earn-title">
      <header className="earn-head">
        <h1 id="earn-title">{t('page.earn')}</h1>
        <p className="earn-intro">{t('earn.markets.intro')}</p>
      </header>
      <Table
        aria-label={t('earn.markets.caption')}
        className="earn-table"
        columns={earnColumns}
        rows={rows}
        isLoading={isLoading}
        loadingRowCount={5}
        errorMessage={errorMessage}
        onRetry={onRetry}
        emptyMessage={t('earn.markets.empty')}
        defaultSortDescriptor={{ column: 'supplyApr', direction: 'descending' }}
        onRowAction={(key) => setSelected(String(key))}
      />
      {curveRow ? <RateCurveView token={curveRow.token} decimals={curveRow.decimals} pool={curveRow.pool} /> : null}
    </section>
  );
}
