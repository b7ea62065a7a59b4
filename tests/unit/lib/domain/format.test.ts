import { describe, expect, it } from 'vitest';
import {
  capDecimals,
  displayTrend,
  formatAmount,
  formatCompact,
  formatCompactUsd,
  formatLeverage,
  formatPercent,
  formatPrice,
  formatSignedUsd,
  formatSize,
  formatUsd,
  maxInputText,
  sanitizeAmountInput,
  tickDecimals,
  unitsToInputText,
  type SignDisplay,
} from '#lib/domain/format.ts';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';

const P = (text: string) => parseDecimal(text, PRICE_DECIMALS);

describe.each<[bigint, number]>([
  [P('0.01'), 2],
  [P('0.5'), 1],
  [P('0.25'), 2],
  [P('1'), 0],
  [P('10'), 0],
  [P('0.000000001'), 9],
  [P('0.0001'), 4],
  [0n, 9], // never valid configuration: every decimal rather than a throw in a view
  [-P('0.01'), 9],
])('tickDecimals(%s)', (tick, expected) => {
  it(`is ${expected}`, () => expect(tickDecimals(tick)).toBe(expected));
});

// formatPrice: the tick's decimals, fixed; rounded half up (ties away from zero); grouped; never scientific.
describe.each<[string, string, string]>([
  ['97123.45', '0.01', '97,123.45'],
  ['97123.4', '0.01', '97,123.40'], // fixed decimals: the tick says cents
  ['97123.455', '0.01', '97,123.46'], // tie rounds up (half-even would give .46 too: see the next row)
  ['97123.445', '0.01', '97,123.45'], // tie rounds up, where half-even would keep .44
  ['97123.4449', '0.01', '97,123.44'],
  ['97123.45', '0.5', '97,123.5'],
  ['97123.45', '1', '97,123'],
  ['97123.5', '1', '97,124'],
  ['0', '0.01', '0.00'],
  ['0.000000123', '0.000000001', '0.000000123'], // tiny price: plain digits, no 1.23e-7
  ['0.000000004', '0.00000001', '0.00000000'], // rounds to zero at the tick
  ['0.000000005', '0.00000001', '0.00000001'],
  ['123456789012345678.123456789', '0.01', '123,456,789,012,345,678.12'], // beyond 2^53: still exact
  ['9.8712', '0.0001', '9.8712'],
])('formatPrice(%s, tick %s)', (price, tick, expected) => {
  it(`is ${expected}`, () => expect(formatPrice(P(price), P(tick))).toBe(expected));
});

describe('formatPrice signs and options', () => {
  it('rounds negatives half up away from zero', () => expect(formatPrice(-P('1.005'), P('0.01'))).toBe('-1.01'));
  it('never shows -0', () => expect(formatPrice(-P('0.004'), P('0.01'))).toBe('0.00'));
  it('can drop grouping', () => expect(formatPrice(P('97123.45'), P('0.01'), { grouping: false })).toBe('97123.45'));
});

// formatAmount: at most 6 decimals (fewer when the token has fewer), rounded half up, trailing zeros dropped.
describe.each<[bigint, number, boolean | undefined, string]>([
  [0n, 6, undefined, '0'],
  [1n, 6, undefined, '0.000001'],
  [1_234_567_890_123n, 6, undefined, '1,234,567.890123'],
  [1_234_567_890_123n, 6, false, '1234567.890123'],
  [1_999_999_999n, 9, undefined, '2'], // SOL 1.999999999: the display rounds (SPEC 9); Max floors instead
  [1_999_999_499n, 9, undefined, '1.999999'],
  [1_000_000_500n, 9, undefined, '1.000001'], // tie at the 7th decimal rounds up
  [1_000_000_499n, 9, undefined, '1'],
  [499n, 9, undefined, '0'], // below display precision
  [500n, 9, undefined, '0.000001'],
  [123_456_789n, 8, undefined, '1.234568'],
  [-1_000_000_500n, 9, undefined, '-1.000001'], // ties away from zero on both sides
  [-499n, 9, undefined, '0'], // no "-0"
  [10_000_000_000n, 6, undefined, '10,000'],
  [5n, 0, undefined, '5'],
  [18_446_744_073_709_551_615n, 8, undefined, '184,467,440,737.095516'], // u64::MAX BTC units
])('formatAmount(%s, %i, grouping %s)', (units, decimals, grouping, expected) => {
  it(`is ${expected}`, () =>
    expect(formatAmount(units, decimals, grouping === undefined ? {} : { grouping })).toBe(expected));
});

