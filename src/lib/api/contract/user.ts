/** Account calls: creating users and sub-accounts, session keys, aliases, transfers, account reads. */
import * as v from 'valibot';
import { WalletProof } from './auth.ts';
import { TriggerOrder } from './trading.ts';
import {
  Address,
  Alias,
  Amount,
  OrderId,
  Price,
  PositiveAmount,
  PublicKeyHex,
  Rate,
  SignatureHex,
  SignedAmount,
  StreamSeq,
  TimestampMs,
  TxHash,
  UserId,
} from './primitives.ts';

/** Referral code: the referrer's user id, or absent. */
const ReferralCode = v.nullable(UserId);

/** createUser: the wallet (sender) creates its main account and authorizes a first session key in one step. */
export const CreateUserRequest = v.strictObject({
  name: Alias,
  referralCode: v.optional(ReferralCode, null),
  sender: Address,
  apiKey: PublicKeyHex,
  expiration: TimestampMs,
  proof: WalletProof,
});
/**
 * createUser answer (SPEC: apiKey, signature, tx): the session key now authorized, the wallet signature that
 * authorized it (the request's proof.signature, over proof.fullMessage) and the exchange transaction.
 */
export const CreateUserResponse = v.object({
  userId: UserId,
  apiKey: PublicKeyHex,
  expiration: TimestampMs,
  signature: SignatureHex,
  txHash: TxHash,
});

/** Map of token address to a base-unit amount. */
export const TokenAmounts = v.record(v.string(), Amount);
/** Map of session public key to expiry (ms). */
const ApiKeys = v.record(v.string(), TimestampMs);

/** What every account listing shows. */
export const UserSummary = v.object({
  userId: UserId,
  alias: v.string(),
  /** The owning wallet's address (internal bot accounts of the simulator use non-wallet tags). */
  owner: v.pipe(v.string(), v.maxLength(80)),
  registrationTimestamp: TimestampMs,
  depositAddress: Address,
  apiKeys: ApiKeys,
  tokenBalances: TokenAmounts,
  lendingShares: TokenAmounts,
  borrowShares: TokenAmounts,
  autolendEnabled: v.boolean(),
});
/** An open order of a position. */
const OpenOrder = v.object({
  id: OrderId,
  isBid: v.boolean(),
  price: Price,
  size: Amount,
  sizeLeft: Amount,
  timestamp: TimestampMs,
});
/** A perpetual position keyed by market; size signed (negative = short), entryPrice a price. */
const PerpPosition = v.object({
  size: SignedAmount,
  entryPrice: Price,
  realizedPnl: SignedAmount,
  /** Funding settled since the position opened (USDC base units, positive received); absent from older servers. */
  funding: v.optional(SignedAmount),
  bids: v.record(v.string(), OpenOrder),
  asks: v.record(v.string(), OpenOrder),
  fundingCheckpoint: v.object({ index: v.pipe(v.number(), v.integer(), v.minValue(0)), fundingPerLot: Rate }),
});
/** Fee terms of an account. */
const UserFees = v.object({
  tier: v.pipe(v.number(), v.integer(), v.minValue(0)),
  perpTakerFee: Rate,
  perpMakerFee: Rate,
  spotTakerFee: Rate,
  spotMakerFee: Rate,
  slaveKickback: Rate,
  masterId: v.nullable(UserId),
  masterKickback: Rate,
  userAccFee: SignedAmount,
});
/**
 * A vault holding of an account: shares, the vault's current share price, and the USDC put in and not yet withdrawn
 * (pro rata), above which a withdrawal pays the profit share. The exchange always sends costBasis (optional only so
 * that answers recorded before it remain valid).
 */
