/** JSON that round-trips bigint exactly: a bigint is written as {"$n":"<digits>"} (engine commands, snapshots). */

/** Serializes a value whose leaves may be bigint. */
export function stringifyBig(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? { $n: v.toString() } : v));
}

/** Parses text written by stringifyBig, restoring every bigint. */
export function parseBig(text: string): unknown {
  return JSON.parse(text, (_key, v: unknown) => {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      const keys = Object.keys(v);
      const n = (v as { $n?: unknown }).$n;
      if (keys.length === 1 && typeof n === 'string' && /^-?[0-9]+$/.test(n)) return BigInt(n);
    }
    return v;
  });
}
