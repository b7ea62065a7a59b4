/**
 * The vault's equity, share price and performance points: read by the vault's deposit and withdrawal and by the
 * hourly portfolio snapshot (history.ts), which the vault's moves also call, so they live apart from both.
 */
import { mulDiv, PRICE_ONE } from '#lib/domain/fixed.ts';
import type { Core } from '#server/engine/model/core.ts';
import type { Account } from '#server/engine/model/state.ts';
import { health } from './valuation.ts';

/** Vault equity in USDC base units (account value at index prices, never below zero). */
export function vaultEquity(core: Core, vault: Account): bigint {
  const v = health(core, vault, 'maintenance').value;
  return v > 0n ? v : 0n;
}

/** Price of one share at price scale (1.0 = 1 USDC base unit per share); 1.0 before any deposit. */
export function vaultSharePrice(core: Core, vault: Account): bigint {
  const total = core.vaultShares.get(vault.id) ?? 0n;
  if (total === 0n) return PRICE_ONE;
  return mulDiv(vaultEquity(core, vault), PRICE_ONE, total, 'floor');
}

/**
 * Appends the vault's performance point at the engine clock: equity, shares outstanding and the cumulative net
 * deposits moved by `flow` (USDC in, negative when paid out), journaled like every history list.
 */
export function recordVaultPoint(core: Core, vault: Account, flow = 0n): void {
  const points = vault.history.vaultPoints;
  const netDeposits = (points[points.length - 1]?.netDeposits ?? 0n) + flow;
  const totalShares = core.vaultShares.get(vault.id) ?? 0n;
  core.push(points, { ts: core.now, equity: vaultEquity(core, vault), totalShares, netDeposits });
}
