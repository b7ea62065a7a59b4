/**
 * The book's text: prices grouped at the market's tick decimals, sizes at its lot decimals (so digits line up down
 * a column), cached by tick and lot count. A busy book draws the same few hundred strings every frame, and the
 * cache keeps formatting off the frame budget. Formatting itself is the domain's (format.ts).
 */
import { formatPrice, formatSize } from '#lib/domain/format.ts';
import type { MarketScale } from './scale.ts';

/** Entries kept per cache before it starts over. */
const CACHE_LIMIT = 2048;

function cached(cache: Map<number, string>, key: number, make: () => string): string {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  const text = make();
  cache.set(key, text);
  return text;
}

/** Display text of one market's book. */
export class BookFormat {
  readonly scale: MarketScale;
  readonly #prices = new Map<number, string>();
  readonly #sizes = new Map<number, string>();

  /** The text of a market's book. */
  constructor(scale: MarketScale) {
    this.scale = scale;
  }

  /** A tick's price as shown: grouped, exactly the tick's decimals ("97,123", "3,412.80"). */
  price(tick: number): string {
    return cached(this.#prices, tick, () => formatPrice(this.scale.tickToPrice(tick), this.scale.tick));
  }

  /** A lot count as shown: whole base tokens with the lot's decimals, grouped ("1.2500"). */
  size(lots: number): string {
    return cached(this.#sizes, lots, () =>
      formatSize(this.scale.lotsToSize(lots), this.scale.baseDecimals, this.scale.lot),
    );
  }

  /** A mid price (may fall between two ticks, so one decimal more than the tick), grouped. */
  mid(price: bigint): string {
    const tick = this.scale.tick;
    return formatPrice(price, price % tick === 0n ? tick : tick / 10n || 1n);
  }
}
