import {
  AccountAddress,
  EntryFunction,
  Ed25519PrivateKey,
  TransactionPayloadEntryFunction,
  U64,
} from '@aptos-labs/ts-sdk';
import { generateMnemonic } from '@scure/bip39';
import { wordlist as english } from '@scure/bip39/wordlists/english.js';
import { describe, expect, it } from 'vitest';
import {
  ChainRuleError,
  assertDerivationPath,
  deriveAccount,
  isValidAccountAddress,
  isValidDerivationPath,
  isValidMnemonic,
  parseAccountAddress,
  parseTypeTagStrict,
  serializeUint,
  type ChainRuleCode,
  type UintKind,
} from '#lib/chain/rules.ts';
import {
  assertSignatureBitmap,
  buildRawTransaction,
  createMultiSigPublicKey,
  createSignatureBitmap,
  isValidMultiSigThreshold,
} from '#lib/chain/transaction.ts';

/** Runs fn and returns the ChainRuleError it throws (fails the test if it throws anything else or nothing). */
function chainError(fn: () => unknown): { code: ChainRuleCode; message: string } {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ChainRuleError);
    const e = error as ChainRuleError;
    return { code: e.code, message: e.message };
  }
  throw new Error('expected a ChainRuleError');
}

const SDK_TEST_MNEMONIC = 'shoot island position soft burden budget tooth cruel issue economy destroy above';

describe.each<[string, boolean]>([
  ["m/44'/637'/0'/0'/0'", true],
  ["m/44'/637'/1'/2'/3'", true],
  ["m/44'/637'/0'/0'/0", false], // the SDK's regex leaves the last apostrophe optional; the spec does not
  ["m/44'/637'/0'/0'/0''", false],
  ["m/44'/637'/0/0'/0'", false],
  ["m/44/637'/0'/0'/0'", false],
  ["m/44'/637'/0'/0'/0'/0'", false],
  [" m/44'/637'/0'/0'/0'", false],
  ["m/44'/637'/0'/0/0", false],
  ["m/44'/60'/0'/0'/0'", false],
  ["m/44'/637'/0'/0'", false],
  ["m/44'/637'/a'/0'/0'", false],
  ['', false],
])('derivation path %j', (path, valid) => {
  it(valid ? 'is valid' : "fails with 'Invalid derivation path'", () => {
    expect(isValidDerivationPath(path)).toBe(valid);
    if (valid) expect(() => assertDerivationPath(path)).not.toThrow();
    else
      expect(chainError(() => assertDerivationPath(path))).toEqual({
        code: 'invalidDerivationPath',
        message: 'Invalid derivation path',
      });
  });
});

describe.each<[string, boolean]>([
  [SDK_TEST_MNEMONIC, true],
  [SDK_TEST_MNEMONIC.toUpperCase(), true],
  [`  ${SDK_TEST_MNEMONIC.replace(/ /g, '   ')}  `, true],
  [`${'abandon '.repeat(11)}about`, true],
  [`${'abandon '.repeat(23)}art`, true],
  ['abandon '.repeat(12).trim(), false], // bad checksum
  [SDK_TEST_MNEMONIC.split(' ').slice(0, 11).join(' '), false],
  [`${SDK_TEST_MNEMONIC} abandon`, false],
  [SDK_TEST_MNEMONIC.replace('shoot', 'shoooot'), false],
  ['', false],
])('mnemonic %j', (phrase, valid) => {
  it(`is ${valid ? 'valid' : 'invalid'}`, () => expect(isValidMnemonic(phrase)).toBe(valid));
});

describe.each([
  [128, 12],
  [160, 15],
  [192, 18],
  [224, 21],
  [256, 24],
])('a generated %i-bit mnemonic', (bits, words) => {
  it(`has ${words} words and is valid`, () => {
    const phrase = generateMnemonic(english, bits);
    expect(phrase.split(' ')).toHaveLength(words);
    expect(isValidMnemonic(phrase)).toBe(true);
  });
});

