/**
 * Bad debt: an account with nothing left to seize that still owes. The insurance fund pays what it holds of the
 * token (its balance, then lend shares the pool can pay out). What the fund cannot pay is socialised, the stated
 * loss rule of docs/LIQUIDATION.md: a pool borrow is written off against that pool's lenders (borrowed and lent
 * amounts fall together, so every lend share loses the same fraction and the pool's cash is untouched), and an
 * owed amount that no lender ever funded passes to the operator, the house that fronted it.
 */
import { borrowSharesValue, lendSharesValue } from '#lib/domain/lending.ts';
import { OPERATOR_ID, type TokenName } from '#server/engine/model/config.ts';
import type { Core } from '#server/engine/model/core.ts';
import type { Account } from '#server/engine/model/state.ts';
import { accrue, emitPools, lendOut, poolCash, repayOut } from './lending.ts';
import { receive } from './settlement.ts';
import { heldTokens, netAmount } from './valuation.ts';

/** Settles every debt of a bankrupt account: the fund first, then the loss rule. */
export function settleBadDebt(core: Core, acc: Account): void {
  for (const token of heldTokens(acc)) {
    const net = netAmount(core, acc, token);
    if (net >= 0n) continue;
    const covered = fundPays(core, acc, token, -net);
    const socialized = writeOff(core, acc, token);
    const owed = acc.owed.get(token) ?? 0n;
    if (owed > 0n) {
      const operator = core.account(OPERATOR_ID);
      core.setHolding(acc, 'owed', token, 0n);
      core.setHolding(operator, 'owed', token, (operator.owed.get(token) ?? 0n) + owed);
    }
    core.events.push({
      type: 'BadDebt',
      userId: acc.id,
      ts: core.now,
      token,
      amount: -net,
      coveredByFund: covered,
      socialized,
      toOperator: owed,
    });
    emitPools(core, [token]);
  }
}

/** The fund pays up to `debt` of the account's debt in a token; returns what it paid. */
function fundPays(core: Core, acc: Account, token: TokenName, debt: bigint): bigint {
  const fund = core.insurance;
  const pool = accrue(core, token);
  const bal = fund.balances.get(token) ?? 0n;
  const lent = lendSharesValue(fund.lendShares.get(token) ?? 0n, pool);
  const redeem = min(lent, debt > bal ? debt - bal : 0n, poolCash(pool));
  if (redeem > 0n) lendOut(core, fund, token, redeem);
  const pay = min(debt, fund.balances.get(token) ?? 0n);
  if (pay === 0n) return 0n;
  core.credit(fund, token, -pay, 'liquidation');
  receive(core, acc, token, pay, 'liquidation');
  const repay = min(
    acc.balances.get(token) ?? 0n,
    borrowSharesValue(acc.borrowShares.get(token) ?? 0n, core.pool(token)),
  );
  if (repay > 0n) repayOut(core, acc, token, repay);
  return pay;
}

/** Writes the account's remaining borrow of a token off against the pool's lenders; returns the amount. */
function writeOff(core: Core, acc: Account, token: TokenName): bigint {
  const shares = acc.borrowShares.get(token) ?? 0n;
  if (shares === 0n) return 0n;
  const pool = accrue(core, token);
  const value = borrowSharesValue(shares, pool);
  const amount = value < pool.borrowAmount ? value : pool.borrowAmount;
  core.setPool(token, {
    ...pool,
    borrowShares: pool.borrowShares - shares,
    borrowAmount: pool.borrowAmount - amount,
    lendAmount: pool.lendAmount - amount,
  });
  core.setHolding(acc, 'borrowShares', token, 0n);
  core.setAmount(core.socializedLoss, token, (core.socializedLoss.get(token) ?? 0n) + amount);
  return amount;
}

function min(a: bigint, b: bigint, c?: bigint): bigint {
  const ab = a < b ? a : b;
  return c === undefined || ab < c ? ab : c;
}
