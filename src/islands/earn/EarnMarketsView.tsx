import { useState } from 'react';
import { Button } from '#islands/ui/Button.tsx';
import { Table } from '#islands/ui/Table.tsx';
import { LENDING_ACTIONS, type LendingAction } from '#lib/domain/lending-actions.ts';
import { t } from '#lib/i18n/earn.ts';
import { earnColumns } from './earn-columns.tsx';
import type { EarnMarketRow } from './earn-rows.ts';
import { EarnSummaryView, type EarnSummaryViewProps } from './EarnSummaryView.tsx';
import { RateCurveSlot } from './RateCurveSlot.tsx';
import './earn.css';

/** Props of the /earn markets: one row per token with a pool, and the load state. */
export interface EarnMarketsViewProps {
  readonly rows: readonly EarnMarketRow[];
  /** The pools or the configuration are loading (skeleton rows). */
  readonly isLoading?: boolean;
  /** The markets could not be loaded (alert with Try again instead of rows). */
  readonly errorMessage?: string;
  readonly onRetry?: () => void;
  /** The account's summary and autolend switch; omitted, no summary shows. */
  readonly summary?: EarnSummaryViewProps;
  /** Opens an action's modal for a token; omitted (no account), the actions are not offered. */
  readonly onAction?: (action: LendingAction, token: string) => void;
  /** Holds the rate curve's chart code back (its placeholder shows) until the page is interactive. */
  readonly isCurveDeferred?: boolean;
  /** A phone: each market is a card (its figures under their names) instead of a row of ten columns. */
  readonly isNarrow?: boolean;
}

/** Whether the row's action can do anything: withdraw needs a supply, repay a debt, borrow a lending pool. */
function canAct(action: LendingAction, row: EarnMarketRow): boolean {
  switch (action) {
    case 'lend':
      return true;
    case 'withdrawLend':
      return (row.yourSupplied ?? 0n) > 0n;
    case 'borrow':
      return row.borrowEnabled;
    case 'repay':
      return (row.yourBorrowed ?? 0n) > 0n;
  }
}

/**
 * /earn: the account's summary, then the lending markets, one row per token, sortable by any column (supply APR
 * first, highest on top): APRs from the rate curve at the pool's utilization, the pool's totals and free liquidity,
 * the collateral factor, and what the account supplied and borrowed. Pressing a row selects its token (the first
 * row's at first): below the table, its Supply, Withdraw, Borrow and Repay and its rate curve.
 */
export function EarnMarketsView(props: EarnMarketsViewProps) {
  const { rows, isLoading, errorMessage, onRetry, summary, onAction, isCurveDeferred } = props;
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const row = isLoading || errorMessage ? undefined : (rows.find((r) => r.id === selected) ?? rows[0]);
  return (
    <section className="earn-page" aria-labelledby="earn-title">
      <header className="earn-head">
        <h1 id="earn-title">{t('page.earn')}</h1>
        <p className="earn-intro">{t('earn.markets.intro')}</p>
      </header>
      {summary ? <EarnSummaryView {...summary} /> : null}
      <Table
        aria-label={t('earn.markets.caption')}
        className="earn-table"
        layout={props.isNarrow ? 'cards' : 'table'}
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
      {row ? (
        <section className="earn-detail" aria-labelledby="earn-detail-title">
          <div className="earn-detail-head">
            <h2 id="earn-detail-title">{row.token}</h2>
            {onAction
              ? LENDING_ACTIONS.map((action) => (
                  <Button
                    key={action}
                    size="sm"
                    variant={action === 'lend' ? 'primary' : 'secondary'}
                    isDisabled={!canAct(action, row)}
                    aria-label={t('earn.actionOf', { action: t(`earn.action.${action}`), token: row.token })}
                    onPress={() => onAction(action, row.token)}
                  >
                    {t(`earn.action.${action}`)}
                  </Button>
                ))
              : null}
          </div>
          <RateCurveSlot token={row.token} decimals={row.decimals} pool={row.pool} isDeferred={isCurveDeferred} />
        </section>
      ) : null}
    </section>
  );
}
