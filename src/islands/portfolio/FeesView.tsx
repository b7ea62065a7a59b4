import { Badge } from '#islands/ui/Badge.tsx';
import { Skeleton } from '#islands/ui/Skeleton.tsx';
import { Table, type TableColumn } from '#islands/ui/Table.tsx';
import { RATE_ONE } from '#lib/domain/fixed.ts';
import { formatPercent, formatUsd } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/portfolio.ts';
import type { FeeStanding, FeeTierRow } from './fee-rows.ts';
import { PortfolioPage } from './PortfolioPage.tsx';

/** Props of /account/fees: the tiers (the account's marked), its volume and standing (undefined while loading). */
export interface FeesViewProps {
  readonly rows: readonly FeeTierRow[];
  readonly volume30dUsd: bigint | undefined;
  readonly standing: FeeStanding | undefined;
  readonly isLoading?: boolean;
  readonly errorMessage?: string;
  readonly onRetry?: () => void;
  readonly layout?: 'table' | 'cards';
}

const rate = (r: bigint) => formatPercent(r, { decimals: 3 });

const columns: readonly TableColumn<FeeTierRow>[] = [
  {
    id: 'tier',
    name: t('fees.col.tier'),
    isRowHeader: true,
    cell: (row) => (
      <span className="portfolio-you">
        {t('fees.tier', { tier: row.tier })}
        {row.yours ? <Badge>{t('fees.you')}</Badge> : null}
      </span>
    ),
  },
  {
    id: 'volume',
    name: t('fees.col.volume'),
    isNumeric: true,
    cell: (row) => t('fees.atLeast', { volume: formatUsd(row.minVolumeUsd) }),
  },
  { id: 'maker', name: t('fees.col.maker'), isNumeric: true, cell: (row) => rate(row.perpMakerFee) },
  { id: 'taker', name: t('fees.col.taker'), isNumeric: true, cell: (row) => rate(row.perpTakerFee) },
];

/**
 * /account/fees: the account's 30-day volume, tier and effective rates, what the next tier needs (volume left and a
 * progress bar), and every tier (threshold, maker, taker) with the account's marked "You".
 */
export function FeesView(props: FeesViewProps) {
  const { standing, volume30dUsd } = props;
  const next = standing?.next;
  const value = (text: string | undefined) =>
    text === undefined ? <Skeleton width="6em" /> : <span className="num">{text}</span>;
  const percentOfBar = next === undefined ? 100 : Number((next.progress * 100n) / RATE_ONE);
  return (
    <PortfolioPage title={t('page.fees')} current="/account/fees">
      <p className="portfolio-muted">{t('fees.intro')}</p>
      {props.errorMessage ? null : (
        <>
          <dl className="portfolio-figures" aria-busy={standing === undefined || undefined}>
            <div className="portfolio-figure">
              <dt>{t('fees.yourVolume')}</dt>
              <dd>{value(volume30dUsd === undefined ? undefined : formatUsd(volume30dUsd))}</dd>
            </div>
            <div className="portfolio-figure">
              <dt>{t('fees.yourTier')}</dt>
              <dd>{value(standing && t('fees.tier', { tier: standing.current.tier }))}</dd>
            </div>
            <div className="portfolio-figure">
              <dt>{t('fees.yourTaker')}</dt>
              <dd>{value(standing && rate(standing.current.perpTakerFee))}</dd>
            </div>
            <div className="portfolio-figure">
              <dt>{t('fees.yourMaker')}</dt>
              <dd>{value(standing && rate(standing.current.perpMakerFee))}</dd>
            </div>
          </dl>
          {standing === undefined ? null : (
            <section className="portfolio-progress" aria-labelledby="fees-next">
              <h2 id="fees-next" className="portfolio-muted">
                {t('fees.next')}
              </h2>
              <p>
                {next === undefined
                  ? t('fees.top')
                  : t('fees.nextNeeds', {
                      volume: formatUsd(next.volumeLeftUsd),
                      tier: next.tier.tier,
                      taker: rate(next.tier.perpTakerFee),
                      maker: rate(next.tier.perpMakerFee),
                    })}
              </p>
              <div
                className="portfolio-bar"
                role="progressbar"
                aria-label={next ? t('fees.progress', { tier: next.tier.tier }) : t('fees.top')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percentOfBar}
              >
                <div className="portfolio-bar-fill" style={{ width: `${percentOfBar}%` }} />
              </div>
            </section>
          )}
        </>
      )}
      <Table
        aria-label={t('fees.caption')}
        className="portfolio-table"
        columns={columns}
        rows={props.rows}
        isLoading={props.isLoading}
        loadingRowCount={4}
        errorMessage={props.errorMessage}
        onRetry={props.onRetry}
        emptyMessage={t('fees.empty')}
        layout={props.layout}
      />
    </PortfolioPage>
  );
}
