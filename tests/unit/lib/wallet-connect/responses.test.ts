import { describe, expect, it } from 'vitest';
import {
  DISMISSED_RESPONSE,
  deserializeWalletResponse,
  serializeWalletResponse,
  type WalletResponseValues,
} from '#lib/wallet-connect/serialize/responses.ts';
import type { WalletRequestName } from '#lib/wallet-connect/serialize/requests.ts';
import { Ed25519PublicKey } from '@aptos-labs/ts-sdk';
import * as F from './fixtures.ts';

const ADDR = '11'.repeat(32);
const KEY = `00 20${'22'.repeat(32)}`.replace(' ', ''); // scheme 0 (Ed25519), 32-byte key
const SIG = `00 40${'33'.repeat(64)}`.replace(' ', ''); // scheme 0 (Ed25519), 64-byte signature
const INFO = `${ADDR}${KEY}016e`; // AccountInfo with name 'n'
const account = { address: F.ADDRESS, publicKey: F.PUBLIC_KEY, name: 'n' };
const AUTH = `00 20${'22'.repeat(32)}40${'33'.repeat(64)}`.replace(' ', ''); // AccountAuthenticatorEd25519

type Case = [string, WalletRequestName, unknown, number | undefined, string];
const cases: Case[] = [
  ['connect dismissed', 'connect', { status: 'dismissed' }, undefined, '00'],
  ['connect approved, no pairing', 'connect', { status: 'approved', args: { account } }, undefined, `01${INFO}00`],
  [
    'connect approved v1 (no pairing field, no name)',
    'connect',
    { status: 'approved', args: { account: { address: F.ADDRESS, publicKey: F.PUBLIC_KEY } } },
    1,
    `01${ADDR}${KEY}00`,
  ],
  [
    'connect approved with pairing JSON',
    'connect',
    { status: 'approved', args: { account, pairing: { id: 'p' } } },
    undefined,
    `01${INFO}010a7b226964223a2270227d`,
  ],
  [
    'signIn v1 output',
    'signIn',
    {
      status: 'approved',
      args: {
        account,
        input: { nonce: 'n1' },
        plainText: 't',
        signature: F.SIGNATURE,
        signingMessage: Uint8Array.of(9),
        type: 'ed25519',
      },
    },
    1,
    `01${INFO}0e7b226e6f6e6365223a226e31227d0174${SIG}01090765643235353139`,
  ],
  [
    'signIn v2 output',
    'signIn',
    { status: 'approved', args: { account, input: { nonce: 'n1' }, signature: F.SIGNATURE, type: 'ed25519' } },
    2,
    `01${INFO}0e7b226e6f6e6365223a226e31227d${SIG}0765643235353139`,
  ],
  ['signIn dismissed', 'signIn', { status: 'dismissed' }, 1, '00'],
  [
    'signAndSubmitTransaction approved',
    'signAndSubmitTransaction',
    { status: 'approved', args: { txnHash: '0xab' } },
    undefined,
    '010430786162',
  ],
  [
    'signMessage approved',
    'signMessage',
    { status: 'approved', args: { fullMessage: 'M', signature: F.SIGNATURE } },
    undefined,
    `01014d${SIG}`,
  ],
  [
    'signTransaction approved',
    'signTransaction',
    { status: 'approved', args: { authenticator: F.AUTHENTICATOR } },
    undefined,
    `01${AUTH}00`,
  ],
  [
    'signTransaction approved with raw transaction',
    'signTransaction',
    { status: 'approved', args: { authenticator: F.AUTHENTICATOR, rawTransaction: F.RAW_TRANSACTION } },
    undefined,
    `01${AUTH}01${ADDR}0300000000000000` +
      '0200000000000000000000000000000000000000000000000000000000000000010d6170746f735f6163636f756e74087472616e73666572000220' +
      `${ADDR}080700000000000000` +
      '400d030000000000' +
      '6400000000000000' +
      '00f1536500000000' +
      '04',
  ],
  ['isConnected true', 'isConnected', true, undefined, '01'],
  ['isConnected false', 'isConnected', false, undefined, '00'],
  ['getConnectedAccounts one', 'getConnectedAccounts', [account], undefined, `01${INFO}`],
  ['disconnect: empty', 'disconnect', {}, undefined, ''],
];

describe.each(cases)('%s', (_label, name, value, version, expectedHex) => {
  const serialize = () => serializeWalletResponse(name, value as WalletResponseValues[typeof name], version);
  it('serializes to the exact bytes', () => {
    expect(F.hex(serialize().data)).toBe(expectedHex);
  });
  it('decodes back to an equal value', () => {
    const decoded = deserializeWalletResponse(name, serialize(), version);
    expect(F.hex(serializeWalletResponse(name, decoded, version).data)).toBe(expectedHex);
  });
});

describe('response variants', () => {
  it('the dismissal is the single byte 0', () => {
    expect(Array.from(DISMISSED_RESPONSE.data)).toEqual([0]);
    expect(deserializeWalletResponse('signMessage', DISMISSED_RESPONSE)).toEqual({ status: 'dismissed' });
  });
  it.each([
    ['public key scheme 9', `01${ADDR}09`, 'Unknown signing scheme: 9'],
    ['signature scheme 7', `01014d07`, 'Unknown signing scheme: 7'],
  ])('%s is rejected', (label, hexValue, message) => {
    const name = label.startsWith('public') ? 'connect' : 'signMessage';
    const data = Uint8Array.from(Buffer.from(hexValue, 'hex'));
    expect(() => deserializeWalletResponse(name, { data })).toThrow(new Error(message));
  });
  it.each([
    [
      'public key',
      () =>
        serializeWalletResponse('getConnectedAccounts', [
          { ...account, publicKey: { bad: true } as unknown as Ed25519PublicKey },
        ]),
      'Unexpected public key type',
    ],
    [
      'signature',
      () =>
        serializeWalletResponse('signMessage', {
          status: 'approved',
          args: { fullMessage: 'M', signature: {} as never },
        }),
      'Unexpected signature type',
    ],
  ])('an unexpected %s type is rejected', (_label, run, message) => {
    expect(run).toThrow(new Error(message));
  });
});
