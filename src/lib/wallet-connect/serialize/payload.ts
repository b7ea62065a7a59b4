/** BCS of a transaction payload: either the chain's TransactionPayload or the dapp's loose payload input. */
import {
  AccountAddress,
  Deserializer,
  deserializeFromScriptArgument,
  Hex,
  type InputGenerateTransactionPayloadData,
  type MoveFunctionId,
  parseTypeTag,
  type ScriptFunctionArgumentTypes,
  Serializer,
  TransactionPayload,
  TypeTag,
  type TypeArgument,
} from '@aptos-labs/ts-sdk';
import { deserializeEntryArgument, type EntryArgument, serializeEntryArgument } from './entry-argument.ts';

/** A payload as requests carry it. */
export type PayloadArg = TransactionPayload | InputGenerateTransactionPayloadData;

/** Wire variants of the loose payload input. */
const PAYLOAD_INPUT_VARIANT = { entryFunction: 0, script: 1, multisig: 2 } as const;

/** True when the payload is the chain's own BCS-serializable TransactionPayload. */
export function isBcsPayload(payload: PayloadArg): payload is TransactionPayload {
  return 'bcsToBytes' in payload;
}

function serializeTypeArguments(serializer: Serializer, typeArguments: readonly TypeArgument[]): void {
  serializer.serializeU32AsUleb128(typeArguments.length);
  for (const typeArgument of typeArguments) {
    serializer.serialize(
      typeof typeArgument === 'string' ? parseTypeTag(typeArgument, { allowGenerics: true }) : typeArgument,
    );
  }
}

function deserializeTypeArguments(deserializer: Deserializer): TypeTag[] {
  const length = deserializer.deserializeUleb128AsU32();
  return Array.from({ length }, () => deserializer.deserialize(TypeTag));
}

function serializeEntryArguments(serializer: Serializer, args: readonly EntryArgument[]): void {
  serializer.serializeU32AsUleb128(args.length);
  for (const arg of args) serializeEntryArgument(serializer, arg);
}

function deserializeEntryArguments(deserializer: Deserializer): EntryArgument[] {
  const length = deserializer.deserializeUleb128AsU32();
  return Array.from({ length }, () => deserializeEntryArgument(deserializer));
}

/** Writes the loose payload input: variant, then function/arguments/type arguments (or script bytecode). */
function serializePayloadInput(serializer: Serializer, value: InputGenerateTransactionPayloadData): void {
  if ('multisigAddress' in value) {
    // A multisig script has no wire form in this protocol.
    if (!('function' in value)) throw new Error('Unexpected variant');
    serializer.serializeU32AsUleb128(PAYLOAD_INPUT_VARIANT.multisig);
    serializer.serializeStr(value.function);
    serializeEntryArguments(serializer, (value.functionArguments ?? []) as EntryArgument[]);
    serializeTypeArguments(serializer, value.typeArguments ?? []);
    serializer.serialize(AccountAddress.from(value.multisigAddress));
  } else if ('function' in value) {
    serializer.serializeU32AsUleb128(PAYLOAD_INPUT_VARIANT.entryFunction);
    serializer.serializeStr(value.function);
    serializeEntryArguments(serializer, (value.functionArguments ?? []) as EntryArgument[]);
    serializeTypeArguments(serializer, value.typeArguments ?? []);
  } else {
    serializer.serializeU32AsUleb128(PAYLOAD_INPUT_VARIANT.script);
    serializer.serializeBytes(Hex.fromHexInput(value.bytecode).toUint8Array());
    serializer.serializeU32AsUleb128(value.functionArguments.length);
    for (const argument of value.functionArguments) argument.serializeForScriptFunction(serializer);
    serializeTypeArguments(serializer, value.typeArguments ?? []);
  }
}

/** Reads the loose payload input; throws 'Unexpected variant' for an unknown tag. */
function deserializePayloadInput(deserializer: Deserializer): InputGenerateTransactionPayloadData {
  const variant = deserializer.deserializeUleb128AsU32();
  switch (variant) {
    case PAYLOAD_INPUT_VARIANT.multisig: {
      const fn = deserializer.deserializeStr() as MoveFunctionId;
      const functionArguments = deserializeEntryArguments(deserializer);
      const typeArguments = deserializeTypeArguments(deserializer);
      const multisigAddress = deserializer.deserialize(AccountAddress);
      return { function: fn, functionArguments, typeArguments, multisigAddress };
    }
    case PAYLOAD_INPUT_VARIANT.entryFunction: {
      const fn = deserializer.deserializeStr() as MoveFunctionId;
      const functionArguments = deserializeEntryArguments(deserializer);
      return { function: fn, functionArguments, typeArguments: deserializeTypeArguments(deserializer) };
    }
    case PAYLOAD_INPUT_VARIANT.script: {
      const bytecode = deserializer.deserializeBytes();
      const length = deserializer.deserializeUleb128AsU32();
      const functionArguments = Array.from(
        { length },
        () => deserializeFromScriptArgument(deserializer) as ScriptFunctionArgumentTypes,
      );
      return { bytecode, functionArguments, typeArguments: deserializeTypeArguments(deserializer) };
    }
    default:
      throw new Error('Unexpected variant');
  }
}

/** Writes bool isBcs then the payload in the matching form (request versions that allow loose input). */
export function serializeTaggedPayload(serializer: Serializer, payload: PayloadArg): void {
  serializer.serializeBool(isBcsPayload(payload));
  if (isBcsPayload(payload)) serializer.serialize(payload);
  else serializePayloadInput(serializer, payload);
}

/** Reads a payload: always BCS when `bcsOnly` (older versions), otherwise bool isBcs first. */
export function deserializeTaggedPayload(deserializer: Deserializer, bcsOnly: boolean): PayloadArg {
  const isBcs = bcsOnly || deserializer.deserializeBool();
  return isBcs ? deserializer.deserialize(TransactionPayload) : deserializePayloadInput(deserializer);
}
