/**
 * Account valuation: net value per token (balance + lend - borrow), weighted collateral, unrealized PnL and
 * the margin health used before accepting risk and by the liquidation scan.
 */
import { absBig, mulDiv, PRICE_ONE, RATE_ONE, USD_DECIMALS } from '#lib/domain/fixed.ts';
import { netTokenValue } from '#lib/domain/lending.ts';
import { usdValue } from '#lib/domain/value.ts';
import type { MarketConfig, MarketName, TokenName } from '#server/engine/model/config.ts';
import type { Core } from '#server/engine/model/core.ts';
import { initialMargin, maintenanceMargin } from '#lib/domain/margin.ts';
import { marginNotional, unrealizedPnl } from '#server/engine/trading/positions.ts';
import type { Account } from '#server/engine/model/state.ts';

/** Which requirement: `initial` to open risk, `maintenance` to stay out of liquidation. */
export type MarginMode = 'initial' | 'maintenance';

/** Net amount of one token held (base units, negative when borrowed beyond balance). */
export function netAmount(core: Core, acc: Account, token: TokenName): bigint {
  const holding = {
    balance: acc.balances.get(token) ?? 0n,
    lendShares: acc.lendShares.get(token) ?? 0n,
    borrowShares: acc.borrowShares.get(token) ?? 0n,
  };
  if (holding.lendShares === 0n && holding.borrowShares === 0n) return holding.balance;
  return netTokenValue(holding, core.pool(token));
}

/** A hypothetical extra order counted in the initial requirement. */
export interface PendingOrder {
  readonly market: MarketName;
  readonly isBid: boolean;
  readonly size: bigint;
}

/** Margin health: `collateral` (weighted value incl. unrealized PnL) must cover `required`. */
export interface Health {
  /** Unweighted account value (USD scale): sum of net token values plus unrealized PnL. */
  readonly value: bigint;
  readonly collateral: bigint;
  readonly required: bigint;
  readonly upnl: bigint;
}

/**
 * Health of an account at index prices. In `initial` mode resting non-reduce-only orders (and `pending`)
 * count at their worst-case exposure max(|pos + bids|, |pos - asks|); in `maintenance` only positions count.
 * Reads the running order totals (exposure.ts), so it costs O(tokens + markets) of the account.
 */
export function health(core: Core, acc: Account, mode: MarginMode, pending?: PendingOrder): Health {
  const initial = mode === 'initial';
  let value = 0n;
  let collateral = 0n;
  // Every token held in any form, once: balances, then lend-only, then borrow-only tokens.
  for (const token of acc.balances.keys()) {
    const usd = tokenUsd(core, acc, token);
    value += usd;
    collateral += weighted(core, token, usd, initial);
  }
  if (acc.lendShares.size > 0)
    for (const token of acc.lendShares.keys()) {
      if (acc.balances.has(token)) continue;
      const usd = tokenUsd(core, acc, token);
      value += usd;
      collateral += weighted(core, token, usd, initial);
    }
  if (acc.borrowShares.size > 0)
    for (const token of acc.borrowShares.keys()) {
      if (acc.balances.has(token) || acc.lendShares.has(token)) continue;
      const usd = tokenUsd(core, acc, token);
      value += usd;
      collateral += weighted(core, token, usd, initial);
    }
  let upnl = 0n;
  let required = 0n;
  for (const [name, pos] of acc.positions) {
    const market = core.markets.get(name);
    if (market === undefined) continue;
    const decimals = core.tokens.get(market.baseToken)?.tokenDecimals ?? 0;
    const index = core.price(market.baseToken);
    upnl += unrealizedPnl(pos, index, decimals);
    required += requirement(
      market,
      initial ? exposureOf(acc, name, pos.size, pending) : absBig(pos.size),
      index,
      decimals,
      initial,
    );
  }
  if (initial && acc.openTotals.size > 0) {
    for (const [name, t] of acc.openTotals) {
      if (acc.positions.has(name) || (t.bids === 0n && t.asks === 0n && pending?.market !== name)) continue;
      required += openRequirement(core, acc, name, pending);
    }
  }
  const p = initial ? pending?.market : undefined;
  if (p !== undefined && !acc.positions.has(p) && !acc.openTotals.has(p))
    required += openRequirement(core, acc, p, pending);
  return { value: value + upnl, collateral: collateral + upnl, required, upnl };
}

/** Worst-case exposure of an account's market after its resting orders fill (for initial-margin checks). */
export function worstExposure(acc: Account, market: MarketName, pending?: PendingOrder): bigint {
  return exposureOf(acc, market, acc.positions.get(market)?.size ?? 0n, pending);
}

/** max(|size + bids|, |size - asks|) over resting non-reduce-only orders plus `pending`; |size| without any. */
function exposureOf(acc: Account, market: MarketName, size: bigint, pending?: PendingOrder): bigint {
  const t = acc.openTotals.get(market);
  let bids = t?.bids ?? 0n;
  let asks = t?.asks ?? 0n;
  if (pending !== undefined && pending.market === market) {
    if (pending.isBid) bids += pending.size;
    else asks += pending.size;
  }
  if (bids === 0n && asks === 0n) return absBig(size);
  return maxBig(absBig(size + bids), absBig(size - asks));
}

function openRequirement(core: Core, acc: Account, name: MarketName, pending?: PendingOrder): bigint {
  const market = core.markets.get(name);
  if (market === undefined) return 0n;
  const decimals = core.tokens.get(market.baseToken)?.tokenDecimals ?? 0;
  const index = core.price(market.baseToken);
  return requirement(market, exposureOf(acc, name, 0n, pending), index, decimals, true);
}

function requirement(
  market: MarketConfig,
  exposure: bigint,
  index: bigint,
  decimals: number,
  initial: boolean,
): bigint {
  const notional = marginNotional(exposure, index, decimals);
  return initial ? initialMargin(market.marginSteps, notional) : maintenanceMargin(market.marginSteps, notional);
}

/** USD value (USD scale, floor) of the account's net amount of one token; 0 for an unknown token. */
function tokenUsd(core: Core, acc: Account, token: TokenName): bigint {
  const cfg = core.tokens.get(token);
  if (cfg === undefined) return 0n;
  const amount = netAmount(core, acc, token);
  const price = core.price(token);
  // A USD-scale token at exactly 1.0 converts to itself with no remainder: skip the division (same result).
  if (price === PRICE_ONE && cfg.tokenDecimals === USD_DECIMALS) return amount;
  return usdValue(amount, cfg.tokenDecimals, price, 'floor');
}

/** A token's USD value weighted as collateral (positive) or debt (negative, by mode). */
function weighted(core: Core, token: TokenName, usd: bigint, initial: boolean): bigint {
  const cfg = core.tokens.get(token);
  if (cfg === undefined) return 0n;
  const weight = usd >= 0n ? cfg.collateralFactor : initial ? cfg.borrowInitialFactor : cfg.borrowMaintenanceFactor;
  // x * 1.0 / 1.0 is x exactly: skip the division (same result).
  return weight === RATE_ONE ? usd : mulDiv(usd, weight, RATE_ONE, 'floor');
}

function maxBig(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
