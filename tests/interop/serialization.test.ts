import * as Peer from '@aptos-connect/wallet-api';
import * as Sdk5 from '@aptos-labs/ts-sdk';
import { describe, expect, it } from 'vitest';
import { deserializeWalletRequest, serializeWalletRequest, type WalletRequest } from '../../src/lib/wallet-connect/serialize/requests.ts';
import { deserializeWalletResponse, serializeWalletResponse } from '../../src/lib/wallet-connect/serialize/responses.ts';
import { encodeWalletRequestBody, urlDecodeWalletRequest, urlEncodeWalletRequest } from '../../src/lib/wallet-connect/serialize/url.ts';
import * as F from '../unit/lib/wallet-connect/fixtures.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const PEER: Record<string, any> = {
  connect: Peer.ConnectRequest, signIn: Peer.SignInRequest, disconnect: Peer.DisconnectRequest,
  isConnected: Peer.IsConnectedRequest, getConnectedAccounts: Peer.GetConnectedAccountsRequest,
  signAndSubmitTransaction: Peer.SignAndSubmitTransactionRequest, signMessage: Peer.SignMessageRequest,
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
  { name: 'connect', version: 4, dappInfo: F.DAPP_WITH_IMAGE, args: { claimOptions: { secretKey: F.CLAIM_KEY, network: 'testnet', asset: 'A' } } },
  { name: 'disconnect', version: 1, dappInfo: F.DAPP, args: undefined },
  { name: 'isConnected', version: 1, dappInfo: F.DAPP, args: undefined },
  { name: 'getConnectedAccounts', version: 1, dappInfo: F.DAPP, args: undefined },
  { name: 'signIn', version: 1, dappInfo: F.DAPP, args: { input: { nonce: 'n1' }, network: 'devnet' } },
  { name: 'signAndSubmitTransaction', version: 1, dappInfo: F.DAPP, args: { network: 'mainnet', payload: F.PAYLOAD } },
  { name: 'signAndSubmitTransaction', version: 2, dappInfo: F.DAPP, args: { payload: F.PAYLOAD_INPUT, gasUnitPrice: 100, maxGasAmount: 200000, expirationTimestamp: 1700000000 } },
  { name: 'signAndSubmitTransaction', version: 3, dappInfo: F.DAPP, args: { signerAddress: F.ADDRESS, network: 'testnet', payload: F.PAYLOAD, feePayer: { address: F.FEE_PAYER_ADDRESS, authenticator: F.AUTHENTICATOR } } },
  { name: 'signMessage', version: 1, dappInfo: F.DAPP, args: { chainId: 2, nonce: Uint8Array.of(1, 2), message: Uint8Array.of(104, 105) } },
  { name: 'signMessage', version: 2, dappInfo: F.DAPP, args: { signerAddress: F.ADDRESS, chainId: 2, nonce: Uint8Array.of(1, 2), message: Uint8Array.of(104, 105) } },
  { name: 'signTransaction', version: 1, dappInfo: F.DAPP, args: { network: 'devnet', payload: F.PAYLOAD } },
  { name: 'signTransaction', version: 2, dappInfo: F.DAPP, args: { sender: { address: F.ADDRESS, publicKey: F.PUBLIC_KEY }, payload: F.PAYLOAD, expirationSecondsFromNow: 20 } },
  { name: 'signTransaction', version: 3, dappInfo: F.DAPP, args: { signerAddress: F.ADDRESS, network: 'mainnet', payload: F.PAYLOAD, feePayer: { address: F.FEE_PAYER_ADDRESS }, secondarySigners: [{ address: F.ADDRESS }] } },
  { name: 'signTransaction', version: 4, dappInfo: F.DAPP, args: { payload: F.PAYLOAD_INPUT, gasUnitPrice: 100 } },
];

describe.each(ourRequests.map((r) => [`${r.name} v${r.version}`, r] as const))('request %s', (_label, request) => {
  const ours = serializeWalletRequest(request);
  it('our bytes decode in the peer, and the peer re-encodes them to the same bytes (same layout at its newest version)', () => {
    const decoded = PEER[request.name].deserialize(ours);
    expect(decoded.dappInfo.domain).toBe(request.dappInfo.domain);
    const { version } = request;
    if (version === PEER_LAYOUT_VERSION[request.name]) {
      const reencoded = PEER[request.name].serialize(decoded.dappInfo.imageURI === undefined ? { domain: decoded.dappInfo.domain, name: decoded.dappInfo.name } : decoded.dappInfo, decoded.args);
      expect(hex(reencoded.data)).toBe(hex(ours.data));
    }
  });
  it('the URL and body forms equal the peer ones', () => {
    expect(urlEncodeWalletRequest(ours)).toBe(Peer.urlEncodeWalletRequest(ours));
    expect(encodeWalletRequestBody(ours)).toBe(Peer.encodeWalletRequestBody(ours));
    expect(urlDecodeWalletRequest(Peer.urlEncodeWalletRequest(ours))).toEqual({ ...ours, data: new Uint8Array(ours.data) });
  });
});

// Our newest version of each name whose layout equals the peer's newest (sign-in v1 == v3, sas v3 == v4, st v4 == v5).
const PEER_LAYOUT_VERSION: Record<string, number> = {
  connect: 4, disconnect: 1, isConnected: 1, getConnectedAccounts: 1, signIn: 1,
  signAndSubmitTransaction: 3, signMessage: 2, signTransaction: 4,
};

