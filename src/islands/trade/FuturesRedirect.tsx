import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';
import { Spinner } from '#islands/ui/Spinner.tsx';
import { t } from '#lib/i18n/trade.ts';
import { marketPath, savedMarket } from '#stores/current-market.ts';
import { $marketNames } from '#stores/markets.ts';
import './trade.css';

/** /futures: goes to the market traded last (if it is still listed), else to the first configured market. */
function FuturesRedirectContainer() {
  const names = useStore($marketNames);
  useEffect(() => {
    if (names.length === 0) return;
    const saved = savedMarket();
    const target = saved !== undefined && names.includes(saved) ? saved : names[0]!;
    window.location.replace(marketPath(target));
  }, [names]);
  return (
    <div className="trade-message" role="status">
      <Spinner />
      {t('trade.redirecting')}
    </div>
  );
}

/** The /futures island. */
export const FuturesRedirect = withErrorBoundary(FuturesRedirectContainer);
