/**
 * What the engine emits after applying a command: user events (SPEC section 7 "Streams", per userId) and
 * market events (per market, or global for prices and lending). Units as in commands.ts; the server formats
 * them for the wire.
 */
import type { MarketName, OrderId, TokenName, UserId } from './config.ts';

/** One fill as seen by one side of a trade. */
export interface Fill {
  /** Trade id, shared by the maker's and the taker's fill. */
  readonly tradeId: number;
  /** This side's order id. */
  readonly orderId: OrderId;
  readonly market: MarketName;
  /** This side's direction. */
  readonly isBid: boolean;
  readonly isMaker: boolean;
  readonly price: bigint;
  /** Base units of the base token. */
  readonly size: bigint;
  /** USDC base units paid (negative is a rebate), after the referred user's kickback. */
  readonly fee: bigint;
  /** PnL realized by this fill on the position (USDC base units). */
  readonly realizedPnl: bigint;
  readonly timestamp: number;
}

/** Why a balance changed. */
export type BalanceChangeReason =
  | 'deposit'
  | 'withdraw'
  | 'transfer'
  | 'trade'
  | 'fee'
  | 'funding'
  | 'lend'
  | 'borrow'
  | 'liquidation'
  | 'vault'
  | 'referral';

interface UserEventBase {
  readonly userId: UserId;
  readonly ts: number;
}

/** A token balance moved by `changeAmount` (signed base units). */
export interface BalanceChangeEvent extends UserEventBase {
  readonly type: 'BalanceChange';
  readonly token: TokenName;
  readonly tokenAddress: string;
  readonly changeAmount: bigint;
  readonly reason: BalanceChangeReason;
}
/** A deposit was credited. */
export interface DepositEvent extends UserEventBase {
  readonly type: 'Deposit';
  readonly token: TokenName;
  readonly tokenAddress: string;
  readonly amount: bigint;
}
/** A withdrawal was debited. */
export interface WithdrawEvent extends UserEventBase {
  readonly type: 'Withdraw';
  readonly token: TokenName;
  readonly tokenAddress: string;
  readonly amount: bigint;
  readonly address: string;
}
/** Tokens were lent for shares. */
export interface LendEvent extends UserEventBase {
  readonly type: 'Lend';
  readonly token: TokenName;
  readonly amount: bigint;
  readonly sharesReceived: bigint;
}
/** Lend shares were redeemed. */
export interface WithdrawLendEvent extends UserEventBase {
  readonly type: 'WithdrawLend';
  readonly token: TokenName;
  readonly amount: bigint;
  readonly sharesAmount: bigint;
}
/** Tokens were borrowed for borrow shares. */
export interface BorrowEvent extends UserEventBase {
  readonly type: 'Borrow';
  readonly token: TokenName;
  readonly amount: bigint;
  readonly sharesReceived: bigint;
}
/** Borrow shares were repaid. */
export interface RepayBorrowEvent extends UserEventBase {
  readonly type: 'RepayBorrow';
  readonly token: TokenName;
  readonly amount: bigint;
  readonly sharesRepaid: bigint;
}
/** Autolend was switched. */
export interface SetAutoLendEvent extends UserEventBase {
  readonly type: 'SetAutoLend';
  readonly enabled: boolean;
}
/** A limit order was accepted; `fills` are its immediate (taker) fills. */
export interface PlacePerpLimitOrderEvent extends UserEventBase {
  readonly type: 'PlacePerpLimitOrder';
  readonly market: MarketName;
  readonly orderId: OrderId;
  readonly isBid: boolean;
  readonly price: bigint;
  readonly size: bigint;
  readonly filledSize: bigint;
  readonly fills: readonly Fill[];
}
/** A market order was executed. */
export interface PlacePerpMarketOrderEvent extends UserEventBase {
  readonly type: 'PlacePerpMarketOrder';
  readonly market: MarketName;
  readonly orderId: OrderId;
  readonly isBid: boolean;
  readonly size: bigint;
  readonly filledSize: bigint;
  readonly fills: readonly Fill[];
}
/** Resting orders left the book without filling (user cancel, reduce-only trim or liquidation). */
export interface CanceledPerpOrdersEvent extends UserEventBase {
  readonly type: 'CanceledPerpOrders';
  readonly market: MarketName;
  readonly ordersIds: readonly OrderId[];
}
/** A resting (maker) order was filled by someone else's order. */
export interface OrderFillsEvent extends UserEventBase {
  readonly type: 'OrderFills';
  readonly market: MarketName;
  readonly orderId: OrderId;
  readonly fills: readonly Fill[];
}
/** The account was renamed. */
export interface SetAliasEvent extends UserEventBase {
  readonly type: 'SetAlias';
  readonly newAlias: string;
}
/** A session key was registered. */
export interface AddApiKeyEvent extends UserEventBase {
  readonly type: 'AddApiKey';
  readonly apiKey: string;
  readonly expirationTimestamp: number;
}
/** A session key was revoked. */
export interface RemoveApiKeyEvent extends UserEventBase {
  readonly type: 'RemoveApiKey';
  readonly apiKey: string;
}
/** An account was created (main or sub-account); not a SPEC stream event but needed by the server. */
export interface UserCreatedEvent extends UserEventBase {
  readonly type: 'UserCreated';
  readonly owner: string;
  readonly alias: string;
}
/** Funding was settled on a position (signed USDC base units; negative was paid). */
export interface FundingPaymentEvent extends UserEventBase {
  readonly type: 'FundingPayment';
  readonly market: MarketName;
  readonly amount: bigint;
}
/** A position was closed by the liquidation engine. */
export interface LiquidationEvent extends UserEventBase {
  readonly type: 'Liquidation';
  readonly market: MarketName;
  readonly size: bigint;
  readonly price: bigint;
  readonly penalty: bigint;
}

