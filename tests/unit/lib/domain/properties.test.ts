import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  divRound,
  formatDecimal,
  mulDiv,
  parseDecimal,
  pow10,
  tryParseDecimal,
  type Rounding,
} from '../../../../src/lib/domain/fixed.ts';
import { sanitizeAmountInput } from '../../../../src/lib/domain/format.ts';
import { amountAtBps } from '../../../../src/lib/domain/percent.ts';

const DECIMALS = Array.from({ length: 19 }, (_, d) => [d]);
const huge = fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n });
const nonZero = fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).filter((d) => d !== 0n);
const rounding = fc.constantFrom<Rounding>('floor', 'ceil', 'trunc', 'halfUp');
const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe.each(DECIMALS)('with %i decimals', (d) => {
  it('parse(format(v)) === v for any bigint, far beyond 2^53', () => {
    fc.assert(fc.property(huge, (v) => parseDecimal(formatDecimal(v, d), d) === v));
  });

  it('format(parse(s)) === s for canonical decimal strings', () => {
    const canonical = fc
      .tuple(fc.boolean(), digits(1, 30), digits(0, d))
      .map(([negative, whole, fraction]) => {
        const w = whole.replace(/^0+(?=\d)/, '');
        const f = fraction.replace(/0+$/, '');
        const text = f === '' ? w : `${w}.${f}`;
        return negative && text !== '0' ? `-${text}` : text;
      });
    fc.assert(fc.property(canonical, (text) => formatDecimal(parseDecimal(text, d), d) === text));
  });

  it('parsing scales by exactly 10^decimals (integer strings beyond 2^53)', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (v) => parseDecimal(v.toString(), d) === v * pow10(d)));
  });

  it('a display rounded down never exceeds the value', () => {
    fc.assert(
      fc.property(huge, fc.integer({ min: 0, max: d }), (v, max) => {
        const shown = parseDecimal(formatDecimal(v, d, { maxDecimals: max, rounding: 'floor' }), d);
        return shown <= v && v - shown < pow10(d - max);
      }),
    );
  });

  it('sanitized input always parses (or is empty/a lone point)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const clean = sanitizeAmountInput(text, d);
        return clean === '' || clean === '.' || tryParseDecimal(clean, d).ok;
      }),
    );
  });
});

describe('exactness at the float boundary', () => {
  it.each([
    ['9007199254740993', 0, 9_007_199_254_740_993n],
    ['9007199254740993.000000000000000001', 18, 9_007_199_254_740_993_000_000_000_000_000_001n],
    ['0.100000000000000001', 18, 100_000_000_000_000_001n],
  ])('parses %s exactly', (text, d, expected) => {
    expect(parseDecimal(text, d)).toBe(expected);
    expect(formatDecimal(expected, d)).toBe(text);
  });
});

describe('mulDiv rounding laws', () => {
  it('floor <= a*b/d <= ceil, and they differ by 1 exactly when d does not divide a*b', () => {
    fc.assert(
      fc.property(huge, huge, nonZero, (a, b, d) => {
        const lo = mulDiv(a, b, d, 'floor');
        const hi = mulDiv(a, b, d, 'ceil');
        const n = d > 0n ? a * b : -(a * b);
        const dd = d > 0n ? d : -d;
        const exact = n % dd === 0n;
        return lo * dd <= n && n <= hi * dd && hi - lo === (exact ? 0n : 1n);
      }),
    );
  });

  it('trunc is floor for a non-negative quotient and ceil for a negative one', () => {
    fc.assert(
      fc.property(huge, huge, nonZero, (a, b, d) => {
        const negative = a * b < 0n !== d < 0n && a * b !== 0n;
        return mulDiv(a, b, d, 'trunc') === mulDiv(a, b, d, negative ? 'ceil' : 'floor');
      }),
    );
  });

  it('halfUp is a nearest value, ties away from zero', () => {
    fc.assert(
      fc.property(huge, nonZero, (n, d) => {
        const q = divRound(n, d, 'halfUp');
        const twiceError = 2n * (n - q * d);
        const absTwice = twiceError < 0n ? -twiceError : twiceError;
        const absD = d < 0n ? -d : d;
        if (absTwice > absD) return false;
        // On a tie the result must be the one farther from zero.
        if (absTwice === absD) return (q < 0n ? -q : q) * absD > (n < 0n ? -n : n);
        return true;
      }),
    );
  });

  it('floor of -x is minus ceil of x', () => {
    fc.assert(fc.property(huge, nonZero, (n, d) => divRound(-n, d, 'floor') === -divRound(n, d, 'ceil')));
  });

  it('every mode is exact when the division is exact', () => {
    fc.assert(fc.property(huge, nonZero, rounding, (q, d, mode) => divRound(q * d, d, mode) === q));
  });
});

describe('slider amounts', () => {
  it('never exceed the total', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 10_000n }), (total, bps) => {
        const amount = amountAtBps(total, bps);
        return amount >= 0n && amount <= total;
      }),
    );
  });
});
