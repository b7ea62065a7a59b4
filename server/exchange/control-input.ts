/**
 * What a person types to the local network's controls, read exactly: a span of time ("1h", "25h", "90m",
 * "1h30m", "2d", "500ms", or plain milliseconds) and a human price ("90000", "90,000.50", "$0.25") as the engine's
 * fixed-point price (USD x 10^PRICE_DECIMALS) without ever going through a float.
 */
import { PRICE_DECIMALS, tryParseDecimal } from '#lib/domain/fixed.ts';
import { isTokenTicker, type TokenTicker } from '#lib/domain/tokens.ts';

const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000, ms: 1 } as const;
/** The longest advance accepted in one call (a year): past it a typo is likelier than intent. */
const MAX_SPAN_MS = 366 * UNIT_MS.d;

/** A control's input could not be read; `message` says what is expected. */
export class ControlInputError extends Error {
  override readonly name = 'ControlInputError' as const;
}

/** Milliseconds of a span such as "1h", "1h30m", "25h", "2d", "500ms" or "3600000"; positive, at most a year. */
export function parseSpan(text: string): number {
  const span = text.trim().toLowerCase();
  let ms = 0;
  if (/^\d{1,12}$/.test(span)) ms = Number(span);
  else {
    const parts = [...span.matchAll(/(\d{1,9})(ms|d|h|m|s)/g)];
    if (parts.length === 0 || parts.map((p) => p[0]).join('') !== span)
      throw new ControlInputError(`cannot read the span ${JSON.stringify(text)}: write e.g. 1h, 90m, 1h30m, 2d or ms`);
    for (const [, count, unit] of parts) ms += Number(count) * UNIT_MS[unit as keyof typeof UNIT_MS];
  }
  if (ms <= 0) throw new ControlInputError('the span must be longer than zero');
  if (ms > MAX_SPAN_MS) throw new ControlInputError('the span must be at most 366 days');
  return ms;
}

/** A span as the largest whole units that write it ("1h30m", "25h", "500ms"). */
export function formatSpan(ms: number): string {
  let rest = ms;
  let out = '';
  for (const unit of ['h', 'm', 's', 'ms'] as const) {
    const count = Math.floor(rest / UNIT_MS[unit]);
    if (count > 0) out += `${count}${unit}`;
    rest -= count * UNIT_MS[unit];
  }
  return out || '0ms';
}

/**
 * A human price as the engine's fixed point: an optional "$", digits with optional comma groups of three, an
 * optional fraction of at most PRICE_DECIMALS digits; positive.
 */
export function parsePrice(text: string): bigint {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)?(\.\d*)?$/.test(trimmed))
    throw new ControlInputError(`cannot read the price ${JSON.stringify(text)}: write e.g. 90000 or 90,000.50`);
  const parsed = tryParseDecimal(trimmed.replaceAll(',', ''), PRICE_DECIMALS);
  if (!parsed.ok)
    throw new ControlInputError(
      parsed.code === 'tooManyDecimals'
        ? `a price has at most ${PRICE_DECIMALS} decimals`
        : `cannot read the price ${JSON.stringify(text)}`,
    );
  if (parsed.value <= 0n) throw new ControlInputError('the price must be above zero');
  return parsed.value;
}

/** A token whose index price the controls may set: any token of the network but USDC, the quote every price is in. */
export function priceToken(text: string): Exclude<TokenTicker, 'USDC'> {
  const token = text.trim().toUpperCase();
  if (!isTokenTicker(token) || token === 'USDC')
    throw new ControlInputError(`no index price to set for ${JSON.stringify(text)}: use BTC, ETH, SOL or APT`);
  return token;
}
