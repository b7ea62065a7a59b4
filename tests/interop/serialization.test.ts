import * as Peer from '@aptos-connect/wallet-api';
import * as Sdk5 from '@aptos-labs/ts-sdk';
import { describe, expect, it } from 'vitest';
import {
  currentVersion,
  deserializeWalletRequest,
  serializeWalletRequest,
  type WalletRequest,
} from '../../src/lib/wallet-connect/serialize/requests.ts';
import {
  DISMISSED_RESPONSE,
  deserializeWalletResponse,
  serializeWalletResponse,
} from '../../src/lib/wallet-connect/serialize/responses.ts';
import {
  encodeWalletRequestBody,
  urlDecodeWalletRequest,
  urlEncodeWalletRequest,
} from '../../src/lib/wallet-connect/serialize/url.ts';
import * as F from '../unit/lib/wallet-connect/fixtures.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const PEER: Record<string, any> = {
  connect: Peer.ConnectRequest,
  signIn: Peer.SignInRequest,
  disconnect: Peer.DisconnectRequest,
  isConnected: Peer.IsConnectedRequest,
  getConnectedAccounts: Peer.GetConnectedAccountsRequest,
  signAndSubmitTransaction: Peer.SignAndSubmitTransactionRequest,
  signMessage: Peer.SignMessageRequest,
  signTransaction: Peer.SignTransactionRequest,
};
// Peer-side values, built with the peer's own SDK major so its instanceof checks hold.
const P = {
  address: Sdk5.AccountAddress.from(`0x${'11'.repeat(32)}`),
  feePayer: Sdk5.AccountAddress.from(`0x${'44'.repeat(32)}`),
  publicKey: new Sdk5.Ed25519PublicKey(F.filled(0x22, 32)),
  signature: new Sdk5.Ed25519Signature(F.filled(0x33, 64)),
  payload: Sdk5.TransactionPayload.deserialize(new Sdk5.Deserializer(F.PAYLOAD.bcsToBytes())),
};
const P_AUTH = new Sdk5.AccountAuthenticatorEd25519(P.publicKey, P.signature);

const ourRequests: WalletRequest[] = [
  { name: 'connect', version: 1, dappInfo: F.DAPP, args: {} },
  { name: 'connect', version: 2, dappInfo: F.DAPP, args: { dappId: 'd', dappEd25519PublicKeyB64: 'k' } },
  { name: 'connect', version: 3, dappInfo: F.DAPP, args: { dappId: 'd', preferredWalletName: 'W' } },
  {
    name: 'connect',
    version: 4,
    dappInfo: F.DAPP_WITH_IMAGE,
    args: { claimOptions: { secretKey: F.CLAIM_KEY, network: 'testnet', asset: 'A' } },
  },
  { name: 'disconnect', version: 1, dappInfo: F.DAPP, args: undefined },
  { name: 'isConnected', version: 1, dappInfo: F.DAPP, args: undefined },
  { name: 'getConnectedAccounts', version: 1, dappInfo: F.DAPP, args: undefined },
  { name: 'signIn', version: 1, dappInfo: F.DAPP, args: { input: { nonce: 'n1' }, network: 'devnet' } },
  { name: 'signAndSubmitTransaction', version: 1, dappInfo: F.DAPP, args: { network: 'mainnet', payload: F.PAYLOAD } },
  {
    name: 'signAndSubmitTransaction',
    version: 2,
    dappInfo: F.DAPP,
    args: { payload: F.PAYLOAD_INPUT, gasUnitPrice: 100, maxGasAmount: 200000, expirationTimestamp: 1700000000 },
  },
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
  {
    name: 'signMessage',
    version: 1,
    dappInfo: F.DAPP,
    args: { chainId: 2, nonce: Uint8Array.of(1, 2), message: Uint8Array.of(104, 105) },
  },
  {
    name: 'signMessage',
    version: 2,
    dappInfo: F.DAPP,
    args: { signerAddress: F.ADDRESS, chainId: 2, nonce: Uint8Array.of(1, 2), message: Uint8Array.of(104, 105) },
  },
  { name: 'signTransaction', version: 1, dappInfo: F.DAPP, args: { network: 'devnet', payload: F.PAYLOAD } },
  {
    name: 'signTransaction',
    version: 2,
    dappInfo: F.DAPP,
    args: { sender: { address: F.ADDRESS, publicKey: F.PUBLIC_KEY }, payload: F.PAYLOAD, expirationSecondsFromNow: 20 },
  },
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
  { name: 'signTransaction', version: 4, dappInfo: F.DAPP, args: { payload: F.PAYLOAD_INPUT, gasUnitPrice: 100 } },
  // What today's official wallets write: same layouts as sign-in v1, sign-and-submit v3 and sign-transaction v4.
  {
    name: 'signIn',
    version: 2,
    dappInfo: F.DAPP,
    args: { input: { nonce: 'n2', statement: 's' }, network: 'testnet' },
  },
  {
    name: 'signIn',
    version: 3,
    dappInfo: F.DAPP,
    args: { input: { nonce: 'n3', domain: 'a.io' }, network: 'mainnet' },
  },
  {
    name: 'signAndSubmitTransaction',
    version: 4,
    dappInfo: F.DAPP,
    args: { signerAddress: F.ADDRESS, payload: F.PAYLOAD_INPUT, maxGasAmount: 5000 },
  },
  {
    name: 'signTransaction',
    version: 5,
    dappInfo: F.DAPP,
    args: {
      signerAddress: F.ADDRESS,
      network: 'testnet',
      sender: { address: F.ADDRESS, publicKey: F.PUBLIC_KEY },
      payload: F.PAYLOAD,
      feePayer: { address: F.FEE_PAYER_ADDRESS },
    },
  },
];

