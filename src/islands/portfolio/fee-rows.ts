/**
 * The /account/fees model, pure: the fee tiers in threshold order with the account's marked, and what the next tier
 * needs (the volume left and the progress toward its threshold).
 */
import { RATE_ONE, mulDiv } from '#lib/domain/fixed.ts';
import { feeTierFor, type FeeTier } from '#lib/domain/fees.ts';

/** One tier of the table; `yours` marks the account's. */
export interface FeeTierRow extends FeeTier {
  readonly id: string;
  readonly yours: boolean;
}

/** Where the account stands: its tier, and the next one with the volume it lacks and the progress (ratio x 10^9). */
export interface FeeStanding {
  readonly current: FeeTier;
  readonly next: { readonly tier: FeeTier; readonly volumeLeftUsd: bigint; readonly progress: bigint } | undefined;
}

/** The tiers by threshold, the account's marked (by its 30-day volume; none while that is unknown). */
export function feeTierRows(tiers: readonly FeeTier[], volume30dUsd: bigint | undefined): FeeTierRow[] {
  const sorted = [...tiers].sort((a, b) => (a.minVolumeUsd < b.minVolumeUsd ? -1 : 1));
  const yours = volume30dUsd === undefined || sorted.length === 0 ? undefined : feeTierFor(sorted, volume30dUsd);
  return sorted.map((tier) => ({ ...tier, id: String(tier.tier), yours: tier === yours }));
}

/** The account's standing at a 30-day volume; undefined without tiers. */
export function feeStanding(tiers: readonly FeeTier[], volume30dUsd: bigint): FeeStanding | undefined {
  if (tiers.length === 0) return undefined;
  const current = feeTierFor(tiers, volume30dUsd);
  let next: FeeTier | undefined;
  for (const tier of tiers)
    if (tier.minVolumeUsd > volume30dUsd && (next === undefined || tier.minVolumeUsd < next.minVolumeUsd)) next = tier;
  return {
    current,
    next: next && {
      tier: next,
      volumeLeftUsd: next.minVolumeUsd - volume30dUsd,
      progress: mulDiv(volume30dUsd, RATE_ONE, next.minVolumeUsd, 'floor'),
    },
  };
}
