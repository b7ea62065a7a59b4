/**
 * How each asset of the local network moves and trades: the figures behind the generated week of history and the
 * live simulator, and the seeded random draws both take from them.
 *
 * Volatility (annualized, of the index's log price): BTC 50 %, ETH 65 %, SOL 85 %, APT 95 %. These sit in the
 * middle of the 30-day realized volatility each asset showed over 2023-2025 (BTC mostly 35-65 %, ETH 45-80 %, SOL
 * 60-110 %, APT 70-120 %), so a day moves BTC about 2.6 % (one standard deviation), a minute about $67 at $97,000
 * and a second about $9: the book's touch no longer crosses itself in seconds, as the old 0.05 %-a-second walk did.
 *
 * Book and flow, sized like a small real venue: a half-spread of 0.3-1 bp (a few ticks: BTC about $3 a side on a
 * $1 tick, the others one or two ticks), levels about 1.2-3 bp apart at uneven prices, $600-4,000 at the touch and
 * growing away from it, and taker flow of roughly $13M a day on BTC, $9M on ETH, $2M on SOL and $1M on APT.
 */
import type { Prng } from './prng.ts';

/** How one asset moves and trades. */
export interface AssetProfile {
  /** Annualized volatility of the index, in parts per million (500_000 = 50 %). */
  readonly volPpm: number;
  /** Half the market makers' spread around the index, in parts per billion of the price (before jitter). */
  readonly halfSpreadPpb: number;
  /** Mean distance between the market makers' levels, in parts per billion of the price. */
  readonly gapPpb: number;
  /** USD at the touch level (it grows away from the touch). */
  readonly touchUsd: number;
  /** Live: chance of a taker order per market per second, and its notional range in USD (log-uniform). */
  readonly takerChance: number;
  readonly takerUsd: readonly [number, number];
  /** History: taker orders per minute (uniform in the range) and their notional range in USD (log-uniform). */
  readonly tradesPerMinute: readonly [number, number];
  readonly tradeUsd: readonly [number, number];
}

/** The profiles of the local network's assets (docs above). */
const PROFILES: Readonly<Record<string, AssetProfile>> = {
  BTC: {
    volPpm: 500_000,
    halfSpreadPpb: 30_000,
    gapPpb: 120_000,
    touchUsd: 4_000,
    takerChance: 0.35,
    takerUsd: [30, 3_000],
    tradesPerMinute: [2, 4],
    tradeUsd: [400, 10_000],
  },
  ETH: {
    volPpm: 650_000,
    halfSpreadPpb: 40_000,
    gapPpb: 150_000,
    touchUsd: 2_500,
    takerChance: 0.3,
    takerUsd: [20, 2_000],
    tradesPerMinute: [2, 4],
    tradeUsd: [250, 7_500],
  },
  SOL: {
    volPpm: 850_000,
    halfSpreadPpb: 60_000,
    gapPpb: 200_000,
    touchUsd: 1_200,
    takerChance: 0.2,
    takerUsd: [10, 1_000],
    tradesPerMinute: [2, 3],
    tradeUsd: [60, 1_800],
  },
  APT: {
    volPpm: 950_000,
    halfSpreadPpb: 100_000,
    gapPpb: 300_000,
    touchUsd: 600,
    takerChance: 0.15,
    takerUsd: [5, 500],
    tradesPerMinute: [2, 3],
    tradeUsd: [30, 900],
  },
};

/** A profile for a token this file does not know (a test's extra market): BTC's figures. */
export function profileOf(token: string): AssetProfile {
  return PROFILES[token] ?? PROFILES.BTC!;
}

const YEAR_MS = 365 * 86_400_000;

/** A standard normal draw (Box-Muller over two uniforms). */
function gaussian(rng: Prng): number {
  const u = 1 - rng.next(); // (0, 1]: the log stays finite
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/**
 * One step of the index's random walk over `dtMs`: the price times (1 + sigma x sqrt(dt) x z), with the relative
 * move drawn as an integer in parts per billion and applied in bigint (the draw is a choice; the price stays exact).
 * Never below 1/10 of itself in one step, never zero.
 */
export function walkStep(rng: Prng, price: bigint, profile: AssetProfile, dtMs: number): bigint {
  const sigma = (profile.volPpm / 1_000_000) * Math.sqrt(dtMs / YEAR_MS);
  const ppb = BigInt(Math.max(-900_000_000, Math.round(gaussian(rng) * sigma * 1e9)));
  const next = price + (price * ppb) / 1_000_000_000n;
  return next > 0n ? next : price;
}

/** A log-uniform draw in [lo, hi] (USD figures of order sizes). */
export function logUniform(rng: Prng, [lo, hi]: readonly [number, number]): number {
  return lo * Math.exp(rng.next() * Math.log(hi / lo));
}

/** Base units of `usd` worth of a token at `price` (price scale 10^9), in whole lots, at least one lot. */
export function sizeForUsd(usd: number, price: bigint, decimals: number, lot: bigint): bigint {
  const units = (BigInt(Math.round(usd * 1e6)) * 10n ** BigInt(decimals) * 1000n) / price; // usd 10^6 x 10^9 / 10^6
  const lots = units / lot;
  return (lots > 0n ? lots : 1n) * lot;
}

/** `price` x ppb / 10^9 rounded to whole ticks, at least `min` ticks (bigint, price scale). */
export function ticksOf(price: bigint, ppb: number, tick: bigint, min = 1n): bigint {
  const raw = (price * BigInt(Math.round(ppb))) / 1_000_000_000n / tick;
  return raw > min ? raw : min;
}
