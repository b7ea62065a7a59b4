/**
 * The pure exchange engine: `apply(command)` validates and executes one command against in-memory state and
 * returns its events, or an EngineError with nothing changed. No I/O, no clock, no randomness: replaying the
 * same commands from the same seed reproduces the same state.
 *
 * One commit discipline: every command first checks (reads only, may reject with an EngineError), then commits
 * (every write journaled in the core, no rejection). The first write opens the commit phase; anything thrown
 * after it is a bug: the journal rolls the command back exactly and `apply` throws an EngineFault.
 */
import type { Command } from './model/commands.ts';
import { OPERATOR_ID } from './model/config.ts';
import { Core } from './model/core.ts';
import { EngineError, EngineFault, reject } from './model/errors.ts';
import type { EngineEvent } from './model/events.ts';
import { applyFunding } from './trading/funding.ts';
import { borrow, lend, repay, withdrawLend } from './accounts/lending.ts';
import { accrueAll } from './accounts/interest.ts';
import { claimReferral, snapshotPortfolios } from './accounts/history.ts';
import { liquidateOnPrices, liquidateScan } from './trading/liquidation.ts';
import { EngineQueries } from './read/queries.ts';
import type { Seed } from './model/seed.ts';
import { restoreCore, snapshotCore } from './model/snapshot.ts';
import { cancelOrders, placeOrder } from './trading/orders.ts';
import {
  addSubAccount,
  checkAlias,
  createUser,
  deposit,
  grantApiKey,
  openAccount,
  transfer,
  withdraw,
} from './accounts/users.ts';
import { vaultDeposit, vaultWithdraw } from './accounts/vault.ts';
import { cancelTriggerOrders, fireTriggers, placeTpSl, placeTriggerOrder } from './trading/triggers.ts';
import { setLeverage } from './trading/leverage.ts';

/** The exchange engine: commands in, events out, read queries for the API. */
export class Engine extends EngineQueries {
  /** Builds the genesis state: operator account 1 and the main vault account 2. */
  constructor(seed: Seed, core?: Core) {
    super(core ?? genesis(seed));
  }

  /** Rebuilds an engine from `snapshot()` output and the same seed. */
  static restore(seed: Seed, snapshot: string): Engine {
    return new Engine(seed, restoreCore(seed, snapshot));
  }

  /** Serializes the whole state (JSON, bigints as strings) for the server's snapshot + replay. */
  snapshot(): string {
    return snapshotCore(this.core);
  }

  /**
   * Applies one command: its events, or a typed error with the state unchanged. Throws EngineFault (state
   * unchanged too) when the command fails after its first write.
   */
  apply(cmd: Command): EngineEvent[] | EngineError {
    const core = this.core;
    const saved = {
      now: core.now,
      nextOrderId: core.nextOrderId,
      nextTradeId: core.nextTradeId,
      nextUserId: core.nextUserId,
    };
    core.events = [];
    core.undo.length = 0;
    try {
      if (!Number.isSafeInteger(cmd.ts) || cmd.ts < core.now)
        reject('bad_timestamp', `ts ${cmd.ts} before ${core.now}`);
      core.now = cmd.ts;
      dispatch(core, cmd);
      return core.events;
    } catch (err) {
      const committing = core.committing;
      for (let i = core.undo.length - 1; i >= 0; i--) core.undo[i]!();
      Object.assign(core, saved);
      core.pendingTrades.clear();
      for (const book of core.books.values()) book.clearDeltas();
      if (err instanceof EngineError && !committing) return err;
      throw new EngineFault(cmd.type, err);
    } finally {
      core.undo.length = 0;
    }
  }
}

function genesis(seed: Seed): Core {
  const core = new Core(seed);
  openAccount(core, seed.operatorOwner, 'Operator', null);
  openAccount(core, seed.operatorOwner, seed.vault.alias, null);
  if (core.accounts.get(OPERATOR_ID) === undefined || core.accounts.get(seed.vault.id) === undefined) {
    throw new Error('seed ids do not match the genesis accounts');
  }
  core.events = [];
  core.undo.length = 0;
  return core;
}

