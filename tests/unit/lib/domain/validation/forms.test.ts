import { describe, expect, it } from 'vitest';
import { stripNonDigits, validateAlias, validateUserId } from '#lib/domain/validation/alias.ts';
import { VALIDATION_KEYS, readAmount, type ValidationIssue } from '#lib/domain/validation/result.ts';
import {
  capAmountAtBalance,
  meetsMinimumUsd,
  minimumAmountForUsd,
  validateAddAccount,
  validateTransfer,
  type AddAccountInput,
  type TransferInput,
} from '#lib/domain/validation/transfer.ts';
import { isMessageKey } from '#lib/i18n/index.ts';

describe.each(VALIDATION_KEYS.map((key) => [key]))('message key %s', (key) => {
  it('exists in the i18n catalogue', () => expect(isMessageKey(key)).toBe(true));
});

describe.each<[string, ValidationIssue | null]>([
  ['', { field: 'alias', key: 'errors.required' }],
  ['   ', { field: 'alias', key: 'errors.required' }],
  ['ab', { field: 'alias', key: 'errors.minLength', params: { min: 3 } }],
  ['😀😀', { field: 'alias', key: 'errors.minLength', params: { min: 3 } }],
  ['abc', null],
  ['ABC123', null],
  ['a'.repeat(32), null],
  ['a'.repeat(33), { field: 'alias', key: 'errors.maxLength', params: { max: 32 } }],
  ['ab c', { field: 'alias', key: 'errors.alphanumericOnly' }],
  ['abc!', { field: 'alias', key: 'errors.alphanumericOnly' }],
  [' abc', { field: 'alias', key: 'errors.alphanumericOnly' }],
  ['Ünï', { field: 'alias', key: 'errors.alphanumericOnly' }],
  ['ab😀', { field: 'alias', key: 'errors.alphanumericOnly' }],
])('validateAlias(%j)', (text, expected) => {
  it(`gives ${expected?.key ?? 'no issue'}`, () => expect(validateAlias(text)).toEqual(expected));
});

describe.each<[string, ValidationIssue | null]>([
  ['', { field: 'userId', key: 'errors.required' }],
  ['123', null],
  ['0', null],
  ['9'.repeat(400), null], // far beyond 2^53: checked as text, never converted to a number
  ['9'.repeat(400) + 'x', { field: 'userId', key: 'errors.numbersOnly' }],
  ['12a', { field: 'userId', key: 'errors.numbersOnly' }],
  ['-1', { field: 'userId', key: 'errors.numbersOnly' }],
  [' 1', { field: 'userId', key: 'errors.numbersOnly' }],
  ['١٢٣', { field: 'userId', key: 'errors.numbersOnly' }],
])('validateUserId(%j)', (text, expected) => {
  it(`gives ${expected?.key ?? 'no issue'}`, () => expect(validateUserId(text)).toEqual(expected));
});

describe.each([
  ['a1-2 3', '123'],
  ['', ''],
  ['abc', ''],
  ['٣4', '4'],
])('stripNonDigits(%j)', (text, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => expect(stripNonDigits(text)).toBe(expected));
});

describe.each([
  ['', 6, { kind: 'empty' }],
  ['  ', 6, { kind: 'empty' }],
  ['1.5', 6, { kind: 'amount', units: 1_500_000n }],
  ['-1', 6, { kind: 'invalid' }],
  ['+1', 6, { kind: 'invalid' }],
  ['1e3', 6, { kind: 'invalid' }],
  ['1.0000001', 6, { kind: 'invalid' }],
])('readAmount(%j, %i)', (text, decimals, expected) => {
  it('reads', () => expect(readAmount(text, decimals)).toEqual(expected));
});

describe.each<[string, number, bigint, bigint]>([
  ['USDC at $1', 6, 1_000_000_000n, 1_000_000n],
  ['USDC at $0.999', 6, 999_000_000n, 1_001_002n], // 1.001001001 -> up
  ['SOL at $150', 9, 150_000_000_000n, 6_667_000n], // 0.0066666.. -> 0.006667
  ['BTC at $97123.45', 8, 97_123_450_000_000n, 1_100n], // 0.0000102962 -> 0.000011
  ['APT at $10', 8, 10_000_000_000n, 10_000_000n],
  ['ETH at $3000', 8, 3_000_000_000_000n, 33_400n], // 0.000333.. -> 0.000334
])('minimumAmountForUsd: %s', (_label, decimals, price, expected) => {
  it(`is ${expected} and really reaches 1 USD`, () => {
    const units = minimumAmountForUsd(decimals, price);
    expect(units).toBe(expected);
    expect(meetsMinimumUsd(units, decimals, price)).toBe(true);
  });
});

