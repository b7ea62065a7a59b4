/**
 * Wire primitives of the exchange contract. Amounts in token base units travel as integer strings, prices and
 * rates as decimal strings (docs/CONVENTIONS.md); nothing on the wire is a float except counts and timestamps.
 */
import * as v from 'valibot';

/** Largest base-unit amount accepted anywhere (u64::MAX, the chain's coin amount type). */
const MAX_AMOUNT = 18_446_744_073_709_551_615n;
const UNSIGNED_INT = /^(0|[1-9][0-9]{0,19})$/;
const SIGNED_INT = /^-?(0|[1-9][0-9]{0,38})$/;
const UNSIGNED_DEC = /^(0|[1-9][0-9]{0,17})(\.[0-9]{1,9})?$/;
const SIGNED_DEC = /^-?(0|[1-9][0-9]{0,26})(\.[0-9]{1,9})?$/;

/** Whether an unsigned integer text is at most MAX_AMOUNT (20 digits can exceed it; fewer never do). */
const inAmountRange = (s: string): boolean => s.length < 20 || BigInt(s) <= MAX_AMOUNT;
/** Whether a text is an Amount (what the schema below accepts), for a hand-written fast path (stream-fast-path.ts). */
export const isAmountText = (s: string): boolean => UNSIGNED_INT.test(s) && inAmountRange(s);
/** Whether a text is a Price (what the schema below accepts), for a hand-written fast path. */
export const isPriceText = (s: string): boolean => UNSIGNED_DEC.test(s);
/** What a market name looks like. */
export const MARKET_NAME = /^[A-Z0-9]{1,12}-PERP$/;

/** Base-unit amount >= 0, at most MAX_AMOUNT ("1500000"). */
export const Amount = v.pipe(
  v.string(),
  v.regex(UNSIGNED_INT, 'amount must be an unsigned integer string'),
  // valibot runs every action even after a failed regex: the range check must not throw on bad text
  v.check((s) => !UNSIGNED_INT.test(s) || inAmountRange(s), 'amount is out of range'),
);
/** Base-unit amount > 0: what every request that moves funds must carry. */
export const PositiveAmount = v.pipe(
  Amount,
  v.check((s) => s !== '0', 'amount must be positive'),
);
/** Signed base-unit amount or size (a change, a short position). */
export const SignedAmount = v.pipe(v.string(), v.regex(SIGNED_INT, 'expected a signed integer string'));
/** Price in USD as a decimal string with at most 9 decimals ("97123.45"). */
export const Price = v.pipe(v.string(), v.regex(UNSIGNED_DEC, 'price must be a decimal string'));
/** Price > 0, for orders. */
export const PositivePrice = v.pipe(
  Price,
  v.check((s) => /[1-9]/.test(s), 'price must be positive'),
);
/** Signed ratio or rate as a decimal string (funding, change24h, APR). */
export const Rate = v.pipe(v.string(), v.regex(SIGNED_DEC, 'rate must be a decimal string'));
/** Account id: a numeric string; the lowest id of a wallet is its main account. */
export const UserId = v.pipe(v.string(), v.regex(/^(0|[1-9][0-9]{0,15})$/, 'userId must be a numeric string'));
/** Aptos account address in long form: 0x plus 64 lowercase hex digits. */
export const Address = v.pipe(v.string(), v.regex(/^0x[0-9a-f]{64}$/, 'address must be 0x plus 64 hex digits'));
/** Ed25519 public key, 0x plus 64 hex digits; a session API key is named by its public key. */
export const PublicKeyHex = v.pipe(v.string(), v.regex(/^0x[0-9a-f]{64}$/, 'public key must be 0x plus 64 hex'));
/** Ed25519 signature, 0x plus 128 hex digits. */
export const SignatureHex = v.pipe(v.string(), v.regex(/^0x[0-9a-f]{128}$/, 'signature must be 0x plus 128 hex'));
/** Transaction hash, 0x plus 64 hex digits. */
export const TxHash = v.pipe(v.string(), v.regex(/^0x[0-9a-f]{64}$/, 'tx hash must be 0x plus 64 hex'));
/** Milliseconds since the epoch. */
export const TimestampMs = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
/** Perpetual market name such as BTC-PERP; whether it exists is checked against the config. */
export const MarketName = v.pipe(v.string(), v.regex(MARKET_NAME, 'market must look like BTC-PERP'));
/** Token ticker such as USDC. */
export const TokenName = v.pipe(v.string(), v.regex(/^[A-Z0-9]{1,12}$/, 'token must be a ticker'));
/** Order side. */
export const Side = v.picklist(['Bid', 'Ask']);
/** Account alias: 3 to 32 letters and digits (SPEC section 5). */
export const Alias = v.pipe(
  v.string(),
  v.minLength(3, 'alias must have at least 3 characters'),
  v.maxLength(32, 'alias must have at most 32 characters'),
  v.regex(/^[A-Za-z0-9]+$/, 'alias must be letters and digits'),
);
/** Engine order id: a safe non-negative integer, unique across markets. */
export const OrderId = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
/**
 * A stream channel's sequence number (0 before any event). A snapshot answer's `seq` is its channel's last
 * sequence number when the snapshot was taken: it already contains every event up to and including that number.
 */
export const StreamSeq = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
/** Opaque pagination cursor; null when there is no further page. */
export const Cursor = v.nullable(v.pipe(v.string(), v.maxLength(200)));
/** A request that carries nothing. */
export const Empty = v.strictObject({});

/** Side as written in a number-free type. */
export type Side = v.InferOutput<typeof Side>;
