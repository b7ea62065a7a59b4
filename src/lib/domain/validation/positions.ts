/**
 * Market-close and limit-close rules (SPEC section 5): quantities are non-zero and at most the absolute
 * position size; sliders set a percent of the position, shown to 2 decimals.
 */
import { absBig, formatDecimal } from '#lib/domain/fixed.ts';
import { amountAtPercent, shareInBps } from '#lib/domain/percent.ts';
import { issue, readAmount, settle, type Validated, type ValidationIssue } from './result.ts';

/** Reads a close quantity: blank or zero -> requiredField; garbage -> requiredField; above |position| -> errors.exceedsBalance. */
function checkQuantity<F extends string>(
  field: F,
  text: string,
  decimals: number,
  positionSize: bigint,
): bigint | ValidationIssue<F> {
  const read = readAmount(text, decimals);
  if (read.kind !== 'amount' || read.units === 0n) return issue(field, 'requiredField');
  if (read.units > absBig(positionSize)) return issue(field, 'errors.exceedsBalance');
  return read.units;
}

/** The largest close quantity: the absolute position size. */
export function maxCloseQuantity(positionSize: bigint): bigint {
  return absBig(positionSize);
}

/** The close quantity at a slider mark (25/50/75/100 % of |position|, rounded down). */
export function closeQuantityAtPercent(positionSize: bigint, percent: number): bigint {
  return amountAtPercent(absBig(positionSize), percent);
}

/** The slider position for a typed quantity: percent of |position| as a string with 2 decimals ("33.33"). */
export function closePercentText(quantity: bigint, positionSize: bigint): string {
  return formatDecimal(shareInBps(quantity, positionSize), 2, { minDecimals: 2 });
}

/** Market close: the size is non-zero and at most |position| (field 'size'). */
export function validateMarketClose(
  sizeText: string,
  decimals: number,
  positionSize: bigint,
): Validated<{ units: bigint }, 'size'> {
  const size = checkQuantity('size', sizeText, decimals, positionSize);
  return typeof size === 'bigint' ? { ok: true, value: { units: size } } : { ok: false, issues: [size] };
}

/** Limit close input: the price (price decimals) and the quantity (size decimals). */
export interface LimitCloseInput {
  readonly priceText: string;
  readonly priceDecimals: number;
  readonly quantityText: string;
  readonly sizeDecimals: number;
  readonly positionSize: bigint;
}

/** Limit close: price and quantity both non-zero (requiredField), quantity at most |position|. */
export function validateLimitClose(
  input: LimitCloseInput,
): Validated<{ price: bigint; units: bigint }, 'price' | 'quantity'> {
  const issues: ValidationIssue<'price' | 'quantity'>[] = [];
  const price = readAmount(input.priceText, input.priceDecimals);
  if (price.kind !== 'amount' || price.units === 0n) issues.push(issue('price', 'requiredField'));
  const quantity = checkQuantity('quantity', input.quantityText, input.sizeDecimals, input.positionSize);
  if (typeof quantity !== 'bigint') issues.push(quantity);
  return settle(issues, () => ({
    price: price.kind === 'amount' ? price.units : 0n,
    units: typeof quantity === 'bigint' ? quantity : 0n,
  }));
}
