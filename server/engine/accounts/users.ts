/**
 * Account commands: create account and sub-account, alias, session keys, and token movements (deposit
 * credit, withdrawal, transfer with optional borrow). Each checks everything that can refuse it first and then
 * commits; outflows keep the initial margin (outflow.ts).
 */
import type {
  AddSubAccountCommand,
  CreateUserCommand,
  DepositCommand,
  SessionKey,
  TransferCommand,
  WithdrawCommand,
} from '#server/engine/model/commands.ts';
import { OPERATOR_ID, type UserId } from '#server/engine/model/config.ts';
import type { Core } from '#server/engine/model/core.ts';
import { reject } from '#server/engine/model/errors.ts';
import { bookInflow, recordPortfolio } from './history.ts';
import { commitOutflow, planOutflow, type OutflowPlan } from './outflow.ts';
import { receive } from './settlement.ts';
import { newAccount, type Account } from '#server/engine/model/state.ts';

const ALIAS_RE = /^[A-Za-z0-9]{3,32}$/;

/** Rejects with 'bad_alias' unless the alias is 3-32 letters and digits (SPEC section 5). */
export function checkAlias(alias: string): void {
  if (!ALIAS_RE.test(alias)) reject('bad_alias', 'alias must be 3-32 letters or digits');
}

/** Creates an account with the next id for `owner` (journaled) and emits UserCreated. */
export function openAccount(core: Core, owner: string, alias: string, masterId: UserId | null): Account {
  const id = String(core.nextUserId++);
  const acc = newAccount(id, owner, alias, core.now, masterId);
  core.accounts.set(id, acc);
  const ids = core.owners.get(owner) ?? [];
  core.owners.set(owner, [...ids, id]);
  core.onUndo(() => {
    core.accounts.delete(id);
    if (ids.length === 0) core.owners.delete(owner);
    else core.owners.set(owner, ids);
    core.nextUserId--;
  });
  core.events.push({ type: 'UserCreated', userId: id, ts: core.now, owner, alias });
  return acc;
}

/** createUser: one main account per owner; a referral code is a user id or an alias. */
export function createUser(core: Core, cmd: CreateUserCommand): void {
  checkAlias(cmd.alias);
  if (core.owners.has(cmd.owner)) reject('already_exists', 'owner already has an account');
  if (cmd.sessionKey) checkKey(core, cmd.sessionKey);
  let master: UserId | null = null;
  if (cmd.referralCode !== undefined && cmd.referralCode !== '') {
    const byId = core.accounts.get(cmd.referralCode);
    master = byId?.id ?? [...core.accounts.values()].find((a) => a.alias === cmd.referralCode)?.id ?? null;
  }
  const acc = openAccount(core, cmd.owner, cmd.alias, master);
  if (cmd.sessionKey) grantApiKey(core, acc, cmd.sessionKey);
}

/** addSubAccount: a new account of the same owner, optionally funded from the source account. */
export function addSubAccount(core: Core, cmd: AddSubAccountCommand): void {
  checkAlias(cmd.alias);
  const source = core.account(cmd.sourceUserId);
  if (cmd.sessionKey) checkKey(core, cmd.sessionKey);
  const funded = cmd.amount !== undefined && cmd.amount > 0n && cmd.token !== undefined;
  const plan = funded ? planTransfer(core, source, cmd.token!, cmd.amount!, false) : undefined;
  const sub = openAccount(core, source.owner, cmd.alias, source.masterId);
  if (cmd.sessionKey) grantApiKey(core, sub, cmd.sessionKey);
  if (plan !== undefined) commitTransfer(core, source, sub, plan);
}

/** Rejects a session key whose expiry is not in the future. */
function checkKey(core: Core, key: SessionKey): void {
  if (key.expiration <= core.now) reject('bad_timestamp', 'expiration is in the past');
}

/** Registers a checked session key on an account (journaled) and emits AddApiKey. */
export function grantApiKey(core: Core, acc: Account, key: SessionKey): void {
  checkKey(core, key);
  const prev = acc.apiKeys.get(key.apiKey);
  acc.apiKeys.set(key.apiKey, key.expiration);
  core.onUndo(() => (prev === undefined ? acc.apiKeys.delete(key.apiKey) : acc.apiKeys.set(key.apiKey, prev)));
  core.events.push({
    type: 'AddApiKey',
    userId: acc.id,
    ts: core.now,
    apiKey: key.apiKey,
    expirationTimestamp: key.expiration,
  });
}

