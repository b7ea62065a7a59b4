/**
 * Every mutation of the exchange is a Command. Time comes in through `ts` (ms since epoch) and never from a
 * clock, so replaying the same commands from the same seed reproduces the same state exactly. Amounts are
 * bigint base units, prices bigint x 10^9 (docs/CONVENTIONS.md). The server authenticates the caller before
 * it builds a command; the engine checks only what the state itself decides (balances, margin, ownership).
 */
import type { MarketName, OrderId, TokenName, UserId } from './config.ts';

/** Fields every command carries. */
interface At {
  /** When the command takes effect (ms since epoch); must not be older than the engine's clock. */
  readonly ts: number;
}

/** A session key and its expiry (ms). */
export interface SessionKey {
  readonly apiKey: string;
  readonly expiration: number;
}
/** Creates a main account for a wallet owner (fails with 'already_exists' if the owner has one). */
export interface CreateUserCommand extends At {
  readonly type: 'createUser';
  readonly owner: string;
  readonly alias: string;
  /** Referrer's user id or alias; unknown codes are ignored. */
  readonly referralCode?: string;
  /** A session key registered on the new account in the same command (all or nothing). */
  readonly sessionKey?: SessionKey;
}
/** Creates a sub-account for the owner of `sourceUserId`, optionally funding it from that account. */
export interface AddSubAccountCommand extends At {
  readonly type: 'addSubAccount';
  readonly sourceUserId: UserId;
  readonly alias: string;
  readonly token?: TokenName;
  readonly amount?: bigint;
  /** A session key registered on the new account in the same command (all or nothing). */
  readonly sessionKey?: SessionKey;
}
/** Renames an account. */
export interface SetAliasCommand extends At {
  readonly type: 'setAlias';
  readonly userId: UserId;
  readonly alias: string;
}
/** Registers a session key (an address) valid until `expiration` (ms). */
export interface AddApiKeyCommand extends At {
  readonly type: 'addApiKey';
  readonly userId: UserId;
  readonly apiKey: string;
  readonly expiration: number;
}
/** Revokes a session key. */
export interface RemoveApiKeyCommand extends At {
  readonly type: 'removeApiKey';
  readonly userId: UserId;
  readonly apiKey: string;
}
/** Credits a confirmed on-chain deposit (claimDeposit) to an account. */
export interface DepositCommand extends At {
  readonly type: 'deposit';
  readonly userId: UserId;
  readonly token: TokenName;
  readonly amount: bigint;
  /** Chain transaction hash, kept in the deposit history. */
  readonly txHash?: string;
}
/** Debits a withdrawal to an external address (the server performs the chain transfer). */
export interface WithdrawCommand extends At {
  readonly type: 'withdraw';
  readonly userId: UserId;
  readonly token: TokenName;
  readonly amount: bigint;
  readonly address: string;
  /** Network fee in the same token, kept by the operator; default 0. */
  readonly fee?: bigint;
  /** Borrow what the balance lacks, within the initial margin (Enable borrow); default false. */
  readonly borrow?: boolean;
  /** The network the funds leave over (default Aptos) and when that network settles them (ms), for the history. */
  readonly network?: string;
  readonly settlesAt?: number;
}
/** Moves tokens between accounts; with `borrow`, a shortfall is borrowed within the borrow limit. */
export interface TransferCommand extends At {
  readonly type: 'transfer';
  readonly fromUserId: UserId;
  readonly toUserId: UserId;
  readonly token: TokenName;
  readonly amount: bigint;
  readonly borrow: boolean;
}
/**
 * Places a limit order; an unfilled remainder rests on the book (unless postOnly would cross: rejected; with ioc
 * the remainder is dropped instead, never resting). postOnly and ioc together are refused ('bad_order').
 */
export interface PlaceLimitOrderCommand extends At {
  readonly type: 'placeLimitOrder';
  readonly userId: UserId;
  readonly market: MarketName;
  readonly isBid: boolean;
  readonly price: bigint;
  /** Base units of the market's base token; a multiple of lotSize. */
  readonly size: bigint;
  readonly reduceOnly: boolean;
  readonly postOnly?: boolean;
  /** Immediate-or-cancel: fill what crosses now, drop the rest. */
  readonly ioc?: boolean;
}
/** Places a market order: fills against the book up to the protective `price`, the rest is dropped. */
export interface PlaceMarketOrderCommand extends At {
  readonly type: 'placeMarketOrder';
  readonly userId: UserId;
  readonly market: MarketName;
  readonly isBid: boolean;
  /** Worst acceptable price (the market-close rule uses index x 1.05 for buys and x 0.95 for sells). */
  readonly price: bigint;
  readonly size: bigint;
  readonly reduceOnly: boolean;
}
/** Cancels resting orders of one account in one market; an empty list cancels them all. */
export interface CancelOrdersCommand extends At {
  readonly type: 'cancelOrders';
  readonly userId: UserId;
  readonly market: MarketName;
  readonly orderIds: readonly OrderId[];
}
/**
 * Places a stop order (stop-market with limitPrice absent, else stop-limit): a buy stop fires when the index
 * reaches triggerPrice from below (index >= trigger), a sell stop from above (index <= trigger). A trigger the
 * index has already reached is refused ('trigger_wrong_side').
 */
