import { describe, expect, it } from 'vitest';
import {
  assertDepositNetwork,
  validateDeposit,
  type DepositInput,
  type TransferNetwork,
} from '#lib/domain/validation/deposit.ts';
import {
  closePercentText,
  closeQuantityAtPercent,
  maxCloseQuantity,
  validateLimitClose,
  validateMarketClose,
  type LimitCloseInput,
} from '#lib/domain/validation/positions.ts';
import { isSessionKeyValid, sessionKeyExpiry } from '#lib/domain/validation/session.ts';
import {
  isValidWithdrawAddress,
  minWithdrawAmountText,
  validateWithdraw,
  type WithdrawInput,
} from '#lib/domain/validation/withdraw.ts';

describe.each<[bigint, bigint, string]>([
  [1n, 3n, '33.33'],
  [2n, 3n, '66.66'],
  [3n, 3n, '100.00'],
  [0n, 0n, '0.00'],
  [-150n, 300n, '50.00'],
  [1n, -3n, '33.33'],
])('closePercentText(%s of %s)', (qty, position, expected) => {
  it(`is ${expected}`, () => expect(closePercentText(qty, position)).toBe(expected));
});

describe('close quantities', () => {
  it('max is |position| and the slider takes a floor share of it', () => {
    expect(maxCloseQuantity(-5n)).toBe(5n);
    expect(maxCloseQuantity(7n)).toBe(7n);
    expect(closeQuantityAtPercent(-1001n, 25)).toBe(250n);
    expect(closeQuantityAtPercent(1001n, 100)).toBe(1001n);
  });
});

describe.each<[string, bigint, unknown]>([
  ['0.5', -100_000_000n, { ok: true, value: { units: 50_000_000n } }],
  ['1', -100_000_000n, { ok: true, value: { units: 100_000_000n } }],
  ['1', 100_000_000n, { ok: true, value: { units: 100_000_000n } }],
  ['1.00000001', -100_000_000n, { ok: false, issues: [{ field: 'size', key: 'errors.exceedsBalance' }] }],
  ['0', -100_000_000n, { ok: false, issues: [{ field: 'size', key: 'requiredField' }] }],
  ['', -100_000_000n, { ok: false, issues: [{ field: 'size', key: 'requiredField' }] }],
  ['abc', -100_000_000n, { ok: false, issues: [{ field: 'size', key: 'requiredField' }] }],
  ['1', 0n, { ok: false, issues: [{ field: 'size', key: 'errors.exceedsBalance' }] }],
  ['0.00000001', -100_000_000n, { ok: true, value: { units: 1n } }],
  ['-1', -100_000_000n, { ok: false, issues: [{ field: 'size', key: 'requiredField' }] }],
  ['0.000000001', -100_000_000n, { ok: false, issues: [{ field: 'size', key: 'requiredField' }] }], // 9 decimals on an 8-decimal market
  [
    '123456789012345678901234567890',
    -100_000_000n,
    { ok: false, issues: [{ field: 'size', key: 'errors.exceedsBalance' }] },
  ],
])('validateMarketClose(%j, position %s)', (text, position, expected) => {
  it('gives the expected result', () => expect(validateMarketClose(text, 8, position)).toEqual(expected));
});

const limit: LimitCloseInput = {
  priceText: '100',
  priceDecimals: 9,
  quantityText: '0.5',
  sizeDecimals: 8,
  positionSize: 100_000_000n,
};

