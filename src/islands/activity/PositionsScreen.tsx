import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { t } from '#lib/i18n/activity.ts';
import { $portfolioPositions } from '#stores/account-positions.ts';
import { $wallet } from '#stores/wallet.ts';
import { openModal } from '#stores/modal.ts';
import { openPanel } from '#stores/panel.ts';
import { $closesPending } from '#stores/trade-actions.ts';
import { $isWide } from '#stores/viewport.ts';
import { ConnectPromptView } from './ActivityPageView.tsx';
import { PositionsView, type PositionRow } from './PositionsView.tsx';

const LOADING = { status: 'loading' } as const;
const connect = () => openPanel('login');
const marketClose = (market: string) => openModal('marketClose', { market });
const limitClose = (market: string) => openModal('limitClose', { market });
const closeAll = () => openModal('closeAll');

/** /account/positions: the acting account's positions, live from its stream, with the close actions. */
function PositionsScreenContainer() {
  const wallet = useIslandStore($wallet);
  const state = useIslandStore($portfolioPositions, LOADING);
  const pending = useIslandStore($closesPending);
  const isWide = useIslandStore($isWide);
  if (state.status === 'disconnected' && wallet.status !== 'connected')
    return (
      <ConnectPromptView
        current="/account/positions"
        title={t('positions.title')}
        onConnect={connect}
        isConnecting={wallet.status === 'connecting'}
      />
    );
  const rows: PositionRow[] =
    state.status === 'ready'
      ? state.positions.map((p) => ({
          id: p.market,
          baseToken: p.grid.baseToken,
          baseDecimals: p.grid.baseDecimals,
          lotSize: p.grid.lotSize,
          tickSize: p.grid.tickSize,
          size: p.size,
          valueUsd: p.valueUsd,
          entryPrice: p.entryPrice,
          markPrice: p.markPrice,
          pnlUsd: p.pnlUsd,
          roe: p.roe,
          liquidationPrice: p.liquidationPrice,
          marginUsd: p.marginUsd,
          fundingUsd: p.fundingUsd,
        }))
      : [];
  return (
    <PositionsView
      rows={rows}
      isLoading={state.status === 'loading' || state.status === 'disconnected'}
      errorMessage={state.status === 'error' ? t('activity.loadError') : undefined}
      onMarketClose={marketClose}
      onLimitClose={limitClose}
      onCloseAll={closeAll}
      pending={pending}
      layout={isWide ? 'table' : 'cards'}
    />
  );
}

/** The positions page's island. */
export const PositionsScreen = withErrorBoundary(PositionsScreenContainer);