describe('peer-encoded requests decode in ours to the same bytes', () => {
  const dapp = { domain: 'https://a.io', name: 'Perp' };
  it.each([
    ['connect', () => Peer.ConnectRequest.serialize(dapp, { dappId: 'd', claimOptions: { secretKey: new Sdk5.Ed25519PrivateKey(F.filled(0x55, 32)), network: Sdk5.Network.TESTNET } }), 4],
    ['signIn', () => Peer.SignInRequest.serialize(dapp, { nonce: 'n1', network: Sdk5.Network.DEVNET } as any), 1],
    ['signAndSubmitTransaction', () => Peer.SignAndSubmitTransactionRequest.serialize(dapp, { signerAddress: P.address, payload: P.payload, feePayer: { address: P.feePayer, authenticator: P_AUTH }, gasUnitPrice: 7 }), 3],
    ['signMessage', () => Peer.SignMessageRequest.serialize(dapp, { signerAddress: P.address, chainId: 4, nonce: Uint8Array.of(1), message: Uint8Array.of(2) }), 2],
    ['signTransaction', () => Peer.SignTransactionRequest.serialize(dapp, { network: Sdk5.Network.MAINNET, sender: { address: P.address, publicKey: P.publicKey }, payload: { function: '0x1::m::f', functionArguments: [1n, 'a', [true]] }, secondarySigners: [{ address: P.feePayer }] }), 4],
  ])('%s', (_name, build, ourVersion) => {
    const peer = build();
    const decoded = deserializeWalletRequest({ name: peer.name, version: ourVersion, data: peer.data });
    expect(hex(serializeWalletRequest(decoded).data)).toBe(hex(peer.data));
  });
});

describe('responses both ways', () => {
  const peerAccount = { address: P.address, publicKey: P.publicKey, name: 'n' };
  const ourAccount = { address: F.ADDRESS, publicKey: F.PUBLIC_KEY, name: 'n' };
  it.each([
    ['connect', () => Peer.ConnectResponse.serialize({ status: 'approved', args: { account: peerAccount } }), undefined],
    ['connect', () => Peer.ConnectResponse.serialize({ status: 'dismissed' }), undefined],
    ['signIn', () => Peer.SignInResponse.serialize({ status: 'approved', args: { account: peerAccount, input: { nonce: 'n' }, plainText: 'p', signature: P.signature, signingMessage: Uint8Array.of(1), type: 'ed25519' } as any }, 1), 1],
    ['signAndSubmitTransaction', () => Peer.SignAndSubmitTransactionResponse.serialize({ status: 'approved', args: { txnHash: '0xab' } }), undefined],
    ['signMessage', () => Peer.SignMessageResponse.serialize({ status: 'approved', args: { fullMessage: 'M', signature: P.signature } }), undefined],
    ['signTransaction', () => Peer.SignTransactionResponse.serialize({ status: 'approved', args: { authenticator: P_AUTH, rawTransaction: Sdk5.RawTransaction.deserialize(new Sdk5.Deserializer(F.RAW_TRANSACTION.bcsToBytes())) } }), undefined],
    ['isConnected', () => Peer.IsConnectedResponse.serialize(true), undefined],
    ['getConnectedAccounts', () => Peer.GetConnectedAccountsResponse.serialize([peerAccount]), undefined],
    ['disconnect', () => Peer.DisconnectResponse.serialize({}), undefined],
  ] as const)('peer %s response decodes in ours and re-encodes identically', (name, build, version) => {
    const peer = build();
    const decoded = deserializeWalletResponse(name, peer, version);
    expect(hex(serializeWalletResponse(name, decoded as never, version).data)).toBe(hex(peer.data));
  });
  it.each([
    ['connect', Peer.ConnectResponse, serializeWalletResponse('connect', { status: 'approved', args: { account: ourAccount, pairing: { id: 'p' } } })],
    ['signMessage', Peer.SignMessageResponse, serializeWalletResponse('signMessage', { status: 'approved', args: { fullMessage: 'M', signature: F.SIGNATURE } })],
    ['signTransaction', Peer.SignTransactionResponse, serializeWalletResponse('signTransaction', { status: 'approved', args: { authenticator: F.AUTHENTICATOR } })],
    ['getConnectedAccounts', Peer.GetConnectedAccountsResponse, serializeWalletResponse('getConnectedAccounts', [ourAccount])],
  ] as const)('our %s response decodes in the peer and re-encodes identically', (_name, PeerResponse: any, ours) => {
    const decoded = PeerResponse.deserialize(ours);
    expect(hex(PeerResponse.serialize(decoded.args).data)).toBe(hex(ours.data));
  });
  it('our sign-in v1 response decodes in the peer (v1 layout)', () => {
    const ours = serializeWalletResponse('signIn', { status: 'approved', args: { account: ourAccount, input: { nonce: 'n' }, plainText: 'p', signature: F.SIGNATURE, signingMessage: Uint8Array.of(1), type: 'ed25519' } }, 1);
    const decoded = Peer.SignInResponse.deserialize(ours, 1) as any;
    // The peer wraps the account in the wallet standard's AccountInfo (name becomes label), so compare fields.
    const args = decoded.args.args;
    expect([args.account.address.toString(), args.plainText, hex(args.signingMessage), args.type, hex(args.signature.toUint8Array())]).toEqual([
      F.ADDRESS.toString(), 'p', '01', 'ed25519', '33'.repeat(64),
    ]);
  });
});