describe.each<[string, Partial<LimitCloseInput>, unknown]>([
  ['valid', {}, { ok: true, value: { price: 100_000_000_000n, units: 50_000_000n } }],
  ['zero price', { priceText: '0' }, { ok: false, issues: [{ field: 'price', key: 'requiredField' }] }],
  [
    'empty price and zero quantity',
    { priceText: '', quantityText: '0' },
    {
      ok: false,
      issues: [
        { field: 'price', key: 'requiredField' },
        { field: 'quantity', key: 'requiredField' },
      ],
    },
  ],
  [
    'quantity above the position',
    { quantityText: '2' },
    { ok: false, issues: [{ field: 'quantity', key: 'errors.exceedsBalance' }] },
  ],
  [
    'whole short position',
    { quantityText: '1', positionSize: -100_000_000n },
    { ok: true, value: { price: 100_000_000_000n, units: 100_000_000n } },
  ],
  [
    'price with too many decimals',
    { priceText: '1.0000000001' },
    { ok: false, issues: [{ field: 'price', key: 'requiredField' }] },
  ],
  ['garbage price', { priceText: 'abc' }, { ok: false, issues: [{ field: 'price', key: 'requiredField' }] }],
  ['negative price', { priceText: '-100' }, { ok: false, issues: [{ field: 'price', key: 'requiredField' }] }],
  [
    'huge price, exact',
    { priceText: '123456789012345678901234567890' },
    { ok: true, value: { price: 123_456_789_012_345_678_901_234_567_890_000_000_000n, units: 50_000_000n } },
  ],
  ['empty quantity', { quantityText: '' }, { ok: false, issues: [{ field: 'quantity', key: 'requiredField' }] }],
  ['negative quantity', { quantityText: '-0.5' }, { ok: false, issues: [{ field: 'quantity', key: 'requiredField' }] }],
  ['garbage quantity', { quantityText: '0.5x' }, { ok: false, issues: [{ field: 'quantity', key: 'requiredField' }] }],
  [
    'quantity with too many decimals',
    { quantityText: '0.000000001' },
    { ok: false, issues: [{ field: 'quantity', key: 'requiredField' }] },
  ],
  [
    'huge quantity',
    { quantityText: '123456789012345678901234567890' },
    { ok: false, issues: [{ field: 'quantity', key: 'errors.exceedsBalance' }] },
  ],
  [
    'quantity equal to the position',
    { quantityText: '1' },
    { ok: true, value: { price: 100_000_000_000n, units: 100_000_000n } },
  ],
  [
    'quantity one unit above the position',
    { quantityText: '1.00000001' },
    { ok: false, issues: [{ field: 'quantity', key: 'errors.exceedsBalance' }] },
  ],
])('validateLimitClose: %s', (_label, patch, expected) => {
  it('gives the expected result', () => expect(validateLimitClose({ ...limit, ...patch })).toEqual(expected));
});

const deposit: DepositInput = { token: 'USDC', network: 'Aptos', amountText: '5', decimals: 6, balance: 10_000_000n };

describe.each<[string, Partial<DepositInput>, unknown]>([
  ['valid', {}, { ok: true, value: { units: 5_000_000n } }],
  ['the whole balance', { amountText: '10' }, { ok: true, value: { units: 10_000_000n } }],
  ['one satoshi', { amountText: '0.00000001', decimals: 8 }, { ok: true, value: { units: 1n } }],
  [
    'Solana',
    { network: 'Solana' },
    { ok: false, issues: [{ field: 'network', key: 'errors.solanaDepositsUnsupported' }] },
  ],
  [
    'Ethereum',
    { network: 'Ethereum' },
    { ok: false, issues: [{ field: 'network', key: 'errors.ethereumDepositsUnsupported' }] },
  ],
  [
    'no wallet, empty',
    { balance: undefined, amountText: '' },
    { ok: false, issues: [{ field: 'amount', key: 'errors.errorBalance' }] },
  ],
  [
    'no wallet, amount',
    { balance: undefined },
    { ok: false, issues: [{ field: 'amount', key: 'errors.errorBalance' }] },
  ],
  ['empty', { amountText: '' }, { ok: false, issues: [{ field: 'amount', key: 'requiredField' }] }],
  ['zero', { amountText: '0' }, { ok: false, issues: [{ field: 'amount', key: 'requiredField' }] }],
  ['negative', { amountText: '-1' }, { ok: false, issues: [{ field: 'amount', key: 'requiredField' }] }],
  ['exponent', { amountText: '1e3' }, { ok: false, issues: [{ field: 'amount', key: 'requiredField' }] }],
  [
    'over the balance',
    { amountText: '10.000001' },
    { ok: false, issues: [{ field: 'amount', key: 'errors.exceedsBalance' }] },
  ],
  ['garbage', { amountText: 'abc' }, { ok: false, issues: [{ field: 'amount', key: 'requiredField' }] }],
  [
    'too many decimals',
    { amountText: '5.0000001' },
    { ok: false, issues: [{ field: 'amount', key: 'requiredField' }] },
  ],
  [
    'huge',
    { amountText: '123456789012345678901234567890' },
    { ok: false, issues: [{ field: 'amount', key: 'errors.exceedsBalance' }] },
  ],
  ['no token', { token: undefined }, { ok: false, issues: [{ field: 'token', key: 'requiredField' }] }],
  ['blank token', { token: ' ' }, { ok: false, issues: [{ field: 'token', key: 'requiredField' }] }],
  ['no network', { network: undefined }, { ok: false, issues: [{ field: 'network', key: 'requiredField' }] }],
  [
    'neither token nor network',
    { token: undefined, network: undefined },
    {
      ok: false,
      issues: [
        { field: 'token', key: 'requiredField' },
        { field: 'network', key: 'requiredField' },
      ],
    },
  ],
  [
    'no token, Solana',
    { token: undefined, network: 'Solana' },
    {
      ok: false,
      issues: [
        { field: 'token', key: 'requiredField' },
        { field: 'network', key: 'errors.solanaDepositsUnsupported' },
      ],
    },
  ],
  [
    'no token, no wallet',
    { token: undefined, balance: undefined },
    { ok: false, issues: [{ field: 'token', key: 'requiredField' }] },
  ],
])('validateDeposit: %s', (_label, patch, expected) => {
  it('gives the expected result', () => expect(validateDeposit({ ...deposit, ...patch })).toEqual(expected));
});

