/**
 * Chain rules (SPEC section 5) as a thin layer over @aptos-labs/ts-sdk: the SDK does the checking, this layer maps
 * its errors to the spec's messages (which come from the legacy `aptos` package) in one ChainRuleError class.
 */
import {
  Account,
  AccountAddress,
  Serializer,
  isValidHardenedPath,
  parseTypeTag,
  type Ed25519Account,
  type TypeTag,
} from '@aptos-labs/ts-sdk';
import { validateMnemonic } from '@scure/bip39';
import { wordlist as english } from '@scure/bip39/wordlists/english.js';

/** The spec's chain error messages, by code. */
export const CHAIN_RULE_MESSAGES = {
  invalidDerivationPath: 'Invalid derivation path',
  invalidMnemonic: 'Invalid mnemonic',
  invalidAddress: 'Invalid account address',
  outOfRange: 'Value is out of range',
  noGasUnitPrice: 'No gasUnitPrice provided.',
  invalidTypeTag: 'Invalid type tag.',
  invalidThreshold: 'Invalid multi-signature threshold',
  invalidBitmap: 'Invalid signature bitmap',
} as const;

/** Which chain rule failed. */
export type ChainRuleCode = keyof typeof CHAIN_RULE_MESSAGES;

/** Thrown when a chain rule fails; the message is the spec's, `code` names the rule, `cause` keeps the SDK error. */
export class ChainRuleError extends Error {
  override readonly name = 'ChainRuleError' as const;
  readonly code: ChainRuleCode;
  /** Builds the error for a failed rule, keeping the underlying SDK error as the cause. */
  constructor(code: ChainRuleCode, cause?: unknown) {
    super(CHAIN_RULE_MESSAGES[code], cause === undefined ? undefined : { cause });
    this.code = code;
  }
}

/** Word counts a BIP-39 mnemonic may have. */
const MNEMONIC_WORD_COUNTS: readonly number[] = [12, 15, 18, 21, 24] as const;

/**
 * True for an Aptos derivation path m/44'/637'/n'/n'/n' with every part hardened: the SDK's isValidHardenedPath,
 * plus a hardened last part, which the SDK's regex leaves optional but the spec requires.
 */
export function isValidDerivationPath(path: string): boolean {
  return isValidHardenedPath(path) && path.endsWith("'");
}

/** Throws ChainRuleError 'Invalid derivation path' unless the path is a valid hardened Aptos path. */
export function assertDerivationPath(path: string): void {
  if (!isValidDerivationPath(path)) throw new ChainRuleError('invalidDerivationPath');
}

/** Splits a phrase into words, tolerating extra whitespace and upper case. */
function normaliseMnemonic(phrase: string): string {
  return phrase.trim().toLowerCase().split(/\s+/).join(' ');
}

/** True for a 12/15/18/21/24-word English BIP-39 mnemonic with a valid checksum. */
export function isValidMnemonic(phrase: string): boolean {
  const normalised = normaliseMnemonic(phrase);
  if (normalised === '' || !MNEMONIC_WORD_COUNTS.includes(normalised.split(' ').length)) return false;
  return validateMnemonic(normalised, english);
}

/** Throws ChainRuleError 'Invalid mnemonic' unless the phrase is a valid mnemonic. */
function assertMnemonic(phrase: string): void {
  if (!isValidMnemonic(phrase)) throw new ChainRuleError('invalidMnemonic');
}

/** Derives the Ed25519 account at `path` from `mnemonic`, after checking both with the spec's messages. */
export function deriveAccount(path: string, mnemonic: string): Ed25519Account {
  assertDerivationPath(path);
  assertMnemonic(mnemonic);
  return Account.fromDerivationPath({ path, mnemonic: normaliseMnemonic(mnemonic) });
}

// "At most 32 bytes of hex" is the SDK's relaxed parsing (AIP-40: 0x optional, short forms padded) with every
// short form allowed, as the legacy package the spec comes from padded any short address. AccountAddress.isValid
// cannot say that: its relaxed mode keeps the default of at most 4 missing characters, so it refuses 0x1234.
const ANY_SHORT_FORM = { maxMissingChars: 63 } as const;

/** True when the text is an account address of at most 32 bytes of hex (0x optional, short forms allowed). */
export function isValidAccountAddress(text: string): boolean {
  try {
    AccountAddress.fromString(text, ANY_SHORT_FORM);
    return true;
  } catch {
    return false;
  }
}

/** Parses an address of at most 32 bytes of hex (short forms are zero-padded); throws ChainRuleError otherwise. */
export function parseAccountAddress(text: string): AccountAddress {
  try {
    return AccountAddress.fromString(text, ANY_SHORT_FORM);
  } catch (error) {
    throw new ChainRuleError('invalidAddress', error);
  }
}

/** Unsigned integer widths the BCS serializer range-checks. */
export type UintKind = 'u8' | 'u16' | 'u32' | 'u64' | 'u128' | 'u256';

/**
 * BCS-serializes an unsigned integer (little-endian) with the SDK's Serializer; a value outside 0..max of the
 * width, or a non-integer, throws ChainRuleError 'Value is out of range'.
 */
export function serializeUint(kind: UintKind, value: number | bigint): Uint8Array {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) throw new ChainRuleError('outOfRange');
  const serializer = new Serializer();
  try {
    switch (kind) {
      case 'u8':
        serializer.serializeU8(Number(value));
        break;
      case 'u16':
        serializer.serializeU16(Number(value));
        break;
      case 'u32':
        serializer.serializeU32(Number(value));
        break;
      case 'u64':
        serializer.serializeU64(value);
        break;
      case 'u128':
        serializer.serializeU128(value);
        break;
      case 'u256':
        serializer.serializeU256(value);
        break;
    }
  } catch (error) {
    throw new ChainRuleError('outOfRange', error);
  }
  return serializer.toUint8Array();
}

/** Parses a Move type tag with the SDK's parseTypeTag; a parse failure throws ChainRuleError 'Invalid type tag.'. */
export function parseTypeTagStrict(text: string): TypeTag {
  try {
    return parseTypeTag(text, { allowGenerics: false });
  } catch (error) {
    // TypeTagParserError for malformed text; anything else (e.g. a bad address inside a struct tag) is invalid too.
    throw new ChainRuleError('invalidTypeTag', error);
  }
}
