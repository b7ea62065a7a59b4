/**
 * Liquidating token holdings, for an account with no position left that is still below its maintenance margin
 * (a borrower whose debt outgrew its collateral). Its own holdings first repay its own debts. Then the operator,
 * the exchange's backstop, takes over debt together with collateral worth that debt at the index, and the
 * collateral token's liquidationPenalty on it goes to the insurance fund (never more than the remaining
 * equity); partial when that restores the initial margin. Debt left with nothing to seize is bad debt
 * (bankruptcy.ts). Moving shares between accounts leaves every pool unchanged, so no unit moves but by owner.
 */
import { mulDiv, RATE_ONE } from '#lib/domain/fixed.ts';
import { borrowSharesValue, lendSharesValue } from '#lib/domain/lending.ts';
import { unitsForUsd } from '#lib/domain/value.ts';
import { OPERATOR_ID, type TokenConfig, type TokenName } from '#server/engine/model/config.ts';
import type { Core } from '#server/engine/model/core.ts';
import type { Account } from '#server/engine/model/state.ts';
import { settleBadDebt } from './bankruptcy.ts';
import { accrue, emitPools, lendOut, poolCash, repayOut } from './lending.ts';
import { receive } from './settlement.ts';
import { health, heldTokens, netAmount, usdOf } from './valuation.ts';

/** One token of the account: net amount and its USD value at the index. */
interface Net {
  readonly cfg: TokenConfig;
  readonly net: bigint;
  readonly usd: bigint;
}

/** Liquidates token holdings until the account meets its initial margin; bad debt when nothing is left. */
export function seizeCollateral(core: Core, acc: Account): void {
  netOut(core, acc);
  const operator = core.account(OPERATOR_ID);
  for (let round = 0; round <= 2 * core.tokens.size; round++) {
    const h = health(core, acc, 'initial');
    if (h.collateral >= h.required) return;
    const nets = [...heldTokens(acc)].map((t): Net => {
      const net = netAmount(core, acc, t);
      return { cfg: core.token(t), net, usd: usdOf(core, t, net) };
    });
    const order = (a: Net, b: Net) => (a.usd < b.usd ? -1 : a.usd > b.usd ? 1 : a.cfg.priceIndex - b.cfg.priceIndex);
    const debt = nets.filter((n) => n.net < 0n).sort(order)[0];
    const coll = nets
      .filter((n) => n.net > 0n && n.usd > 0n)
      .sort((a, b) => -order(a, b))
      .at(0);
    if (debt === undefined) return;
    if (coll === undefined) return settleBadDebt(core, acc);
    seizeOne(core, acc, operator, debt, coll);
  }
}

/** Moves debt and matching collateral (plus the penalty to the fund): the least debt that restores initial health. */
function seizeOne(core: Core, acc: Account, operator: Account, debt: Net, coll: Net): void {
  const equity = health(core, acc, 'maintenance').value;
  // With no equity left there is nothing to take a penalty from: collateral goes at par.
  const p = equity > 0n ? coll.cfg.liquidationPenalty : 0n;
  const owed = -debt.usd;
  const affordable = mulDiv(coll.usd, RATE_ONE, RATE_ONE + p, 'floor');
  const full = owed < affordable ? owed : affordable;
  const [pd, pc] = [core.price(debt.cfg.name), core.price(coll.cfg.name)];
  /** The units moved when `x` USD of debt is taken over. */
  const units = (x: bigint) => {
    const rawPenalty = mulDiv(x, p, RATE_ONE, 'ceil');
    const penalty = rawPenalty < equity ? rawPenalty : equity > 0n ? equity : 0n;
    const d = x >= owed ? -debt.net : unitsForUsd(x, debt.cfg.tokenDecimals, pd, 'floor');
    const c = min(unitsForUsd(x, coll.cfg.tokenDecimals, pc, 'ceil'), coll.net);
    const f = min(unitsForUsd(penalty, coll.cfg.tokenDecimals, pc, 'floor'), coll.net - c);
    return { d: d > 0n ? d : 1n, c, f };
  };
  const restores = (x: bigint): boolean => {
    const u = units(x);
    const net = new Map([
      [debt.cfg.name, debt.net + u.d],
      [coll.cfg.name, coll.net - u.c - u.f],
    ]);
    const h = health(core, acc, 'initial', undefined, { net });
    return h.collateral >= h.required;
  };
  let [lo, hi] = [1n, full > 0n ? full : 1n];
  if (restores(hi))
    while (lo < hi) {
      const mid = (lo + hi) / 2n;
      if (restores(mid)) hi = mid;
      else lo = mid + 1n;
    }
  else lo = hi;
  const u = units(lo);
  moveDebt(core, acc, operator, debt.cfg.name, u.d);
  moveHolding(core, acc, operator, coll.cfg.name, u.c);
  moveHolding(core, acc, core.insurance, coll.cfg.name, u.f);
  core.events.push({
    type: 'CollateralLiquidation',
    userId: acc.id,
    ts: core.now,
    debtToken: debt.cfg.name,
    debt: u.d,
    collateralToken: coll.cfg.name,
    collateral: u.c,
    penalty: u.f,
  });
}