const VaultInvestment = v.object({ shares: Amount, sharePrice: Price, costBasis: v.optional(Amount) });
/** Everything the app shows of one account. */
export const UserData = v.object({
  ...UserSummary.entries,
  perpPositions: v.record(v.string(), PerpPosition),
  fees: UserFees,
  vaultInvestments: v.record(v.string(), VaultInvestment),
  /** Vault settings when the account is a vault (the main vault, id 2), else null. */
  vault: v.nullable(
    v.object({ ownerId: UserId, totalShares: Amount, minDeposit: Amount, withdrawalFee: Rate, profitShare: Rate }),
  ),
  /** Referral kickbacks accrued and not yet claimed (claimReferral pays them into USDC). */
  referralToClaim: Amount,
  /**
   * Debt per token address that no lender could fund when it arose (a fee, loss, funding or penalty beyond the
   * balance while the pool had no cash): counted in margin like a borrow, paid from the next deposit of the token
   * and turned into a pool borrow once the pool has the cash. The exchange always sends it (optional only so
   * that answers recorded before it remain valid).
   */
  owed: v.optional(TokenAmounts),
  /**
   * Leverage in force per market name (cross margin): the one the account set, else the market's maximum. The
   * exchange always sends both fields below (optional only so that answers recorded before them remain valid).
   */
  leverage: v.optional(v.record(v.string(), v.pipe(v.number(), v.safeInteger(), v.minValue(1)))),
  /** Open trigger orders (stops, take-profit and stop-loss legs), ascending id. */
  triggerOrders: v.optional(v.array(TriggerOrder)),
  /** Account value, weighted collateral and margin requirements (USD base units, signed). */
  margin: v.object({
    value: SignedAmount,
    initialCollateral: SignedAmount,
    initialRequired: SignedAmount,
    maintenanceCollateral: SignedAmount,
    maintenanceRequired: SignedAmount,
    upnl: SignedAmount,
  }),
});

/** getUsersByAddress request. */
export const UsersByAddressRequest = v.strictObject({ userAddress: Address });
/** getUsersByAddress answer, sorted by ascending numeric id (the first is the main account). */
export const UsersByAddressResponse = v.object({ users: v.array(UserSummary) });
/** getUserData request. */
export const UserDataRequest = v.strictObject({ userId: UserId });
/** getUserData answer; seq lines it up with the `user:<userId>` channel. */
export const UserDataResponse = v.object({ userData: UserData, seq: StreamSeq });

/** addApiKey: the wallet that owns userId authorizes a session key until expiration. */
export const AddApiKeyRequest = v.strictObject({
  userId: UserId,
  apiKey: PublicKeyHex,
  expiration: TimestampMs,
  proof: WalletProof,
});
/** addApiKey answer. */
export const AddApiKeyResponse = v.object({ apiKey: PublicKeyHex, expiration: TimestampMs, txHash: TxHash });
/** setApiKey: asks whether a stored key is still usable for an account (read only). */
export const SetApiKeyRequest = v.strictObject({ userId: UserId, apiKey: PublicKeyHex });
/** setApiKey answer; expiration null when the key is unknown. */
export const SetApiKeyResponse = v.object({ valid: v.boolean(), expiration: v.nullable(TimestampMs) });
/** removeApiKey (session-signed): revokes a key of the account. */
export const RemoveApiKeyRequest = v.strictObject({ userId: UserId, apiKey: PublicKeyHex });

/** transferToUser (session-signed by userId): moves funds to another account of the same wallet. */
export const TransferRequest = v.strictObject({
  userId: UserId,
  tokenAddress: Address,
  amount: PositiveAmount,
  borrow: v.optional(v.boolean(), false),
  recipient: UserId,
});
/** setAliasName (session-signed). */
export const SetAliasRequest = v.strictObject({ userId: UserId, alias: Alias });
/** addSubAccount (session-signed by the source account): new account of the same wallet, optionally funded. */
export const AddSubAccountRequest = v.strictObject({
  userId: UserId,
  name: Alias,
  amount: v.optional(Amount, '0'),
  tokenAddress: Address,
});
/** addSubAccount answer. */
export const AddSubAccountResponse = v.object({ userId: UserId, txHash: TxHash });

/** fetchUserStats request. */
export const UserStatsRequest = v.strictObject({ userIds: v.pipe(v.array(UserId), v.minLength(1), v.maxLength(100)) });
/** Per-account stats: balance = net value in USD base units, monthlyBalance = 30-day traded volume in USD. */
const UserStats = v.object({ balance: SignedAmount, monthlyBalance: Amount });
/** fetchUserStats answer keyed by user id (unknown ids are omitted). */
export const UserStatsResponse = v.object({ stats: v.record(v.string(), UserStats) });

/** The usual answer of an account mutation. */
export const TxResponse = v.object({ txHash: TxHash });
