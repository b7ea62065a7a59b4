/**
 * The accrueInterest command: every pool accrues to the engine clock, autolend accounts lend their idle
 * balances, and what accounts owe (settlement.ts) becomes a pool borrow where the pool now has the cash.
 */
import { sharesForLend } from '#lib/domain/lending.ts';
import type { Core } from '#server/engine/model/core.ts';
import { accrue, emitPools, lendIn } from './lending.ts';
import { settleOwed } from './settlement.ts';

/** Accrues every pool, lends autolend balances, then settles owed amounts into borrows. */
export function accrueAll(core: Core): void {
  for (const token of core.pools.keys()) accrue(core, token);
  for (const acc of core.accounts.values()) {
    if (!acc.autoLend) continue;
    for (const [token, bal] of [...acc.balances]) {
      if (bal > 0n && core.pools.has(token) && sharesForLend(bal, core.pool(token)) > 0n) lendIn(core, acc, token, bal);
    }
  }
  for (const acc of core.accounts.values()) if (acc.owed.size > 0) settleOwed(core, acc);
  emitPools(core, [...core.pools.keys()]);
}
