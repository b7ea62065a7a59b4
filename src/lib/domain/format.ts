/**
 * Display formatting with named rounding rules (SPEC 9: amounts up to 6 decimals, percentages 2 decimals; the
 * display rounds): prices at their market's tick, amounts, USD, signed percentages and compact volumes; plus the
 * input-side helpers (typing capped at a token's decimals, Max that never rounds up). Views format only through here.
 */
import { AMOUNT_DISPLAY_DECIMALS, PERCENT_DISPLAY_DECIMALS } from './constants.ts';
import { PRICE_DECIMALS, RATE_DECIMALS, USD_DECIMALS, absBig, divRound, formatDecimal, pow10 } from './fixed.ts';
import type { Rounding } from './rounding.ts';

/**
 * The rounding rule of every display and input conversion, by purpose. Displays round half up (to the nearest, ties
 * away from zero: Intl's 'halfExpand', what a reader expects of 0.125 -> 0.13). Half-even is a rule for sums of many
 * rounded values, where ties must not drift one way; a value shown once is not summed, so it does not apply here.
 */
const ROUNDING_RULES = {
  /** Prices round half up to their market's tick decimals. */
  priceDisplay: 'halfUp',
  /** Amounts round half up to at most 6 decimals (SPEC 9); Max, not the display, guards against overstating. */
  amountDisplay: 'halfUp',
  /** Percentages round half up to 2 decimals. */
  percentDisplay: 'halfUp',
  /** USD values round half up to the cent. */
  usdDisplay: 'halfUp',
  /** Compact volumes (1.23M) round half up to 2 decimals of the scaled figure. */
  compactDisplay: 'halfUp',
  /** Max and slider amounts round down so they never exceed the balance. */
  max: 'floor',
  /** Leverage rounds down: 9.999x reads 9.99x, never 10x (Kwenta #508). */
  leverageDisplay: 'floor',
  /** An amount that must reach a minimum rounds up so it really reaches it. */
  minimumNeeded: 'ceil',
} as const satisfies Record<string, Rounding>;

/** Decimals shown for USD values. */
const USD_DISPLAY_DECIMALS = 2;
/** Decimals shown for the scaled figure of a compact volume (1.23M). */
const COMPACT_DISPLAY_DECIMALS = 2;

/** When a sign shows: 'auto' only for negatives; 'exceptZero' also a + for gains (as Intl's signDisplay). */
export type SignDisplay = 'auto' | 'exceptZero';

/** Options shared by the display formatters. */
export interface DisplayOptions {
  /** Insert thousands separators (default true). */
  readonly grouping?: boolean;
}

/** Options of the formatters that can show a + for gains. */
export interface SignedDisplayOptions extends DisplayOptions {
  /** 'exceptZero' prefixes gains with + (a value that rounds to zero stays unsigned); default 'auto'. */
  readonly signDisplay?: SignDisplay;
}

/** Splits formatDecimal's text into sign and digits; a rounded zero is never negative (formatDecimal drops "-0"). */
function signed(text: string, signDisplay: SignDisplay = 'auto'): { readonly sign: string; readonly digits: string } {
  if (text.startsWith('-')) return { sign: '-', digits: text.slice(1) };
  const isGain = /[1-9]/.test(text);
  return { sign: signDisplay === 'exceptZero' && isGain ? '+' : '', digits: text };
}

/**
 * Decimals of a market's tick size (a price, USD x 10^9): 0.01 -> 2, 0.5 -> 1, 0.25 -> 2, 1 or 10 -> 0. A
 * non-positive tick (never valid configuration) gives every price decimal.
 */
export function tickDecimals(tickSize: bigint): number {
  if (tickSize <= 0n) return PRICE_DECIMALS;
  let decimals = PRICE_DECIMALS;
  let rest = tickSize;
  while (decimals > 0 && rest % 10n === 0n) {
    rest /= 10n;
    decimals -= 1;
  }
  return decimals;
}

/**
 * Formats a price (USD x 10^9) with exactly its market's tick decimals, rounded half up, grouped, never in
 * scientific notation: formatPrice(97_123_456_000_000n, 10_000_000n) -> "97,123.46".
 */
export function formatPrice(price: bigint, tickSize: bigint, opts: DisplayOptions = {}): string {
  const decimals = tickDecimals(tickSize);
  return formatDecimal(price, PRICE_DECIMALS, {
    maxDecimals: decimals,
    minDecimals: decimals,
    rounding: ROUNDING_RULES.priceDisplay,
    grouping: opts.grouping ?? true,
  });
}

/** Formats token base units for display: at most 6 decimals (fewer if the token has fewer), rounded half up. */
export function formatAmount(units: bigint, decimals: number, opts: DisplayOptions = {}): string {
  return formatDecimal(units, decimals, {
    maxDecimals: Math.min(decimals, AMOUNT_DISPLAY_DECIMALS),
    rounding: ROUNDING_RULES.amountDisplay,
    grouping: opts.grouping ?? true,
  });
}

/**
 * Formats a rate (ratio x 10^9, 1.0 = 100 %) as a percentage with exactly 2 decimals, rounded half up:
 * 123_456_789n -> "12.35%"; with signDisplay 'exceptZero' a gain reads "+12.35%". Hourly funding rates are a few
 * thousandths of a percent and pass `decimals: 4` ("0.0013%").
 */
export function formatPercent(
  rate: bigint,
  opts: SignedDisplayOptions & { readonly symbol?: boolean; readonly decimals?: number } = {},
): string {
  // ratio x 10^9 is percent x 10^7, so format at RATE_DECIMALS - 2.
  const decimals = opts.decimals ?? PERCENT_DISPLAY_DECIMALS;
  const text = formatDecimal(rate, RATE_DECIMALS - 2, {
    maxDecimals: decimals,
    minDecimals: decimals,
    rounding: ROUNDING_RULES.percentDisplay,
    grouping: opts.grouping ?? true,
  });
  const { sign, digits } = signed(text, opts.signDisplay);
  return opts.symbol === false ? `${sign}${digits}` : `${sign}${digits}%`;
}

