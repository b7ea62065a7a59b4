import { computed } from 'nanostores';
import type { AccountPosition } from '#lib/domain/account-margin.ts';
import { feeTierFor } from '#lib/domain/fees.ts';
import { PRICE_DECIMALS, RATE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { unrealizedPnl, type MarginStep } from '#lib/domain/margin.ts';
import { crossLiquidationPrice } from '#lib/domain/order-preview.ts';
import { notionalUsd } from '#lib/domain/value.ts';
import type { OpenOrderView, PositionView, TriggerOrderView } from '#lib/api/user-view.ts';
import { leveragedInitialMargin } from '#lib/domain/leverage.ts';
import { $accountStats } from './account-stats.ts';
import { $config } from './config.ts';
import { $signIn } from './connection.ts';
import type { PerpMarketConfig } from './current-market.ts';
import { $indexPrices } from './prices.ts';
import { readyValue } from './resource.ts';
import { $accountSummary, $userData } from './user-data.ts';

/** A market's grid and margin table decoded once. */
export interface MarketGrid {
  readonly name: string;
  readonly baseToken: string;
  readonly baseDecimals: number;
  readonly lotSize: bigint;
  /** USD x 10^9. */
  readonly tickSize: bigint;
  readonly marginSteps: readonly MarginStep[];
  /** The largest leverage the market allows (getConfig's maxLeverage). */
  readonly maxLeverage: number;
}

/** One open position with what the screen shows of it (USD x 10^6 values, USD x 10^9 prices). */
export interface TradePosition extends AccountPosition {
  readonly market: string;
  readonly grid: MarketGrid;
  readonly pnlUsd: bigint;
  readonly liquidationPrice: bigint | null;
  readonly marginUsd: bigint;
  /** The account's leverage in the market. */
  readonly leverage: number;
  /** The position's open take profit and stop loss legs, if any. */
  readonly takeProfit: TriggerOrderView | null;
  readonly stopLoss: TriggerOrderView | null;
}

/** A resting order with its market's grid. */
export interface TradeOrder extends OpenOrderView {
  readonly grid: MarketGrid;
}

/** An open trigger order with its market's grid. */
export interface TradeTrigger extends TriggerOrderView {
  readonly grid: MarketGrid;
}

/** The current account as the trade screen reads it. */
export type TradeAccount =
  | { readonly status: 'disconnected' | 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | {
      readonly status: 'ready';
      readonly userId: string;
      /** Net token value without unrealized PnL, USD x 10^6. */
      readonly collateralUsd: bigint;
      /** Collateral not held by open positions' initial margin (the server's figures), USD x 10^6. */
      readonly freeCollateralUsd: bigint;
      readonly positions: readonly TradePosition[];
      readonly orders: readonly TradeOrder[];
      /** Open trigger orders (stops and TP/SL legs), ascending id. */
      readonly triggers: readonly TradeTrigger[];
      /** The leverage in force per market (the account's choice, else the market's maximum). */
      readonly leverage: ReadonlyMap<string, number>;
      /** Taker and maker perp fee rates (ratio x 10^9) of the account's tier by its 30-day volume. */
      readonly takerFee: bigint;
      readonly makerFee: bigint;
    };

const rate = (text: string) => parseDecimal(text, RATE_DECIMALS);

/** Decodes a market's configuration into its grid. */
export function marketGridOf(config: PerpMarketConfig): MarketGrid {
  return {
    // the exchange always sends it; an answer recorded before it existed offers no leverage beyond 1x
    maxLeverage: config.maxLeverage ?? 1,
    name: config.name,
    baseToken: config.baseToken,
    baseDecimals: config.baseDecimals,
    lotSize: BigInt(config.lotSize),
    tickSize: parseDecimal(config.tickSize, PRICE_DECIMALS),
    marginSteps: config.marginSteps.map((s) => ({
      initialMarginRatio: rate(s.initialMarginRatio),
      initialAmount: BigInt(s.initialAmount),
      maintenanceMarginRatio: rate(s.maintenanceMarginRatio),
      maintenanceAmount: BigInt(s.maintenanceAmount),
      maxPositionInUsd: BigInt(s.maxPositionInUsd),
    })),
  };
}

/** A fee tier as getConfig sends it (rates and volume as decimal strings). */
type WireFeeTier = {
  readonly tier: number;
  readonly minVolumeUsd: string;
  readonly perpTakerFee: string;
  readonly perpMakerFee: string;
  readonly spotTakerFee: string;
  readonly spotMakerFee: string;
};

/**
 * The perp taker and maker rates (x 10^9) an account pays: its tier by its 30-day traded volume (fetchUserStats,
 * USD x 10^6; 0 until known), as the exchange charges them; 0 when the configuration lists no tiers.
 */
export function accountFeeRates(
  tiers: readonly WireFeeTier[],
  volume30dUsd: bigint,
): { readonly takerFee: bigint; readonly makerFee: bigint } {
  if (tiers.length === 0) return { takerFee: 0n, makerFee: 0n };
  const tier = feeTierFor(
    tiers.map((f) => ({
      tier: f.tier,
      minVolumeUsd: BigInt(f.minVolumeUsd),
      perpTakerFee: rate(f.perpTakerFee),
      perpMakerFee: rate(f.perpMakerFee),
      spotTakerFee: rate(f.spotTakerFee),
      spotMakerFee: rate(f.spotMakerFee),
    })),
    volume30dUsd,
  );
  return { takerFee: tier.perpTakerFee, makerFee: tier.perpMakerFee };
}

/** The current account's positions (valued at index), resting orders and fee rates, live with its stream. */
export const $tradeAccount = computed(
  [$signIn, $userData, $accountSummary, $config, $indexPrices, $accountStats],
  (step, data, summary, configResource, prices, stats): TradeAccount => {
    if (step === 'disconnected' || step === 'noAccount') return { status: 'disconnected' };
    if (data.status === 'error') return { status: 'error', error: data.error };
    const user = readyValue(data);
    const config = readyValue(configResource);
    if (step !== 'signedIn' || user === undefined || config === undefined || summary === undefined) {
      return { status: 'loading' };
    }
    const grids = new Map(Object.values(config.perpetualsMarkets).map((m) => [m.name, marketGridOf(m)]));
    const held = user.positions.flatMap((p: PositionView) => {
      const grid = grids.get(p.market);
      const mark = prices.get(p.baseToken);
      if (grid === undefined || mark === undefined) return [];
      const position: AccountPosition & { market: string; grid: MarketGrid } = {
        market: p.market,
        grid,
        size: p.size,
        entryPrice: p.entryPrice,
        sizeDecimals: p.sizeDecimals,
        markPrice: mark,
        marginSteps: grid.marginSteps,
      };
      return [position];
    });
    const collateralUsd = summary.balanceUsd - summary.openPnlUsd;
    const leverageIn = (market: string) => user.leverage.get(market) ?? grids.get(market)?.maxLeverage ?? 1;
    const leg = (market: string, kind: 'takeProfit' | 'stopLoss') =>
      user.triggerOrders.find((o) => o.market === market && o.kind === kind) ?? null;
    const positions = held.map((p): TradePosition => ({
      ...p,
      leverage: leverageIn(p.market),
      takeProfit: leg(p.market, 'takeProfit'),
      stopLoss: leg(p.market, 'stopLoss'),
      pnlUsd: unrealizedPnl(p, p.markPrice),
      liquidationPrice: crossLiquidationPrice(
        collateralUsd,
        held.filter((o) => o !== p),
        p,
      ),
      marginUsd: leveragedInitialMargin(
        p.marginSteps,
        notionalUsd(p.size, p.sizeDecimals, p.markPrice),
        user.leverage.get(p.market),
      ),
    }));
    const orders = user.openOrders.flatMap((o) => {
      const grid = grids.get(o.market);
      return grid === undefined ? [] : [{ ...o, grid }];
    });
    const triggers = user.triggerOrders.flatMap((o) => {
      const grid = grids.get(o.market);
      return grid === undefined ? [] : [{ ...o, grid }];
    });
    const leverage = new Map([...grids.keys()].map((market) => [market, leverageIn(market)]));
    const fees = accountFeeRates(config.feeTiers, stats?.get(user.userId)?.volume30dUsd ?? 0n);
    return {
      status: 'ready',
      userId: user.userId,
      collateralUsd,
      freeCollateralUsd: user.margin.initialCollateral - user.margin.initialRequired,
      positions,
      orders,
      triggers,
      leverage,
      takerFee: fees.takerFee,
      makerFee: fees.makerFee,
    };
  },
);