// Rows straddle 1 USD by less than one micro-USD, so rounding the value up instead of down would flip them.
describe.each<[string, bigint, number, bigint, boolean]>([
  ['0 USDC', 0n, 6, 1_000_000_000n, false],
  ['0.999999 USDC at $1', 999_999n, 6, 1_000_000_000n, false],
  ['1 USDC at $1', 1_000_000n, 6, 1_000_000_000n, true],
  ['0.006666666 SOL at $150 (0.9999999 USD)', 6_666_666n, 9, 150_000_000_000n, false],
  ['0.006666667 SOL at $150 (1.00000005 USD)', 6_666_667n, 9, 150_000_000_000n, true],
  ['1.001001 USDC at $0.999 (0.999999999 USD)', 1_001_001n, 6, 999_000_000n, false],
  ['1.001002 USDC at $0.999 (1.000000998 USD)', 1_001_002n, 6, 999_000_000n, true],
  ['0.00001029 BTC at $97181.70 (0.9999997 USD)', 1_029n, 8, 97_181_700_000_000n, false],
  ['0.0000103 BTC at $97087.38 (0.99999999 USD)', 1_030n, 8, 97_087_378_000_000n, false],
  ['0.0000103 BTC at $97087.39 (1.0000001 USD)', 1_030n, 8, 97_087_390_000_000n, true],
])('meetsMinimumUsd: %s', (_label, units, decimals, price, expected) => {
  it(`is ${expected}`, () => expect(meetsMinimumUsd(units, decimals, price)).toBe(expected));
});

const transfer: TransferInput = {
  fromUserId: '1',
  toUserId: '2',
  amountText: '5',
  decimals: 6,
  usdPrice: 1_000_000_000n,
  balance: 10_000_000n,
  ticker: 'USDC',
};
const sol: TransferInput = { ...transfer, decimals: 9, usdPrice: 150_000_000_000n, balance: 10n ** 12n, ticker: 'SOL' };
const usdcMin = { amount: '1', ticker: 'USDC' };

describe.each<[string, TransferInput, unknown]>([
  ['a valid amount', transfer, { ok: true, value: { units: 5_000_000n } }],
  ['exactly 1 USD', { ...transfer, amountText: '1' }, { ok: true, value: { units: 1_000_000n } }],
  ['the whole balance', { ...transfer, amountText: '10' }, { ok: true, value: { units: 10_000_000n } }],
  [
    'the same account',
    { ...transfer, toUserId: '1' },
    { ok: false, issues: [{ field: 'to', key: 'errors.invalidUserId' }] },
  ],
  [
    'the same account and no amount',
    { ...transfer, toUserId: '1', amountText: '' },
    {
      ok: false,
      issues: [
        { field: 'to', key: 'errors.invalidUserId' },
        { field: 'amount', key: 'requiredField' },
      ],
    },
  ],
  [
    'an empty amount',
    { ...transfer, amountText: '' },
    { ok: false, issues: [{ field: 'amount', key: 'requiredField' }] },
  ],
  [
    'under 1 USD',
    { ...transfer, amountText: '0.999999' },
    { ok: false, issues: [{ field: 'amount', key: 'errors.insufficient_balance', params: usdcMin }] },
  ],
  [
    'zero',
    { ...transfer, amountText: '0' },
    { ok: false, issues: [{ field: 'amount', key: 'errors.insufficient_balance', params: usdcMin }] },
  ],
  [
    'garbage',
    { ...transfer, amountText: 'abc' },
    { ok: false, issues: [{ field: 'amount', key: 'errors.insufficient_balance', params: usdcMin }] },
  ],
  [
    'negative',
    { ...transfer, amountText: '-5' },
    { ok: false, issues: [{ field: 'amount', key: 'errors.insufficient_balance', params: usdcMin }] },
  ],
  [
    'too many decimals',
    { ...transfer, amountText: '1.0000001' },
    { ok: false, issues: [{ field: 'amount', key: 'errors.insufficient_balance', params: usdcMin }] },
  ],
  [
    'just over the balance',
    { ...transfer, amountText: '10.000001' },
    { ok: false, issues: [{ field: 'amount', key: 'errors.exceedsBalance' }] },
  ],
  [
    'a huge amount',
    { ...transfer, amountText: '123456789012345678901234567890' },
    { ok: false, issues: [{ field: 'amount', key: 'errors.exceedsBalance' }] },
  ],
  [
    'no price',
    { ...transfer, usdPrice: 0n },
    {
      ok: false,
      issues: [{ field: 'amount', key: 'errors.insufficient_balance', params: { amount: '-', ticker: 'USDC' } }],
    },
  ],
  ['SOL at the minimum', { ...sol, amountText: '0.006667' }, { ok: true, value: { units: 6_667_000n } }],
  [
    'SOL under the minimum',
    { ...sol, amountText: '0.006666' },
    {
      ok: false,
      issues: [{ field: 'amount', key: 'errors.insufficient_balance', params: { amount: '0.006667', ticker: 'SOL' } }],
    },
  ],
])('validateTransfer: %s', (_label, input, expected) => {
  it('gives the expected result', () => expect(validateTransfer(input)).toEqual(expected));
});

