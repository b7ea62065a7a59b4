/**
 * The main vault (id 2): an ordinary trading account whose equity is owned by share holders. Deposits mint
 * shares at equity / totalShares (1 share = 1 USDC base unit for the first deposit); withdrawals burn shares
 * for their equity, less the withdrawal fee (left in the vault) and the owner's profitShare of the gain above
 * the investor's cost basis (paid to the vault owner).
 */
import { mulDiv, PRICE_ONE, RATE_ONE } from '#lib/domain/fixed.ts';
import { formatUsd } from '#lib/domain/format.ts';
import { health, netAmount } from './valuation.ts';
import type { VaultDepositCommand, VaultWithdrawCommand } from '#server/engine/model/commands.ts';
import type { Core } from '#server/engine/model/core.ts';
import { reject } from '#server/engine/model/errors.ts';
import type { Account } from '#server/engine/model/state.ts';
import { commitOutflow, planOutflow } from './outflow.ts';
import { receive } from './settlement.ts';
import { bookInflow, recordPortfolio } from './history.ts';
import { recordVaultPoint, vaultEquity } from './vault-points.ts';

function vaultAccount(core: Core, id: string): Account {
  if (id !== core.seed.vault.id) reject('not_found', `no vault ${id}`);
  return core.account(id);
}

/**
 * vaultDeposit: moves USDC into the vault and mints shares (rounded down). Vault shares are not collateral, so
 * the deposit is an outflow that must leave the account its initial margin, like a withdrawal.
 */
export function vaultDeposit(core: Core, cmd: VaultDepositCommand): void {
  const vault = vaultAccount(core, cmd.vaultId);
  const acc = core.account(cmd.userId);
  if (acc.id === vault.id) reject('forbidden');
  if (cmd.amount < core.seed.vault.minDeposit)
    reject('below_minimum', `the minimum vault deposit is ${formatUsd(core.seed.vault.minDeposit)}`);
  const total = core.vaultShares.get(vault.id) ?? 0n;
  const equity = vaultEquity(core, vault);
  const shares = total === 0n || equity === 0n ? cmd.amount : mulDiv(cmd.amount, total, equity, 'floor');
  if (shares <= 0n) reject('bad_amount');
  const plan = planOutflow(core, acc, 'USDC', cmd.amount, false);
  // a vault move is a transfer for the PnL: it leaves the account's value and enters the vault's
  bookInflow(core, acc, 'USDC', -cmd.amount);
  bookInflow(core, vault, 'USDC', cmd.amount);
  commitOutflow(core, acc, plan, 'vault');
  receive(core, vault, 'USDC', cmd.amount, 'vault');
  recordPortfolio(core, acc);
  core.setAmount(core.vaultShares, vault.id, total + shares);
  const inv = acc.vaultInvestments.get(vault.id) ?? { shares: 0n, costBasis: 0n };
  const prev = { ...inv };
  acc.vaultInvestments.set(vault.id, { shares: inv.shares + shares, costBasis: inv.costBasis + cmd.amount });
  core.onUndo(() =>
    prev.shares === 0n ? acc.vaultInvestments.delete(vault.id) : acc.vaultInvestments.set(vault.id, prev),
  );
  // the price the shares were minted at: what the depositor paid per share
  const sharePrice = total === 0n || equity === 0n ? PRICE_ONE : mulDiv(equity, PRICE_ONE, total, 'floor');
  const transfer = { vaultId: vault.id, amount: cmd.amount, shares, sharePrice };
  core.push(acc.history.vaultTransfers, {
    ts: core.now,
    kind: 'deposit',
    ...transfer,
    withdrawalFee: 0n,
    profitShare: 0n,
  });
  recordVaultPoint(core, vault, cmd.amount);
  core.events.push({ type: 'VaultDeposit', userId: acc.id, ts: core.now, ...transfer });
}

/** vaultWithdraw: burns shares; pays equity share minus fees; needs the vault to hold the USDC. */
export function vaultWithdraw(core: Core, cmd: VaultWithdrawCommand): void {
  const vault = vaultAccount(core, cmd.vaultId);
  const acc = core.account(cmd.userId);
  const inv = acc.vaultInvestments.get(vault.id);
  if (cmd.shares <= 0n) reject('bad_amount');
  if (inv === undefined || inv.shares < cmd.shares) reject('insufficient_balance', 'not enough vault shares');
  const total = core.vaultShares.get(vault.id) ?? 0n;
  const equity = vaultEquity(core, vault);
  const gross = mulDiv(cmd.shares, equity, total, 'floor');
  const cost = mulDiv(inv.costBasis, cmd.shares, inv.shares, 'ceil');
  const profit = gross > cost ? gross - cost : 0n;
  const profitFee = mulDiv(profit, core.seed.vault.profitShare, RATE_ONE, 'ceil');
  const withdrawalFee = mulDiv(gross, core.seed.vault.withdrawalFee, RATE_ONE, 'ceil');
  const net = gross - profitFee - withdrawalFee;
  const usdc = vault.balances.get('USDC') ?? 0n;
  if (usdc < net + profitFee) reject('insufficient_liquidity', 'vault USDC is tied up');
  // the vault is a trading account: paying out must leave its positions their initial margin
  const after = health(core, vault, 'initial', undefined, {
    net: new Map([['USDC', netAmount(core, vault, 'USDC') - net - profitFee]]),
  });
  if (after.collateral < after.required) reject('insufficient_liquidity', 'vault collateral backs its positions');
  const owner = core.account(core.seed.vault.ownerId);
  // the payout is a transfer out of the vault into the account; the owner's profit share is the owner's income
  bookInflow(core, vault, 'USDC', -(net + profitFee));
  bookInflow(core, acc, 'USDC', net);
  core.credit(vault, 'USDC', -(net + profitFee), 'vault');
  receive(core, acc, 'USDC', net, 'vault');
  receive(core, owner, 'USDC', profitFee, 'vault');
  core.setAmount(core.vaultShares, vault.id, total - cmd.shares);
  const prev = { ...inv };
  const left = { shares: inv.shares - cmd.shares, costBasis: inv.costBasis - cost };
  if (left.shares === 0n) acc.vaultInvestments.delete(vault.id);
  else acc.vaultInvestments.set(vault.id, left);
  core.onUndo(() => acc.vaultInvestments.set(vault.id, prev));
  const transfer = {
    vaultId: vault.id,
    amount: net,
    shares: cmd.shares,
    sharePrice: mulDiv(equity, PRICE_ONE, total, 'floor'),
    withdrawalFee,
    profitShare: profitFee,
  };
  core.push(acc.history.vaultTransfers, { ts: core.now, kind: 'withdraw', ...transfer });
  recordVaultPoint(core, vault, -(net + profitFee));
  core.events.push({ type: 'VaultWithdraw', userId: acc.id, ts: core.now, ...transfer });
  recordPortfolio(core, acc);
}
