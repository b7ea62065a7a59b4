/** Wallet responses: BCS of bool approved then the approval args (a dismissal is the single byte [0]). */
import { AccountAuthenticator, Deserializer, RawTransaction, Serializer, type Signature } from '@aptos-labs/ts-sdk';
import { type AccountInfo, deserializeAccountInfo, serializeAccountInfo } from './accounts.ts';
import { deserializeSignature, serializeSignature } from './keys.ts';
import type { SignInInput } from './request-args.ts';
import type { WalletRequestName } from './requests.ts';

/** A response as it travels. */
export interface SerializedWalletResponse {
  readonly data: Uint8Array;
}

/** The user approved (with the wallet's answer) or dismissed the prompt. */
export type UserResponse<T> = { readonly status: 'approved'; readonly args: T } | { readonly status: 'dismissed' };

/** Connect approval: the account and, for a paired wallet, the pairing record (JSON). */
export interface ConnectApproval {
  readonly account: AccountInfo;
  readonly pairing?: unknown;
}

/** Sign-in output; plainText and signingMessage exist in response version 1 only. */
export interface SignInOutput {
  readonly account: AccountInfo;
  readonly input: SignInInput;
  readonly plainText?: string;
  readonly signature: Signature;
  readonly signingMessage?: Uint8Array;
  readonly type: string;
}

/** Response value per request name. */
export interface WalletResponseValues {
  connect: UserResponse<ConnectApproval>;
  disconnect: Record<string, never>;
  signIn: UserResponse<SignInOutput>;
  getConnectedAccounts: readonly AccountInfo[];
  isConnected: boolean;
  signAndSubmitTransaction: UserResponse<{ readonly txnHash: string }>;
  signMessage: UserResponse<{ readonly fullMessage: string; readonly signature: Signature }>;
  signTransaction: UserResponse<{
    readonly authenticator: AccountAuthenticator;
    readonly rawTransaction?: RawTransaction;
  }>;
}

/** The serialized dismissal every prompt-backed request answers when the user closes the prompt. */
export const DISMISSED_RESPONSE: SerializedWalletResponse = Object.freeze({ data: Uint8Array.of(0) });

type Codec = {
  write(s: Serializer, value: never, version: number): void;
  read(d: Deserializer, version: number): unknown;
};

function userResponse<T>(
  write: (s: Serializer, v: T, version: number) => void,
  read: (d: Deserializer, version: number) => T,
): Codec {
  return {
    write: (s, value: UserResponse<T>, version) => {
      s.serializeBool(value.status === 'approved');
      if (value.status === 'approved') write(s, value.args, version);
    },
    read: (d, version) =>
      d.deserializeBool() ? { status: 'approved', args: read(d, version) } : { status: 'dismissed' },
  } as Codec;
}

const CODECS: Record<WalletRequestName, Codec> = {
  connect: userResponse<ConnectApproval>(
    (s, v, version) => {
      serializeAccountInfo(s, v.account);
      if (version >= 2) s.serializeOption(v.pairing === undefined ? undefined : JSON.stringify(v.pairing));
    },
    (d, version) => {
      const account = deserializeAccountInfo(d);
      const pairing = version >= 2 ? d.deserializeOption('string') : undefined;
      return pairing === undefined ? { account } : { account, pairing: JSON.parse(pairing) as unknown };
    },
  ),
  signIn: userResponse<SignInOutput>(
    (s, v, version) => {
      serializeAccountInfo(s, v.account);
      s.serializeStr(JSON.stringify(v.input));
      if (version === 1) s.serializeStr(v.plainText ?? '');
      serializeSignature(s, v.signature);
      if (version === 1) s.serializeBytes(v.signingMessage ?? new Uint8Array());
      s.serializeStr(v.type);
    },
    (d, version) => {
      const account = deserializeAccountInfo(d);
      const input = JSON.parse(d.deserializeStr()) as SignInInput;
      if (version !== 1) return { account, input, signature: deserializeSignature(d), type: d.deserializeStr() };
      const plainText = d.deserializeStr();
      const signature = deserializeSignature(d);
      return { account, input, plainText, signature, signingMessage: d.deserializeBytes(), type: d.deserializeStr() };
    },
  ),
  signAndSubmitTransaction: userResponse<{ txnHash: string }>(
    (s, v) => s.serializeStr(v.txnHash),
    (d) => ({ txnHash: d.deserializeStr() }),
  ),
  signMessage: userResponse<{ fullMessage: string; signature: Signature }>(
    (s, v) => {
      s.serializeStr(v.fullMessage);
      serializeSignature(s, v.signature);
    },
    (d) => ({ fullMessage: d.deserializeStr(), signature: deserializeSignature(d) }),
  ),
  signTransaction: userResponse<{ authenticator: AccountAuthenticator; rawTransaction?: RawTransaction }>(
    (s, v) => {
      s.serialize(v.authenticator);
      s.serializeBool(v.rawTransaction !== undefined);
      if (v.rawTransaction !== undefined) s.serialize(v.rawTransaction);
    },
    (d) => {
      const authenticator = d.deserialize(AccountAuthenticator);
      return d.deserializeBool() ? { authenticator, rawTransaction: d.deserialize(RawTransaction) } : { authenticator };
    },
  ),
  isConnected: {
    write: (s, value: boolean) => s.serializeBool(value),
    read: (d) => d.deserializeBool(),
  } as Codec,
  getConnectedAccounts: {
    write: (s, value: readonly AccountInfo[]) => {
      s.serializeU32AsUleb128(value.length);
      for (const account of value) serializeAccountInfo(s, account);
    },
    read: (d) => Array.from({ length: d.deserializeUleb128AsU32() }, () => deserializeAccountInfo(d)),
  } as Codec,
  disconnect: { write: () => undefined, read: () => ({}) },
};

/** Response layout version: connect answers carry pairing from v2; sign-in v1 requests get v1 answers. */
const CURRENT_RESPONSE_VERSION: Readonly<Record<WalletRequestName, number>> = {
  connect: 2,
  disconnect: 1,
  signIn: 2,
  getConnectedAccounts: 1,
  isConnected: 1,
  signAndSubmitTransaction: 1,
  signMessage: 1,
  signTransaction: 1,
};

/**
 * The response layout that answers a request of `name` at `requestVersion`, as the official transport reads it:
 * sign-in v1 gets the v1 answer (plain text and signing message included), sign-in v2 and v3 the v2 answer.
 */
export function responseVersionFor(name: WalletRequestName, requestVersion: number): number {
  if (name === 'signIn') return requestVersion === 1 ? 1 : 2;
  return CURRENT_RESPONSE_VERSION[name];
}

/** BCS-serializes the response to a request of `name`. */
export function serializeWalletResponse<N extends WalletRequestName>(
  name: N,
  value: WalletResponseValues[N],
  version: number = CURRENT_RESPONSE_VERSION[name],
): SerializedWalletResponse {
  const serializer = new Serializer();
  CODECS[name].write(serializer, value as never, version);
  return { data: serializer.toUint8Array() };
}

/** Decodes the response to a request of `name`. */
export function deserializeWalletResponse<N extends WalletRequestName>(
  name: N,
  response: SerializedWalletResponse,
  version: number = CURRENT_RESPONSE_VERSION[name],
): WalletResponseValues[N] {
  return CODECS[name].read(new Deserializer(response.data), version) as WalletResponseValues[N];
}
