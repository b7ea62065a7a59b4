/**
 * Chain rules for multi-signature keys, signature bitmaps and raw transactions, over @aptos-labs/ts-sdk with the
 * spec's messages (see rules.ts for ChainRuleError).
 */
import {
  ChainId,
  type Ed25519PublicKey,
  MultiEd25519PublicKey,
  MultiEd25519Signature,
  RawTransaction,
  type AccountAddress,
  type TransactionPayload,
} from '@aptos-labs/ts-sdk';
import { CHAIN_DEFAULTS } from './networks.ts';
import { ChainRuleError } from './rules.ts';

/** Length of a multi-signature bitmap in bytes (32 signer bits). */
const SIGNATURE_BITMAP_BYTES = 4;

/**
 * Builds a multi-Ed25519 public key; 2..32 signers and a threshold of 1..signers, else ChainRuleError
 * 'invalidThreshold' (the SDK checks, this maps its error).
 */
export function createMultiSigPublicKey(
  publicKeys: readonly Ed25519PublicKey[],
  threshold: number,
): MultiEd25519PublicKey {
  if (!Number.isSafeInteger(threshold)) throw new ChainRuleError('invalidThreshold');
  try {
    return new MultiEd25519PublicKey({ publicKeys: [...publicKeys], threshold });
  } catch (error) {
    throw new ChainRuleError('invalidThreshold', error);
  }
}

/** True when a multi-signature threshold is allowed for `signerCount` signers (1 <= threshold <= signers <= 32). */
export function isValidMultiSigThreshold(threshold: number, signerCount: number): boolean {
  return (
    Number.isSafeInteger(threshold) &&
    threshold >= 1 &&
    threshold <= signerCount &&
    signerCount <= CHAIN_DEFAULTS.maxMultiSigSigners
  );
}

/**
 * The 4-byte bitmap marking which signers signed (bit 0 = most significant bit of byte 0), from sorted unique
 * indices 0..31; anything else throws ChainRuleError 'invalidBitmap'.
 */
export function createSignatureBitmap(signerIndices: readonly number[]): Uint8Array {
  if (signerIndices.some((bit) => !Number.isSafeInteger(bit) || bit < 0)) throw new ChainRuleError('invalidBitmap');
  try {
    return MultiEd25519Signature.createBitmap({ bits: [...signerIndices] });
  } catch (error) {
    throw new ChainRuleError('invalidBitmap', error);
  }
}

/** Throws ChainRuleError 'invalidBitmap' unless the bitmap is exactly 4 bytes. */
export function assertSignatureBitmap(bitmap: Uint8Array): void {
  if (bitmap.length !== SIGNATURE_BITMAP_BYTES) throw new ChainRuleError('invalidBitmap');
}

/** Arguments of a raw transaction; gasUnitPrice is required, the rest default to the chain defaults. */
export interface RawTransactionArgs {
  readonly sender: AccountAddress;
  readonly sequenceNumber: bigint;
  readonly payload: TransactionPayload;
  readonly chainId: number;
  /** Gas unit price in octas; building without it throws 'No gasUnitPrice provided.'. */
  readonly gasUnitPrice?: bigint | undefined;
  /** Default 200000. */
  readonly maxGasAmount?: bigint;
  /** Expiry in seconds since the epoch; default now + 20 s. */
  readonly expirationTimestampSecs?: bigint;
  /** Current time in ms, used only for the default expiry (explicit so callers and tests control the clock). */
  readonly nowMs: number;
}

/** Builds a raw transaction; ChainRuleError 'No gasUnitPrice provided.' without a gas price. */
export function buildRawTransaction(args: RawTransactionArgs): RawTransaction {
  if (args.gasUnitPrice === undefined) throw new ChainRuleError('noGasUnitPrice');
  const expiry =
    args.expirationTimestampSecs ?? BigInt(Math.floor(args.nowMs / 1000) + CHAIN_DEFAULTS.expirySecondsFromNow);
  return new RawTransaction(
    args.sender,
    args.sequenceNumber,
    args.payload,
    args.maxGasAmount ?? BigInt(CHAIN_DEFAULTS.maxGasAmount),
    args.gasUnitPrice,
    expiry,
    new ChainId(args.chainId),
  );
}
