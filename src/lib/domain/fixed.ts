/**
 * The numeric core (docs/CONVENTIONS.md): fixed-point bigint scales, decimal-string parsing and formatting.
 * Nothing here ever goes through Number or parseFloat, so values beyond 2^53 and 18-decimal strings stay exact.
 */
import { absBig, divRound, type Rounding } from './rounding.ts';

export { absBig, divRound, mulDiv, type Rounding } from './rounding.ts';

/** Prices are USD x 10^9. */
export const PRICE_DECIMALS = 9;
/** Ratios and rates (margin ratios, fees, APR, funding, utilization) are ratio x 10^9. */
export const RATE_DECIMALS = 9;
/** USD values are USD x 10^6 (the same scale as USDC base units). */
export const USD_DECIMALS = 6;

const POW10_CACHE: bigint[] = [];

/** 10^n as a bigint, for a non-negative safe integer n (throws RangeError otherwise). */
export function pow10(n: number): bigint {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`pow10: invalid exponent ${n}`);
  const cached = POW10_CACHE[n];
  if (cached !== undefined) return cached;
  const value = 10n ** BigInt(n);
  if (n <= 64) POW10_CACHE[n] = value;
  return value;
}

/** 1.0 at price scale (1_000_000_000n). */
export const PRICE_ONE: bigint = pow10(PRICE_DECIMALS);
/** 1.0 at rate scale (1_000_000_000n). */
export const RATE_ONE: bigint = pow10(RATE_DECIMALS);
/** 1.0 USD at USD scale (1_000_000n). */
export const USD_ONE: bigint = pow10(USD_DECIMALS);

/** Why a decimal string was rejected. */
export type DecimalParseCode = 'empty' | 'invalid' | 'tooManyDecimals';

/** Thrown by parseDecimal; `code` says why and `input` keeps the rejected text. */
export class DecimalParseError extends Error {
  override readonly name = 'DecimalParseError' as const;
  readonly code: DecimalParseCode;
  readonly input: string;
  /** Builds the error for one rejected input. */
  constructor(code: DecimalParseCode, input: string) {
    super(`Cannot parse decimal (${code}): ${JSON.stringify(input.slice(0, 64))}`);
    this.code = code;
    this.input = input;
  }
}

/** Result of tryParseDecimal: the scaled value or the reason it was rejected. */
export type DecimalParseResult = { ok: true; value: bigint } | { ok: false; code: DecimalParseCode };

/** Options for parsing: by default extra fraction digits are rejected; a rounding mode rounds them instead. */
export interface ParseOptions {
  /** When set, fraction digits beyond `decimals` are rounded with this rule instead of rejected. */
  readonly rounding?: Rounding;
}

// Optional sign, digits with an optional fraction ("1", "1.", "1.5", ".5"); no exponents, no grouping.
const DECIMAL_RE = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Parses a decimal string into a bigint scaled by 10^decimals without throwing.
 * Accepts an optional sign, surrounding whitespace, "1.", ".5"; rejects exponents, grouping, hex, "Infinity".
 */
export function tryParseDecimal(text: string, decimals: number, opts: ParseOptions = {}): DecimalParseResult {
  if (!Number.isSafeInteger(decimals) || decimals < 0) throw new RangeError(`invalid decimals ${decimals}`);
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, code: 'empty' };
  const match = DECIMAL_RE.exec(trimmed);
  if (match === null) return { ok: false, code: 'invalid' };
  const sign = match[1] ?? '';
  const whole = match[2] ?? '';
  const fraction = match[3] ?? '';
  if (whole === '' && fraction === '') return { ok: false, code: 'invalid' };
  const scale = pow10(decimals);
  if (fraction.length <= decimals) {
    const magnitude = BigInt(whole || '0') * scale + BigInt(fraction.padEnd(decimals, '0') || '0');
    return { ok: true, value: sign === '-' ? -magnitude : magnitude };
  }
  if (opts.rounding === undefined) return { ok: false, code: 'tooManyDecimals' };
  const exact = BigInt((whole || '0') + fraction);
  const signed = sign === '-' ? -exact : exact;
  return { ok: true, value: divRound(signed, pow10(fraction.length - decimals), opts.rounding) };
}

/**
 * Parses a user-typed or wire decimal string into a bigint scaled by 10^decimals ("1.5", 6 -> 1_500_000n).
 * Throws DecimalParseError ('empty' | 'invalid' | 'tooManyDecimals'); use tryParseDecimal for a result value.
 */
export function parseDecimal(text: string, decimals: number, opts: ParseOptions = {}): bigint {
  const result = tryParseDecimal(text, decimals, opts);
  if (!result.ok) throw new DecimalParseError(result.code, text);
  return result.value;
}

/** Options for formatting a scaled bigint as a decimal string. */
export interface FormatOptions {
  /** Show at most this many fraction digits (rounded with `rounding`); default: all of `decimals`. */
  readonly maxDecimals?: number;
  /** Keep at least this many fraction digits (pads with zeros); default 0. */
  readonly minDecimals?: number;
  /** Rule applied when maxDecimals cuts digits; default 'trunc' so a display never overstates a value. */
  readonly rounding?: Rounding;
  /** Insert a thousands separator in the whole part (',' when true, or the given string). */
  readonly grouping?: boolean | string;
}

/** Inserts a separator every three digits of a non-negative integer string. */
function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Formats a bigint scaled by 10^decimals as a decimal string, trimming trailing zeros
 * (1_500_000n, 6 -> "1.5"; -5n, 2 -> "-0.05"). A value that rounds to zero never shows "-0".
 */
export function formatDecimal(value: bigint, decimals: number, opts: FormatOptions = {}): string {
  if (!Number.isSafeInteger(decimals) || decimals < 0) throw new RangeError(`invalid decimals ${decimals}`);
  const shown = Math.min(opts.maxDecimals ?? decimals, decimals);
  if (!Number.isSafeInteger(shown) || shown < 0) throw new RangeError(`invalid maxDecimals ${opts.maxDecimals}`);
  const rounded = divRound(value, pow10(decimals - shown), opts.rounding ?? 'trunc');
  const magnitude = absBig(rounded);
  const scale = pow10(shown);
  const wholeDigits = (magnitude / scale).toString();
  let fraction = shown === 0 ? '' : (magnitude % scale).toString().padStart(shown, '0');
  fraction = fraction.replace(/0+$/, '');
  const minDecimals = opts.minDecimals ?? 0;
  if (fraction.length < minDecimals) fraction = fraction.padEnd(minDecimals, '0');
  const separator = opts.grouping === true ? ',' : typeof opts.grouping === 'string' ? opts.grouping : '';
  const whole = separator === '' ? wholeDigits : groupThousands(wholeDigits, separator);
  const sign = rounded < 0n ? '-' : '';
  return fraction === '' ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/** Changes the scale of a fixed-point value (e.g. token base units to USD scale), rounding when it shrinks. */
export function rescale(value: bigint, fromDecimals: number, toDecimals: number, rounding: Rounding): bigint {
  if (toDecimals >= fromDecimals) return value * pow10(toDecimals - fromDecimals);
  return divRound(value, pow10(fromDecimals - toDecimals), rounding);
}
