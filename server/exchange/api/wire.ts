/**
 * Engine values and events in wire form (docs/CONVENTIONS.md): amounts as integer strings, prices and rates as
 * decimal strings, and each engine event on its stream channel.
 */
import { formatDecimal, PRICE_DECIMALS, RATE_DECIMALS } from '#lib/domain/fixed.ts';
import type { Channel, StreamEvent } from '#lib/api/contract/streams.ts';
import type { Fill as WireFill, TriggerOrder as WireTrigger } from '#lib/api/contract/trading.ts';
import type { EngineEvent, Fill, UserEvent } from '#server/engine/model/events.ts';
import type { TriggerOrder } from '#server/engine/model/state.ts';

/** A price (x 10^9) as a decimal string. */
export const wirePrice = (value: bigint): string => formatDecimal(value, PRICE_DECIMALS);
/** A rate or ratio (x 10^9) as a decimal string. */
export const wireRate = (value: bigint): string => formatDecimal(value, RATE_DECIMALS);
/** A base-unit amount as an integer string. */
export const wireAmount = (value: bigint): string => value.toString();

/** A fill in wire form. */
export function wireFill(f: Fill): WireFill {
  return {
    tradeId: f.tradeId,
    orderId: f.orderId,
    market: f.market,
    isBid: f.isBid,
    isMaker: f.isMaker,
    price: wirePrice(f.price),
    size: wireAmount(f.size),
    fee: wireAmount(f.fee),
    realizedPnl: wireAmount(f.realizedPnl),
    timestamp: f.timestamp,
  };
}

/** A trigger order in wire form. */
export function wireTrigger(t: TriggerOrder): WireTrigger {
  return {
    triggerId: t.id,
    market: t.market,
    kind: t.kind,
    isBid: t.isBid,
    condition: t.above ? 'above' : 'below',
    triggerPrice: wirePrice(t.triggerPrice),
    limitPrice: t.limitPrice === null ? null : wirePrice(t.limitPrice),
    size: t.size === null ? null : wireAmount(t.size),
    reduceOnly: t.reduceOnly,
    ocoId: t.ocoId,
    timestamp: t.timestamp,
    status: t.status,
    closeReason: t.closeReason,
    orderId: t.orderId,
    closedAt: t.closedAt,
  };
}

/** The channel and wire form of an engine event, or null for events that are not streamed. */
export function streamEvent(
  e: EngineEvent,
  tokenAddress: (token: string) => string,
): { channel: Channel; event: StreamEvent } | null {
  const levels = (list: readonly { price: bigint; size: bigint }[]) =>
    list.map((l) => ({ price: wirePrice(l.price), size: wireAmount(l.size) }));
  switch (e.type) {
    case 'OrderbookUpdate':
      return {
        channel: `market:${e.market}`,
        event: {
          type: e.type,
          market: e.market,
          asksUpdates: levels(e.asksUpdates),
          bidsUpdates: levels(e.bidsUpdates),
        },
      };
    case 'TradesUpdate':
      return {
        channel: `market:${e.market}`,
        event: {
          type: e.type,
          market: e.market,
          updates: e.updates.map((t) => ({
            tradeId: t.tradeId,
            price: wirePrice(t.price),
            size: wireAmount(t.size),
            timestamp: t.timestamp,
            isBid: t.isBid,
          })),
        },
      };
    case 'BorrowLendUpdate':
      return {
        channel: 'borrowLend',
        event: {
          type: e.type,
          updates: e.updates.map((u) => ({
            token: u.token,
            lendShares: wireAmount(u.lendShares),
            lendAmount: wireAmount(u.lendAmount),
            borrowShares: wireAmount(u.borrowShares),
            borrowAmount: wireAmount(u.borrowAmount),
            borrowEnabled: u.borrowEnabled,
            lastUpdateTimestampSec: u.lastUpdateTimestampSec,
          })),
        },
      };
    case 'IndexPriceUpdate':
      return {
        channel: 'indexPrices',
        event: { type: e.type, updates: e.updates.map((u) => ({ name: u.name, price: wirePrice(u.price) })) },
      };
    case 'UserCreated':
    case 'FundingPayment':
    case 'Liquidation':
    case 'CollateralLiquidation':
    case 'BadDebt':
      return null;
    default:
      return { channel: `user:${e.userId}`, event: userEvent(e, tokenAddress) };
  }
}

type StreamedUserEvent = Exclude<
  UserEvent,
  { type: 'UserCreated' | 'FundingPayment' | 'Liquidation' | 'CollateralLiquidation' | 'BadDebt' }
>;