function dispatch(core: Core, cmd: Command): void {
  switch (cmd.type) {
    case 'createUser':
      return createUser(core, cmd);
    case 'addSubAccount':
      return addSubAccount(core, cmd);
    case 'setAlias': {
      checkAlias(cmd.alias);
      const acc = core.account(cmd.userId);
      core.assign(acc, 'alias', cmd.alias);
      core.events.push({ type: 'SetAlias', userId: acc.id, ts: core.now, newAlias: cmd.alias });
      return;
    }
    case 'addApiKey':
      return grantApiKey(core, core.account(cmd.userId), cmd);
    case 'removeApiKey': {
      const acc = core.account(cmd.userId);
      if (!acc.apiKeys.has(cmd.apiKey)) reject('not_found', 'no such api key');
      const keys = [...acc.apiKeys];
      acc.apiKeys.delete(cmd.apiKey);
      core.onUndo(() => {
        acc.apiKeys.clear();
        for (const [k, v] of keys) acc.apiKeys.set(k, v);
      });
      core.events.push({ type: 'RemoveApiKey', userId: acc.id, ts: core.now, apiKey: cmd.apiKey });
      return;
    }
    case 'deposit':
      return deposit(core, cmd);
    case 'withdraw':
      return withdraw(core, cmd);
    case 'transfer':
      return transfer(core, cmd);
    case 'placeLimitOrder':
    case 'placeMarketOrder':
      placeOrder(core, cmd);
      return;
    case 'cancelOrders':
      return cancelOrders(core, cmd);
    case 'lend':
      return lend(core, core.account(cmd.userId), cmd.token, cmd.amount);
    case 'withdrawLend':
      return withdrawLend(core, core.account(cmd.userId), cmd.token, cmd.amount);
    case 'borrow':
      return borrow(core, core.account(cmd.userId), cmd.token, cmd.amount);
    case 'repayBorrow':
      return repay(core, core.account(cmd.userId), cmd.token, cmd.amount);
    case 'setAutoLend': {
      const acc = core.account(cmd.userId);
      core.assign(acc, 'autoLend', cmd.enabled);
      core.events.push({ type: 'SetAutoLend', userId: acc.id, ts: core.now, enabled: cmd.enabled });
      return;
    }
    case 'vaultDeposit':
      return vaultDeposit(core, cmd);
    case 'vaultWithdraw':
      return vaultWithdraw(core, cmd);
    case 'setIndexPrice': {
      for (const p of cmd.prices) {
        core.token(p.token);
        if (p.price <= 0n) reject('bad_amount', 'price must be positive');
      }
      const previous = new Map(cmd.prices.map((p) => [p.token, core.price(p.token)]));
      for (const p of cmd.prices) core.setAmount(core.prices, p.token, p.price);
      core.events.push({
        type: 'IndexPriceUpdate',
        ts: core.now,
        updates: cmd.prices.map((p) => ({ name: p.token, price: p.price })),
      });
      // trigger orders fire on the new index first (trading/triggers.ts), so a stop loss can act before liquidation
      fireTriggers(core, previous);
      // liquidation is checked on every index update, for the accounts these prices can move
      liquidateOnPrices(
        core,
        cmd.prices.map((p) => p.token),
      );
      return;
    }
    case 'applyFunding':
      return applyFunding(core);
    case 'accrueInterest':
      return accrueAll(core);
    case 'liquidateScan':
      return liquidateScan(core);
    case 'snapshotPortfolios':
      return snapshotPortfolios(core);
    case 'claimReferral':
      return claimReferral(core, cmd);
    case 'placeTriggerOrder':
      return placeTriggerOrder(core, cmd);
    case 'placeTpSl':
      return placeTpSl(core, cmd);
    case 'cancelTriggerOrders':
      return cancelTriggerOrders(core, cmd);
    case 'setLeverage':
      return setLeverage(core, cmd);
  }
}
