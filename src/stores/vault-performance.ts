/**
 * The main vault's performance as the exchange records it (hourly points and one at every deposit or withdrawal):
 * the points, the 30-day APR and drawdown, and the header badge's APR text. Apart from the vault page's store
 * (vault.ts) because every page's header reads the badge: this file must not bring the session's signing code
 * (tweetnacl) into the frame.
 */
import { computed } from 'nanostores';
import { MAIN_VAULT_ID } from '#lib/domain/constants.ts';
import { formatPercent } from '#lib/domain/format.ts';
import { maxDrawdown, vaultApr, type VaultApr, type VaultPoint } from '#lib/domain/vault.ts';
import { $api } from './api.ts';
import { readyValue, resourceStore, type Resource } from './resource.ts';

/** The performance history gains a point an hour: read again every minute while watched. */
const HISTORY_REFRESH_MS = 60_000;
/** Points of the performance history read (hourly points: 41 days). */
const HISTORY_LIMIT = 1000;

/** The vault's performance points as the exchange answers them (newest first). */
export const $vaultPerformance = resourceStore(
  () => $api.get()?.getUserVaultPerformanceHistory({ userId: MAIN_VAULT_ID, limit: HISTORY_LIMIT }),
  { refreshMs: HISTORY_REFRESH_MS },
);

/** Maps a resource's value, keeping its loading and error states. */
export function mapResource<T, U>(resource: Resource<T>, map: (value: T) => U): Resource<U> {
  return resource.status === 'ready' ? { status: 'ready', value: map(resource.value) } : resource;
}

/** The performance points decoded, oldest first. */
export const $vaultPoints = computed($vaultPerformance, (resource) =>
  mapResource(resource, (value): readonly VaultPoint[] =>
    value.points
      .map((p) => ({
        timestamp: p.timestamp,
        equity: BigInt(p.equity),
        totalShares: BigInt(p.totalShares),
        netDeposits: BigInt(p.netDeposits),
      }))
      .reverse(),
  ),
);

/** The 30-day APR (undefined while the history has too little to say) and the max drawdown of the share price. */
export const $vaultPerformanceFigures = computed($vaultPoints, (resource) =>
  mapResource(resource, (points): { readonly apr: VaultApr | undefined; readonly maxDrawdown: bigint } => ({
    apr: vaultApr(points),
    maxDrawdown: maxDrawdown(points),
  })),
);

/** The header badge's APR text, the same figure the vault page shows ("12.34", "-3.10"); a dash until known. */
export const $vaultAprBadge = computed($vaultPerformanceFigures, (resource) => {
  const apr = readyValue(resource)?.apr;
  return apr === undefined ? '–' : formatPercent(apr.apr, { symbol: false });
});
