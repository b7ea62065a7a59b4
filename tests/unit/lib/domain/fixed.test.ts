import { describe, expect, it } from 'vitest';
import {
  DecimalParseError,
  PRICE_ONE,
  RATE_ONE,
  USD_ONE,
  divRound,
  formatDecimal,
  mulDiv,
  parseDecimal,
  pow10,
  rescale,
  tryParseDecimal,
  type FormatOptions,
  type Rounding,
} from '#lib/domain/fixed.ts';
import { TOKEN_DECIMALS, isTokenTicker, unitsPerToken } from '#lib/domain/tokens.ts';

describe('scales', () => {
  it('has the conventions values', () => {
    expect([PRICE_ONE, RATE_ONE, USD_ONE]).toEqual([1_000_000_000n, 1_000_000_000n, 1_000_000n]);
  });
});

describe.each([
  [0, 1n],
  [1, 10n],
  [6, 1_000_000n],
  [18, 1_000_000_000_000_000_000n],
  [30, 1_000_000_000_000_000_000_000_000_000_000n],
])('pow10(%i)', (n, expected) => {
  it(`is ${expected}`, () => expect(pow10(n)).toBe(expected));
});

describe.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])('pow10(%d) rejects', (n) => {
  it('throws RangeError', () => expect(() => pow10(n)).toThrow(RangeError));
});

describe.each<[string, number, bigint]>([
  ['0', 6, 0n],
  ['1', 6, 1_000_000n],
  ['1.5', 6, 1_500_000n],
  ['1.', 6, 1_000_000n],
  ['.5', 6, 500_000n],
  ['0.000001', 6, 1n],
  ['000123.450', 6, 123_450_000n],
  [' 42 ', 0, 42n],
  ['+7', 2, 700n],
  ['-7.25', 2, -725n],
  ['-0', 2, 0n],
  ['97123.45', 9, 97_123_450_000_000n],
  ['123456789012345678901234567890', 0, 123456789012345678901234567890n],
  ['9007199254740993', 0, 9_007_199_254_740_993n], // 2^53 + 1: a float would give ...992
  ['0.123456789012345678', 18, 123_456_789_012_345_678n],
])('parseDecimal(%j, %i)', (text, decimals, expected) => {
  it(`is ${expected}`, () => expect(parseDecimal(text, decimals)).toBe(expected));
});

describe.each<[string, number, string]>([
  ['', 6, 'empty'],
  ['   ', 6, 'empty'],
  ['.', 6, 'invalid'],
  ['-', 6, 'invalid'],
  ['abc', 6, 'invalid'],
  ['1e5', 6, 'invalid'],
  ['1E-3', 6, 'invalid'],
  ['0x10', 6, 'invalid'],
  ['1,000', 6, 'invalid'],
  ['1 000', 6, 'invalid'],
  ['1.2.3', 6, 'invalid'],
  ['--1', 6, 'invalid'],
  ['Infinity', 6, 'invalid'],
  ['NaN', 6, 'invalid'],
  ['١٢', 6, 'invalid'], // non-ASCII digits
  ['1.0000001', 6, 'tooManyDecimals'],
  ['1.5', 0, 'tooManyDecimals'],
])('parseDecimal(%j, %i) rejects', (text, decimals, code) => {
  it(`with code ${code}`, () => {
    expect(tryParseDecimal(text, decimals)).toEqual({ ok: false, code });
    let thrown: unknown;
    try {
      parseDecimal(text, decimals);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DecimalParseError);
    expect((thrown as DecimalParseError).code).toBe(code);
    expect((thrown as DecimalParseError).input).toBe(text);
  });
});

describe.each<[string, number, Rounding, bigint]>([
  ['1.2345', 2, 'floor', 123n],
  ['1.2355', 2, 'ceil', 124n],
  ['1.2350', 2, 'halfUp', 124n],
  ['1.2349', 2, 'halfUp', 123n],
  ['-1.2345', 2, 'floor', -124n],
  ['-1.2345', 2, 'trunc', -123n],
  ['-1.235', 2, 'halfUp', -124n],
])('parseDecimal(%j, %i, {rounding: %s})', (text, decimals, rounding, expected) => {
  it(`is ${expected}`, () => expect(parseDecimal(text, decimals, { rounding })).toBe(expected));
});