describe.each<[TransferNetwork, string | null]>([
  ['Aptos', null],
  ['Solana', 'Solana deposits are not supported yet'],
  ['Ethereum', 'Ethereum deposits are not supported yet'],
])('assertDepositNetwork(%s)', (network, message) => {
  it(message === null ? 'passes' : `throws "${message}"`, () => {
    if (message === null) expect(() => assertDepositNetwork(network)).not.toThrow();
    else expect(() => assertDepositNetwork(network)).toThrow(new Error(message));
  });
});

const hex = (n: number, ch = 'a') => ch.repeat(n);

describe.each<[TransferNetwork, string, boolean]>([
  ['Ethereum', `0x${hex(40)}`, true],
  ['Ethereum', `0x${hex(40, 'A')}`, true],
  ['Ethereum', hex(40), false],
  ['Ethereum', `0x${hex(39)}`, false],
  ['Ethereum', `0x${hex(41)}`, false],
  ['Ethereum', `0xg${hex(39)}`, false],
  ['Ethereum', '', false],
  ['Solana', 'So11111111111111111111111111111111111111112', true],
  ['Solana', '1'.repeat(32), true],
  ['Solana', '1'.repeat(44), true],
  ['Solana', '1'.repeat(31), false],
  ['Solana', '1'.repeat(45), false],
  ['Solana', `0${'1'.repeat(32)}`, false],
  ['Solana', `O${'1'.repeat(32)}`, false],
  ['Solana', `I${'1'.repeat(32)}`, false],
  ['Solana', `l${'1'.repeat(32)}`, false],
  ['Aptos', hex(64), true],
  ['Aptos', `0x${hex(64, 'F')}`, true],
  ['Aptos', `0x${hex(63)}`, false],
  ['Aptos', hex(65), false],
  ['Aptos', '0x1', false],
  ['Aptos', `0X${hex(64)}`, false],
  ['Aptos', `0x${hex(40)}`, false],
])('isValidWithdrawAddress(%s, %j)', (network, address, expected) => {
  it(`is ${expected}`, () => expect(isValidWithdrawAddress(network, address)).toBe(expected));
});

describe.each<[number, string]>([
  [6, '0.000001'],
  [8, '0.00000001'],
  [9, '0.000000001'],
  [0, '1'],
])('minWithdrawAmountText(%i)', (decimals, expected) => {
  it(`is ${expected}`, () => expect(minWithdrawAmountText(decimals)).toBe(expected));
});

const aptosAddress = `0x${'ab'.repeat(32)}`;
const withdraw: WithdrawInput = {
  network: 'Aptos',
  address: aptosAddress,
  amountText: '1',
  decimals: 6,
  balance: 5_000_000n,
};

describe.each<[string, Partial<WithdrawInput>, unknown]>([
  ['valid', {}, { ok: true, value: { units: 1_000_000n, address: aptosAddress } }],
  ['smallest unit', { amountText: '0.000001' }, { ok: true, value: { units: 1n, address: aptosAddress } }],
  [
    'address with spaces around',
    { address: ` ${aptosAddress} ` },
    { ok: true, value: { units: 1_000_000n, address: aptosAddress } },
  ],
  ['empty address', { address: '' }, { ok: false, issues: [{ field: 'address', key: 'requiredField' }] }],
  ['blank address', { address: '   ' }, { ok: false, issues: [{ field: 'address', key: 'requiredField' }] }],
  [
    'Ethereum address on Aptos',
    { address: `0x${hex(40)}` },
    { ok: false, issues: [{ field: 'address', key: 'errors.invalidWithdrawAddress' }] },
  ],
  ['empty amount', { amountText: '' }, { ok: false, issues: [{ field: 'amount', key: 'requiredField' }] }],
  ['zero amount', { amountText: '0' }, { ok: false, issues: [{ field: 'amount', key: 'requiredField' }] }],
  ['the whole balance', { amountText: '5' }, { ok: true, value: { units: 5_000_000n, address: aptosAddress } }],
  [
    'over the balance',
    { amountText: '5.000001' },
    { ok: false, issues: [{ field: 'amount', key: 'errors.exceedsBalance' }] },
  ],
  ['negative amount', { amountText: '-1' }, { ok: false, issues: [{ field: 'amount', key: 'requiredField' }] }],
  ['garbage amount', { amountText: '1abc' }, { ok: false, issues: [{ field: 'amount', key: 'requiredField' }] }],
  [
    'amount with too many decimals',
    { amountText: '1.0000001' },
    { ok: false, issues: [{ field: 'amount', key: 'requiredField' }] },
  ],
  [
    'huge amount',
    { amountText: '123456789012345678901234567890' },
    { ok: false, issues: [{ field: 'amount', key: 'errors.exceedsBalance' }] },
  ],
  [
    'both wrong',
    { address: 'x', amountText: '' },
    {
      ok: false,
      issues: [
        { field: 'address', key: 'errors.invalidWithdrawAddress' },
        { field: 'amount', key: 'requiredField' },
      ],
    },
  ],
])('validateWithdraw: %s', (_label, patch, expected) => {
  it('gives the expected result', () => expect(validateWithdraw({ ...withdraw, ...patch })).toEqual(expected));
});

