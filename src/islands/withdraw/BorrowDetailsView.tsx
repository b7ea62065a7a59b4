import { Skeleton } from '#islands/ui/Skeleton.tsx';
import { AlertIcon } from '#islands/ui/Icons.tsx';
import { formatAmount, formatPercent } from '#lib/domain/format.ts';
import { t, type FundsMessageKey } from '#lib/i18n/funds.ts';
import './withdraw.css';

/** The token's margin factors (rates x 10^9) from its configuration. */
export interface BorrowFactors {
  readonly collateralFactor: bigint;
  readonly borrowInitialFactor: bigint;
  readonly borrowMaintenanceFactor: bigint;
}

/** The token's pool now: APRs and utilization (rates x 10^9), amounts in base units. */
export interface BorrowPoolStats {
  readonly borrowApr: bigint;
  readonly lendApr: bigint;
  readonly utilization: bigint;
  readonly totalLent: bigint;
  readonly totalBorrowed: bigint;
  readonly borrowEnabled: boolean;
}

/** What the panel shows: loading, the figures, or the pool failed to load. */
export type BorrowDetailsState =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly factors: BorrowFactors; readonly pool: BorrowPoolStats };

/** Props of the borrow details. */
export interface BorrowDetailsViewProps {
  readonly token: string;
  readonly decimals: number;
  readonly state: BorrowDetailsState;
}

function Row({ label, value }: { readonly label: FundsMessageKey; readonly value: string | undefined }) {
  return (
    <div>
      <dt>{t(label)}</dt>
      <dd className="num">{value ?? <Skeleton className="borrow-skeleton" />}</dd>
    </div>
  );
}

/**
 * Borrow details and stats of one token (SPEC 2, the 420 px side panel from Withdraw's Enable borrow): its margin
 * factors, borrow and lend APR, utilization (percentages with 2 decimals), and the pool's totals.
 */
export function BorrowDetailsView({ token, decimals, state }: BorrowDetailsViewProps) {
  if (state.status === 'error')
    return (
      <p className="borrow-error" role="alert">
        <AlertIcon />
        <span>{t('borrow.failed')}</span>
      </p>
    );
  const ready = state.status === 'ready' ? state : undefined;
  const pct = (rate: bigint | undefined) => (rate === undefined ? undefined : formatPercent(rate));
  const amount = (units: bigint | undefined) =>
    units === undefined ? undefined : `${formatAmount(units, decimals)} ${token}`;
  const pool = ready?.pool;
  return (
    <div className="borrow-details" aria-busy={state.status === 'loading' || undefined}>
      {pool && !pool.borrowEnabled && <p className="borrow-note">{t('borrow.disabled', { token })}</p>}
      <section aria-labelledby="borrow-factors">
        <h3 id="borrow-factors" className="borrow-heading">
          {t('borrow.factors')}
        </h3>
        <dl className="borrow-list">
          <Row label="borrow.collateralFactor" value={pct(ready?.factors.collateralFactor)} />
          <Row label="borrow.borrowInitialFactor" value={pct(ready?.factors.borrowInitialFactor)} />
          <Row label="borrow.borrowMaintenanceFactor" value={pct(ready?.factors.borrowMaintenanceFactor)} />
        </dl>
      </section>
      <section aria-labelledby="borrow-stats">
        <h3 id="borrow-stats" className="borrow-heading">
          {t('borrow.stats')}
        </h3>
        <dl className="borrow-list">
          <Row label="borrow.apr" value={pct(pool?.borrowApr)} />
          <Row label="borrow.lendApr" value={pct(pool?.lendApr)} />
          <Row label="borrow.utilization" value={pct(pool?.utilization)} />
          <Row label="borrow.totalLent" value={amount(pool?.totalLent)} />
          <Row label="borrow.totalBorrowed" value={amount(pool?.totalBorrowed)} />
          <Row
            label="borrow.available"
            value={amount(pool === undefined ? undefined : pool.totalLent - pool.totalBorrowed)}
          />
        </dl>
      </section>
    </div>
  );
}