/** The backstop took over debt with collateral of an account that had no position left to close. */
export interface CollateralLiquidationEvent extends UserEventBase {
  readonly type: 'CollateralLiquidation';
  readonly debtToken: TokenName;
  /** Debt taken over (base units of debtToken). */
  readonly debt: bigint;
  readonly collateralToken: TokenName;
  /** Collateral the backstop received (base units of collateralToken). */
  readonly collateral: bigint;
  /** Collateral paid to the insurance fund as the penalty (base units of collateralToken). */
  readonly penalty: bigint;
}
/** A bankrupt account's debt in one token: what the fund paid and what the loss rule settled. */
export interface BadDebtEvent extends UserEventBase {
  readonly type: 'BadDebt';
  readonly token: TokenName;
  readonly amount: bigint;
  readonly coveredByFund: bigint;
  /** Written off against the pool's lenders. */
  readonly socialized: bigint;
  /** Owed amount no lender funded, passed to the operator. */
  readonly toOperator: bigint;
}

/** A trigger order (stop, take-profit or stop-loss) was accepted and waits for the index price. */
export interface PlaceTriggerOrderEvent extends UserEventBase {
  readonly type: 'PlaceTriggerOrder';
  readonly market: MarketName;
  readonly triggerId: OrderId;
  readonly kind: 'stop' | 'takeProfit' | 'stopLoss';
  readonly isBid: boolean;
  /** True: fires when index >= triggerPrice; false: when index <= triggerPrice. */
  readonly above: boolean;
  readonly triggerPrice: bigint;
  readonly limitPrice: bigint | null;
  /** null = the whole position when it fires. */
  readonly size: bigint | null;
  readonly reduceOnly: boolean;
  readonly ocoId: OrderId | null;
}
/** The index reached a trigger: it placed order `orderId` (its PlacePerp*Order event follows) for `size`. */
export interface TriggerOrderTriggeredEvent extends UserEventBase {
  readonly type: 'TriggerOrderTriggered';
  readonly market: MarketName;
  readonly triggerId: OrderId;
  readonly orderId: OrderId;
  readonly indexPrice: bigint;
  readonly size: bigint;
}
/**
 * Trigger orders left without firing: 'user' (cancel call), 'oco' (the other leg fired), 'positionClosed' (the
 * position they protect closed or flipped), 'reduceOnly' (nothing left to reduce when it fired), 'refused' (its
 * order was refused when it fired: margin, market status; `code` says which), 'liquidation' (the account was
 * liquidated).
 */
