/**
 * /account/positions and /account/orders: the acting account's positions with what the portfolio shows beyond the
 * trade screen (value, ROE, funding since open), its resting orders across markets, and the account-wide actions:
 * Close all (each position at market with SPEC 7's slack), cancel a market's orders, cancel every order.
 */
import { computed } from 'nanostores';
import { marketClosePrice } from '#lib/domain/close.ts';
import { percentChange } from '#lib/domain/percent.ts';
import { notionalUsd } from '#lib/domain/value.ts';
import { closeAtMarket } from './trade-actions.ts';
import { $tradeAccount, type TradePosition } from './trade-account.ts';
import { $indexPrices } from './prices.ts';
import { notify } from './toasts.ts';
import { readyValue } from './resource.ts';
import { $userData } from './user-data.ts';
import { exchangeAction } from './exchange-action.ts';

/** A position as the portfolio lists it (USD x 10^6 values, USD x 10^9 prices, ROE ratio x 10^9). */
export interface PortfolioPosition extends TradePosition {
  /** Notional at the mark, unsigned. */
  readonly valueUsd: bigint;
  /** PnL over the margin it holds. */
  readonly roe: bigint;
  /** Funding settled since it opened (positive received). */
  readonly fundingUsd: bigint;
  /** The worst price its market close accepts (index x 0.95 for a long, x 1.05 for a short, on the tick). */
  readonly closePrice: bigint;
}

/** The account's positions for the portfolio, or why there are none to show. */
export type PortfolioPositions =
  | { readonly status: 'disconnected' | 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly userId: string; readonly positions: readonly PortfolioPosition[] };

/** The acting account's positions with value, ROE, funding since open and their market-close price. */
export const $portfolioPositions = computed(
  [$tradeAccount, $userData, $indexPrices],
  (account, data, prices): PortfolioPositions => {
    if (account.status !== 'ready') return { status: account.status === 'error' ? 'error' : account.status };
    const funding = new Map((readyValue(data)?.positions ?? []).map((p) => [p.market, p.funding]));
    const positions = account.positions.map((p): PortfolioPosition => {
      const value = notionalUsd(p.size, p.sizeDecimals, p.markPrice);
      const index = prices.get(p.grid.baseToken) ?? p.markPrice;
      return {
        ...p,
        valueUsd: value < 0n ? -value : value,
        roe: percentChange(p.marginUsd + p.pnlUsd, p.marginUsd),
        fundingUsd: funding.get(p.market) ?? 0n,
        closePrice: marketClosePrice(p.size, index, p.grid.tickSize),
      };
    });
    return { status: 'ready', userId: account.userId, positions };
  },
);

/**
 * Close all: a reduce-only market order for the whole of each position at SPEC 7's slack, all at once (one notice
 * each). Resolves with how many the exchange took.
 */
export async function closeAllPositions(): Promise<number> {
  const state = $portfolioPositions.get();
  if (state.status !== 'ready') return 0;
  const prices = $indexPrices.get();
  const results = await Promise.all(
    state.positions.map((p) =>
      closeAtMarket(
        {
          grid: p.grid,
          userId: state.userId,
          market: p.market,
          positionSize: p.size,
          quantity: p.size < 0n ? -p.size : p.size,
          lotSize: p.grid.lotSize,
          tickSize: p.grid.tickSize,
        },
        prices.get(p.grid.baseToken) ?? p.markPrice,
      ),
    ),
  );
  return results.filter(Boolean).length;
}

/**
 * Cancels every resting order of the account in each market named (cancelOrders with no ids: the whole market),
 * with one notice. Resolves true when every market's cancel went through.
 */
export const cancelMarketsOrders = exchangeAction({
  name: 'cancel all',
  userId: (userId: string, _markets: readonly string[]) => userId,
  errorTitle: 'sonnerMessages.cancel.error',
  fallback: 'sonnerMessages.cancel.description',
  ignoreReason: true,
  failed: () => false,
  run: async (api, userId, markets) => {
    const answers = await Promise.all(markets.map((market) => api.cancelOrders({ userId, market, orderIds: [] })));
    const count = answers.reduce((n, a) => n + a.canceled.length, 0);
    notify({
      kind: 'success',
      title: 'sonnerMessages.cancelAll.success',
      description: count === 1 ? 'sonnerMessages.cancelAll.detailOne' : 'sonnerMessages.cancelAll.detail',
      params: { count },
    });
    return true;
  },
});
