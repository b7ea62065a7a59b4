import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';
import { useAfterReady } from '#islands/app/use-after-ready.ts';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { MAIN_VAULT_ID } from '#lib/domain/constants.ts';
import { entrySharePrice, pointPnl, sharePrice, stakeValue } from '#lib/domain/vault.ts';
import { t } from '#lib/i18n/vault.ts';
import { $currentUserId } from '#stores/current-user.ts';
import { readyValue } from '#stores/resource.ts';
import { $isWide } from '#stores/viewport.ts';
import { $vault, $vaultHistory, $vaultStake, $vaultTerms, reloadVault } from '#stores/vault.ts';
import { $vaultPerformanceFigures, $vaultPoints } from '#stores/vault-performance.ts';
import { $indexPrices } from '#stores/prices.ts';
import { $config } from '#stores/config.ts';
import { vaultPositionRows, unallocatedUsdc } from './vault-positions.ts';
import { DeferredChart, DeferredForm, DeferredHistory, DeferredPositions } from './vault-lazy.tsx';
import { openPanel } from '#stores/panel.ts';
import { VaultStatsView } from './VaultStatsView.tsx';
import { VaultTermsView } from './VaultTermsView.tsx';
import { VaultView } from './VaultView.tsx';
import { YourPositionView } from './YourPositionView.tsx';

const LOADING = { status: 'loading' } as const;
const connect = () => openPanel('login');
const NO_PRICES = new Map<string, bigint>();

/** The /vault screen's container: the vault's stores in, the panels' props out. */
function VaultScreenContainer() {
  const vaultResource = useIslandStore($vault, LOADING);
  const pointsResource = useIslandStore($vaultPoints, LOADING);
  const figures = readyValue(useIslandStore($vaultPerformanceFigures, LOADING));
  const terms = readyValue(useIslandStore($vaultTerms, LOADING));
  const historyResource = useIslandStore($vaultHistory, LOADING);
  const stake = useIslandStore($vaultStake);
  const userId = useIslandStore($currentUserId);
  const prices = useIslandStore($indexPrices, NO_PRICES);
  const config = readyValue(useIslandStore($config, LOADING));
  const isWide = useIslandStore($isWide);
  // the panels' code loads once the app is ready and the browser idle (see vault-lazy.tsx)
  const isLoaded = useAfterReady();
  const vault = readyValue(vaultResource);
  const points = readyValue(pointsResource);
  const last = points?.[points.length - 1];
  const failed = vaultResource.status === 'error' || pointsResource.status === 'error';
  const rows = vault && config ? vaultPositionRows(vault.account, config, prices) : [];
  const history = readyValue(historyResource);
  return (
    <VaultView
      title={t('vault.name')}
      {...(failed ? { errorMessage: t('vault.failed'), onRetry: reloadVault } : {})}
      stats={
        <VaultStatsView
          {...(vault ? { tvl: vault.equity, sharePrice: sharePrice(vault.equity, vault.totalShares) } : {})}
          {...(figures ? { apr: figures.apr ?? null, maxDrawdown: figures.maxDrawdown } : {})}
          {...(last ? { allTimePnl: pointPnl(last) } : {})}
        />
      }
      chart={
        <DeferredChart
          isLoaded={isLoaded}
          fallbackTitle={t('vault.chart.title')}
          {...(points ? { points } : {})}
          // failed, the chart says so instead of a skeleton that never fills
          {...(pointsResource.status === 'error' ? { errorMessage: t('vault.chart.failed') } : {})}
        />
      }
      positions={
        <DeferredPositions
          isLoaded={isLoaded}
          fallbackTitle={t('vault.positions.title')}
          rows={rows}
          {...(vault ? { unallocated: unallocatedUsdc(vault.account) } : {})}
          isLoading={vault === undefined && !failed}
          isNarrow={!isWide}
        />
      }
      terms={<VaultTermsView {...(terms ? { terms } : {})} />}
      you={
        <YourPositionView
          isSignedOut={userId === undefined || userId === MAIN_VAULT_ID}
          onConnect={connect}
          {...(vault && stake
            ? {
                stake: {
                  shares: stake.shares,
                  value: stakeValue(stake.shares, vault.equity, vault.totalShares),
                  pnl: stakeValue(stake.shares, vault.equity, vault.totalShares) - stake.costBasis,
                  ...(entrySharePrice(stake) === undefined ? {} : { entryPrice: entrySharePrice(stake)! }),
                },
              }
            : {})}
        />
      }
      form={<DeferredForm isLoaded={isLoaded} />}
      history={
        userId === undefined ? null : (
          <DeferredHistory
            isLoaded={isLoaded}
            fallbackTitle={t('vault.history.title')}
            rows={(history ?? []).map((r, i) => ({
              id: `${r.timestamp}-${i}`,
              timestamp: r.timestamp,
              kind: r.kind,
              amount: r.amount,
              shares: r.shares,
              sharePrice: r.sharePrice,
              fees: r.withdrawalFee + r.profitShare,
            }))}
            isLoading={historyResource.status === 'loading'}
            {...(historyResource.status === 'error'
              ? { errorMessage: t('vault.history.failed'), onRetry: reloadVault }
              : {})}
            isNarrow={!isWide}
          />
        )
      }
    />
  );
}

/** The /vault screen island. */
export const VaultScreen = withErrorBoundary(VaultScreenContainer);