export interface PlaceTriggerOrderCommand extends At {
  readonly type: 'placeTriggerOrder';
  readonly userId: UserId;
  readonly market: MarketName;
  readonly isBid: boolean;
  readonly triggerPrice: bigint;
  readonly limitPrice?: bigint;
  readonly size: bigint;
  readonly reduceOnly: boolean;
}
/** One leg of a TP/SL: its trigger and, for a limit execution, its limit price. */
export interface TpSlLeg {
  readonly triggerPrice: bigint;
  readonly limitPrice?: bigint;
}
/**
 * Attaches a take-profit and/or a stop-loss to the account's position in a market (one cancels the other): both
 * close (reduce-only), for `size` or, absent, the whole position at trigger time. Refused without a position
 * ('no_position'), with a trigger on the wrong side of the index, or a stop loss at or past the estimated
 * liquidation price ('stop_beyond_liquidation').
 */
export interface PlaceTpSlCommand extends At {
  readonly type: 'placeTpSl';
  readonly userId: UserId;
  readonly market: MarketName;
  readonly size?: bigint;
  readonly takeProfit?: TpSlLeg;
  readonly stopLoss?: TpSlLeg;
  /** Cancel the position's current TP/SL legs in the same command (an edit of the position's TP/SL). */
  readonly replace?: boolean;
}
/** Cancels open trigger orders of one account in one market; an empty list cancels them all. */
export interface CancelTriggerOrdersCommand extends At {
  readonly type: 'cancelTriggerOrders';
  readonly userId: UserId;
  readonly market: MarketName;
  readonly triggerIds: readonly OrderId[];
}
/**
 * Sets the account's leverage in a market (1 up to the market's maximum from its margin steps): new orders there
 * need an initial margin of at least 1 / leverage of their notional. Refused when the open position and orders
 * would then need more initial margin than the account has ('leverage_needs_margin').
 */
export interface SetLeverageCommand extends At {
  readonly type: 'setLeverage';
  readonly userId: UserId;
  readonly market: MarketName;
  readonly leverage: number;
}
/** Lends an amount of the account's balance to the pool for shares. */
export interface LendCommand extends At {
  readonly type: 'lend';
  readonly userId: UserId;
  readonly token: TokenName;
  readonly amount: bigint;
}
/** Redeems lend shares worth `amount` (or all shares when amount is omitted) back to the balance. */
export interface WithdrawLendCommand extends At {
  readonly type: 'withdrawLend';
  readonly userId: UserId;
  readonly token: TokenName;
  readonly amount?: bigint;
}
/** Borrows from the pool into the balance, within the borrow limit. */
export interface BorrowCommand extends At {
  readonly type: 'borrow';
  readonly userId: UserId;
  readonly token: TokenName;
  readonly amount: bigint;
}
/** Repays borrowed tokens from the balance (or the whole debt when amount is omitted). */
export interface RepayBorrowCommand extends At {
  readonly type: 'repayBorrow';
  readonly userId: UserId;
  readonly token: TokenName;
  readonly amount?: bigint;
}
/** Turns automatic lending of idle balances on or off. */
export interface SetAutoLendCommand extends At {
  readonly type: 'setAutoLend';
  readonly userId: UserId;
  readonly enabled: boolean;
}
/** Invests USDC from an account into a vault for vault shares. */
export interface VaultDepositCommand extends At {
  readonly type: 'vaultDeposit';
  readonly userId: UserId;
  readonly vaultId: UserId;
  readonly amount: bigint;
}
/** Redeems vault shares for USDC, less the withdrawal fee and the owner's profit share. */
export interface VaultWithdrawCommand extends At {
  readonly type: 'vaultWithdraw';
  readonly userId: UserId;
  readonly vaultId: UserId;
  readonly shares: bigint;
}
/** Sets oracle index prices (price scale) for some tokens. */
export interface SetIndexPriceCommand extends At {
  readonly type: 'setIndexPrice';
  readonly prices: readonly { readonly token: TokenName; readonly price: bigint }[];
}
/** Settles one funding period on every enabled market at the current book and index prices. */
export interface ApplyFundingCommand extends At {
  readonly type: 'applyFunding';
}
/** Accrues lending interest up to `ts` and lends idle balances of autolend accounts. */
export interface AccrueInterestCommand extends At {
  readonly type: 'accrueInterest';
}
/** Liquidates every account whose value is below its maintenance margin. */
export interface LiquidateScanCommand extends At {
  readonly type: 'liquidateScan';
}

/** Records every account's portfolio value at `ts` (the server sends it hourly and at start). */
export interface SnapshotPortfoliosCommand extends At {
  readonly type: 'snapshotPortfolios';
}
/** Moves the account's whole referralToClaim into its USDC balance. */
export interface ClaimReferralCommand extends At {
  readonly type: 'claimReferral';
  readonly userId: UserId;
}

/** Every mutation the engine accepts. */
export type Command =
  | CreateUserCommand
  | AddSubAccountCommand
  | SetAliasCommand
  | AddApiKeyCommand
  | RemoveApiKeyCommand
  | DepositCommand
  | WithdrawCommand
  | TransferCommand
  | PlaceLimitOrderCommand
  | PlaceMarketOrderCommand
  | CancelOrdersCommand
  | LendCommand
  | WithdrawLendCommand
  | BorrowCommand
  | RepayBorrowCommand
  | SetAutoLendCommand
  | VaultDepositCommand
  | VaultWithdrawCommand
  | SetIndexPriceCommand
  | ApplyFundingCommand
  | AccrueInterestCommand
  | LiquidateScanCommand
  | SnapshotPortfoliosCommand
  | ClaimReferralCommand
  | PlaceTriggerOrderCommand
  | PlaceTpSlCommand
  | CancelTriggerOrdersCommand
  | SetLeverageCommand;