describe('deriveAccount', () => {
  it('derives the SDK test vector', () => {
    const account = deriveAccount("m/44'/637'/0'/0'/0'", SDK_TEST_MNEMONIC);
    expect(account.accountAddress.toString()).toBe(
      '0x07968dab936c1bad187c60ce4082f307d030d780e91e694ae03aef16aba73f30',
    );
  });
  it.each<[string, string, ChainRuleCode, string]>([
    ["m/44'/637'/0'/0/0", SDK_TEST_MNEMONIC, 'invalidDerivationPath', 'Invalid derivation path'],
    ["m/44'/637'/0'/0'/0", SDK_TEST_MNEMONIC, 'invalidDerivationPath', 'Invalid derivation path'],
    ["m/44'/637'/0'/0'/0'", 'abandon '.repeat(12).trim(), 'invalidMnemonic', 'Invalid mnemonic'],
  ])('rejects %j with %s', (path, mnemonic, code, message) => {
    expect(chainError(() => deriveAccount(path, mnemonic))).toEqual({ code, message });
  });
});

describe.each<[string, string | null]>([
  ['0x1', '0x1'],
  ['1', '0x1'],
  [`0x${'a'.repeat(64)}`, `0x${'a'.repeat(64)}`],
  ['A'.repeat(64), `0x${'a'.repeat(64)}`],
  ['0x1234', `0x${'1234'.padStart(64, '0')}`], // a short non-special address is padded, not refused
  [`0x${'b'.repeat(63)}`, `0x0${'b'.repeat(63)}`],
  [`0x${'0'.repeat(63)}1`, '0x1'],
  [`0x${'a'.repeat(65)}`, null],
  ['a'.repeat(65), null],
  ['0X1', null],
  ['0x0x1', null],
  ['0x1 ', null],
  ['0x12g4', null],
  ['0xg', null],
  ['0x', null],
  ['', null],
  [' 0x1', null],
])('account address %j', (text, expected) => {
  it(expected === null ? 'is rejected' : `parses to ${expected}`, () => {
    expect(isValidAccountAddress(text)).toBe(expected !== null);
    if (expected === null) expect(chainError(() => parseAccountAddress(text)).code).toBe('invalidAddress');
    else expect(parseAccountAddress(text).toString()).toBe(expected);
  });
});

describe.each<[UintKind, number | bigint, number[] | null]>([
  ['u8', 0, [0]],
  ['u8', 255, [255]],
  ['u8', 256, null],
  ['u8', -1, null],
  ['u8', 1.5, null],
  ['u16', 258, [2, 1]],
  ['u16', 65_536, null],
  ['u32', 2 ** 32 - 1, [255, 255, 255, 255]],
  ['u32', 2 ** 32, null],
  ['u64', 1n, [1, 0, 0, 0, 0, 0, 0, 0]],
  ['u64', 2n ** 64n - 1n, Array(8).fill(255)],
  ['u64', 2n ** 64n, null],
  ['u64', -1n, null],
  ['u128', 2n ** 128n - 1n, Array(16).fill(255)],
  ['u128', 2n ** 128n, null],
  ['u256', 2n ** 256n - 1n, Array(32).fill(255)],
  ['u256', 2n ** 256n, null],
])('serializeUint(%s, %s)', (kind, value, bytes) => {
  it(bytes === null ? "fails with 'Value is out of range'" : `is ${bytes.join(',')}`, () => {
    if (bytes === null)
      expect(chainError(() => serializeUint(kind, value))).toEqual({
        code: 'outOfRange',
        message: 'Value is out of range',
      });
    else expect([...serializeUint(kind, value)]).toEqual(bytes);
  });
});

describe.each<[string, string | null]>([
  ['u64', 'u64'],
  ['vector<u8>', 'vector<u8>'],
  ['0x1::aptos_coin::AptosCoin', '0x1::aptos_coin::AptosCoin'],
  ['0x1::coin::CoinStore<0x1::aptos_coin::AptosCoin>', '0x1::coin::CoinStore<0x1::aptos_coin::AptosCoin>'],
  ['', null],
  ['foo', null],
  ['vector<', null],
  ['u64<u8>', null],
  ['0x1::coin', null],
  ['T0', null],
  ['vector<u8, u8>', null],
])('type tag %j', (text, expected) => {
  it(expected === null ? "fails with 'Invalid type tag.'" : 'parses', () => {
    if (expected === null)
      expect(chainError(() => parseTypeTagStrict(text))).toEqual({
        code: 'invalidTypeTag',
        message: 'Invalid type tag.',
      });
    else expect(parseTypeTagStrict(text).toString()).toBe(expected);
  });
});

