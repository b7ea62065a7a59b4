/** Version-aware BCS of the sign-and-submit and sign-transaction request arguments. */
import { AccountAddress, Deserializer, Serializer } from '@aptos-labs/ts-sdk';
import {
  type AccountAuthenticatorInput,
  type AccountInput,
  deserializeAccountAuthenticatorInput,
  deserializeAccountInput,
  serializeAccountAuthenticatorInput,
  serializeAccountInput,
} from './accounts.ts';
import { assertWalletNetwork, type WalletNetwork } from './network.ts';
import { deserializeTaggedPayload, isBcsPayload, type PayloadArg, serializeTaggedPayload } from './payload.ts';
import { deserializeOptionalAddress, dropUndefined, serializeOptionalAddress } from './request-args.ts';
import { UNSET_CONNECT_DEFAULT } from '#lib/wallet-connect/constants.ts';

/** Sign-and-submit arguments; 0 on the wire means unset for the numbers. */
export interface SignAndSubmitArgs {
  readonly signerAddress?: AccountAddress;
  readonly network?: WalletNetwork;
  readonly payload: PayloadArg;
  readonly expirationTimestamp?: number;
  readonly gasUnitPrice?: number;
  readonly maxGasAmount?: number;
  readonly feePayer?: AccountAuthenticatorInput;
}

/** Sign-transaction arguments; 0 on the wire means unset for the numbers. */
export interface SignTransactionArgs {
  readonly signerAddress?: AccountAddress;
  readonly network?: WalletNetwork;
  readonly sender?: AccountInput;
  readonly payload: PayloadArg;
  readonly expirationSecondsFromNow?: number;
  readonly expirationTimestamp?: number;
  readonly gasUnitPrice?: number;
  readonly maxGasAmount?: number;
  readonly feePayer?: AccountInput;
  readonly secondarySigners?: readonly AccountInput[];
}

const positive = (value: number) => (value > 0 ? value : undefined);

function serializeNetwork(serializer: Serializer, network: string | undefined, asRequiredString: boolean): void {
  if (network !== undefined) assertWalletNetwork(network);
  if (!asRequiredString) return serializer.serializeOption(network);
  if (network === undefined) throw new Error("Unsupported network 'undefined'");
  serializer.serializeStr(network);
}

function deserializeNetwork(deserializer: Deserializer, asRequiredString: boolean): WalletNetwork | undefined {
  const network = asRequiredString ? deserializer.deserializeStr() : deserializer.deserializeOption('string');
  if (network !== undefined) assertWalletNetwork(network);
  return network;
}

function serializePayload(serializer: Serializer, payload: PayloadArg, bcsOnly: boolean): void {
  if (!bcsOnly) return serializeTaggedPayload(serializer, payload);
  if (!isBcsPayload(payload)) throw new Error('Unexpected variant');
  serializer.serialize(payload);
}

/** Writes sign-and-submit args: v1 str network + BCS payload; v2 optional network + tagged payload; v3 signer first. */
export function serializeSignAndSubmitArgs(serializer: Serializer, args: SignAndSubmitArgs, version: number): void {
  if (version >= 3) serializeOptionalAddress(serializer, args.signerAddress);
  serializeNetwork(serializer, args.network, version === 1);
  serializePayload(serializer, args.payload, version === 1);
  serializer.serializeU64(args.expirationTimestamp ?? UNSET_CONNECT_DEFAULT);
  serializer.serializeU32AsUleb128(args.gasUnitPrice ?? UNSET_CONNECT_DEFAULT);
  serializer.serializeU32AsUleb128(args.maxGasAmount ?? UNSET_CONNECT_DEFAULT);
  serializer.serializeU32AsUleb128(args.feePayer === undefined ? 0 : 1);
  if (args.feePayer !== undefined) serializeAccountAuthenticatorInput(serializer, args.feePayer);
}

/** Reads sign-and-submit args in the layout of `version`. */
export function deserializeSignAndSubmitArgs(deserializer: Deserializer, version: number): SignAndSubmitArgs {
  const signerAddress = version >= 3 ? deserializeOptionalAddress(deserializer) : undefined;
  const network = deserializeNetwork(deserializer, version === 1);
  const payload = deserializeTaggedPayload(deserializer, version === 1);
  const expirationTimestamp = positive(Number(deserializer.deserializeU64()));
  const gasUnitPrice = positive(deserializer.deserializeUleb128AsU32());
  const maxGasAmount = positive(deserializer.deserializeUleb128AsU32());
  const feePayer = deserializer.deserializeUleb128AsU32()
    ? deserializeAccountAuthenticatorInput(deserializer)
    : undefined;
  return dropUndefined({ signerAddress, network, payload, expirationTimestamp, gasUnitPrice, maxGasAmount, feePayer });
}

/** Writes sign-transaction args: v1 str network; v2 optional network; v3 signer first; v4 tagged payload. */
export function serializeSignTransactionArgs(serializer: Serializer, args: SignTransactionArgs, version: number): void {
  if (version >= 3) serializeOptionalAddress(serializer, args.signerAddress);
  serializeNetwork(serializer, args.network, version === 1);
  serializer.serializeBool(args.sender !== undefined);
  if (args.sender !== undefined) serializeAccountInput(serializer, args.sender);
  serializePayload(serializer, args.payload, version < 4);
  serializer.serializeU32AsUleb128(args.expirationSecondsFromNow ?? UNSET_CONNECT_DEFAULT);
  serializer.serializeU64(args.expirationTimestamp ?? UNSET_CONNECT_DEFAULT);
  serializer.serializeU32AsUleb128(args.gasUnitPrice ?? UNSET_CONNECT_DEFAULT);
  serializer.serializeU32AsUleb128(args.maxGasAmount ?? UNSET_CONNECT_DEFAULT);
  serializer.serializeBool(args.feePayer !== undefined);
  if (args.feePayer !== undefined) serializeAccountInput(serializer, args.feePayer);
  const secondarySigners = args.secondarySigners ?? [];
  serializer.serializeU32AsUleb128(secondarySigners.length);
  for (const signer of secondarySigners) serializeAccountInput(serializer, signer);
}

/** Reads sign-transaction args in the layout of `version`. */
export function deserializeSignTransactionArgs(deserializer: Deserializer, version: number): SignTransactionArgs {
  const signerAddress = version >= 3 ? deserializeOptionalAddress(deserializer) : undefined;
  const network = deserializeNetwork(deserializer, version === 1);
  const sender = deserializer.deserializeBool() ? deserializeAccountInput(deserializer) : undefined;
  const payload = deserializeTaggedPayload(deserializer, version < 4);
  const expirationSecondsFromNow = positive(deserializer.deserializeUleb128AsU32());
  const expirationTimestamp = positive(Number(deserializer.deserializeU64()));
  const gasUnitPrice = positive(deserializer.deserializeUleb128AsU32());
  const maxGasAmount = positive(deserializer.deserializeUleb128AsU32());
  const feePayer = deserializer.deserializeBool() ? deserializeAccountInput(deserializer) : undefined;
  const count = deserializer.deserializeUleb128AsU32();
  const secondarySigners = Array.from({ length: count }, () => deserializeAccountInput(deserializer));
  return dropUndefined({
    signerAddress,
    network,
    sender,
    payload,
    expirationSecondsFromNow,
    expirationTimestamp,
    gasUnitPrice,
    maxGasAmount,
    feePayer,
    secondarySigners,
  });
}