/** Repays an account's debts from its own holdings of the same token (balance, then lend shares the pool can pay). */
function netOut(core: Core, acc: Account): void {
  for (const token of heldTokens(acc)) {
    const owed = acc.owed.get(token) ?? 0n;
    const borrowed = acc.borrowShares.get(token) ?? 0n;
    if (owed === 0n && borrowed === 0n) continue;
    const pool = accrue(core, token);
    const lent = lendSharesValue(acc.lendShares.get(token) ?? 0n, pool);
    const debt = owed + borrowSharesValue(borrowed, pool);
    const bal = acc.balances.get(token) ?? 0n;
    const redeem = min(lent, debt > bal ? debt - bal : 0n, poolCash(pool));
    if (redeem > 0n) lendOut(core, acc, token, redeem);
    const fromOwed = min(owed, acc.balances.get(token) ?? 0n);
    if (fromOwed > 0n) {
      core.credit(acc, token, -fromOwed, 'liquidation');
      core.setHolding(acc, 'owed', token, owed - fromOwed);
    }
    const repay = min(acc.balances.get(token) ?? 0n, borrowSharesValue(borrowed, core.pool(token)));
    if (repay > 0n) repayOut(core, acc, token, repay);
    if (redeem > 0n || repay > 0n) emitPools(core, [token]);
  }
}

/** Moves `units` of an account's debt in a token to another account: owed first, then borrow shares. */
function moveDebt(core: Core, from: Account, to: Account, token: TokenName, units: bigint): void {
  const owed = from.owed.get(token) ?? 0n;
  const o = min(owed, units);
  if (o > 0n) {
    core.setHolding(from, 'owed', token, owed - o);
    core.setHolding(to, 'owed', token, (to.owed.get(token) ?? 0n) + o);
  }
  const left = units - o;
  const held = from.borrowShares.get(token) ?? 0n;
  if (left <= 0n || held === 0n) return;
  const pool = accrue(core, token);
  const shares =
    left >= borrowSharesValue(held, pool) ? held : mulDiv(left, pool.borrowShares, pool.borrowAmount, 'ceil');
  const moved = shares < held ? shares : held;
  core.setHolding(from, 'borrowShares', token, held - moved);
  core.setHolding(to, 'borrowShares', token, (to.borrowShares.get(token) ?? 0n) + moved);
}

/** Moves `units` of an account's holding of a token to another account: balance first, then lend shares. */
function moveHolding(core: Core, from: Account, to: Account, token: TokenName, units: bigint): void {
  if (units <= 0n) return;
  const b = min(from.balances.get(token) ?? 0n, units);
  if (b > 0n) {
    core.credit(from, token, -b, 'liquidation');
    receive(core, to, token, b, 'liquidation');
  }
  const held = from.lendShares.get(token) ?? 0n;
  if (units - b <= 0n || held === 0n) return;
  const pool = accrue(core, token);
  const all = units - b >= lendSharesValue(held, pool);
  const shares = all ? held : mulDiv(units - b, pool.lendShares, pool.lendAmount, 'floor');
  core.setHolding(from, 'lendShares', token, held - shares);
  core.setHolding(to, 'lendShares', token, (to.lendShares.get(token) ?? 0n) + shares);
}

function min(a: bigint, b: bigint, c?: bigint): bigint {
  const ab = a < b ? a : b;
  return c === undefined || ab < c ? ab : c;
}