const keys = Array.from({ length: 33 }, (_, i) => new Ed25519PrivateKey(new Uint8Array(32).fill(i + 1)).publicKey());

describe.each<[number, number, boolean]>([
  [2, 1, true],
  [2, 2, true],
  [32, 32, true],
  [2, 3, false],
  [2, 0, false],
  [33, 1, false],
  [1, 1, false], // the SDK requires at least 2 signers
])('multi-sig key of %i signers, threshold %i', (signers, threshold, valid) => {
  it(valid ? 'builds' : 'fails with invalidThreshold', () => {
    const build = () => createMultiSigPublicKey(keys.slice(0, signers), threshold);
    if (valid) expect(build().threshold).toBe(threshold);
    else expect(chainError(build).code).toBe('invalidThreshold');
  });
});

describe.each<[number, number, boolean]>([
  [1, 1, true],
  [32, 32, true],
  [33, 33, false],
  [0, 2, false],
  [3, 2, false],
  [1.5, 2, false],
])('isValidMultiSigThreshold(%d, %i)', (threshold, signers, expected) => {
  it(`is ${expected}`, () => expect(isValidMultiSigThreshold(threshold, signers)).toBe(expected));
});

describe.each<[number[], number[] | null]>([
  [[], [0, 0, 0, 0]],
  [[0], [128, 0, 0, 0]],
  [
    [0, 2, 31],
    [160, 0, 0, 1],
  ],
  [
    [8, 9],
    [0, 192, 0, 0],
  ],
  [[32], null],
  [[2, 0], null],
  [[1, 1], null],
  [[-1], null],
])('createSignatureBitmap(%j)', (bits, bytes) => {
  it(bytes === null ? 'fails with invalidBitmap' : `is ${bytes.join(',')}`, () => {
    if (bytes === null) expect(chainError(() => createSignatureBitmap(bits)).code).toBe('invalidBitmap');
    else expect([...createSignatureBitmap(bits)]).toEqual(bytes);
  });
});

describe.each([
  [3, false],
  [4, true],
  [5, false],
])('a %i-byte bitmap', (length, valid) => {
  it(valid ? 'passes' : 'fails', () => {
    const check = () => assertSignatureBitmap(new Uint8Array(length));
    if (valid) expect(check).not.toThrow();
    else expect(chainError(check).code).toBe('invalidBitmap');
  });
});

const payload = new TransactionPayloadEntryFunction(
  EntryFunction.build('0x1::aptos_account', 'transfer', [], [AccountAddress.ONE, new U64(1n)]),
);
const base = { sender: AccountAddress.ONE, sequenceNumber: 7n, payload, chainId: 4, nowMs: 1_700_000_000_999 };

describe('buildRawTransaction', () => {
  it("fails with 'No gasUnitPrice provided.' without a gas price", () => {
    expect(chainError(() => buildRawTransaction(base))).toEqual({
      code: 'noGasUnitPrice',
      message: 'No gasUnitPrice provided.',
    });
  });
  it.each<[string, Partial<{ maxGasAmount: bigint; expirationTimestampSecs: bigint }>, bigint, bigint]>([
    ['chain defaults', {}, 200_000n, 1_700_000_020n],
    ['explicit values', { maxGasAmount: 5000n, expirationTimestampSecs: 42n }, 5000n, 42n],
  ])('builds with %s', (_label, extra, maxGas, expiry) => {
    const raw = buildRawTransaction({ ...base, gasUnitPrice: 100n, ...extra });
    expect([raw.gas_unit_price, raw.max_gas_amount, raw.expiration_timestamp_secs, raw.sequence_number]).toEqual([
      100n,
      maxGas,
      expiry,
      7n,
    ]);
    expect(raw.chain_id.chainId).toBe(4);
    expect(raw.sender.toString()).toBe('0x1');
  });
});
