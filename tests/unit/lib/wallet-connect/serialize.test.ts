import { describe, expect, it } from 'vitest';
import {
  deserializeWalletRequest,
  serializeWalletRequest,
  type WalletRequest,
} from '#lib/wallet-connect/serialize/requests.ts';
import {
  decodeWalletRequestBody,
  encodeWalletRequestBody,
  urlDecodeWalletRequest,
  urlEncodeWalletRequest,
} from '#lib/wallet-connect/serialize/url.ts';
import * as F from './fixtures.ts';

const D = '0c68747470733a2f2f612e696f045065727000'; // DappInfo: str 'https://a.io', str 'Perp', bool false
const ADDR = '11'.repeat(32);
const PAYLOAD =
  '0200000000000000000000000000000000000000000000000000000000000000010d6170746f735f6163636f756e74087472616e73666572000220' +
  `${ADDR}080700000000000000`;
// variant 0 entry function, str function, 2 args (variant 2 str '0x1', variant 2 str '7'), 0 type args.
const LOOSE = '001c3078313a3a6170746f735f6163636f756e743a3a7472616e73666572020203307831020137' + '00';
/** `n` zero bytes as hex. */
const zeros = (n: number) => '00'.repeat(n);
const FEE_PAYER_AUTH = `01${'44'.repeat(32)}0020${'22'.repeat(32)}40${'33'.repeat(64)}`;

const cases: [string, WalletRequest, string][] = [
  ['connect v1: no args', { name: 'connect', version: 1, dappInfo: F.DAPP, args: {} }, D],
  [
    'connect v2: dappId, key',
    { name: 'connect', version: 2, dappInfo: F.DAPP, args: { dappId: 'd', dappEd25519PublicKeyB64: 'k' } },
    `${D}01016401016b`,
  ],
  [
    'connect v3: + preferred wallet',
    { name: 'connect', version: 3, dappInfo: F.DAPP, args: { dappId: 'd', preferredWalletName: 'W' } },
    `${D}01016400010157`,
  ],
  [
    'connect v4: image + claim',
    {
      name: 'connect',
      version: 4,
      dappInfo: F.DAPP_WITH_IMAGE,
      args: { claimOptions: { secretKey: F.CLAIM_KEY, network: 'testnet', asset: 'A' } },
    },
    `0c68747470733a2f2f612e696f04506572700105692e706e67${zeros(3)}0120${'55'.repeat(32)}07746573746e6574010141`,
  ],
  ['disconnect v1', { name: 'disconnect', version: 1, dappInfo: F.DAPP, args: undefined }, D],
  ['isConnected v1', { name: 'isConnected', version: 1, dappInfo: F.DAPP, args: undefined }, D],
  ['getConnectedAccounts v1', { name: 'getConnectedAccounts', version: 1, dappInfo: F.DAPP, args: undefined }, D],
  [
    'signIn v1: JSON input with network, then network',
    { name: 'signIn', version: 1, dappInfo: F.DAPP, args: { input: { nonce: 'n1' }, network: 'devnet' } },
    `${D}217b226e6f6e6365223a226e31222c226e6574776f726b223a226465766e6574227d066465766e6574`,
  ],
  [
    'signAndSubmitTransaction v1: str network, BCS payload',
    {
      name: 'signAndSubmitTransaction',
      version: 1,
      dappInfo: F.DAPP,
      args: { network: 'mainnet', payload: F.PAYLOAD },
    },
    `${D}076d61696e6e6574${PAYLOAD}${zeros(11)}`,
  ],
  [
    'signAndSubmitTransaction v2: optional network, loose payload, gas',
    {
      name: 'signAndSubmitTransaction',
      version: 2,
      dappInfo: F.DAPP,
      args: { payload: F.PAYLOAD_INPUT, gasUnitPrice: 100, maxGasAmount: 200000, expirationTimestamp: 1700000000 },
    },
    `${D}0000${LOOSE}00f1536500000000` + '64' + 'c09a0c' + '00',
  ],
  [
    'signAndSubmitTransaction v3: signer, fee payer authenticator',
    {
      name: 'signAndSubmitTransaction',
      version: 3,
      dappInfo: F.DAPP,
      args: {
        signerAddress: F.ADDRESS,
        network: 'testnet',
        payload: F.PAYLOAD,
        feePayer: { address: F.FEE_PAYER_ADDRESS, authenticator: F.AUTHENTICATOR },
      },
    },
    `${D}01${ADDR}0107746573746e657401${PAYLOAD}${zeros(10)}${FEE_PAYER_AUTH}`,
  ],
  [
    'signMessage v1: chain, nonce, message',
    {
      name: 'signMessage',
      version: 1,
      dappInfo: F.DAPP,
      args: { chainId: 2, nonce: Uint8Array.of(1, 2), message: Uint8Array.of(104, 105) },
    },
    `${D}02020102026869`,
  ],
  [
    'signMessage v2: + signer',
    {
      name: 'signMessage',
      version: 2,
      dappInfo: F.DAPP,
      args: { signerAddress: F.ADDRESS, chainId: 2, nonce: Uint8Array.of(1, 2), message: Uint8Array.of(104, 105) },
    },
    `${D}01${ADDR}02020102026869`,
  ],
  [
    'signTransaction v1: str network, BCS payload',
    { name: 'signTransaction', version: 1, dappInfo: F.DAPP, args: { network: 'devnet', payload: F.PAYLOAD } },
    `${D}066465766e657400${PAYLOAD}${zeros(13)}`,
  ],
  [
    'signTransaction v2: sender with key, expiry seconds',
    {
      name: 'signTransaction',
      version: 2,
      dappInfo: F.DAPP,
      args: {
        sender: { address: F.ADDRESS, publicKey: F.PUBLIC_KEY },
        payload: F.PAYLOAD,
        expirationSecondsFromNow: 20,
      },
    },
    `${D}0001${ADDR}0100${'20' + '22'.repeat(32)}${PAYLOAD}14${zeros(12)}`,
  ],
  [
    'signTransaction v3: signer, fee payer, secondary signer',
    {
      name: 'signTransaction',
      version: 3,
      dappInfo: F.DAPP,
      args: {
        signerAddress: F.ADDRESS,
        network: 'mainnet',
        payload: F.PAYLOAD,
        feePayer: { address: F.FEE_PAYER_ADDRESS },
        secondarySigners: [{ address: F.ADDRESS }],
      },
    },
    `${D}01${ADDR}01076d61696e6e657400${PAYLOAD}${zeros(11)}01${'44'.repeat(32)}0001${ADDR}00`,
  ],
  [
    'signTransaction v4: loose payload, gas price',
    { name: 'signTransaction', version: 4, dappInfo: F.DAPP, args: { payload: F.PAYLOAD_INPUT, gasUnitPrice: 100 } },
    `${D}00000000${LOOSE}${zeros(9)}64000000`,
  ],
];