/** deposit: credits a confirmed chain deposit (settling first what the account owes in the token). */
export function deposit(core: Core, cmd: DepositCommand): void {
  const acc = core.account(cmd.userId);
  const token = core.token(cmd.token);
  if (cmd.amount <= 0n) reject('bad_amount');
  bookInflow(core, acc, token.name, cmd.amount);
  receive(core, acc, token.name, cmd.amount, 'deposit');
  core.events.push({
    type: 'Deposit',
    userId: acc.id,
    ts: core.now,
    token: token.name,
    tokenAddress: token.contractAddress,
    amount: cmd.amount,
  });
  core.push(acc.history.deposits, { ts: core.now, token: token.name, amount: cmd.amount, txHash: cmd.txHash ?? '' });
  recordPortfolio(core, acc);
}

/**
 * withdraw: debits amount plus fee (the fee to the operator), borrowing a shortfall when asked; the account keeps
 * its initial margin.
 */
export function withdraw(core: Core, cmd: WithdrawCommand): void {
  const acc = core.account(cmd.userId);
  const token = core.token(cmd.token);
  const fee = cmd.fee ?? 0n;
  if (cmd.amount <= 0n || fee < 0n) reject('bad_amount');
  const plan = planOutflow(core, acc, token.name, cmd.amount + fee, cmd.borrow ?? false);
  // the amount leaves as outflow; the fee is a cost, so it lowers the PnL
  bookInflow(core, acc, token.name, -cmd.amount);
  commitOutflow(core, acc, plan, 'withdraw');
  if (fee > 0n) receive(core, core.account(OPERATOR_ID), token.name, fee, 'withdraw');
  core.events.push({
    type: 'Withdraw',
    userId: acc.id,
    ts: core.now,
    token: token.name,
    tokenAddress: token.contractAddress,
    amount: cmd.amount,
    address: cmd.address,
  });
  core.push(acc.history.withdrawals, {
    ts: core.now,
    token: token.name,
    amount: cmd.amount,
    address: cmd.address,
    fee,
    ...(cmd.network === undefined ? {} : { network: cmd.network }),
    ...(cmd.settlesAt === undefined ? {} : { settlesAt: cmd.settlesAt }),
  });
  recordPortfolio(core, acc);
}

/** transfer: between two different accounts; a shortfall is borrowed when `borrow` is set. */
export function transfer(core: Core, cmd: TransferCommand): void {
  if (cmd.fromUserId === cmd.toUserId) reject('forbidden', 'cannot transfer to the same account');
  const from = core.account(cmd.fromUserId);
  const to = core.account(cmd.toUserId);
  commitTransfer(core, from, to, planTransfer(core, from, cmd.token, cmd.amount, cmd.borrow));
}

/** Check phase of a transfer out of `from`. */
function planTransfer(core: Core, from: Account, token: string, amount: bigint, borrow: boolean): OutflowPlan {
  if (from.id === core.seed.vault.id) reject('forbidden', 'vault funds leave only through vaultWithdraw');
  core.token(token);
  if (amount <= 0n) reject('bad_amount');
  return planOutflow(core, from, token, amount, borrow);
}

/** Commit phase of a transfer: an outflow of one account and an inflow of the other, each valued then. */
function commitTransfer(core: Core, from: Account, to: Account, plan: OutflowPlan): void {
  bookInflow(core, from, plan.token, -plan.amount);
  bookInflow(core, to, plan.token, plan.amount);
  commitOutflow(core, from, plan, 'transfer');
  receive(core, to, plan.token, plan.amount, 'transfer');
  const entry = { ts: core.now, fromUserId: from.id, toUserId: to.id, token: plan.token, amount: plan.amount };
  core.push(from.history.transfers, entry);
  core.push(to.history.transfers, entry);
  recordPortfolio(core, from);
  recordPortfolio(core, to);
}
