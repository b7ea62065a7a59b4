/**
 * Take profit and stop loss as the trader types them: a trigger price, a % gain / loss of the entry price, or a PnL
 * in USD; each one gives the trigger price and the others follow from it. Units as margin.ts: sizes signed base
 * units (negative = short), prices USD x 10^9, USD x 10^6, percents in hundredths of a percent (bps).
 *
 * Rounding rule (tpslTrigger): a trigger computed from a percent or a PnL is rounded to the tick **toward the
 * entry price**, so the gain or loss at the trigger never exceeds what was typed. The PnL shown at a trigger is the
 * position's PnL at that price before fees, rounded toward zero (as notionalUsd).
 */
import { absBig, divRound, pow10, PRICE_DECIMALS, RATE_ONE, USD_DECIMALS } from './fixed.ts';
import { roundToTick } from './close.ts';
import { unitsToInputText } from './format.ts';
import { readAmount } from './validation/result.ts';
import { notionalUsd } from './value.ts';

/** Which leg: the take profit (a gain) or the stop loss (a loss). */
export type TpSlLeg = 'takeProfit' | 'stopLoss';
/** What a TP/SL field holds: the trigger price, a % of the entry price, or a PnL in USD. */
export type TpSlMode = 'price' | 'percent' | 'pnl';

/** The position (or the order about to open it) the TP/SL protects. */
export interface TpSlBasis {
  /** Signed base units: > 0 long, < 0 short. */
  readonly size: bigint;
  /** USD x 10^9. */
  readonly entry: bigint;
  readonly sizeDecimals: number;
  /** USD x 10^9. */
  readonly tickSize: bigint;
}

/** Decimals of a typed percent (12.34 %): hundredths of a percent, i.e. basis points. */
export const TPSL_PERCENT_DECIMALS = 2;
const BPS_ONE = 10_000n;

/** +1 when the leg's trigger lies above the entry (a long's take profit, a short's stop loss), else -1. */
function legDirection(size: bigint, leg: TpSlLeg): 1n | -1n {
  return size > 0n === (leg === 'takeProfit') ? 1n : -1n;
}

/** Rounds toward the entry: down for a trigger above it, up for one below it. */
const towardEntry = (direction: bigint) => (direction > 0n ? 'floor' : 'ceil');

/**
 * The trigger price of a leg from a typed magnitude (bps for 'percent', USD x 10^6 for 'pnl', USD x 10^9 for
 * 'price', which is returned as is): null when the position is flat or the price would not be positive.
 */
export function tpslTrigger(basis: TpSlBasis, leg: TpSlLeg, mode: TpSlMode, magnitude: bigint): bigint | null {
  if (mode === 'price') return magnitude > 0n ? magnitude : null;
  if (basis.size === 0n || basis.entry <= 0n) return null;
  const direction = legDirection(basis.size, leg);
  const rounding = towardEntry(direction);
  let raw: bigint;
  if (mode === 'percent') {
    raw = divRound(basis.entry * (BPS_ONE + direction * magnitude), BPS_ONE, rounding);
  } else {
    // |size| x delta / 10^(decimals + 3) = pnl, so delta = pnl x 10^(decimals + 3) / |size|, its magnitude floored
    const scale = pow10(basis.sizeDecimals + PRICE_DECIMALS - USD_DECIMALS);
    const delta = divRound(magnitude * scale, absBig(basis.size), 'floor');
    raw = basis.entry + direction * delta;
  }
  const price = roundToTick(raw, basis.tickSize, rounding);
  return price > 0n ? price : null;
}

/** The position's PnL at a trigger price before fees, USD x 10^6, rounded toward zero. */
export function pnlAtTrigger(basis: Pick<TpSlBasis, 'size' | 'entry' | 'sizeDecimals'>, trigger: bigint): bigint {
  return notionalUsd(basis.size, basis.sizeDecimals, trigger - basis.entry);
}

/**
 * The move from entry to the trigger in the position's favour as a ratio of the entry (x 10^9, 1.0 = 100 %),
 * rounded toward zero; formatPercent shows it to 2 decimals (a typed 2 % whose trigger rounded toward the entry
 * reads 2.00 %, not 1.99 %).
 */
export function percentAtTrigger(basis: Pick<TpSlBasis, 'size' | 'entry'>, trigger: bigint): bigint {
  if (basis.entry <= 0n || basis.size === 0n) return 0n;
  const favour = basis.size > 0n ? trigger - basis.entry : basis.entry - trigger;
  return divRound(favour * RATE_ONE, basis.entry, 'trunc');
}

/**
 * Whether the leg's trigger lies on the side where it can fire: a long's take profit (a short's stop loss) above
 * the mark, a long's stop loss (a short's take profit) below it; the exchange refuses the others
 * (trigger_wrong_side).
 */
export function triggerSideOk(size: bigint, leg: TpSlLeg, trigger: bigint, mark: bigint): boolean {
  return legDirection(size, leg) > 0n ? trigger > mark : trigger < mark;
}

/**
 * Whether a stop loss lies at or past the estimated liquidation price (a long's at or below it, a short's at or
 * above it): the position would be liquidated before it triggers (the exchange refuses it:
 * stop_beyond_liquidation).
 */
export function stopBeyondLiquidation(size: bigint, trigger: bigint, liquidation: bigint | null): boolean {
  if (liquidation === null || size === 0n) return false;
  return size > 0n ? trigger <= liquidation : trigger >= liquidation;
}

/** Decimals of a typed USD PnL (cents). */
const PNL_INPUT_DECIMALS = 2;

/**
 * The trigger a typed TP/SL field gives: a price on the tick ('price', null when off the tick), or one computed
 * from a % or a USD amount over the basis (null without a basis). Empty or unreadable text gives null.
 */
export function tpslFieldTrigger(
  basis: TpSlBasis | null,
  leg: TpSlLeg,
  mode: TpSlMode,
  text: string,
  priceDecimals: number,
): bigint | null {
  if (mode === 'price') {
    const read = readAmount(text, priceDecimals);
    if (read.kind !== 'amount' || read.units === 0n) return null;
    const price = read.units * pow10(PRICE_DECIMALS - priceDecimals);
    return basis !== null && price % basis.tickSize !== 0n ? null : price;
  }
  if (basis === null) return null;
  const read = readAmount(text, mode === 'percent' ? TPSL_PERCENT_DECIMALS : PNL_INPUT_DECIMALS);
  if (read.kind !== 'amount' || read.units === 0n) return null;
  const magnitude = mode === 'percent' ? read.units : read.units * pow10(USD_DECIMALS - PNL_INPUT_DECIMALS);
  return tpslTrigger(basis, leg, mode, magnitude);
}

/**
 * The text a TP/SL field shows in `mode` for a trigger (when the trader switches what the field holds): the
 * price at the tick's decimals, or the gain / loss as an unsigned % or USD amount, truncated.
 */
export function tpslFieldText(basis: TpSlBasis, mode: TpSlMode, trigger: bigint, priceDecimals: number): string {
  if (mode === 'price') return unitsToInputText(trigger / pow10(PRICE_DECIMALS - priceDecimals), priceDecimals);
  if (mode === 'percent') {
    const bps = divRound(absBig(percentAtTrigger(basis, trigger)), RATE_ONE / BPS_ONE, 'halfUp');
    return unitsToInputText(bps, TPSL_PERCENT_DECIMALS);
  }
  const cents = absBig(pnlAtTrigger(basis, trigger)) / pow10(USD_DECIMALS - PNL_INPUT_DECIMALS);
  return unitsToInputText(cents, PNL_INPUT_DECIMALS);
}
