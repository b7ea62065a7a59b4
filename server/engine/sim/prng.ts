/** mulberry32: a tiny seeded PRNG, so simulations replay exactly from their seed (no Math.random). */

/** A deterministic random source. */
export interface Prng {
  /** Uniform float in [0, 1); used only for choices, never for money. */
  next(): number;
  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number;
}

/** A mulberry32 generator seeded with a 32-bit integer. */
export function mulberry32(seed: number): Prng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}
