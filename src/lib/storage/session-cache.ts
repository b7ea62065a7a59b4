/**
 * Exchange answers kept between the pages of one visit (session storage), so a page change renders configuration,
 * prices and lending data at once instead of waiting for them again behind the splash. What is read back is checked
 * with the contract's own schema and a format version: anything else (an older build's shape, hand-edited text)
 * reads as nothing cached, never as an exception.
 */
import * as v from 'valibot';
import { SESSION_KEYS, type KeyValueStorage } from './keys.ts';

/** Bumped when what is stored changes shape beyond what the schemas catch. */
const FORMAT_VERSION = 1;

/** This tab's session storage, or undefined where there is none (server render) or it is refused. */
export function visitStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** One cached answer: read (undefined when none or invalid) and write. */
export interface SessionCache<T> {
  read(): T | undefined;
  write(value: T): void;
}

/**
 * The cache of one answer under `boot_cache_<name>`, validated by `schema` on read. `storage` is asked on each use
 * (undefined where there is none: the server render, a browser refusing storage).
 */
export function sessionCache<S extends v.GenericSchema>(
  storage: () => KeyValueStorage | undefined,
  name: string,
  schema: S,
): SessionCache<v.InferOutput<S>> {
  const key = `${SESSION_KEYS.bootCachePrefix}${name}`;
  return {
    read() {
      try {
        const text = storage()?.getItem(key);
        if (text === null || text === undefined) return undefined;
        const stored = JSON.parse(text) as { version?: unknown; value?: unknown };
        if (stored.version !== FORMAT_VERSION) return undefined;
        const parsed = v.safeParse(schema, stored.value);
        return parsed.success ? parsed.output : undefined;
      } catch {
        return undefined;
      }
    },
    write(value) {
      try {
        storage()?.setItem(key, JSON.stringify({ version: FORMAT_VERSION, value }));
      } catch {
        // full or refused: the next page loads the data itself, as on a first visit
      }
    },
  };
}
