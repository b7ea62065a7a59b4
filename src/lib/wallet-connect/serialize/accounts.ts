/** BCS of the account shapes requests and responses carry: DappInfo, AccountInfo, AccountInput, fee-payer input. */
import { AccountAddress, AccountAuthenticator, Deserializer, type PublicKey, Serializer } from '@aptos-labs/ts-sdk';
import { deserializePublicKey, serializePublicKey } from './keys.ts';

/** Who is asking: shown by the wallet in its prompt. */
export interface DappInfo {
  readonly domain: string;
  readonly name: string;
  readonly imageURI?: string;
}

/** A connected account as the wallet reports it. */
export interface AccountInfo {
  readonly address: AccountAddress;
  readonly publicKey: PublicKey;
  readonly name?: string;
}

/** An account a transaction names, its public key optional. */
export interface AccountInput {
  readonly address: AccountAddress;
  readonly publicKey?: PublicKey;
}

/** A fee payer that already signed: its address and authenticator. */
export interface AccountAuthenticatorInput {
  readonly address: AccountAddress;
  readonly authenticator: AccountAuthenticator;
}

/** str domain, str name, bool hasImage, [str imageURI]. */
export function serializeDappInfo(serializer: Serializer, value: DappInfo): void {
  serializer.serializeStr(value.domain);
  serializer.serializeStr(value.name);
  serializer.serializeBool(value.imageURI !== undefined);
  if (value.imageURI !== undefined) serializer.serializeStr(value.imageURI);
}

/** Reads a DappInfo. */
export function deserializeDappInfo(deserializer: Deserializer): DappInfo {
  const domain = deserializer.deserializeStr();
  const name = deserializer.deserializeStr();
  const hasImage = deserializer.deserializeBool();
  return hasImage ? { domain, name, imageURI: deserializer.deserializeStr() } : { domain, name };
}

/** address, scheme-tagged public key, str name ('' when absent). */
export function serializeAccountInfo(serializer: Serializer, value: AccountInfo): void {
  serializer.serialize(value.address);
  serializePublicKey(serializer, value.publicKey);
  serializer.serializeStr(value.name ?? '');
}

/** Reads an AccountInfo; an empty name means none. */
export function deserializeAccountInfo(deserializer: Deserializer): AccountInfo {
  const address = deserializer.deserialize(AccountAddress);
  const publicKey = deserializePublicKey(deserializer);
  const name = deserializer.deserializeStr();
  return name.length > 0 ? { address, publicKey, name } : { address, publicKey };
}

/** address, bool hasPublicKey, [scheme-tagged public key]. */
export function serializeAccountInput(serializer: Serializer, value: AccountInput): void {
  serializer.serialize(value.address);
  serializer.serializeBool(value.publicKey !== undefined);
  if (value.publicKey !== undefined) serializePublicKey(serializer, value.publicKey);
}

/** Reads an AccountInput. */
export function deserializeAccountInput(deserializer: Deserializer): AccountInput {
  const address = deserializer.deserialize(AccountAddress);
  return deserializer.deserializeBool() ? { address, publicKey: deserializePublicKey(deserializer) } : { address };
}

/** address then AccountAuthenticator. */
export function serializeAccountAuthenticatorInput(serializer: Serializer, value: AccountAuthenticatorInput): void {
  serializer.serialize(value.address);
  serializer.serialize(value.authenticator);
}

/** Reads an address and its AccountAuthenticator. */
export function deserializeAccountAuthenticatorInput(deserializer: Deserializer): AccountAuthenticatorInput {
  const address = deserializer.deserialize(AccountAddress);
  return { address, authenticator: deserializer.deserialize(AccountAuthenticator) };
}
