/**
 * Reading amounts as users type them, in their own locale (SCREENS.md "inputs"; dYdX #171 broke comma locales):
 * the locale's decimal mark and group separator are both accepted, the other of '.' and ',' is read the way a
 * person means it, and the result is canonical decimal text ("1234.5") that parseDecimal reads exactly.
 * Nothing here goes through a float.
 */

/** The two marks a locale writes numbers with. */
export interface NumberSeparators {
  /** Decimal mark, e.g. '.' (en-US) or ',' (de-DE). */
  readonly decimal: string;
  /** Group separator, e.g. ',' (en-US), '.' (de-DE), a narrow no-break space (fr-FR). */
  readonly group: string;
}

/** The separators a locale formats numbers with, from Intl: localeSeparators('de-DE') -> { decimal: ',', group: '.' }. */
export function localeSeparators(locale: string): NumberSeparators {
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(11111.5);
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const group = parts.find((p) => p.type === 'group')?.value ?? '';
  return { decimal, group };
}

/** Why typed text is not an amount: not a number at all, or more fraction digits than the token or tick allows. */
export type AmountInputError = 'invalid' | 'tooManyDecimals';

/** Canonical decimal text ('' when nothing is entered), or why the text was refused. */
export type AmountInputResult = { ok: true; value: string } | { ok: false; error: AmountInputError };

// Spaces of every kind and apostrophes only ever group digits (fr-FR, de-CH typing habits).
const GROUPING_ONLY = "\\s\\u00a0\\u2007\\u202f\\u2009'\\u2019";
const GROUPING_ONLY_CHAR = new RegExp(`^[${GROUPING_ONLY}]$`);
const GROUPING_ONLY_ALL = new RegExp(`[${GROUPING_ONLY}]`, 'g');
const DIGITS = /^\d*$/;

/** Whole and fraction digits of the text, or null when it is not an amount. */
function split(text: string, seps: NumberSeparators): { whole: string; fraction: string | null } | null {
  const marks = new Set(['.', ',', seps.decimal, seps.group].filter((m) => m !== '' && !GROUPING_ONLY_CHAR.test(m)));
  const isMark = (ch: string) => marks.has(ch);
  for (const ch of text) if (!isMark(ch) && !(ch >= '0' && ch <= '9')) return null;

  const decimalAt = text.indexOf(seps.decimal);
  if (decimalAt !== -1) {
    // The locale's own decimal mark: once, with only digits after it; marks before it group the whole part.
    const fraction = text.slice(decimalAt + seps.decimal.length);
    if (!DIGITS.test(fraction)) return null;
    return { whole: [...text.slice(0, decimalAt)].filter((ch) => !isMark(ch)).join(''), fraction };
  }
  const positions = [...text].flatMap((ch, i) => (isMark(ch) ? [i] : []));
  if (positions.length === 0) return { whole: text, fraction: null };
  const chars = new Set(positions.map((i) => text[i]));
  if (positions.length > 1) {
    // "1,234,567" (or "1,234,5" on its way there): one repeated mark groups; two different ones are not an amount
    // in a locale whose decimal mark is neither of them.
    return chars.size === 1 ? { whole: [...text].filter((ch) => !isMark(ch)).join(''), fraction: null } : null;
  }
  // One foreign mark: it groups when exactly three digits follow a non-zero whole part ("1,500" -> 1500), and is
  // a decimal point typed with the other key otherwise ("1,5" -> 1.5, "0,001" -> 0.001).
  const at = positions[0] ?? 0;
  const head = text.slice(0, at);
  const tail = text.slice(at + 1);
  if (tail.length === 3 && /[1-9]/.test(head)) return { whole: head + tail, fraction: null };
  return { whole: head, fraction: tail };
}

/**
 * Reads what a user typed into an amount field in their locale, capped at `decimals` fraction digits:
 * readAmountInput('1.234,5', de-DE separators, 6) -> { ok: true, value: '1234.5' }. A seventh decimal for a
 * 6-decimal token is refused ('tooManyDecimals'), never rounded. Leading zeros and a trailing mark are dropped
 * from the value (the field keeps showing what was typed).
 */
export function readAmountInput(text: string, seps: NumberSeparators, decimals: number): AmountInputResult {
  if (!Number.isSafeInteger(decimals) || decimals < 0) throw new RangeError(`invalid decimals ${decimals}`);
  const parts = split(text.replace(GROUPING_ONLY_ALL, ''), seps);
  if (parts === null) return { ok: false, error: 'invalid' };
  const { whole, fraction } = parts;
  if (fraction !== null && (fraction.length > decimals || decimals === 0))
    return { ok: false, error: 'tooManyDecimals' };
  if (whole === '' && (fraction === null || fraction === '')) return { ok: true, value: '' };
  const wholeDigits = whole.replace(/^0+(?=\d)/, '') || '0';
  return { ok: true, value: fraction ? `${wholeDigits}.${fraction}` : wholeDigits };
}

/** Shows canonical decimal text in a locale, without grouping: localiseAmount('1234.5', de-DE) -> '1234,5'. */
export function localiseAmount(value: string, seps: NumberSeparators): string {
  return seps.decimal === '.' ? value : value.replace('.', seps.decimal);
}