// formatPercent: exactly 2 decimals, rounded half up; 'exceptZero' adds + for gains only.
describe.each<[bigint, SignDisplay | undefined, boolean | undefined, string]>([
  [0n, undefined, undefined, '0.00%'],
  [1_000_000_000n, undefined, undefined, '100.00%'],
  [123_456_789n, undefined, undefined, '12.35%'],
  [123_449_999n, undefined, undefined, '12.34%'],
  [123_450_000n, undefined, undefined, '12.35%'], // tie goes away from zero
  [-123_450_000n, undefined, undefined, '-12.35%'],
  [50_000n, undefined, undefined, '0.01%'],
  [49_999n, undefined, undefined, '0.00%'],
  [20_000_000_000n, undefined, undefined, '2,000.00%'],
  [123_456_789n, undefined, false, '12.35'],
  [23_400_000n, 'exceptZero', undefined, '+2.34%'],
  [-11_200_000n, 'exceptZero', undefined, '-1.12%'],
  [0n, 'exceptZero', undefined, '0.00%'], // zero carries no sign
  [49_999n, 'exceptZero', undefined, '0.00%'], // rounds to zero: no "+0.00%"
  [-49_999n, 'exceptZero', undefined, '0.00%'], // nor "-0.00%"
  [50_000n, 'exceptZero', undefined, '+0.01%'],
  [23_400_000n, 'exceptZero', false, '+2.34'],
])('formatPercent(%s, signDisplay %s, symbol %s)', (rate, signDisplay, symbol, expected) => {
  it(`is ${expected}`, () => expect(formatPercent(rate, { signDisplay, symbol })).toBe(expected));
});

// formatUsd: 2 decimals, rounded half up, $ after the sign.
describe.each<[bigint, SignDisplay | undefined, boolean | undefined, string]>([
  [0n, undefined, undefined, '$0.00'],
  [1_000_000n, undefined, undefined, '$1.00'],
  [1_234_567n, undefined, undefined, '$1.23'],
  [1_235_000n, undefined, undefined, '$1.24'],
  [-1_234_567n, undefined, undefined, '-$1.23'],
  [-4_999n, undefined, undefined, '$0.00'], // rounds to zero: no "-$0.00"
  [-5_000n, undefined, undefined, '-$0.01'], // tie away from zero
  [1_234_567_890_000n, undefined, undefined, '$1,234,567.89'],
  [1_234_567n, undefined, false, '1.23'],
  [12_300_000n, 'exceptZero', undefined, '+$12.30'],
  [-12_300_000n, 'exceptZero', undefined, '-$12.30'],
  [4_999n, 'exceptZero', undefined, '$0.00'],
  [
    340_282_366_920_938_463_463_374_607_431_768_211_455n,
    undefined,
    undefined,
    '$340,282,366,920,938,463,463,374,607,431,768.21',
  ],
])('formatUsd(%s, signDisplay %s, symbol %s)', (usd, signDisplay, symbol, expected) => {
  it(`is ${expected}`, () => expect(formatUsd(usd, { signDisplay, symbol })).toBe(expected));
});