/** Formats a USD value (USD x 10^6) with 2 decimals, rounded half up, and a dollar sign: -1_234_567n -> "-$1.23". */
export function formatUsd(usd: bigint, opts: SignedDisplayOptions & { readonly symbol?: boolean } = {}): string {
  const text = formatDecimal(usd, USD_DECIMALS, {
    maxDecimals: USD_DISPLAY_DECIMALS,
    minDecimals: USD_DISPLAY_DECIMALS,
    rounding: ROUNDING_RULES.usdDisplay,
    grouping: opts.grouping ?? true,
  });
  const { sign, digits } = signed(text, opts.signDisplay);
  return opts.symbol === false ? `${sign}${digits}` : `${sign}$${digits}`;
}

/**
 * Which way a change reads, for its gain/loss colour, from its formatted text (signDisplay 'exceptZero'): the sign
 * after rounding, so a tiny loss shown as "0.00%" is flat, never rose. displayTrend("+1.23%") -> 'up'.
 */
export function displayTrend(formatted: string): 'up' | 'down' | 'flat' {
  return formatted.startsWith('+') ? 'up' : formatted.startsWith('-') ? 'down' : 'flat';
}

/** A gain or loss as shown: its text, and its colour's direction (none for a figure that reads as zero). */
export interface SignedFigure {
  readonly text: string;
  readonly trend: 'up' | 'down' | undefined;
}

/**
 * Formats a gain or loss in USD (USD x 10^6) with its sign and colour from the same rounded text: "+$406.00" up,
 * "-$67.70" down, and a figure that rounds to zero ("$0.00", also a loss of a fraction of a cent) neutral, never a
 * red zero from the unrounded value's sign.
 */
export function formatSignedUsd(usd: bigint): SignedFigure {
  const text = formatUsd(usd, { signDisplay: 'exceptZero' });
  const trend = displayTrend(text);
  return { text, trend: trend === 'flat' ? undefined : trend };
}

/** Suffixes of compact figures, each a thousand times the one before. */
const COMPACT_SUFFIXES = ['', 'K', 'M', 'B', 'T'] as const;

/**
 * Formats a volume compactly: the figure scaled to K, M, B or T, at most 2 decimals rounded half up, trailing zeros
 * dropped (1_234_567_000_000n, 6 -> "1.23M"). A figure that rounds up to 1000 moves to the next suffix (999_999 ->
 * "1M"); below 1000 it shows plainly; beyond 1000T it stays in T, grouped.
 */
export function formatCompact(value: bigint, decimals: number, opts: { readonly prefix?: string } = {}): string {
  const magnitude = absBig(value);
  const one = pow10(decimals);
  let unit = 0;
  while (unit < COMPACT_SUFFIXES.length - 1 && magnitude >= one * 1000n ** BigInt(unit + 1)) unit += 1;
  const hundredths = 10n ** BigInt(COMPACT_DISPLAY_DECIMALS);
  let scaled = divRound(magnitude * hundredths, one * 1000n ** BigInt(unit), ROUNDING_RULES.compactDisplay);
  if (scaled >= 1000n * hundredths && unit < COMPACT_SUFFIXES.length - 1) {
    unit += 1;
    scaled = divRound(magnitude * hundredths, one * 1000n ** BigInt(unit), ROUNDING_RULES.compactDisplay);
  }
  const digits = formatDecimal(scaled, COMPACT_DISPLAY_DECIMALS, { grouping: true });
  const sign = value < 0n && scaled !== 0n ? '-' : '';
  return `${sign}${opts.prefix ?? ''}${digits}${COMPACT_SUFFIXES[unit]}`;
}

/** A USD value (USD x 10^6) as a compact figure with a dollar sign: 97_123_450_000n -> "$97.12K". */
export function formatCompactUsd(usd: bigint): string {
  return formatCompact(usd, USD_DECIMALS, { prefix: '$' });
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

/** Fraction digits a size on a market can have: those of its lot size in whole base tokens (10_000n, 8 -> 4). */
function lotDecimals(lotSize: bigint, baseDecimals: number): number {
  if (lotSize <= 0n) return baseDecimals;
  let decimals = baseDecimals;
  let rest = lotSize;
  while (decimals > 0 && rest % 10n === 0n) {
    rest /= 10n;
    decimals -= 1;
  }
  return decimals;
}

/**
 * Formats a position or order size (base units) with exactly its market's lot decimals, grouped, so sizes line up
 * in a column: formatSize(12_340_000n, 8, 10_000n) -> "0.1234"; a size off the lot grid shows every decimal it has.
 */
export function formatSize(
  units: bigint,
  baseDecimals: number,
  lotSize: bigint,
  opts: SignedDisplayOptions = {},
): string {
  const decimals = lotDecimals(lotSize, baseDecimals);
  const text = formatDecimal(units, baseDecimals, { minDecimals: decimals, grouping: opts.grouping ?? true });
  const { sign, digits } = signed(text, opts.signDisplay);
  return `${sign}${digits}`;
}

/** Formats a leverage (ratio x 10^9) with 2 decimals, rounded down, and a times sign: 5_012_531_329n -> "5.01×". */
export function formatLeverage(ratio: bigint): string {
  const text = formatDecimal(ratio, RATE_DECIMALS, {
    maxDecimals: 2,
    minDecimals: 2,
    rounding: ROUNDING_RULES.leverageDisplay,
    grouping: true,
  });
  return `${text}×`;
}
