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

/** Net amount of one token held (base units): balance + lent - borrowed - owed; negative for a net debt. */
export function netAmount(core: Core, acc: Account, token: TokenName): bigint {
  const holding = {
    balance: acc.balances.get(token) ?? 0n,
    lendShares: acc.lendShares.get(token) ?? 0n,
    borrowShares: acc.borrowShares.get(token) ?? 0n,
  };
  const owed = acc.owed.size === 0 ? 0n : (acc.owed.get(token) ?? 0n);
  if (holding.lendShares === 0n && holding.borrowShares === 0n) return holding.balance - owed;
  return netTokenValue(holding, core.pool(token)) - owed;
}

/** Tokens the account holds in any form (balance, lend or borrow shares, owed). */
export function heldTokens(acc: Account): Set<TokenName> {
  return new Set([...acc.balances.keys(), ...acc.lendShares.keys(), ...acc.borrowShares.keys(), ...acc.owed.keys()]);
}

/**
 * A hypothetical state of the account for a check before any write: net token amounts that replace its own,
 * and a position that replaces its own in one market (size 0 = closed).
 */
export interface Overlay {
  readonly net?: ReadonlyMap<TokenName, bigint>;
  readonly position?: { readonly market: MarketName; readonly size: bigint; readonly cost: bigint };
  /** A leverage that replaces the account's own in one market (trading/leverage.ts checks a change with it). */
  readonly leverage?: { readonly market: MarketName; readonly leverage: number };
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
 * Health of an account at index prices (or of the hypothetical state `overlay` describes). In `initial` mode
 * resting non-reduce-only orders (and `pending`) count at their worst-case exposure max(|pos + bids|,
 * |pos - asks|); in `maintenance` only positions count. Reads the running order totals (exposure.ts), so it
 * costs O(tokens + markets) of the account.
 */
export function health(core: Core, acc: Account, mode: MarginMode, pending?: PendingOrder, overlay?: Overlay): Health {
  const initial = mode === 'initial';
  let value = 0n;
  let collateral = 0n;
  const net = overlay?.net;
  // Every token held in any form, once: balances, then lend-only, borrow-only, owed-only and overlay-only tokens.
  for (const token of acc.balances.keys()) {
    const usd = valueOf(core, acc, token, net);
    value += usd;
    collateral += weighted(core, token, usd, initial);
  }
  if (acc.lendShares.size + acc.borrowShares.size + acc.owed.size + (net?.size ?? 0) > 0)
    for (const token of otherTokens(acc, net)) {
      const usd = valueOf(core, acc, token, net);
      value += usd;
      collateral += weighted(core, token, usd, initial);
    }
  let upnl = 0n;
  let required = 0n;
  const over = overlay?.position;
  for (const [name, held] of acc.positions) {
    const market = core.markets.get(name);
    if (market === undefined) continue;
    const pos = over !== undefined && over.market === name ? over : held;
    const decimals = core.tokens.get(market.baseToken)?.tokenDecimals ?? 0;
    const index = core.price(market.baseToken);
    upnl += unrealizedPnl(pos, index, decimals);
    required += requirement(
      market,
      initial ? exposureOf(acc, name, pos.size, pending) : absBig(pos.size),
      index,
      decimals,
      initial ? leverageOf(acc, name, overlay) : false,
    );
  }
  if (initial && acc.openTotals.size > 0) {
    for (const [name, t] of acc.openTotals) {
      if (acc.positions.has(name) || (t.bids === 0n && t.asks === 0n && pending?.market !== name)) continue;
      required += openRequirement(core, acc, name, pending, overlay);
    }
  }
  const p = initial ? pending?.market : undefined;
  if (p !== undefined && !acc.positions.has(p) && !acc.openTotals.has(p))
    required += openRequirement(core, acc, p, pending, overlay);
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

function openRequirement(
  core: Core,
  acc: Account,
  name: MarketName,
  pending: PendingOrder | undefined,
  overlay: Overlay | undefined,
): bigint {
  const market = core.markets.get(name);
  if (market === undefined) return 0n;
  const decimals = core.tokens.get(market.baseToken)?.tokenDecimals ?? 0;
  const index = core.price(market.baseToken);
  return requirement(market, exposureOf(acc, name, 0n, pending), index, decimals, leverageOf(acc, name, overlay));
}

/** The account's leverage in a market (the overlay's when it sets one there), or undefined for the steps' own. */
function leverageOf(acc: Account, market: MarketName, overlay: Overlay | undefined): number | undefined {
  const over = overlay?.leverage;
  if (over !== undefined && over.market === market) return over.leverage;
  return acc.leverage.size === 0 ? undefined : acc.leverage.get(market);
}

/**
 * The maintenance requirement of an exposure (leverage false) or its initial one: the margin steps', raised by a
 * chosen leverage L to at least notional / L (rounded up); a leverage never lowers it below the steps'.
 */
function requirement(
  market: MarketConfig,
  exposure: bigint,
  index: bigint,
  decimals: number,
  leverage: number | undefined | false,
): bigint {
  const notional = marginNotional(exposure, index, decimals);
  if (leverage === false) return maintenanceMargin(market.marginSteps, notional);
  const steps = initialMargin(market.marginSteps, notional);
  if (leverage === undefined) return steps;
  const byLeverage = ceilDiv(notional, BigInt(leverage));
  return byLeverage > steps ? byLeverage : steps;
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

/** Tokens held in some form other than a balance (lend, borrow, owed) or only in the overlay, once each. */
function otherTokens(acc: Account, net: ReadonlyMap<TokenName, bigint> | undefined): Set<TokenName> {
  const out = new Set<TokenName>();
  for (const map of [acc.lendShares, acc.borrowShares, acc.owed, net ?? EMPTY])
    for (const token of map.keys()) if (!acc.balances.has(token)) out.add(token);
  return out;
}

const EMPTY: ReadonlyMap<TokenName, bigint> = new Map();

/** USD value of the account's net amount of a token, or of the overlay's amount when it has one. */
function valueOf(core: Core, acc: Account, token: TokenName, net: ReadonlyMap<TokenName, bigint> | undefined): bigint {
  const over = net?.get(token);
  return over === undefined ? tokenUsd(core, acc, token) : usdOf(core, token, over);
}

/** USD value (USD scale, floor) of the account's net amount of one token; 0 for an unknown token. */
function tokenUsd(core: Core, acc: Account, token: TokenName): bigint {
  return usdOf(core, token, netAmount(core, acc, token));
}

/** USD value (USD scale, floor) of an amount of a token; 0 for an unknown token. */
export function usdOf(core: Core, token: TokenName, amount: bigint): bigint {
  const cfg = core.tokens.get(token);
  if (cfg === undefined) return 0n;
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
