/**
 * The limits a real venue puts on its API, as configuration (ExchangeOptions.limits) rather than literals in the
 * handlers: token-bucket rate limits per session key, per wallet address (signed calls of all its keys and
 * accounts together) and per client IP (public reads and wallet-proof calls), and a cap on sub-accounts per wallet. A refused call
 * is a typed failure the app can show: 429 rate_limited with the bucket and the wait (and a Retry-After header),
 * or 422 account_limit with the cap. The defaults stop floods, not traders: no person and none of the repository's
 * own loads (unit and e2e suites, bench/http.ts at its full rate) come near them; a deployment lowers them.
 */
import type { RateLimitDetails, RateLimitScope } from '#lib/api/contract/errors.ts';
import { ApiFailure } from './failure.ts';

/** A token bucket: up to `burst` calls at once, refilled at `perSecond` calls per second. */
export interface RateRule {
  readonly burst: number;
  readonly perSecond: number;
}

/** Every limit of the exchange API. */
export interface ExchangeLimits {
  /** Signed calls per session key. */
  readonly sessionKey: RateRule;
  /** Signed calls per wallet address, all its session keys and accounts together. */
  readonly address: RateRule;
  /** Public reads and wallet-proof calls per client IP. */
  readonly ip: RateRule;
  /** Sub-accounts one wallet may open besides its main account. */
  readonly subAccountsPerWallet: number;
}

/** The defaults (see the module comment for why they are this high). */
export const DEFAULT_LIMITS: ExchangeLimits = {
  sessionKey: { burst: 5_000, perSecond: 1_000 },
  address: { burst: 10_000, perSecond: 2_000 },
  ip: { burst: 10_000, perSecond: 2_000 },
  subAccountsPerWallet: 100,
};

/** Buckets kept before full ones are forgotten (a full bucket is the same as none), bounding memory. */
const MAX_TRACKED = 100_000;

/** A bucket's fill in thousandths of a call (integers, so waits come out exact), and when it was last filled. */
interface Bucket {
  milli: number;
  at: number;
}

/** One bucket to draw from: its scope and the key within it (a session key, an address, an IP). */
export interface Draw {
  readonly scope: RateLimitScope;
  readonly key: string;
}

const ONE = 1000;

/** Token buckets of every scope, on the caller's clock. */
export class RateLimiter {
  readonly limits: ExchangeLimits;
  readonly #buckets = new Map<string, Bucket>();

  constructor(limits: ExchangeLimits = DEFAULT_LIMITS) {
    this.limits = limits;
  }

  /**
   * Takes one call from each bucket, or from none when any is empty: then throws 429 rate_limited naming the
   * first empty bucket and how long until it holds a call again.
   */
  admit(draws: readonly Draw[], now: number): void {
    const buckets = draws.map((d) => ({ d, rule: this.limits[d.scope], b: this.#refill(d, now) }));
    const empty = buckets.find(({ b }) => b.milli < ONE);
    if (empty) {
      // the bucket gains perSecond thousandths per millisecond
      const retryAfterMs = Math.max(1, Math.ceil((ONE - empty.b.milli) / empty.rule.perSecond));
      const details: RateLimitDetails = { scope: empty.d.scope, retryAfterMs };
      throw new ApiFailure(
        'rate_limited',
        `too many requests for this ${empty.d.scope}; retry in ${retryAfterMs} ms`,
        details,
      );
    }
    for (const { b } of buckets) b.milli -= ONE;
  }

  #refill(d: Draw, now: number): Bucket {
    const id = `${d.scope}:${d.key}`;
    const rule = this.limits[d.scope];
    let b = this.#buckets.get(id);
    if (!b) {
      if (this.#buckets.size >= MAX_TRACKED) this.#forgetFull(now);
      b = { milli: rule.burst * ONE, at: now };
      this.#buckets.set(id, b);
    }
    if (now > b.at) {
      const gained = Math.floor((now - b.at) * rule.perSecond);
      if (b.milli + gained >= rule.burst * ONE) {
        b.milli = rule.burst * ONE;
        b.at = now;
      } else {
        // only the time that became whole thousandths is spent: frequent calls do not lose the remainder
        b.milli += gained;
        b.at += gained / rule.perSecond;
      }
    }
    return b;
  }

  #forgetFull(now: number): void {
    for (const [id, b] of this.#buckets) {
      const rule = this.limits[id.slice(0, id.indexOf(':')) as RateLimitScope];
      if (b.milli + (now - b.at) * rule.perSecond >= rule.burst * ONE) this.#buckets.delete(id);
    }
  }
}
