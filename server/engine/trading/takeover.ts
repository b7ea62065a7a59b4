/**
 * Closing a liquidated account's positions: the operator, the exchange's backstop, takes over the closed size at
 * the index price (both sides book the same notional, so PnL stays zero-sum) and the account pays a penalty to
 * the insurance fund. The close is partial when that is enough: per market, largest maintenance requirement
 * first, the fewest lots whose close brings the account back to its initial margin. The penalty is the market's
 * liquidationPenalty on the closed notional but never more than the account's remaining equity, so it can never
 * be what makes the account's value negative (docs/LIQUIDATION.md).
 */
import { absBig, mulDiv, RATE_ONE } from '#lib/domain/fixed.ts';
import { maintenanceMargin } from '#lib/domain/margin.ts';
import { OPERATOR_ID, type MarketConfig } from '#server/engine/model/config.ts';
import type { Core } from '#server/engine/model/core.ts';
import type { Account, Position } from '#server/engine/model/state.ts';
import { health, netAmount } from '#server/engine/accounts/valuation.ts';
import { charge, payTo, receive } from '#server/engine/accounts/settlement.ts';
import { fillPosition } from './fills.ts';
import { closeCost, fillNotional, marginNotional } from './positions.ts';

/** One planned close: the account's signed size change, its notional at index, realized PnL and penalty. */
interface Close {
  readonly delta: bigint;
  readonly notional: bigint;
  readonly realized: bigint;
  readonly penalty: bigint;
}

/** Closes positions until the account meets its initial margin again (or has none left). */
export function closePositions(core: Core, acc: Account): void {
  for (const market of byRequirement(core, acc)) {
    if (initialHealthy(core, acc)) return;
    const pos = acc.positions.get(market.name)!;
    const lots = absBig(pos.size) / market.lotSize;
    let [lo, hi] = [1n, lots];
    // The smallest lot count whose close restores initial health; all of it when even that is not enough.
    if (restores(core, acc, market, pos, lots)) {
      while (lo < hi) {
        const mid = (lo + hi) / 2n;
        if (restores(core, acc, market, pos, mid)) hi = mid;
        else lo = mid + 1n;
      }
    } else lo = lots;
    bookClose(core, acc, market, plan(core, acc, market, pos, lo * market.lotSize));
  }
}

/** Markets of the account's positions, largest maintenance requirement first (market id breaks ties). */
function byRequirement(core: Core, acc: Account): MarketConfig[] {
  const req = (m: MarketConfig): bigint => {
    const size = acc.positions.get(m.name)!.size;
    const decimals = core.token(m.baseToken).tokenDecimals;
    return maintenanceMargin(m.marginSteps, marginNotional(size, core.price(m.baseToken), decimals));
  };
  const markets = [...acc.positions.keys()].map((name) => core.market(name));
  const reqs = new Map(markets.map((m) => [m, req(m)]));
  return markets.sort((a, b) => (reqs.get(b)! > reqs.get(a)! ? 1 : reqs.get(b)! < reqs.get(a)! ? -1 : a.id - b.id));
}

function initialHealthy(core: Core, acc: Account): boolean {
  const h = health(core, acc, 'initial');
  return h.collateral >= h.required;
}

/** The close of `size` base units of the position at the index price, and its penalty. */
function plan(core: Core, acc: Account, market: MarketConfig, pos: Position, size: bigint): Close {
  const decimals = core.token(market.baseToken).tokenDecimals;
  const notional = fillNotional(size, core.price(market.baseToken), decimals);
  const sign = pos.size > 0n ? 1n : -1n;
  const realized = sign * notional - closeCost(pos, size);
  const rate = mulDiv(notional, market.liquidationPenalty, RATE_ONE, 'ceil');
  // The remaining equity caps the penalty: it can take the account's value to zero, never below.
  const after = health(core, acc, 'maintenance', undefined, overlay(core, acc, market, pos, size, realized, 0n));
  const cap = after.value > 0n ? after.value : 0n;
  return { delta: -sign * size, notional, realized, penalty: rate < cap ? rate : cap };
}

/** What health sees after closing `size` with `realized` PnL and `penalty` taken from the USDC net. */
function overlay(
  core: Core,
  acc: Account,
  market: MarketConfig,
  pos: Position,
  size: bigint,
  realized: bigint,
  penalty: bigint,
) {
  const sign = pos.size > 0n ? 1n : -1n;
  return {
    net: new Map([['USDC', netAmount(core, acc, 'USDC') + realized - penalty]]),
    position: { market: market.name, size: pos.size - sign * size, cost: pos.cost - closeCost(pos, size) },
  };
}

/** True when closing `lots` lots (and paying the penalty) leaves the account at or above its initial margin. */
function restores(core: Core, acc: Account, market: MarketConfig, pos: Position, lots: bigint): boolean {
  const size = lots * market.lotSize;
  const c = plan(core, acc, market, pos, size);
  const h = health(core, acc, 'initial', undefined, overlay(core, acc, market, pos, size, c.realized, c.penalty));
  return h.collateral >= h.required;
}

/** Books a planned close: both positions, realized PnL (gains first), the penalty to the fund, the event. */
function bookClose(core: Core, acc: Account, market: MarketConfig, c: Close): void {
  const operator = core.account(OPERATOR_ID);
  const decimals = core.token(market.baseToken).tokenDecimals;
  const mine = fillPosition(core, acc, market.name, c.delta, c.notional, decimals);
  const theirs = fillPosition(core, operator, market.name, -c.delta, c.notional, decimals);
  if (theirs > 0n) receive(core, operator, 'USDC', theirs, 'liquidation');
  if (mine > 0n) receive(core, acc, 'USDC', mine, 'liquidation');
  payTo(core, acc, core.insurance, 'USDC', c.penalty, 'liquidation');
  if (mine < 0n) charge(core, acc, 'USDC', -mine, 'liquidation');
  if (theirs < 0n) charge(core, operator, 'USDC', -theirs, 'liquidation');
  core.events.push({
    type: 'Liquidation',
    userId: acc.id,
    ts: core.now,
    market: market.name,
    size: -c.delta,
    price: core.price(market.baseToken),
    penalty: c.penalty,
  });
}