describe.each(cases)('%s', (_label, request, expectedHex) => {
  it('serializes to the exact bytes', () => {
    const serialized = serializeWalletRequest(request);
    expect(F.hex(serialized.data)).toBe(expectedHex);
    expect([serialized.name, serialized.version]).toEqual([request.name, request.version]);
  });
  it('decodes back to a request that re-serializes to the same bytes', () => {
    const serialized = serializeWalletRequest(request);
    const decoded = deserializeWalletRequest(serialized);
    expect(decoded.dappInfo).toEqual(request.dappInfo);
    expect(F.hex(serializeWalletRequest(decoded).data)).toBe(expectedHex);
  });
});

describe('request errors', () => {
  it.each([
    ['unknown name', { name: 'transfer', version: 1, data: new Uint8Array() }],
    ['unsupported version', { name: 'connect', version: 5, data: new Uint8Array() }],
  ])("%s fails with 'Unexpected request'", (_label, serialized) => {
    expect(() => deserializeWalletRequest(serialized)).toThrow(new Error('Unexpected request'));
  });
  it.each([
    [
      'connect claim',
      {
        name: 'connect',
        version: 4,
        dappInfo: F.DAPP,
        args: { claimOptions: { secretKey: F.CLAIM_KEY, network: 'localnet' } },
      },
      "Unsupported network 'localnet'",
    ],
    [
      'sign-in',
      { name: 'signIn', version: 1, dappInfo: F.DAPP, args: { input: { nonce: 'x' }, network: 'localnet' } },
      "Unsupported network 'localnet' in SignInRequest.serializeArgs",
    ],
    [
      'sign-and-submit',
      {
        name: 'signAndSubmitTransaction',
        version: 3,
        dappInfo: F.DAPP,
        args: { network: 'shelbynet', payload: F.PAYLOAD },
      },
      "Unsupported network 'shelbynet'",
    ],
    [
      'sign-transaction',
      { name: 'signTransaction', version: 4, dappInfo: F.DAPP, args: { network: 'local', payload: F.PAYLOAD } },
      "Unsupported network 'local'",
    ],
  ])('%s rejects an unsupported network', (_label, request, message) => {
    expect(() => serializeWalletRequest(request as unknown as WalletRequest)).toThrow(new Error(message));
  });
  it('rejects an unsupported network while decoding', () => {
    const data = Uint8Array.from(Buffer.from(`${D}01086c6f63616c6e657401${PAYLOAD}${zeros(11)}`, 'hex'));
    expect(() => deserializeWalletRequest({ name: 'signAndSubmitTransaction', version: 2, data })).toThrow(
      new Error("Unsupported network 'localnet'"),
    );
  });
  it("rejects an unknown loose payload variant with 'Unexpected variant'", () => {
    const data = Uint8Array.from(Buffer.from(`${D}0000000700`, 'hex'));
    expect(() => deserializeWalletRequest({ name: 'signAndSubmitTransaction', version: 3, data })).toThrow(
      new Error('Unexpected variant'),
    );
  });
});

describe('text encodings', () => {
  const request = { name: 'signMessage', version: 2, data: Uint8Array.of(1, 2, 3) };
  it.each([
    ['url form', urlEncodeWalletRequest, 'C3NpZ25NZXNzYWdlAwECAwEy'],
    ['body form', encodeWalletRequestBody, 'eyJkYXRhIjoiQVFJRCIsIm5hbWUiOiJzaWduTWVzc2FnZSIsInZlcnNpb24iOjJ9'],
  ])('%s has the exact text', (_label, encode, expected) => {
    expect(encode(request)).toBe(expected);
  });
  it.each([
    ['url form', () => urlDecodeWalletRequest('C3NpZ25NZXNzYWdlAwECAwEy')],
    ['body form', () => decodeWalletRequestBody('eyJkYXRhIjoiQVFJRCIsIm5hbWUiOiJzaWduTWVzc2FnZSIsInZlcnNpb24iOjJ9')],
  ])('%s decodes', (_label, decode) => {
    expect(decode()).toEqual(request);
  });
  it('decodes a URL form without version as version 1', () => {
    // BCS(str 'signMessage', bytes [1,2,3]) only.
    expect(urlDecodeWalletRequest('C3NpZ25NZXNzYWdlAwECAw==')).toEqual({ ...request, version: 1 });
  });
});
