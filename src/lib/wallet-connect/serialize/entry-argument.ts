/** BCS of loosely typed entry-function arguments (the wallet re-types them against the function's ABI). */
import { AccountAddress, Deserializer, FixedBytes, type Serializable, Serializer } from '@aptos-labs/ts-sdk';
import type { EntryFunctionArgumentTypes, SimpleEntryFunctionArgumentTypes } from '@aptos-labs/ts-sdk';

/** Any argument a dapp may pass to an entry function. */
export type EntryArgument = EntryFunctionArgumentTypes | SimpleEntryFunctionArgumentTypes;

/** Wire variants of an argument. */
const ENTRY_ARGUMENT_VARIANT = {
  undefined: 0,
  array: 1,
  string: 2,
  bytes: 3,
  accountAddress: 4,
  fixedBytes: 5,
} as const;

/** Writes one argument: null/undefined/empty option, arrays and vectors, scalars as strings, bytes, addresses. */
export function serializeEntryArgument(serializer: Serializer, argument: EntryArgument): void {
  const variant = (value: number) => serializer.serializeU32AsUleb128(value);
  if (argument === undefined || argument === null) return variant(ENTRY_ARGUMENT_VARIANT.undefined);
  if (Array.isArray(argument)) {
    variant(ENTRY_ARGUMENT_VARIANT.array);
    serializer.serializeU32AsUleb128(argument.length);
    for (const item of argument) serializeEntryArgument(serializer, item);
    return;
  }
  if (['string', 'number', 'boolean', 'bigint'].includes(typeof argument)) {
    variant(ENTRY_ARGUMENT_VARIANT.string);
    return serializer.serializeStr(String(argument));
  }
  if (argument instanceof Uint8Array) {
    variant(ENTRY_ARGUMENT_VARIANT.bytes);
    return serializer.serializeBytes(argument);
  }
  if (argument instanceof ArrayBuffer) {
    variant(ENTRY_ARGUMENT_VARIANT.bytes);
    return serializer.serializeBytes(new Uint8Array(argument));
  }
  const typed = argument as Serializable & { values?: readonly EntryArgument[]; data?: Uint8Array };
  if (Array.isArray(typed.values)) {
    variant(ENTRY_ARGUMENT_VARIANT.array);
    serializer.serializeU32AsUleb128(typed.values.length);
    for (const item of typed.values) serializeEntryArgument(serializer, item);
    return;
  }
  if ('data' in typed) {
    variant(ENTRY_ARGUMENT_VARIANT.accountAddress);
    return serializer.serialize(typed);
  }
  const value: unknown = (typed as { value?: unknown }).value;
  if (value === undefined) {
    // An empty MoveOption: the peer writes the variant and then the option's own BCS (a zero length).
    variant(ENTRY_ARGUMENT_VARIANT.undefined);
    return serializer.serialize(typed);
  }
  if (value instanceof Uint8Array) {
    variant(ENTRY_ARGUMENT_VARIANT.fixedBytes);
    return serializer.serializeBytes(value);
  }
  variant(ENTRY_ARGUMENT_VARIANT.string);
  serializer.serializeStr(String(value));
}

/** Reads one argument; throws 'Unexpected variant' for an unknown tag. */
export function deserializeEntryArgument(deserializer: Deserializer): EntryArgument {
  const variant = deserializer.deserializeUleb128AsU32();
  switch (variant) {
    case ENTRY_ARGUMENT_VARIANT.undefined:
      return undefined;
    case ENTRY_ARGUMENT_VARIANT.array: {
      const length = deserializer.deserializeUleb128AsU32();
      return Array.from({ length }, () => deserializeEntryArgument(deserializer)) as EntryArgument;
    }
    case ENTRY_ARGUMENT_VARIANT.bytes:
      return deserializer.deserializeBytes();
    case ENTRY_ARGUMENT_VARIANT.accountAddress:
      return deserializer.deserialize(AccountAddress);
    case ENTRY_ARGUMENT_VARIANT.string:
      return deserializer.deserializeStr();
    case ENTRY_ARGUMENT_VARIANT.fixedBytes:
      return new FixedBytes(deserializer.deserializeBytes());
    default:
      throw new Error('Unexpected variant');
  }
}