describe.each<[bigint, number, FormatOptions, string]>([
  [0n, 6, {}, '0'],
  [1_500_000n, 6, {}, '1.5'],
  [1n, 6, {}, '0.000001'],
  [-5n, 2, {}, '-0.05'],
  [123_000_000n, 6, {}, '123'],
  [1_234_567_891n, 9, { maxDecimals: 6 }, '1.234567'],
  [1_234_567_891n, 9, { maxDecimals: 2, rounding: 'halfUp' }, '1.23'],
  [1_235_000_000n, 9, { maxDecimals: 2, rounding: 'halfUp' }, '1.24'],
  [1_231_000_000n, 9, { maxDecimals: 2, rounding: 'ceil' }, '1.24'],
  [-1_239_000_000n, 9, { maxDecimals: 2 }, '-1.23'],
  [-1n, 9, { maxDecimals: 2 }, '0'],
  [1_000_000n, 6, { minDecimals: 2 }, '1.00'],
  [1_500_000n, 6, { minDecimals: 2 }, '1.50'],
  [1_234_567_890_000n, 6, { grouping: true, minDecimals: 2 }, '1,234,567.89'],
  [-1_234_000_000n, 6, { grouping: ' ' }, '-1 234'],
  [999n, 0, { grouping: true }, '999'],
  [1000n, 0, { grouping: true }, '1,000'],
  [12_345n, 2, { maxDecimals: 0 }, '123'],
  [123_456_789_012_345_678n, 18, {}, '0.123456789012345678'],
  [9_007_199_254_740_993n, 0, {}, '9007199254740993'],
])('formatDecimal(%s, %i, %j)', (value, decimals, opts, expected) => {
  it(`is ${expected}`, () => expect(formatDecimal(value, decimals, opts)).toBe(expected));
});

describe.each<[bigint, bigint, Rounding, bigint]>([
  [7n, 2n, 'floor', 3n],
  [7n, 2n, 'ceil', 4n],
  [7n, 2n, 'trunc', 3n],
  [7n, 2n, 'halfUp', 4n],
  [-7n, 2n, 'floor', -4n],
  [-7n, 2n, 'ceil', -3n],
  [-7n, 2n, 'trunc', -3n],
  [-7n, 2n, 'halfUp', -4n],
  [7n, -2n, 'floor', -4n],
  [-7n, -2n, 'floor', 3n],
  [5n, 3n, 'halfUp', 2n],
  [4n, 3n, 'halfUp', 1n],
  [6n, 3n, 'ceil', 2n],
  [0n, 5n, 'ceil', 0n],
])('divRound(%s, %s, %s)', (n, d, rounding, expected) => {
  it(`is ${expected}`, () => expect(divRound(n, d, rounding)).toBe(expected));
});

describe('division by zero', () => {
  it('throws RangeError', () => expect(() => mulDiv(1n, 1n, 0n, 'floor')).toThrow(RangeError));
});

describe.each<[bigint, bigint, bigint, Rounding, bigint]>([
  // 1.5 BTC (8 dp) at 97123.45 (9 dp) -> USD (6 dp): 145685.175 USD
  [150_000_000n, 97_123_450_000_000n, 10n ** 11n, 'floor', 145_685_175_000n],
  // 1/3 USD at USD scale
  [1n, USD_ONE, 3n, 'floor', 333_333n],
  [1n, USD_ONE, 3n, 'ceil', 333_334n],
  [2n, USD_ONE, 3n, 'halfUp', 666_667n],
])('mulDiv(%s, %s, %s, %s)', (a, b, d, rounding, expected) => {
  it(`is ${expected}`, () => expect(mulDiv(a, b, d, rounding)).toBe(expected));
});

describe.each<[bigint, number, number, Rounding, bigint]>([
  [1_500_000n, 6, 9, 'floor', 1_500_000_000n],
  [1_500_000_001n, 9, 6, 'floor', 1_500_000n],
  [1_500_000_001n, 9, 6, 'ceil', 1_500_001n],
  [42n, 6, 6, 'ceil', 42n],
])('rescale(%s, %i -> %i, %s)', (value, from, to, rounding, expected) => {
  it(`is ${expected}`, () => expect(rescale(value, from, to, rounding)).toBe(expected));
});

describe.each([
  ['USDC', 6, 1_000_000n],
  ['SOL', 9, 1_000_000_000n],
  ['BTC', 8, 100_000_000n],
  ['APT', 8, 100_000_000n],
  ['ETH', 8, 100_000_000n],
] as const)('token %s', (ticker, decimals, units) => {
  it(`has ${decimals} decimals and ${units} units per token`, () => {
    expect(TOKEN_DECIMALS[ticker]).toBe(decimals);
    expect(unitsPerToken(ticker)).toBe(units);
    expect(isTokenTicker(ticker)).toBe(true);
  });
});

describe.each([['DOGE'], ['usdc'], ['toString'], ['']])('isTokenTicker(%j)', (text) => {
  it('is false', () => expect(isTokenTicker(text)).toBe(false));
});