/** Comparable form across SDK majors: BCS-serializable values as their bytes, bytes as hex, undefined fields dropped. */
function plain(value: unknown): unknown {
  if (value instanceof Uint8Array) return `bytes ${hex(value)}`;
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value !== 'object' || value === null) return value;
  const bcs = (value as { bcsToBytes?: () => Uint8Array }).bcsToBytes;
  if (typeof bcs === 'function') return `bcs ${hex(bcs.call(value))}`;
  if (Array.isArray(value)) return value.map(plain);
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, plain(v)]),
  );
}

/** The loose payload input as both decoders return it: arguments as strings, type arguments always present. */
const PAYLOAD_INPUT_DECODED = {
  function: '0x1::aptos_account::transfer',
  typeArguments: [],
  functionArguments: ['0x1', '7'],
};

/** What we sent, in the peer's in-memory shape (sign-in input flattened, secondary signers always a list). */
function peerView(request: WalletRequest): unknown {
  if (request.name === 'signIn') return { ...request.args.input, network: request.args.network };
  const args = request.args as Record<string, unknown> | undefined;
  if (args === undefined) return undefined;
  const payload = args.payload === F.PAYLOAD_INPUT ? PAYLOAD_INPUT_DECODED : args.payload;
  return {
    ...args,
    ...(payload === undefined ? {} : { payload }),
    ...(request.name === 'signTransaction' ? { secondarySigners: args.secondarySigners ?? [] } : {}),
  };
}

describe.each(ourRequests.map((r) => [`${r.name} v${r.version}`, r] as const))('request %s', (_label, request) => {
  const ours = serializeWalletRequest(request);
  it('our bytes decode in the peer to the same dapp info and every argument our decoder reads', () => {
    const decoded = PEER[request.name].deserialize(ours);
    const ourDecoded = deserializeWalletRequest(ours);
    expect(plain(decoded.dappInfo)).toEqual(plain(request.dappInfo));
    expect(plain(decoded.args)).toEqual(plain(peerView(ourDecoded)));
    expect(plain(decoded.args)).toEqual(plain(peerView(request)));
  });
  it('the peer re-encodes them to the same bytes (same layout at its newest version)', () => {
    const decoded = PEER[request.name].deserialize(ours);
    const { version } = request;
    if (version === PEER_LAYOUT_VERSION[request.name]) {
      const reencoded = PEER[request.name].serialize(
        decoded.dappInfo.imageURI === undefined
          ? { domain: decoded.dappInfo.domain, name: decoded.dappInfo.name }
          : decoded.dappInfo,
        decoded.args,
      );
      expect(hex(reencoded.data)).toBe(hex(ours.data));
    }
  });
  it('the URL and body forms equal the peer ones', () => {
    expect(urlEncodeWalletRequest(ours)).toBe(Peer.urlEncodeWalletRequest(ours));
    expect(encodeWalletRequestBody(ours)).toBe(Peer.encodeWalletRequestBody(ours));
    expect(urlDecodeWalletRequest(Peer.urlEncodeWalletRequest(ours))).toEqual({
      ...ours,
      data: new Uint8Array(ours.data),
    });
  });
});

// The peer re-encodes at its newest version only: ours now sends the same newest versions.
const PEER_LAYOUT_VERSION: Record<string, number> = {
  connect: 4,
  disconnect: 1,
  isConnected: 1,
  getConnectedAccounts: 1,
  signIn: 3,
  signAndSubmitTransaction: 4,
  signMessage: 2,
  signTransaction: 5,
};

