/**
 * A market's grid: prices as integer ticks of its tick size, sizes as integer lots of its lot size. The book works
 * on these safe integers (no bigint arithmetic and no floats on the hot path); the edges convert wire strings in
 * and exact decimal strings out.
 */
import { formatDecimal, PRICE_DECIMALS, tryParseDecimal } from '#lib/domain/fixed.ts';

/** The fields of a market configuration the grid needs (PerpMarketConfig on the wire). */
export interface MarketGridConfig {
  readonly name: string;
  /** Tick size as a wire price ("0.01"). */
  readonly tickSize: string;
  /** Lot size in base units ("10000"). */
  readonly lotSize: string;
  /** Decimals of the base token (size display). */
  readonly baseDecimals: number;
}

/** Thrown when a wire value is off the market's grid (not a whole number of ticks or lots, or out of range). */
export class OffGridError extends Error {
  override readonly name = 'OffGridError' as const;
  /** Builds the error for one rejected wire value. */
  constructor(what: 'price' | 'size', value: string, market: string) {
    super(`${what} ${JSON.stringify(value.slice(0, 40))} is off the ${market} grid`);
  }
}

/** Digits after the point in a decimal string with trailing zeros removed ("0.010" -> 2, "5" -> 0). */
export function decimalsOf(text: string): number {
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.slice(point + 1).replace(/0+$/, '').length;
}

/** Wire price strings seen before, per grid: a busy book repeats the same few hundred prices. */
const CACHE_LIMIT = 4096;

/** One market's tick and lot grid. */
export class MarketScale {
  readonly market: string;
  /** Tick size at price scale (USD x 10^9). */
  readonly tick: bigint;
  /** Lot size in base units. */
  readonly lot: bigint;
  readonly baseDecimals: number;
  /** Decimals of the tick size: every price on this market is shown with exactly this many. */
  readonly tickDecimals: number;
  readonly #ticks = new Map<string, number>();

  /** Builds the grid; throws RangeError when the tick or lot size is not positive. */
  constructor(config: MarketGridConfig) {
    const tick = tryParseDecimal(config.tickSize, PRICE_DECIMALS);
    if (!tick.ok || tick.value <= 0n) throw new RangeError(`invalid tick size ${config.tickSize}`);
    if (!/^[1-9][0-9]*$/.test(config.lotSize)) throw new RangeError(`invalid lot size ${config.lotSize}`);
    this.market = config.name;
    this.tick = tick.value;
    this.lot = BigInt(config.lotSize);
    this.baseDecimals = config.baseDecimals;
    this.tickDecimals = decimalsOf(config.tickSize);
  }

  /** The tick index of a wire price; throws OffGridError when it is not a whole, safe number of ticks. */
  priceToTick(price: string): number {
    const cached = this.#ticks.get(price);
    if (cached !== undefined) return cached;
    const parsed = tryParseDecimal(price, PRICE_DECIMALS);
    if (!parsed.ok || parsed.value < 0n || parsed.value % this.tick !== 0n) {
      throw new OffGridError('price', price, this.market);
    }
    const tick = Number(parsed.value / this.tick);
    if (!Number.isSafeInteger(tick)) throw new OffGridError('price', price, this.market);
    if (this.#ticks.size >= CACHE_LIMIT) this.#ticks.clear();
    this.#ticks.set(price, tick);
    return tick;
  }

  /** The lot count of a wire size in base units; throws OffGridError when it is not a whole, safe number of lots. */
  sizeToLots(size: string): number {
    if (!/^(0|[1-9][0-9]*)$/.test(size)) throw new OffGridError('size', size, this.market);
    const units = BigInt(size);
    if (units % this.lot !== 0n) throw new OffGridError('size', size, this.market);
    const lots = Number(units / this.lot);
    if (!Number.isSafeInteger(lots)) throw new OffGridError('size', size, this.market);
    return lots;
  }

  /** The price of a tick index at price scale (USD x 10^9). */
  tickToPrice(tick: number): bigint {
    return BigInt(tick) * this.tick;
  }

  /** The size of a lot count in base units. */
  lotsToSize(lots: number): bigint {
    return BigInt(lots) * this.lot;
  }

  /**
   * The exact price of a tick as a plain decimal string with the tick's decimals ("97123", "3456.70"): what
   * click-to-fill writes into the price field. Never exponent notation (dYdX #666 wrote "9e-5").
   */
  priceText(tick: number): string {
    return formatDecimal(this.tickToPrice(tick), PRICE_DECIMALS, {
      maxDecimals: this.tickDecimals,
      minDecimals: this.tickDecimals,
    });
  }

  /** The size of a lot count as a plain decimal string in whole base tokens ("0.0123"), trailing zeros trimmed. */
  sizeText(lots: number): string {
    return formatDecimal(this.lotsToSize(lots), this.baseDecimals);
  }
}