const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

// Each address format through validateWithdraw itself, on both sides of its length limits.
describe.each<[TransferNetwork, string, string, boolean]>([
  ['Ethereum', '0x + 40 hex', `0x${'aB3'.repeat(13)}c`, true],
  ['Ethereum', '0x + 39 hex', `0x${hex(39)}`, false],
  ['Ethereum', '0x + 41 hex', `0x${hex(41)}`, false],
  ['Ethereum', '40 hex without 0x', hex(40), false],
  ['Ethereum', '0x + 40 with a non-hex character', `0x${hex(39)}z`, false],
  ['Solana', '32 base58', base58.slice(0, 32), true],
  ['Solana', '44 base58', base58.slice(0, 44), true],
  ['Solana', '31 base58', base58.slice(0, 31), false],
  ['Solana', '45 base58', base58.slice(0, 45), false],
  ['Solana', 'with 0', `0${base58.slice(0, 31)}`, false],
  ['Solana', 'with O', `O${base58.slice(0, 31)}`, false],
  ['Solana', 'with I', `I${base58.slice(0, 31)}`, false],
  ['Solana', 'with l', `l${base58.slice(0, 31)}`, false],
  ['Aptos', '0x + 64 hex', `0x${hex(64, 'c')}`, true],
  ['Aptos', '64 hex without 0x', hex(64, 'D'), true],
  ['Aptos', '0x + 63 hex', `0x${hex(63)}`, false],
  ['Aptos', '0x + 65 hex', `0x${hex(65)}`, false],
  ['Aptos', '63 hex without 0x', hex(63), false],
  ['Aptos', 'an Ethereum address', `0x${hex(40)}`, false],
])('validateWithdraw on %s: %s', (network, _label, address, valid) => {
  it(valid ? 'is accepted' : 'gives errors.invalidWithdrawAddress', () => {
    const result = validateWithdraw({ ...withdraw, network, address });
    if (valid) expect(result).toEqual({ ok: true, value: { units: 1_000_000n, address } });
    else expect(result).toEqual({ ok: false, issues: [{ field: 'address', key: 'errors.invalidWithdrawAddress' }] });
  });
});

const now = 1_700_000_000_000;

describe.each<[string, Readonly<Record<string, number>> | ReadonlyMap<string, number>, string | undefined, boolean]>([
  ['a key expiring later', { k1: now + 1 }, 'k1', true],
  ['a key expiring now', { k1: now }, 'k1', false],
  ['an expired key', { k1: now - 1 }, 'k1', false],
  ['a key not in the map', { k1: now + 1 }, 'k2', false],
  ['no key', { k1: now + 1 }, undefined, false],
  ['an inherited property name', {}, 'toString', false],
  ['a Map with a valid key', new Map([['k1', now + 1]]), 'k1', true],
  ['a Map with an expired key', new Map([['k1', now - 1]]), 'k1', false],
])('isSessionKeyValid: %s', (_label, keys, key, expected) => {
  it(`is ${expected}`, () => expect(isSessionKeyValid(keys, key, now)).toBe(expected));
});

describe('sessionKeyExpiry', () => {
  it('is 24 hours later', () => expect(sessionKeyExpiry(now)).toBe(now + 86_400_000));
});

describe.each<[string, number, boolean]>([
  ['at creation', 0, true],
  ['1 ms before 24 h', 86_400_000 - 1, true],
  ['at exactly 24 h', 86_400_000, false],
  ['after 24 h', 86_400_000 + 1, false],
])('a session key created now, checked %s', (_label, elapsed, valid) => {
  it(`is ${valid ? 'valid' : 'expired'}`, () =>
    expect(isSessionKeyValid({ k1: sessionKeyExpiry(now) }, 'k1', now + elapsed)).toBe(valid));
});