describe.each<[string, bigint, string]>([
  ['15', 10_000_000n, '10'],
  ['5', 10_000_000n, '5'],
  ['10', 10_000_000n, '10'],
  ['abc', 10_000_000n, 'abc'],
  ['', 10_000_000n, ''],
  ['10.6', 10_500_001n, '10.500001'],
  ['1', 0n, '0'],
])('capAmountAtBalance(%j, balance %s)', (text, balance, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => expect(capAmountAtBalance(text, 6, balance)).toBe(expected));
});

const insufficient = (params: { amount: string; ticker: string }) => ({
  ok: false,
  issues: [{ field: 'amount', key: 'errors.insufficient_balance', params }],
});

describe.each<[string, Partial<AddAccountInput>, unknown]>([
  ['alias, no deposit', { amountText: '' }, { ok: true, value: { units: 0n } }],
  ['alias, blank deposit', { amountText: '   ' }, { ok: true, value: { units: 0n } }],
  ['alias and a deposit', { amountText: '2' }, { ok: true, value: { units: 2_000_000n } }],
  ['exactly 1 USD', { amountText: '1' }, { ok: true, value: { units: 1_000_000n } }],
  ['0.999999 USD', { amountText: '0.999999' }, insufficient(usdcMin)],
  ['the whole balance', { amountText: '10' }, { ok: true, value: { units: 10_000_000n } }],
  [
    'one unit over the balance',
    { amountText: '10.000001' },
    { ok: false, issues: [{ field: 'amount', key: 'errors.exceedsBalance' }] },
  ],
  [
    'short alias',
    { alias: 'ab', amountText: '' },
    { ok: false, issues: [{ field: 'alias', key: 'errors.minLength', params: { min: 3 } }] },
  ],
  ['zero deposit', { amountText: '0' }, insufficient(usdcMin)],
  ['garbage deposit', { amountText: 'abc' }, insufficient(usdcMin)],
  ['negative deposit', { amountText: '-2' }, insufficient(usdcMin)],
  ['deposit with too many decimals', { amountText: '2.0000001' }, insufficient(usdcMin)],
  [
    'huge deposit',
    { amountText: '123456789012345678901234567890' },
    { ok: false, issues: [{ field: 'amount', key: 'errors.exceedsBalance' }] },
  ],
  [
    'both wrong',
    { alias: '', amountText: '0.5' },
    {
      ok: false,
      issues: [
        { field: 'alias', key: 'errors.required' },
        { field: 'amount', key: 'errors.insufficient_balance', params: usdcMin },
      ],
    },
  ],
  [
    'deposit over the balance',
    { amountText: '20' },
    { ok: false, issues: [{ field: 'amount', key: 'errors.exceedsBalance' }] },
  ],
  // 1 / 150 = 0.00666.. SOL, shown rounded up to 6 decimals so the named amount really reaches 1 USD.
  [
    'SOL under 1 USD names the amount needed',
    { ...sol, amountText: '0.006666' },
    insufficient({ amount: '0.006667', ticker: 'SOL' }),
  ],
  ['SOL at the amount needed', { ...sol, amountText: '0.006667' }, { ok: true, value: { units: 6_667_000n } }],
  ['SOL with 10 decimals', { ...sol, amountText: '0.0066670000' }, insufficient({ amount: '0.006667', ticker: 'SOL' })],
  [
    'BTC at $97123.45 names 0.000011',
    { decimals: 8, usdPrice: 97_123_450_000_000n, ticker: 'BTC', balance: 10n ** 8n, amountText: '0.00001' },
    insufficient({ amount: '0.000011', ticker: 'BTC' }),
  ],
])('validateAddAccount: %s', (_label, patch, expected) => {
  it('gives the expected result', () =>
    expect(validateAddAccount({ ...transfer, alias: 'abc', ...patch })).toEqual(expected));
});
