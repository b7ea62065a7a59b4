import { describe, expect, it } from 'vitest';
import { decimalsOf, MarketScale, OffGridError } from '#lib/market/scale.ts';

const grid = (tickSize: string, lotSize = '10000', baseDecimals = 8) =>
  new MarketScale({ name: 'BTC-PERP', tickSize, lotSize, baseDecimals });

describe('MarketScale', () => {
  it.each([
    ['1', '97123', 97123],
    ['1', '97123.000', 97123],
    ['0.1', '3456.7', 34567],
    ['0.01', '150.2', 15020],
    ['0.001', '0.001', 1],
    ['0.25', '10.75', 43],
  ])('tick %s: price %s is tick %i', (tickSize, price, tick) => {
    expect(grid(tickSize).priceToTick(price)).toBe(tick);
    // the cache answers the same the second time
    expect(grid(tickSize).priceToTick(price)).toBe(tick);
  });

  it.each([
    ['1', '97123.5'],
    ['0.25', '10.1'],
    ['0.1', '1e3'],
    ['0.1', '-1'],
    ['0.1', 'abc'],
    ['0.000000001', '99999999999999999'],
  ])('tick %s: price %s is off the grid', (tickSize, price) => {
    expect(() => grid(tickSize).priceToTick(price)).toThrow(OffGridError);
  });

  it.each([
    ['0', 0],
    ['10000', 1],
    ['1230000', 123],
  ])('size %s is %i lots', (size, lots) => {
    expect(grid('1').sizeToLots(size)).toBe(lots);
  });

  it.each([['10001'], ['1.5'], ['-10000'], ['1e5'], ['']])('size %s is off the grid', (size) => {
    expect(() => grid('1').sizeToLots(size)).toThrow(OffGridError);
  });

  it.each([
    // click-to-fill: exact, with the tick's decimals, never exponent notation (dYdX #666)
    ['1', 97123, '97123'],
    ['0.1', 34560, '3456.0'],
    ['0.01', 15020, '150.20'],
    ['0.00001', 9, '0.00009'],
    ['0.000000001', 1, '0.000000001'],
    ['0.25', 43, '10.75'],
    ['1', 9_000_000_000_000, '9000000000000'],
  ])('tick %s: tick %i fills the price %s', (tickSize, tick, text) => {
    expect(grid(tickSize).priceText(tick)).toBe(text);
    expect(grid(tickSize).priceToTick(text)).toBe(tick);
  });

  it.each([
    [1, '0.0001'],
    [12345, '1.2345'],
    [100000000, '10000'],
  ])('%i lots of 0.0001 BTC read %s', (lots, text) => {
    expect(grid('1').sizeText(lots)).toBe(text);
  });

  it.each([
    ['0', 'lot'],
    ['-1', 'lot'],
    ['abc', 'tick'],
  ])('refuses a grid with a bad %s (%s)', (bad, what) => {
    const make = () => (what === 'lot' ? grid('1', bad) : grid(bad));
    expect(make).toThrow(RangeError);
  });

  it.each([
    ['1', 0],
    ['0.010', 2],
    ['0.25', 2],
    ['5.0', 0],
  ])('decimalsOf(%s) = %i', (text, n) => {
    expect(decimalsOf(text)).toBe(n);
  });
});