// formatCompact: K/M/B/T, at most 2 decimals rounded half up; a figure rounding to 1000 moves up a suffix.
describe.each<[bigint, number, string]>([
  [0n, 6, '0'],
  [4_999n, 6, '0'], // 0.004999
  [5_000n, 6, '0.01'],
  [999_994_999n, 6, '999.99'],
  [999_995_000n, 6, '1K'], // 999.995 rounds to 1000.00: shown as 1K, never "1,000"
  [1_000_000_000n, 6, '1K'],
  [1_234_567_000_000n, 6, '1.23M'],
  [1_235_000_000_000n, 6, '1.24M'], // tie rounds up
  [1_200_000_000_000n, 6, '1.2M'],
  [999_994_999_999n, 6, '999.99K'],
  [999_995_000_000n, 6, '1M'], // not "1,000K"
  [97_123_450_000n, 6, '97.12K'],
  [12_345_678_900_000_000n, 6, '12.35B'],
  [999_999_999_999_999_999n, 6, '1T'],
  [1_234_567_000_000_000_000_000n, 6, '1,234.57T'], // beyond 1000T: stays in T, grouped
  [-1_234_567_000_000n, 6, '-1.23M'],
  [-4_000n, 6, '0'], // no "-0"
  [1_500_000_000n, 9, '1.5'],
  [150_000n, 0, '150K'],
])('formatCompact(%s, %i)', (value, decimals, expected) => {
  it(`is ${expected}`, () => expect(formatCompact(value, decimals)).toBe(expected));
});

describe.each<[bigint, string]>([
  [23_400_000n, 'up'],
  [0n, 'flat'],
  [-11_200_000n, 'down'],
  [-49_999n, 'flat'], // a loss too small to show: "0.00%" must not be coloured as a loss
  [49_999n, 'flat'],
  [-50_000n, 'down'],
])('displayTrend(formatPercent(%s))', (rate, expected) => {
  it(`is ${expected}`, () => expect(displayTrend(formatPercent(rate, { signDisplay: 'exceptZero' }))).toBe(expected));
});

describe.each<[string, bigint, string, 'up' | 'down' | undefined]>([
  ['a gain', 406_000_000n, '+$406.00', 'up'],
  ['a loss', -67_700_000n, '-$67.70', 'down'],
  ['zero (an opening fill)', 0n, '$0.00', undefined],
  // the fills table showed a red "$0.00" for a realized PnL that lost less than half a cent
  ['a loss that rounds to zero', -4_999n, '$0.00', undefined],
  ['a gain that rounds to zero', 4_999n, '$0.00', undefined],
  ['the smallest loss that shows', -5_000n, '-$0.01', 'down'],
  ['the smallest gain that shows', 5_000n, '+$0.01', 'up'],
])('formatSignedUsd: %s', (_, usd, text, trend) => {
  it(`reads ${text}, coloured ${trend ?? 'neutral'}`, () => expect(formatSignedUsd(usd)).toEqual({ text, trend }));
});

describe('formatCompactUsd', () => {
  it('puts the dollar after the sign', () => expect(formatCompactUsd(-97_123_450_000n)).toBe('-$97.12K'));
  it('formats a 24 h quote volume', () => expect(formatCompactUsd(97_123_450_000_000n)).toBe('$97.12M'));
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

describe('formatLeverage', () => {
  it.each([
    [5_012_531_329n, '5.01×'],
    [9_999_999_999n, '9.99×'],
    [10_000_000_000n, '10.00×'],
    [0n, '0.00×'],
  ])('%s -> %s (rounded down)', (ratio, expected) => {
    expect(formatLeverage(ratio)).toBe(expected);
  });
});

describe('formatSize', () => {
  it.each([
    [12_340_000n, 8, 10_000n, '0.1234'],
    [100_000_000n, 8, 10_000n, '1.0000'],
    [-5_000_000n, 8, 100_000n, '-0.050'],
    [12_345_678n, 8, 10_000n, '0.12345678'],
  ])('%s (%s decimals, lot %s) -> %s', (units, decimals, lot, expected) => {
    expect(formatSize(units, decimals, lot)).toBe(expected);
  });
});
