import { describe, expect, it } from 'vitest';
import { ControlInputError, formatSpan, parsePrice, parseSpan, priceToken } from '#server/exchange/control-input.ts';
import { isLoopback } from '#server/exchange/controls.ts';

const S = 1000;
const M = 60 * S;
const H = 60 * M;

describe.each([
  ['1h', H, '1h'],
  ['25h', 25 * H, '25h'],
  ['90m', 90 * M, '1h30m'],
  ['1h30m', 90 * M, '1h30m'],
  ['2d', 48 * H, '48h'],
  ['30s', 30 * S, '30s'],
  ['500ms', 500, '500ms'],
  [' 1H ', H, '1h'],
  ['3600000', H, '1h'],
  ['1d2h3m4s5ms', 26 * H + 3 * M + 4 * S + 5, '26h3m4s5ms'],
])('the span %j', (text, ms, written) => {
  it(`is ${ms} ms, written ${written}`, () => {
    expect(parseSpan(text)).toBe(ms);
    expect(formatSpan(ms)).toBe(written);
  });
});

describe.each([[''], ['0'], ['0h'], ['h'], ['1x'], ['-1h'], ['1.5h'], ['1h 30m'], ['367d'], ['1e3']])(
  'the span %j',
  (text) => {
    it('is refused', () => expect(() => parseSpan(text)).toThrow(ControlInputError));
  },
);

describe.each([
  ['90000', 90_000_000_000_000n],
  ['90,000', 90_000_000_000_000n],
  ['$90,000.50', 90_000_500_000_000n],
  ['1,234,567.000000001', 1_234_567_000_000_001n],
  ['0.25', 250_000_000n],
  ['.5', 500_000_000n],
  ['  3400 ', 3_400_000_000_000n],
])('the price %j', (text, fixed) => {
  it('is the exact fixed point (USD x 10^9)', () => expect(parsePrice(text)).toBe(fixed));
});

describe.each([
  ['0'],
  ['-1'],
  ['9e4'],
  ['90,00'],
  ['1,0000'],
  ['0x10'],
  ['Infinity'],
  ['1.0000000001'],
  ['$'],
  ['.'],
  ['ninety'],
])('the price %j', (text) => {
  it('is refused', () => expect(() => parsePrice(text)).toThrow(ControlInputError));
});

describe('tokens whose price can be set', () => {
  it.each([
    ['BTC', 'BTC'],
    ['eth', 'ETH'],
    [' sol ', 'SOL'],
    ['APT', 'APT'],
  ])('%j is %s', (text, token) => expect(priceToken(text)).toBe(token));
  it.each([['USDC'], ['DOGE'], ['']])('%j is refused', (text) =>
    expect(() => priceToken(text)).toThrow(ControlInputError),
  );
});

describe('loopback peers', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['192.168.1.20', false],
    ['::ffff:10.0.0.1', false],
    ['fe80::1', false],
    ['1127.0.0.1', false],
    [undefined, false],
  ])('%s is loopback: %s', (address, loopback) => expect(isLoopback(address)).toBe(loopback));
});
