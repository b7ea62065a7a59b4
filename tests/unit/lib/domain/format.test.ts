import { describe, expect, it } from 'vitest';
import {
  capDecimals,
  formatAmount,
  formatPercent,
  formatUsd,
  maxInputText,
  sanitizeAmountInput,
  unitsToInputText,
} from '#lib/domain/format.ts';

describe.each<[bigint, number, boolean | undefined, string]>([
  [0n, 6, undefined, '0'],
  [1n, 6, undefined, '0.000001'],
  [1_234_567_890_123n, 6, undefined, '1,234,567.890123'],
  [1_234_567_890_123n, 6, false, '1234567.890123'],
  [1_999_999_999n, 9, undefined, '1.999999'], // SOL: cut at 6 decimals, never rounded up to 2
  [1n, 9, undefined, '0'], // below display precision
  [123_456_789n, 8, undefined, '1.234567'],
  [-1_999_999_999n, 9, undefined, '-1.999999'],
  [10_000_000_000n, 6, undefined, '10,000'],
  [5n, 0, undefined, '5'],
])('formatAmount(%s, %i, grouping %s)', (units, decimals, grouping, expected) => {
  it(`is ${expected}`, () =>
    expect(formatAmount(units, decimals, grouping === undefined ? {} : { grouping })).toBe(expected));
});

describe.each<[bigint, boolean | undefined, string]>([
  [0n, undefined, '0.00%'],
  [1_000_000_000n, undefined, '100.00%'],
  [123_456_789n, undefined, '12.35%'],
  [123_449_999n, undefined, '12.34%'],
  [123_450_000n, undefined, '12.35%'], // tie goes away from zero
  [-123_450_000n, undefined, '-12.35%'],
  [50_000n, undefined, '0.01%'],
  [49_999n, undefined, '0.00%'],
  [20_000_000_000n, undefined, '2,000.00%'],
  [123_456_789n, false, '12.35'],
])('formatPercent(%s, symbol %s)', (rate, symbol, expected) => {
  it(`is ${expected}`, () => expect(formatPercent(rate, symbol === undefined ? {} : { symbol })).toBe(expected));
});

describe.each<[bigint, boolean | undefined, string]>([
  [0n, undefined, '$0.00'],
  [1_000_000n, undefined, '$1.00'],
  [1_234_567n, undefined, '$1.23'],
  [1_235_000n, undefined, '$1.24'],
  [-1_234_567n, undefined, '-$1.23'],
  [-4_999n, undefined, '$0.00'], // rounds to zero: no "-$0.00"
  [1_234_567_890_000n, undefined, '$1,234,567.89'],
  [1_234_567n, false, '1.23'],
])('formatUsd(%s, symbol %s)', (usd, symbol, expected) => {
  it(`is ${expected}`, () => expect(formatUsd(usd, symbol === undefined ? {} : { symbol })).toBe(expected));
});

describe.each<[string, number, string]>([
  ['', 6, ''],
  ['1', 6, '1'],
  ['1.', 6, '1.'],
  ['1.23456789', 6, '1.234567'],
  ['1.999999999', 6, '1.999999'],
  ['1.5', 0, '1'],
  ['.123', 2, '.12'],
  ['12.34', 2, '12.34'],
])('capDecimals(%j, %i)', (text, decimals, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => expect(capDecimals(text, decimals)).toBe(expected));
});

describe.each<[string, number, string]>([
  ['', 6, ''],
  ['abc', 6, ''],
  ['1,5', 6, '1.5'],
  ['1.2.3', 6, '1.23'],
  ['-12', 6, '12'],
  ['1e5', 6, '15'],
  [' 1 000.5 ', 6, '1000.5'],
  ['0.1234567', 6, '0.123456'],
  ['7.9', 0, '7'],
])('sanitizeAmountInput(%j, %i)', (text, decimals, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => expect(sanitizeAmountInput(text, decimals)).toBe(expected));
});

describe.each<[bigint, number, number | undefined, string]>([
  [1_999_999_999n, 9, undefined, '1.999999999'],
  [1_999_999_999n, 9, 6, '1.999999'], // floor, never 2
  [0n, 6, undefined, '0'],
  [-5n, 6, undefined, '0'],
  [123_456_789_012_345_678_901n, 6, undefined, '123456789012345.678901'],
])('maxInputText(%s, %i, %s)', (units, decimals, maxDecimals, expected) => {
  it(`is ${expected}`, () => expect(maxInputText(units, decimals, maxDecimals)).toBe(expected));
});

describe('unitsToInputText', () => {
  it('keeps every decimal without grouping', () =>
    expect(unitsToInputText(1_234_567_000_001n, 6)).toBe('1234567.000001'));
});
