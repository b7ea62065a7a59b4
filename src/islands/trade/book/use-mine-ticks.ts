import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { PRICE_DECIMALS, formatDecimal } from '#lib/domain/fixed.ts';
import { mineTicks, type MineTicks } from '#lib/market/book-view.ts';
import { MarketScale } from '#lib/market/scale.ts';
import { $currentMarketConfig } from '#stores/current-market.ts';
import { $tradeAccount } from '#stores/trade-account.ts';

/** Our open orders' ticks on the current market (their book rows get a mark); undefined without orders. */
export function useMineTicks(): MineTicks | undefined {
  const account = useStore($tradeAccount);
  const resolution = useStore($currentMarketConfig);
  const grid = resolution.status === 'ready' ? resolution.grid : undefined;
  const orders = account.status === 'ready' ? account.orders : undefined;
  return useMemo(() => {
    if (grid === undefined || orders === undefined) return undefined;
    const mine = orders.filter((o) => o.market === grid.name);
    if (mine.length === 0) return undefined;
    const scale = new MarketScale(grid);
    return mineTicks(
      mine.map((o) => ({ isBid: o.isBid, price: formatDecimal(o.price, PRICE_DECIMALS) })),
      scale,
    );
  }, [grid, orders]);
}
