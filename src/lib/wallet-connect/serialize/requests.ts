/** Wallet requests: every name with its versions, serialized as {name, version, data = BCS(DappInfo) ++ args}. */
import { Deserializer, Serializer } from '@aptos-labs/ts-sdk';
import { type DappInfo, deserializeDappInfo, serializeDappInfo } from './accounts.ts';
import {
  type ConnectArgs,
  deserializeConnectArgs,
  deserializeSignInArgs,
  deserializeSignMessageArgs,
  serializeConnectArgs,
  serializeSignInArgs,
  serializeSignMessageArgs,
  type SignInArgs,
  type SignMessageArgs,
} from './request-args.ts';
import {
  deserializeSignAndSubmitArgs,
  deserializeSignTransactionArgs,
  serializeSignAndSubmitArgs,
  serializeSignTransactionArgs,
  type SignAndSubmitArgs,
  type SignTransactionArgs,
} from './transaction-args.ts';

/** A request as it travels: name, version and BCS data. */
export interface SerializedWalletRequest {
  readonly name: string;
  readonly version: number;
  readonly data: Uint8Array;
}

/**
 * Supported versions per request name; the last one is the version this client sends. The newest ones are what
 * today's official wallets write and keep an older layout: signAndSubmitTransaction v4 = v3, signTransaction
 * v5 = v4, signIn v2 and v3 = v1 (sign-in v2+ is answered in the v2 response layout, see responses.ts).
 */
export const REQUEST_VERSIONS = {
  connect: [1, 2, 3, 4],
  disconnect: [1],
  signIn: [1, 2, 3],
  getConnectedAccounts: [1],
  isConnected: [1],
  signAndSubmitTransaction: [1, 2, 3, 4],
  signMessage: [1, 2],
  signTransaction: [1, 2, 3, 4, 5],
} as const;

/** A request name the protocol knows. */
export type WalletRequestName = keyof typeof REQUEST_VERSIONS;

/** Arguments per request name (argument-free requests carry none). */
export interface WalletRequestArgs {
  connect: ConnectArgs;
  disconnect: undefined;
  signIn: SignInArgs;
  getConnectedAccounts: undefined;
  isConnected: undefined;
  signAndSubmitTransaction: SignAndSubmitArgs;
  signMessage: SignMessageArgs;
  signTransaction: SignTransactionArgs;
}

/** A decoded request of one name. */
export type WalletRequestOf<N extends WalletRequestName> = {
  readonly name: N;
  readonly version: (typeof REQUEST_VERSIONS)[N][number];
  readonly dappInfo: DappInfo;
  readonly args: WalletRequestArgs[N];
};

/** Any decoded request. */
export type WalletRequest = { [N in WalletRequestName]: WalletRequestOf<N> }[WalletRequestName];

/** The version this client sends for a request name. */
export function currentVersion<N extends WalletRequestName>(name: N): (typeof REQUEST_VERSIONS)[N][number] {
  const versions = REQUEST_VERSIONS[name];
  return versions[versions.length - 1] as (typeof REQUEST_VERSIONS)[N][number];
}

/** True when `name` is a request name the protocol knows. */
export function isWalletRequestName(name: string): name is WalletRequestName {
  return Object.hasOwn(REQUEST_VERSIONS, name);
}

function assertKnown(name: string, version: number): asserts name is WalletRequestName {
  if (!isWalletRequestName(name) || !(REQUEST_VERSIONS[name] as readonly number[]).includes(version)) {
    throw new Error('Unexpected request');
  }
}

/** BCS-serializes a request in the layout of its version; throws 'Unexpected request' for unknown names/versions. */
export function serializeWalletRequest(request: WalletRequest): SerializedWalletRequest {
  assertKnown(request.name, request.version);
  const serializer = new Serializer();
  serializeDappInfo(serializer, request.dappInfo);
  const { version } = request;
  switch (request.name) {
    case 'connect':
      serializeConnectArgs(serializer, request.args, version);
      break;
    case 'signIn':
      serializeSignInArgs(serializer, request.args);
      break;
    case 'signAndSubmitTransaction':
      serializeSignAndSubmitArgs(serializer, request.args, version);
      break;
    case 'signMessage':
      serializeSignMessageArgs(serializer, request.args, version);
      break;
    case 'signTransaction':
      serializeSignTransactionArgs(serializer, request.args, version);
      break;
    default:
      break;
  }
  return { name: request.name, version, data: serializer.toUint8Array() };
}

/** Decodes a serialized request of any known name and version; throws 'Unexpected request' otherwise. */
export function deserializeWalletRequest(serialized: SerializedWalletRequest): WalletRequest {
  const { name, version, data } = serialized;
  assertKnown(name, version);
  const deserializer = new Deserializer(data);
  const dappInfo = deserializeDappInfo(deserializer);
  const args = ((): WalletRequestArgs[WalletRequestName] => {
    switch (name) {
      case 'connect':
        return deserializeConnectArgs(deserializer, version);
      case 'signIn':
        return deserializeSignInArgs(deserializer);
      case 'signAndSubmitTransaction':
        return deserializeSignAndSubmitArgs(deserializer, version);
      case 'signMessage':
        return deserializeSignMessageArgs(deserializer, version);
      case 'signTransaction':
        return deserializeSignTransactionArgs(deserializer, version);
      default:
        return undefined;
    }
  })();
  return { name, version, dappInfo, args } as WalletRequest;
}
