import { useStore } from '@nanostores/react';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { $currentMarketConfig } from '#stores/current-market.ts';
import { $recentTrades, $tradesLoading } from '#stores/market-feed.ts';
import { TradesPanelView } from './TradesPanelView.tsx';

/** Recent trades of the current market from the live tape. */
export function TradesPanel() {
  const trades = useStore($recentTrades);
  const loading = useStore($tradesLoading);
  const resolution = useStore($currentMarketConfig);
  const config = resolution.status === 'ready' ? resolution.config : undefined;
  return (
    <TradesPanelView
      trades={trades}
      isLoading={loading || config === undefined}
      baseToken={config?.baseToken ?? ''}
      baseDecimals={config?.baseDecimals ?? 0}
      tickSize={config ? parseDecimal(config.tickSize, PRICE_DECIMALS) : 1n}
      lotSize={config ? BigInt(config.lotSize) : 1n}
    />
  );
}
