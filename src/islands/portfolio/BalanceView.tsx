import { Button } from '#islands/ui/Button.tsx';
import { LinkButton } from '#islands/ui/LinkButton.tsx';
import { Skeleton } from '#islands/ui/Skeleton.tsx';
import { Table } from '#islands/ui/Table.tsx';
import { formatUsd } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/portfolio.ts';
import { balanceColumns } from './balance-columns.tsx';
import type { BalanceRow } from './balance-rows.ts';
import { PortfolioPage } from './PortfolioPage.tsx';

/** Props of /account/balance: the rows, their USD totals (undefined while loading), the load state and the actions. */
export interface BalanceViewProps {
  readonly rows: readonly BalanceRow[];
  readonly totals: { readonly usd: bigint; readonly lentUsd: bigint; readonly borrowedUsd: bigint } | undefined;
  readonly isLoading?: boolean;
  readonly errorMessage?: string;
  readonly onRetry?: () => void;
  readonly onDeposit: () => void;
  readonly onWithdraw: () => void;
  readonly onTransfer: () => void;
  /** A table on a desktop, a card per token on a phone. */
  readonly layout?: 'table' | 'cards';
}

/**
 * /account/balance: per token the balance, what is lent and borrowed, the net value (balance + lent - borrowed) and
 * its USD value, the collateral factor and the interest APR earned or paid; the totals; Deposit, Withdraw, Transfer
 * and the way to Earn.
 */
export function BalanceView(props: BalanceViewProps) {
  const { totals } = props;
  const figure = (usd: bigint | undefined) =>
    usd === undefined ? <Skeleton width="6em" /> : <span className="num">{formatUsd(usd)}</span>;
  return (
    <PortfolioPage
      title={t('page.balance')}
      current="/account/balance"
      actions={
        <>
          <Button variant="primary" onPress={props.onDeposit}>
            {t('balance.deposit')}
          </Button>
          <Button onPress={props.onWithdraw}>{t('balance.withdraw')}</Button>
          <Button onPress={props.onTransfer}>{t('balance.transfer')}</Button>
          <LinkButton href="/earn" variant="ghost">
            {t('balance.earn')}
          </LinkButton>
        </>
      }
    >
      <p className="portfolio-muted">{t('balance.intro')}</p>
      {props.errorMessage ? null : (
        <dl className="portfolio-totals portfolio-figures" aria-label={t('balance.totals')}>
          <div className="portfolio-figure">
            <dt>{t('balance.total.usd')}</dt>
            <dd>{figure(totals?.usd)}</dd>
          </div>
          <div className="portfolio-figure">
            <dt>{t('balance.total.lent')}</dt>
            <dd>{figure(totals?.lentUsd)}</dd>
          </div>
          <div className="portfolio-figure">
            <dt>{t('balance.total.borrowed')}</dt>
            <dd>{figure(totals?.borrowedUsd)}</dd>
          </div>
        </dl>
      )}
      <Table
        aria-label={t('balance.caption')}
        className="portfolio-table"
        columns={balanceColumns}
        rows={props.rows}
        isLoading={props.isLoading}
        loadingRowCount={3}
        errorMessage={props.errorMessage}
        onRetry={props.onRetry}
        emptyMessage={t('balance.empty')}
        defaultSortDescriptor={{ column: 'usd', direction: 'descending' }}
        layout={props.layout}
      />
    </PortfolioPage>
  );
}