export interface CanceledTriggerOrdersEvent extends UserEventBase {
  readonly type: 'CanceledTriggerOrders';
  readonly market: MarketName;
  readonly triggerIds: readonly OrderId[];
  readonly reason: TriggerCancelReason;
  /** The engine's error code when the reason is 'refused'. */
  readonly code: string | null;
}
/** Why trigger orders were canceled (CanceledTriggerOrdersEvent). */
export type TriggerCancelReason = 'user' | 'oco' | 'positionClosed' | 'reduceOnly' | 'refused' | 'liquidation';
/** The account's leverage in a market changed. */
export interface SetLeverageEvent extends UserEventBase {
  readonly type: 'SetLeverage';
  readonly market: MarketName;
  readonly leverage: number;
}

/** The account invested `amount` USDC in a vault for `shares` at `sharePrice` (price scale). */
export interface VaultDepositEvent extends UserEventBase {
  readonly type: 'VaultDeposit';
  readonly vaultId: UserId;
  readonly amount: bigint;
  readonly shares: bigint;
  readonly sharePrice: bigint;
}
/** The account redeemed `shares` of a vault: `amount` USDC received after the withdrawal fee and profit share. */
export interface VaultWithdrawEvent extends UserEventBase {
  readonly type: 'VaultWithdraw';
  readonly vaultId: UserId;
  readonly amount: bigint;
  readonly shares: bigint;
  readonly sharePrice: bigint;
  readonly withdrawalFee: bigint;
  readonly profitShare: bigint;
}

/** Every per-user event. */
export type UserEvent =
  | BalanceChangeEvent
  | DepositEvent
  | WithdrawEvent
  | LendEvent
  | WithdrawLendEvent
  | BorrowEvent
  | RepayBorrowEvent
  | SetAutoLendEvent
  | PlacePerpLimitOrderEvent
  | PlacePerpMarketOrderEvent
  | CanceledPerpOrdersEvent
  | OrderFillsEvent
  | SetAliasEvent
  | AddApiKeyEvent
  | RemoveApiKeyEvent
  | UserCreatedEvent
  | FundingPaymentEvent
  | LiquidationEvent
  | CollateralLiquidationEvent
  | BadDebtEvent
  | PlaceTriggerOrderEvent
  | TriggerOrderTriggeredEvent
  | CanceledTriggerOrdersEvent
  | SetLeverageEvent
  | VaultDepositEvent
  | VaultWithdrawEvent;

/** A depth change: the new aggregated size at a price (0 means the level is gone). */
export interface DepthUpdate {
  readonly price: bigint;
  readonly size: bigint;
}
/** Depth changes of one market caused by one command. */
export interface OrderbookUpdateEvent {
  readonly type: 'OrderbookUpdate';
  readonly market: MarketName;
  readonly ts: number;
  readonly asksUpdates: readonly DepthUpdate[];
  readonly bidsUpdates: readonly DepthUpdate[];
}
/** A public trade; `isBid` is the taker's side. */
export interface Trade {
  readonly tradeId: number;
  readonly price: bigint;
  readonly size: bigint;
  readonly isBid: boolean;
  readonly timestamp: number;
}
/** Trades of one market caused by one command. */
export interface TradesUpdateEvent {
  readonly type: 'TradesUpdate';
  readonly market: MarketName;
  readonly ts: number;
  readonly updates: readonly Trade[];
}
/** Pool totals of one token after a lending change or accrual. */
export interface BorrowLendData {
  readonly token: TokenName;
  readonly lendShares: bigint;
  readonly lendAmount: bigint;
  readonly borrowShares: bigint;
  readonly borrowAmount: bigint;
  readonly borrowEnabled: boolean;
  readonly lastUpdateTimestampSec: number;
}
/** Lending pools that changed. */
export interface BorrowLendUpdateEvent {
  readonly type: 'BorrowLendUpdate';
  readonly ts: number;
  readonly updates: readonly BorrowLendData[];
}
/** Index prices that changed. */
export interface IndexPriceUpdateEvent {
  readonly type: 'IndexPriceUpdate';
  readonly ts: number;
  readonly updates: readonly { readonly name: TokenName; readonly price: bigint }[];
}

/** Every public (non-user) event. */
export type MarketEvent = OrderbookUpdateEvent | TradesUpdateEvent | BorrowLendUpdateEvent | IndexPriceUpdateEvent;

/** Everything `Engine.apply` can emit; user events carry `userId`, market events do not. */
export type EngineEvent = UserEvent | MarketEvent;
