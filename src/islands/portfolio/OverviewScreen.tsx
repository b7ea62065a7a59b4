import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { t } from '#lib/i18n/portfolio.ts';
import { openPanel } from '#stores/panel.ts';
import { $portfolioOverview, reloadPortfolioStats, setPortfolioMode, setPortfolioPeriod } from '#stores/portfolio.ts';
import { OverviewView } from './OverviewView.tsx';
import { PortfolioConnectView } from './PortfolioPage.tsx';

/** What the server renders and hydration starts from: nothing has loaded. */
const LOADING = { status: 'loading' } as const;
const connect = () => openPanel('login');

/** /account (and the /account/* catch-all): the acting account's overview, following a sub-account switch. */
function OverviewScreenContainer() {
  const overview = useIslandStore($portfolioOverview, LOADING);
  if (overview.status === 'disconnected' || overview.status === 'connecting')
    return (
      <PortfolioConnectView
        title={t('page.account')}
        current="/account"
        onConnect={connect}
        isConnecting={overview.status === 'connecting'}
      />
    );
  const ready = overview.status === 'ready' ? overview : undefined;
  return (
    <OverviewView
      figures={ready?.figures}
      chart={ready?.chart}
      performance={ready?.performance}
      errorMessage={overview.status === 'error' ? t('portfolio.failed') : undefined}
      onRetry={reloadPortfolioStats}
      onPeriodChange={setPortfolioPeriod}
      onModeChange={setPortfolioMode}
    />
  );
}

/** The /account island. */
export const OverviewScreen = withErrorBoundary(OverviewScreenContainer);
