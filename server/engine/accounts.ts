/**
 * Account valuation: net value per token (balance + lend - borrow), weighted collateral, unrealized PnL and
 * the margin health used before accepting risk and by the liquidation scan.
 */
import { absBig, mulDiv, RATE_ONE } from '../../src/lib/domain/fixed.ts';
import { netTokenValue } from '../../src/lib/domain/lending.ts';
import { usdValue } from '../../src/lib/domain/value.ts';
import type { MarketName, TokenName } from './config.ts';
import type { Core } from './core.ts';
import { initialMargin, maintenanceMargin } from '../../src/lib/domain/margin.ts';
import { marginNotional, unrealizedPnl } from './positions.ts';
import type { Account } from './state.ts';

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

/** Tokens the account holds in any form (balance, lend or borrow shares). */
export function heldTokens(acc: Account): Set<TokenName> {
  return new Set([...acc.balances.keys(), ...acc.lendShares.keys(), ...acc.borrowShares.keys()]);
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
 */
export function health(core: Core, acc: Account, mode: MarginMode, pending?: PendingOrder): Health {
  let value = 0n;
  let collateral = 0n;
  for (const token of heldTokens(acc)) {
    const cfg = core.tokens.get(token);
    if (cfg === undefined) continue;
    const usd = usdValue(netAmount(core, acc, token), cfg.tokenDecimals, core.price(token), 'floor');
    value += usd;
    const weight = usd >= 0n ? cfg.collateralFactor : mode === 'initial' ? cfg.borrowInitialFactor : cfg.borrowMaintenanceFactor;
    collateral += mulDiv(usd, weight, RATE_ONE, 'floor');
  }
  let upnl = 0n;
  let required = 0n;
  const open = mode === 'initial' ? openExposure(acc, pending) : undefined;
  const markets = new Set<MarketName>(acc.positions.keys());
  if (open !== undefined) for (const m of open.keys()) markets.add(m);
  for (const name of markets) {
    const market = core.markets.get(name);
    if (market === undefined) continue;
    const decimals = core.tokens.get(market.baseToken)?.tokenDecimals ?? 0;
    const index = core.price(market.baseToken);
    const pos = acc.positions.get(name);
    const size = pos?.size ?? 0n;
    if (pos !== undefined) upnl += unrealizedPnl(pos, index, decimals);
    const o = open?.get(name);
    const exposure = o === undefined ? absBig(size) : maxBig(absBig(size + o.bids), absBig(size - o.asks));
    const notional = marginNotional(exposure, index, decimals);
    required += mode === 'initial' ? initialMargin(market.marginSteps, notional) : maintenanceMargin(market.marginSteps, notional);
  }
  return { value: value + upnl, collateral: collateral + upnl, required, upnl };
}

/** Worst-case exposure of an account's market after its resting orders fill (for initial-margin checks). */
export function worstExposure(acc: Account, market: MarketName, pending?: PendingOrder): bigint {
  const size = acc.positions.get(market)?.size ?? 0n;
  const o = openExposure(acc, pending).get(market);
  return o === undefined ? absBig(size) : maxBig(absBig(size + o.bids), absBig(size - o.asks));
}

function openExposure(acc: Account, pending?: PendingOrder): Map<MarketName, { bids: bigint; asks: bigint }> {
  const out = new Map<MarketName, { bids: bigint; asks: bigint }>();
  const add = (market: MarketName, isBid: boolean, size: bigint): void => {
    let e = out.get(market);
    if (e === undefined) out.set(market, (e = { bids: 0n, asks: 0n }));
    if (isBid) e.bids += size;
    else e.asks += size;
  };
  for (const o of acc.orders.values()) if (!o.reduceOnly) add(o.market, o.isBid, o.size - o.filled);
  if (pending !== undefined) add(pending.market, pending.isBid, pending.size);
  return out;
}

function maxBig(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
