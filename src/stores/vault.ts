/**
 * The main vault (SPEC 3, id 2): its account (TVL, shares, positions), its performance history (PnL, TVL and share
 * price over time, the 30-day APR the header's badge shows), the acting account's stake and vault history, and the
 * deposit and withdraw actions (vaultDeposit, vaultWithdraw under the account's session key).
 */
import { computed } from 'nanostores';
import type { CallResponse } from '#lib/api/contract.ts';
import { MAIN_VAULT_ID } from '#lib/domain/constants.ts';
import { PRICE_DECIMALS, RATE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { borrowSharesValue, lendSharesValue } from '#lib/domain/lending.ts';
import { maxWithdrawable } from '#lib/domain/withdraw-limit.ts';
import type { VaultTerms } from '#lib/domain/vault.ts';
import type { MessageKey } from '#lib/i18n/en.ts';
import { $api } from './api.ts';
import { $config } from './config.ts';
import { $currentUserId } from './current-user.ts';
import { $lendingPools } from './lending.ts';
import { $indexPrices } from './prices.ts';
import { notifyFailure } from './errors.ts';
import { readyValue, resourceStore } from './resource.ts';
import { $vaultPerformance, mapResource } from './vault-performance.ts';
import { cancelledByUserLazily, withSessionLazily } from './session-lazy.ts';
import { notify } from './toasts.ts';
import { $userData } from './user-data.ts';

/** The vault's figures are read again this often while watched (equity moves with the index). */
const VAULT_REFRESH_MS = 15_000;
/** The vault's account (getUserData of id 2), refreshed while watched. */
export const $vaultAccount = resourceStore(() => $api.get()?.getUserData({ userId: MAIN_VAULT_ID }), {
  refreshMs: VAULT_REFRESH_MS,
});

/** The acting account's vault deposits and withdrawals (newest first); follows the acting account. */
const $vaultTransfers = resourceStore(
  () => {
    const userId = $currentUserId.get();
    return userId === undefined ? undefined : $api.get()?.getUserVaultHistory({ userId });
  },
  { deps: [$currentUserId] },
);

/** The vault's state for the page: equity (TVL), shares outstanding and its account. */
export interface VaultState {
  readonly equity: bigint;
  readonly totalShares: bigint;
  readonly account: CallResponse<'getUserData'>['userData'];
}

/** The vault's state decoded. */
export const $vault = computed($vaultAccount, (resource) =>
  mapResource(resource, (value): VaultState => ({
    equity: BigInt(value.userData.margin.value),
    totalShares: BigInt(value.userData.vault?.totalShares ?? '0'),
    account: value.userData,
  })),
);

/** The vault's terms from the configuration. */
export const $vaultTerms = computed($config, (resource) =>
  mapResource(resource, (config): VaultTerms => ({
    minDeposit: BigInt(config.vault.minDeposit),
    withdrawalFee: parseDecimal(config.vault.withdrawalFee, RATE_DECIMALS),
    profitShare: parseDecimal(config.vault.profitShare, RATE_DECIMALS),
  })),
);

/** The acting account's stake: shares and cost basis (zero when it holds none); undefined while loading. */
export const $vaultStake = computed($userData, (resource) => {
  const user = readyValue(resource);
  return user === undefined ? undefined : user.vaultStake;
});

/**
 * The USDC the acting account can put into the vault: like a withdrawal without borrowing, the deposit must leave it
 * its initial margin (the exchange plans it as an outflow); undefined while loading.
 */
export const $vaultDepositable = computed(
  [$userData, $config, $indexPrices, $lendingPools],
  (userResource, configResource, prices, pools) => {
    const user = readyValue(userResource);
    const token = readyValue(configResource)?.tokens['USDC'];
    if (user === undefined || token === undefined) return undefined;
    const pool = pools.get('USDC');
    const balance = user.balances.get('USDC') ?? 0n;
    const lent = pool ? lendSharesValue(user.lendingShares.get('USDC') ?? 0n, pool) : 0n;
    const borrowed = pool ? borrowSharesValue(user.borrowShares.get('USDC') ?? 0n, pool) : 0n;
    const rate = (text: string) => parseDecimal(text, RATE_DECIMALS);
    return maxWithdrawable(
      {
        balance,
        net: balance + lent - borrowed - (user.owed.get('USDC') ?? 0n),
        decimals: token.tokenDecimals,
        price: prices.get('USDC') ?? 0n,
        collateralFactor: rate(token.collateralFactor),
        borrowInitialFactor: rate(token.borrowInitialFactor),
        headroomUsd: user.margin.initialCollateral - user.margin.initialRequired,
        poolCash: 0n,
      },
      false,
    );
  },
);

/** One row of the acting account's vault history, decoded. */
export interface VaultTransferView {
  readonly timestamp: number;
  readonly kind: 'deposit' | 'withdraw';
  readonly amount: bigint;
  readonly shares: bigint;
  readonly sharePrice: bigint;
  readonly withdrawalFee: bigint;
  readonly profitShare: bigint;
}

/** The acting account's vault history, newest first. */
export const $vaultHistory = computed($vaultTransfers, (resource) =>
  mapResource(resource, (value): readonly VaultTransferView[] =>
    value.transfers
      .filter((row) => row.vaultId === MAIN_VAULT_ID)
      .map((row) => ({
        timestamp: row.timestamp,
        kind: row.kind,
        amount: BigInt(row.amount),
        shares: BigInt(row.shares),
        sharePrice: parseDecimal(row.sharePrice, PRICE_DECIMALS),
        withdrawalFee: BigInt(row.withdrawalFee),
        profitShare: BigInt(row.profitShare),
      })),
  ),
);

/** Reads every vault figure again (after a deposit or withdrawal, or Try again). */
export function reloadVault(): void {
  void $vaultAccount.reload();
  void $vaultPerformance.reload();
  void $vaultTransfers.reload();
}

/** Runs one vault mutation for the acting account: toasts, then the figures reloaded; rethrows a failure. */
async function vaultMutation(
  keys: { readonly success: MessageKey; readonly error: MessageKey },
  call: (userId: string) => Promise<unknown>,
): Promise<void> {
  const userId = $currentUserId.get();
  if (userId === undefined) throw new Error('no acting account');
  try {
    await call(userId);
    notify({ kind: 'success', title: keys.success });
  } catch (error) {
    if (!(await cancelledByUserLazily(error))) notifyFailure(keys.error, error);
    throw error;
  } finally {
    reloadVault();
  }
}

/** vaultDeposit of `amount` USDC base units from the acting account. */
export function depositToVault(amount: bigint): Promise<void> {
  return vaultMutation(
    { success: 'sonnerMessages.vaultDeposit.success', error: 'sonnerMessages.vaultDeposit.error' },
    (userId) =>
      withSessionLazily(userId, (api) =>
        api.vaultDeposit({ userId, vaultId: MAIN_VAULT_ID, amount: amount.toString() }),
      ),
  );
}

/** vaultWithdraw of `shares` of the acting account's stake. */
export function withdrawFromVault(shares: bigint): Promise<void> {
  return vaultMutation(
    { success: 'sonnerMessages.vaultWithdraw.success', error: 'sonnerMessages.vaultWithdraw.error' },
    (userId) =>
      withSessionLazily(userId, (api) =>
        api.vaultWithdraw({ userId, vaultId: MAIN_VAULT_ID, shares: shares.toString() }),
      ),
  );
}
