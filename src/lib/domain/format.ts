/**
 * Display formatting with named rounding rules: amounts up to 6 decimals, percentages 2 decimals, USD 2 decimals,
 * typing capped at a token's decimals, and Max that never rounds up.
 */
import { AMOUNT_DISPLAY_DECIMALS, PERCENT_DISPLAY_DECIMALS } from './constants.ts';
import { RATE_DECIMALS, USD_DECIMALS, formatDecimal, type Rounding } from './fixed.ts';

/** The rounding rule of every display and input conversion, by purpose. */
const ROUNDING_RULES = {
  /** Amounts shown to the user are cut, never rounded up, so a balance is never overstated. */
  amountDisplay: 'trunc',
  /** Percentages round to nearest (ties away from zero). */
  percentDisplay: 'halfUp',
  /** USD values round to nearest cent (ties away from zero). */
  usdDisplay: 'halfUp',
  /** Max and slider amounts round down so they never exceed the balance. */
  max: 'floor',
  /** An amount that must reach a minimum rounds up so it really reaches it. */
  minimumNeeded: 'ceil',
} as const satisfies Record<string, Rounding>;

/** Decimals shown for USD values. */
const USD_DISPLAY_DECIMALS = 2;

/** Options shared by the display formatters. */
export interface DisplayOptions {
  /** Insert thousands separators (default true). */
  readonly grouping?: boolean;
}

/** Formats token base units for display: up to 6 decimals (fewer if the token has fewer), cut not rounded. */
export function formatAmount(units: bigint, decimals: number, opts: DisplayOptions = {}): string {
  return formatDecimal(units, decimals, {
    maxDecimals: Math.min(decimals, AMOUNT_DISPLAY_DECIMALS),
    rounding: ROUNDING_RULES.amountDisplay,
    grouping: opts.grouping ?? true,
  });
}

/** Formats a rate (ratio x 10^9, 1.0 = 100 %) as a percentage with exactly 2 decimals: 123_456_789n -> "12.35%". */
export function formatPercent(rate: bigint, opts: DisplayOptions & { readonly symbol?: boolean } = {}): string {
  // ratio x 10^9 is percent x 10^7, so format at RATE_DECIMALS - 2.
  const text = formatDecimal(rate, RATE_DECIMALS - 2, {
    maxDecimals: PERCENT_DISPLAY_DECIMALS,
    minDecimals: PERCENT_DISPLAY_DECIMALS,
    rounding: ROUNDING_RULES.percentDisplay,
    grouping: opts.grouping ?? true,
  });
  return opts.symbol === false ? text : `${text}%`;
}

/** Formats a USD value (USD x 10^6) with 2 decimals and a dollar sign: -1_234_567n -> "-$1.23". */
export function formatUsd(usd: bigint, opts: DisplayOptions & { readonly symbol?: boolean } = {}): string {
  const text = formatDecimal(usd, USD_DECIMALS, {
    maxDecimals: USD_DISPLAY_DECIMALS,
    minDecimals: USD_DISPLAY_DECIMALS,
    rounding: ROUNDING_RULES.usdDisplay,
    grouping: opts.grouping ?? true,
  });
  if (opts.symbol === false) return text;
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/**
 * Caps the fraction of a typed amount at the token's decimals by cutting extra digits (never rounding):
 * capDecimals("1.23456789", 6) -> "1.234567"; with 0 decimals the point and fraction go.
 */
export function capDecimals(text: string, decimals: number): string {
  const dot = text.indexOf('.');
  if (dot === -1) return text;
  if (decimals <= 0) return text.slice(0, dot);
  return text.slice(0, dot + 1 + decimals);
}

/**
 * Cleans a typed amount: a comma becomes a point, anything but digits and the first point is dropped,
 * then the fraction is capped at the token's decimals. "1,5x" -> "1.5"; "" stays "".
 */
export function sanitizeAmountInput(text: string, decimals: number): string {
  let seenDot = false;
  let out = '';
  for (const ch of text.replace(/,/g, '.')) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !seenDot) {
      seenDot = true;
      out += ch;
    }
  }
  return capDecimals(out, decimals);
}

/**
 * The text a Max button puts in an amount field: the whole balance, exact up to `maxDecimals`
 * (default: the token's decimals) and rounded down beyond that, without grouping.
 */
export function maxInputText(balanceUnits: bigint, decimals: number, maxDecimals: number = decimals): string {
  const positive = balanceUnits > 0n ? balanceUnits : 0n;
  return formatDecimal(positive, decimals, { maxDecimals, rounding: ROUNDING_RULES.max });
}

/** Formats base units as an input-field string with all of the token's decimals (exact, no grouping). */
export function unitsToInputText(units: bigint, decimals: number): string {
  return formatDecimal(units, decimals);
}
