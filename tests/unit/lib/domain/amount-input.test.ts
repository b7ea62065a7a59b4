import { describe, expect, it } from 'vitest';
import {
  localeSeparators,
  localiseAmount,
  readAmountInput,
  type AmountInputResult,
  type NumberSeparators,
} from '#lib/domain/amount-input.ts';

const EN = localeSeparators('en-US');
const DE = localeSeparators('de-DE');
const FR = localeSeparators('fr-FR');
// ICU versions disagree on de-CH's apostrophe (U+2019 or U+0027): both group, so the table spells it out.
const CH: NumberSeparators = { decimal: '.', group: '\u2019' };

describe.each<[string, NumberSeparators]>([
  ['en-US', { decimal: '.', group: ',' }],
  ['de-DE', { decimal: ',', group: '.' }],
  ['fr-FR', { decimal: ',', group: '\u202f' }],
])('localeSeparators(%s)', (locale, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => expect(localeSeparators(locale)).toStrictEqual(expected));
});

const ok = (value: string): AmountInputResult => ({ ok: true, value });
const tooMany: AmountInputResult = { ok: false, error: 'tooManyDecimals' };
const invalid: AmountInputResult = { ok: false, error: 'invalid' };

describe.each<[string, string, NumberSeparators, number, AmountInputResult]>([
  ['empty', '', EN, 6, ok('')],
  ['spaces only', '  ', EN, 6, ok('')],
  ['a lone point', '.', EN, 6, ok('')],
  ['whole', '12', EN, 6, ok('12')],
  ['leading zeros dropped', '0007', EN, 6, ok('7')],
  ['zero', '0', EN, 6, ok('0')],
  ['trailing point while typing', '1.', EN, 6, ok('1')],
  ['leading point', '.5', EN, 6, ok('0.5')],
  ['fraction zeros kept', '1.50', EN, 6, ok('1.50')],
  ['six decimals of USDC', '1.123456', EN, 6, ok('1.123456')],
  ['a 7th decimal of USDC refused', '1.1234567', EN, 6, tooMany],
  ['eight decimals of BTC', '0.12345678', EN, 8, ok('0.12345678')],
  ['any point when the tick has no decimals', '5.', EN, 0, tooMany],
  ['en-US grouping', '1,234,567.25', EN, 6, ok('1234567.25')],
  ['en-US grouping while typing', '1,234,5', EN, 6, ok('12345')],
  ['en-US single group', '1,500', EN, 6, ok('1500')],
  ['en-US comma typed as a decimal mark', '1,5', EN, 6, ok('1.5')],
  ['en-US comma after zero is a decimal mark', '0,001', EN, 6, ok('0.001')],
  ['en-US two points', '1.2.3', EN, 6, invalid],
  ['en-US group after the decimal mark', '1.5,3', EN, 6, invalid],
  ['de-DE grouping and decimal comma', '1.234,5', DE, 6, ok('1234.5')],
  ['de-DE decimal comma', '1234,56', DE, 6, ok('1234.56')],
  ['de-DE single group', '1.500', DE, 6, ok('1500')],
  ['de-DE point typed as a decimal mark', '1.5', DE, 6, ok('1.5')],
  ['de-DE point pasted from elsewhere', '1234.56', DE, 6, ok('1234.56')],
  ['de-DE 7th decimal refused', '0,1234567', DE, 6, tooMany],
  ['de-DE two decimal commas', '1,2,3', DE, 6, invalid],
  ['fr-FR narrow no-break space groups', '1\u202f234,5', FR, 6, ok('1234.5')],
  ['fr-FR plain space groups', '1 234 567,25', FR, 6, ok('1234567.25')],
  ['fr-FR point typed as a decimal mark', '2.75', FR, 6, ok('2.75')],
  ['de-CH apostrophe groups', '1\u2019234.5', CH, 6, ok('1234.5')],
  ['de-CH typed apostrophe groups', "1'234.5", CH, 6, ok('1234.5')],
  ['letters', '12a', EN, 6, invalid],
  ['a sign', '-1', EN, 6, invalid],
  ['an exponent', '1e5', EN, 6, invalid],
  ['beyond 2^53 stays exact', '9007199254740993.000001', EN, 6, ok('9007199254740993.000001')],
])('readAmountInput: %s (%j)', (_name, text, seps, decimals, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => expect(readAmountInput(text, seps, decimals)).toStrictEqual(expected));
});

describe('readAmountInput rejects a bad scale', () => {
  it.each([-1, 1.5, Number.NaN])('decimals %d throws', (decimals) =>
    expect(() => readAmountInput('1', EN, decimals)).toThrow(RangeError),
  );
});

describe.each<[string, NumberSeparators, string]>([
  ['1234.5', EN, '1234.5'],
  ['1234.5', DE, '1234,5'],
  ['0.000001', FR, '0,000001'],
  ['7', DE, '7'],
  ['', DE, ''],
])('localiseAmount(%j)', (value, seps, expected) => {
  it(`is ${JSON.stringify(expected)} and reads back`, () => {
    expect(localiseAmount(value, seps)).toBe(expected);
    expect(readAmountInput(expected, seps, 6)).toStrictEqual(ok(value));
  });
});
