/**
 * The order form's rules: a limit price on the market's tick, a size on its lot grid, and a size typed in USD
 * turned into base units at the price the order will trade at (the limit price for a limit order, never the mark:
 * MyEtherWallet #5445), rounded down to whole lots so an order never grows past what was asked.
 */
import { PRICE_DECIMALS, USD_DECIMALS } from '#lib/domain/fixed.ts';
import { unitsForUsd } from '#lib/domain/value.ts';
import { readAmount } from './result.ts';

/** What the trader typed. */
export interface OrderInput {
  readonly type: 'market' | 'limit' | 'stopMarket' | 'stopLimit';
  readonly priceText: string;
  /** The trigger price of a stop order (ignored for market and limit). */
  readonly triggerText?: string;
  readonly sizeText: string;
  readonly sizeUnit: 'base' | 'usd';
}

/** The market's grid. */
export interface OrderGrid {
  /** USD x 10^9. */
  readonly tickSize: bigint;
  /** Base units. */
  readonly lotSize: bigint;
  readonly baseDecimals: number;
  /** Decimals a typed price may have (those of the tick). */
  readonly priceDecimals: number;
}

/** Why a field is not valid (message keys of the trade catalogue). */
export type OrderIssueKey =
  | 'order.errors.priceRequired'
  | 'order.errors.priceTick'
  | 'order.errors.sizeRequired'
  | 'order.errors.sizeBelowLot'
  | 'order.errors.noPrice'
  | 'order.errors.triggerRequired'
  | 'order.errors.triggerTick'
  | 'order.errors.triggerBuySide'
  | 'order.errors.triggerSellSide';

/** One field's issue. */
export interface OrderIssue {
  readonly field: 'price' | 'size' | 'trigger';
  readonly key: OrderIssueKey;
}

/** The order in exchange units, or the fields' issues. */
export type OrderReading =
  | { readonly ok: true; readonly price: bigint; readonly size: bigint; readonly trigger: bigint | null }
  | { readonly ok: false; readonly issues: readonly OrderIssue[] };

/**
 * Reads the form. `reference` is the price a market order is expected to fill at (USD x 10^9, null when there is
 * none yet): it prices a USD size for a market order and is returned as its price.
 */
export function readOrder(
  input: OrderInput,
  grid: OrderGrid,
  reference: bigint | null,
  stop?: { readonly isBuy: boolean; readonly mark: bigint | null },
): OrderReading {
  const issues: OrderIssue[] = [];
  let price: bigint | null = null;
  let trigger: bigint | null = null;
  const onTick = (text: string, field: 'price' | 'trigger'): bigint | null => {
    const read = readAmount(text, grid.priceDecimals);
    if (read.kind !== 'amount' || read.units === 0n) {
      issues.push({ field, key: field === 'price' ? 'order.errors.priceRequired' : 'order.errors.triggerRequired' });
      return null;
    }
    const units = read.units * 10n ** BigInt(PRICE_DECIMALS - grid.priceDecimals);
    if (units % grid.tickSize === 0n) return units;
    issues.push({ field, key: field === 'price' ? 'order.errors.priceTick' : 'order.errors.triggerTick' });
    return null;
  };
  if (input.type === 'stopMarket' || input.type === 'stopLimit') {
    trigger = onTick(input.triggerText ?? '', 'trigger');
    // a buy stop fires as the mark rises to it, a sell stop as it falls: one already reached is refused
    if (trigger !== null && stop !== undefined && stop.mark !== null) {
      if (stop.isBuy && trigger <= stop.mark) issues.push({ field: 'trigger', key: 'order.errors.triggerBuySide' });
      if (!stop.isBuy && trigger >= stop.mark) issues.push({ field: 'trigger', key: 'order.errors.triggerSellSide' });
    }
  }
  if (input.type === 'limit' || input.type === 'stopLimit') {
    price = onTick(input.priceText, 'price');
  } else if (input.type === 'stopMarket') {
    // a stop-market is sized at its trigger, the price it is expected to fill near
    price = trigger;
  } else {
    price = reference;
  }
  const decimals = input.sizeUnit === 'usd' ? USD_DECIMALS : grid.baseDecimals;
  const read = readAmount(input.sizeText, decimals);
  let size: bigint | null = null;
  if (read.kind !== 'amount' || read.units === 0n) issues.push({ field: 'size', key: 'order.errors.sizeRequired' });
  else if (input.sizeUnit === 'base') size = read.units;
  else if (price !== null) size = unitsForUsd(read.units, grid.baseDecimals, price, 'floor');
  else if (input.type === 'market') issues.push({ field: 'size', key: 'order.errors.noPrice' });
  if (size !== null) {
    size -= size % grid.lotSize;
    if (size === 0n) issues.push({ field: 'size', key: 'order.errors.sizeBelowLot' });
  }
  if (input.type === 'market' && price === null && !issues.some((i) => i.key === 'order.errors.noPrice')) {
    issues.push({ field: 'price', key: 'order.errors.noPrice' });
  }
  if (issues.length > 0 || price === null || size === null) return { ok: false, issues };
  return { ok: true, price, size, trigger };
}

/** The size at a slider position: `percent` of `max` base units, rounded down to whole lots. */
export function sizeAtPercent(max: bigint, percent: number, lotSize: bigint): bigint {
  const raw = (max * BigInt(Math.round(percent))) / 100n;
  return raw - (raw % lotSize);
}