describe('our current versions are the peer current versions', () => {
  it.each(Object.keys(PEER))('%s', (name) => {
    expect(currentVersion(name as never)).toBe(PEER[name].currentVersion);
  });
});

describe('peer-encoded requests decode in ours to the same bytes', () => {
  const dapp = { domain: 'https://a.io', name: 'Perp' };
  it.each([
    [
      'connect',
      () =>
        Peer.ConnectRequest.serialize(dapp, {
          dappId: 'd',
          claimOptions: { secretKey: new Sdk5.Ed25519PrivateKey(F.filled(0x55, 32)), network: Sdk5.Network.TESTNET },
        }),
      4,
    ],
    ['signIn', () => Peer.SignInRequest.serialize(dapp, { nonce: 'n1', network: Sdk5.Network.DEVNET } as any), 3],
    [
      'signAndSubmitTransaction',
      () =>
        Peer.SignAndSubmitTransactionRequest.serialize(dapp, {
          signerAddress: P.address,
          payload: P.payload,
          feePayer: { address: P.feePayer, authenticator: P_AUTH },
          gasUnitPrice: 7,
        }),
      4,
    ],
    [
      'signMessage',
      () =>
        Peer.SignMessageRequest.serialize(dapp, {
          signerAddress: P.address,
          chainId: 4,
          nonce: Uint8Array.of(1),
          message: Uint8Array.of(2),
        }),
      2,
    ],
    [
      'signTransaction',
      () =>
        Peer.SignTransactionRequest.serialize(dapp, {
          network: Sdk5.Network.MAINNET,
          sender: { address: P.address, publicKey: P.publicKey },
          payload: { function: '0x1::m::f', functionArguments: [1n, 'a', [true]] },
          secondarySigners: [{ address: P.feePayer }],
        }),
      5,
    ],
  ])('%s', (_name, build, ourVersion) => {
    const peer = build();
    expect(peer.version).toBe(ourVersion);
    const decoded = deserializeWalletRequest({ name: peer.name, version: ourVersion, data: peer.data });
    expect(hex(serializeWalletRequest(decoded).data)).toBe(hex(peer.data));
  });
});