function userEvent(e: StreamedUserEvent, tokenAddress: (token: string) => string): StreamEvent {
  const base = { userId: e.userId, timestamp: e.ts };
  switch (e.type) {
    case 'BalanceChange':
      return {
        ...base,
        type: e.type,
        token: e.token,
        tokenAddress: e.tokenAddress,
        changeAmount: wireAmount(e.changeAmount),
        reason: e.reason,
      };
    case 'Deposit':
      return { ...base, type: e.type, token: e.token, tokenAddress: e.tokenAddress, amount: wireAmount(e.amount) };
    case 'Withdraw':
      return {
        ...base,
        type: e.type,
        token: e.token,
        tokenAddress: e.tokenAddress,
        amount: wireAmount(e.amount),
        address: e.address,
      };
    case 'Lend':
    case 'Borrow':
      return {
        ...base,
        type: e.type,
        token: e.token,
        tokenAddress: tokenAddress(e.token),
        amount: wireAmount(e.amount),
        sharesReceived: wireAmount(e.sharesReceived),
      };
    case 'WithdrawLend':
      return {
        ...base,
        type: e.type,
        token: e.token,
        tokenAddress: tokenAddress(e.token),
        amount: wireAmount(e.amount),
        sharesAmount: wireAmount(e.sharesAmount),
      };
    case 'RepayBorrow':
      return {
        ...base,
        type: e.type,
        token: e.token,
        tokenAddress: tokenAddress(e.token),
        amount: wireAmount(e.amount),
        sharesRepaid: wireAmount(e.sharesRepaid),
      };
    case 'SetAutoLend':
      return { ...base, type: e.type, enabled: e.enabled };
    case 'PlacePerpLimitOrder':
      return {
        ...base,
        type: e.type,
        market: e.market,
        orderId: e.orderId,
        isBid: e.isBid,
        price: wirePrice(e.price),
        size: wireAmount(e.size),
        filledSize: wireAmount(e.filledSize),
        fills: e.fills.map(wireFill),
      };
    case 'PlacePerpMarketOrder':
      return {
        ...base,
        type: e.type,
        market: e.market,
        orderId: e.orderId,
        isBid: e.isBid,
        size: wireAmount(e.size),
        filledSize: wireAmount(e.filledSize),
        fills: e.fills.map(wireFill),
      };
    case 'CanceledPerpOrders':
      return { ...base, type: e.type, market: e.market, ordersIds: [...e.ordersIds] };
    case 'OrderFills':
      return { ...base, type: e.type, market: e.market, orderId: e.orderId, fills: e.fills.map(wireFill) };
    case 'SetAlias':
      return { ...base, type: e.type, newAlias: e.newAlias };
    case 'AddApiKey':
      return { ...base, type: e.type, apiKey: e.apiKey, expirationTimestamp: e.expirationTimestamp };
    case 'RemoveApiKey':
      return { ...base, type: e.type, apiKey: e.apiKey };
    case 'PlaceTriggerOrder':
      return {
        ...base,
        type: e.type,
        market: e.market,
        triggerId: e.triggerId,
        kind: e.kind,
        isBid: e.isBid,
        condition: e.above ? 'above' : 'below',
        triggerPrice: wirePrice(e.triggerPrice),
        limitPrice: e.limitPrice === null ? null : wirePrice(e.limitPrice),
        size: e.size === null ? null : wireAmount(e.size),
        reduceOnly: e.reduceOnly,
        ocoId: e.ocoId,
      };
    case 'TriggerOrderTriggered':
      return {
        ...base,
        type: e.type,
        market: e.market,
        triggerId: e.triggerId,
        orderId: e.orderId,
        indexPrice: wirePrice(e.indexPrice),
        size: wireAmount(e.size),
      };
    case 'CanceledTriggerOrders':
      return { ...base, type: e.type, market: e.market, triggerIds: [...e.triggerIds], reason: e.reason, code: e.code };
    case 'SetLeverage':
      return { ...base, type: e.type, market: e.market, leverage: e.leverage };
    case 'VaultDeposit':
      return {
        ...base,
        type: e.type,
        vaultId: e.vaultId,
        amount: wireAmount(e.amount),
        shares: wireAmount(e.shares),
        sharePrice: wirePrice(e.sharePrice),
      };
    case 'VaultWithdraw':
      return {
        ...base,
        type: e.type,
        vaultId: e.vaultId,
        amount: wireAmount(e.amount),
        shares: wireAmount(e.shares),
        sharePrice: wirePrice(e.sharePrice),
        withdrawalFee: wireAmount(e.withdrawalFee),
        profitShare: wireAmount(e.profitShare),
      };
  }
}
