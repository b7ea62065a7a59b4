import { Skeleton } from '#islands/ui/Skeleton.tsx';
import { displayTrend, formatPercent, formatUsd } from '#lib/domain/format.ts';
import { formatSharePrice } from './vault-format.ts';
import type { VaultApr } from '#lib/domain/vault.ts';
import { t } from '#lib/i18n/vault.ts';

/** The vault's headline figures, all exact; undefined fields load (skeletons). */
export interface VaultStatsViewProps {
  readonly tvl?: bigint;
  readonly sharePrice?: bigint;
  /** The 30-day APR; null when the history is too short to say. */
  readonly apr?: VaultApr | null;
  readonly allTimePnl?: bigint;
  readonly maxDrawdown?: bigint;
}

const DAY_MS = 86_400_000;

/** One figure: its label, the value or a skeleton, and an optional note. */
function Stat(props: { label: string; value?: string; trend?: string; note?: string; testId: string }) {
  return (
    <div className="vault-stat" data-testid={props.testId}>
      <dt>{props.label}</dt>
      <dd className="num" data-trend={props.trend}>
        {props.value ?? <Skeleton width="6em" height="1.2em" />}
      </dd>
      {props.note ? <dd className="vault-stat-note">{props.note}</dd> : null}
    </div>
  );
}

/**
 * TVL, share price (USDC per share), 30-day APR (signed and coloured either way; when the history is shorter it says
 * over how many days), all-time PnL and max drawdown of the share price.
 */
export function VaultStatsView({ tvl, sharePrice, apr, allTimePnl, maxDrawdown }: VaultStatsViewProps) {
  const aprText =
    apr === undefined ? undefined : apr === null ? '–' : formatPercent(apr.apr, { signDisplay: 'exceptZero' });
  const aprNote =
    apr === null
      ? t('vault.aprNone')
      : apr?.isPartial
        ? t('vault.aprPartial', { days: Math.max(1, Math.round((apr.toMs - apr.fromMs) / DAY_MS)) })
        : undefined;
  const pnlText = allTimePnl === undefined ? undefined : formatUsd(allTimePnl, { signDisplay: 'exceptZero' });
  return (
    <dl className="vault-stats" aria-label={t('vault.stats')}>
      <Stat testId="vault-tvl" label={t('vault.tvl')} value={tvl === undefined ? undefined : formatUsd(tvl)} />
      <Stat
        testId="vault-share-price"
        label={t('vault.sharePrice')}
        value={sharePrice === undefined ? undefined : formatSharePrice(sharePrice)}
        note={t('vault.sharePriceHint')}
      />
      <Stat
        testId="vault-apr"
        label={t('vault.apr30')}
        value={aprText}
        {...(aprText === undefined ? {} : { trend: displayTrend(aprText) })}
        {...(aprNote === undefined ? {} : { note: aprNote })}
      />
      <Stat
        testId="vault-pnl"
        label={t('vault.allTimePnl')}
        value={pnlText}
        {...(pnlText === undefined ? {} : { trend: displayTrend(pnlText) })}
      />
      <Stat
        testId="vault-drawdown"
        label={t('vault.maxDrawdown')}
        value={maxDrawdown === undefined ? undefined : formatPercent(-maxDrawdown, { signDisplay: 'exceptZero' })}
      />
    </dl>
  );
}