describe('responses both ways', () => {
  const peerAccount = { address: P.address, publicKey: P.publicKey, name: 'n' };
  const ourAccount = { address: F.ADDRESS, publicKey: F.PUBLIC_KEY, name: 'n' };
  it.each([
    [
      'connect',
      () => Peer.ConnectResponse.serialize({ status: 'approved', args: { account: peerAccount } }),
      undefined,
    ],
    ['connect', () => Peer.ConnectResponse.serialize({ status: 'dismissed' }), undefined],
    [
      'signIn',
      () =>
        Peer.SignInResponse.serialize(
          {
            status: 'approved',
            args: {
              account: peerAccount,
              input: { nonce: 'n' },
              plainText: 'p',
              signature: P.signature,
              signingMessage: Uint8Array.of(1),
              type: 'ed25519',
            } as any,
          },
          1,
        ),
      1,
    ],
    [
      'signAndSubmitTransaction',
      () => Peer.SignAndSubmitTransactionResponse.serialize({ status: 'approved', args: { txnHash: '0xab' } }),
      undefined,
    ],
    [
      'signMessage',
      () =>
        Peer.SignMessageResponse.serialize({ status: 'approved', args: { fullMessage: 'M', signature: P.signature } }),
      undefined,
    ],
    [
      'signTransaction',
      () =>
        Peer.SignTransactionResponse.serialize({
          status: 'approved',
          args: {
            authenticator: P_AUTH,
            rawTransaction: Sdk5.RawTransaction.deserialize(new Sdk5.Deserializer(F.RAW_TRANSACTION.bcsToBytes())),
          },
        }),
      undefined,
    ],
    ['isConnected', () => Peer.IsConnectedResponse.serialize(true), undefined],
    ['getConnectedAccounts', () => Peer.GetConnectedAccountsResponse.serialize([peerAccount]), undefined],
    ['disconnect', () => Peer.DisconnectResponse.serialize({}), undefined],
  ] as const)('peer %s response decodes in ours and re-encodes identically', (name, build, version) => {
    const peer = build();
    const decoded = deserializeWalletResponse(name, peer, version);
    expect(hex(serializeWalletResponse(name, decoded as never, version).data)).toBe(hex(peer.data));
  });
  const ACCOUNT = { address: `bcs ${'11'.repeat(32)}`, publicKey: `bcs 20${'22'.repeat(32)}`, name: 'n' };
  const SIGNATURE = `bcs 40${'33'.repeat(64)}`;
  const approved = (args: unknown) => ({ status: 'approved', args });
  const dismissed = { status: 'dismissed' };
  it.each([
    [
      'connect',
      Peer.ConnectResponse,
      serializeWalletResponse('connect', { status: 'approved', args: { account: ourAccount, pairing: { id: 'p' } } }),
      approved({ account: ACCOUNT, pairing: { id: 'p' } }),
    ],
    ['connect dismissal', Peer.ConnectResponse, DISMISSED_RESPONSE, dismissed],
    [
      'signAndSubmitTransaction',
      Peer.SignAndSubmitTransactionResponse,
      serializeWalletResponse('signAndSubmitTransaction', { status: 'approved', args: { txnHash: '0xab' } }),
      approved({ txnHash: '0xab' }),
    ],
    [
      'signAndSubmitTransaction dismissal',
      Peer.SignAndSubmitTransactionResponse,
      serializeWalletResponse('signAndSubmitTransaction', { status: 'dismissed' }),
      dismissed,
    ],
    [
      'signMessage',
      Peer.SignMessageResponse,
      serializeWalletResponse('signMessage', {
        status: 'approved',
        args: { fullMessage: 'M', signature: F.SIGNATURE },
      }),
      approved({ fullMessage: 'M', signature: SIGNATURE }),
    ],
    ['signMessage dismissal', Peer.SignMessageResponse, DISMISSED_RESPONSE, dismissed],
    [
      'signTransaction',
      Peer.SignTransactionResponse,
      serializeWalletResponse('signTransaction', { status: 'approved', args: { authenticator: F.AUTHENTICATOR } }),
      approved({ authenticator: `bcs 0020${'22'.repeat(32)}40${'33'.repeat(64)}` }),
    ],
    [
      'getConnectedAccounts',
      Peer.GetConnectedAccountsResponse,
      serializeWalletResponse('getConnectedAccounts', [ourAccount]),
      [ACCOUNT],
    ],
    ['isConnected true', Peer.IsConnectedResponse, serializeWalletResponse('isConnected', true), true],
    ['isConnected false', Peer.IsConnectedResponse, serializeWalletResponse('isConnected', false), false],
    ['disconnect', Peer.DisconnectResponse, serializeWalletResponse('disconnect', {}), {}],
  ] as const)(
    'our %s response decodes in the peer to the same values and re-encodes identically',
    (_name, PeerResponse: any, ours, expected) => {
      const decoded = PeerResponse.deserialize(ours);
      expect(plain(decoded.args)).toEqual(expected);
      expect(hex(PeerResponse.serialize(decoded.args).data)).toBe(hex(ours.data));
    },
  );
  it.each([
    ['v1 (plain text and signing message included)', 1, { plainText: 'p', signingMessage: Uint8Array.of(1) }],
    ['v2', 2, {}],
  ] as const)('our sign-in %s response decodes in the peer and re-encodes identically', (_label, version, v1Fields) => {
    // Without name: the peer's wallet-standard AccountInfo keeps ansName, not name, so a name would not survive its re-encoding.
    const account = { address: F.ADDRESS, publicKey: F.PUBLIC_KEY };
    const ours = serializeWalletResponse(
      'signIn',
      {
        status: 'approved',
        args: { account, input: { nonce: 'n' }, signature: F.SIGNATURE, type: 'ed25519', ...v1Fields },
      },
      version,
    );
    const decoded = Peer.SignInResponse.deserialize(ours, version) as any;
    // The peer wraps the account in the wallet standard's AccountInfo, so compare its fields.
    const { account: peerAccount, input, signature, type, plainText, signingMessage } = decoded.args.args;
    expect(decoded.args.status).toBe('approved');
    expect([
      peerAccount.address.toString(),
      peerAccount.publicKey.toString(),
      input,
      type,
      hex(signature.toUint8Array()),
      plainText,
      signingMessage && hex(signingMessage),
    ]).toEqual([
      F.ADDRESS.toString(),
      `0x${'22'.repeat(32)}`,
      { nonce: 'n' },
      'ed25519',
      '33'.repeat(64),
      'plainText' in v1Fields ? 'p' : undefined,
      'plainText' in v1Fields ? '01' : undefined,
    ]);
    expect(hex(Peer.SignInResponse.serialize(decoded.args, version).data)).toBe(hex(ours.data));
  });
  it('our sign-in dismissal decodes in the peer as dismissed, in both layouts', () => {
    for (const version of [1, 2] as const) {
      const decoded = Peer.SignInResponse.deserialize(
        serializeWalletResponse('signIn', { status: 'dismissed' }, version),
        version,
      );
      expect(decoded.args).toEqual({ status: 'dismissed' });
    }
  });
});
