import { useMemo } from 'react';
import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { RATE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { t } from '#lib/i18n/portfolio.ts';
import { $config } from '#stores/config.ts';
import { $signIn } from '#stores/connection.ts';
import { openPanel } from '#stores/panel.ts';
import { $currentAggregatedStats, reloadPortfolioStats } from '#stores/portfolio.ts';
import { readyValue } from '#stores/resource.ts';
import { $isWide } from '#stores/viewport.ts';
import { feeStanding, feeTierRows } from './fee-rows.ts';
import { FeesView } from './FeesView.tsx';
import { PortfolioConnectView } from './PortfolioPage.tsx';

const LOADING = { status: 'loading' } as const;
const connect = () => openPanel('login');
const retry = () => {
  void $config.reload();
  reloadPortfolioStats();
};

/** /account/fees: the configuration's fee tiers and the acting account's 30-day volume (getUserAggregatedStats). */
function FeesScreenContainer() {
  const step = useIslandStore($signIn, 'lookingUp');
  const config = useIslandStore($config, LOADING);
  const stats = useIslandStore($currentAggregatedStats, LOADING);
  const wide = useIslandStore($isWide, true);
  const cfg = readyValue(config);
  const tiers = useMemo(
    () =>
      (cfg?.feeTiers ?? []).map((f) => ({
        tier: f.tier,
        minVolumeUsd: BigInt(f.minVolumeUsd),
        perpTakerFee: parseDecimal(f.perpTakerFee, RATE_DECIMALS),
        perpMakerFee: parseDecimal(f.perpMakerFee, RATE_DECIMALS),
        spotTakerFee: parseDecimal(f.spotTakerFee, RATE_DECIMALS),
        spotMakerFee: parseDecimal(f.spotMakerFee, RATE_DECIMALS),
      })),
    [cfg],
  );
  if (step === 'disconnected' || step === 'connecting' || step === 'noAccount')
    return (
      <PortfolioConnectView
        title={t('page.fees')}
        current="/account/fees"
        onConnect={connect}
        isConnecting={step === 'connecting'}
      />
    );
  const agg = readyValue(stats);
  const volume = agg === undefined ? undefined : BigInt(agg.volume30d);
  const failed = config.status === 'error' || stats.status === 'error';
  return (
    <FeesView
      rows={feeTierRows(tiers, volume)}
      volume30dUsd={volume}
      standing={volume === undefined ? undefined : feeStanding(tiers, volume)}
      isLoading={!failed && cfg === undefined}
      errorMessage={failed ? t('fees.failed') : undefined}
      onRetry={retry}
      layout={wide ? 'table' : 'cards'}
    />
  );
}

/** The /account/fees island. */
export const FeesScreen = withErrorBoundary(FeesScreenContainer);
