/**
 * The stream's hottest message, checked by hand: a market channel's OrderbookUpdate event. A busy book sends
 * thousands a second, and the generic schema check (valibot's variant over every server message) cost about a
 * third of each one's handling in the browser bench. This accepts exactly what ServerMessage accepts for that
 * shape and answers the same output (unknown keys dropped, new objects); anything else, valid or not, is left to
 * the schema (undefined). tests/unit/lib/api/stream-fast-path.test.ts holds it equal to the schema on random input.
 */
import { isAmountText, isPriceText, MARKET_NAME } from './primitives.ts';
import { CHANNEL_NAME, type ServerMessage } from './streams.ts';

/** An OrderbookUpdate event message, as ServerMessage types it. */
export type BookEventMessage = Extract<ServerMessage, { type: 'event' }> & {
  readonly event: { readonly type: 'OrderbookUpdate' };
};
type Levels = Extract<BookEventMessage['event'], { type: 'OrderbookUpdate' }>['asksUpdates'];

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** The levels of one side, or undefined if any level is not a BookLevel. */
function levels(list: unknown): Levels | undefined {
  if (!Array.isArray(list)) return undefined;
  const out: { price: string; size: string }[] = new Array(list.length);
  for (let i = 0; i < list.length; i++) {
    const level: unknown = list[i];
    if (!isRecord(level)) return undefined;
    const { price, size } = level;
    if (typeof price !== 'string' || typeof size !== 'string' || !isPriceText(price) || !isAmountText(size))
      return undefined;
    out[i] = { price, size };
  }
  return out;
}

/** The validated message when `data` is a well-formed OrderbookUpdate event; undefined for anything else. */
export function fastBookEvent(data: unknown): BookEventMessage | undefined {
  if (!isRecord(data) || Array.isArray(data) || data.type !== 'event') return undefined;
  const { channel, seq, event } = data;
  if (typeof channel !== 'string' || !CHANNEL_NAME.test(channel)) return undefined;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0) return undefined;
  if (!isRecord(event) || Array.isArray(event) || event.type !== 'OrderbookUpdate') return undefined;
  const { market } = event;
  if (typeof market !== 'string' || !MARKET_NAME.test(market)) return undefined;
  const asksUpdates = levels(event.asksUpdates);
  if (asksUpdates === undefined) return undefined;
  const bidsUpdates = levels(event.bidsUpdates);
  if (bidsUpdates === undefined) return undefined;
  return { type: 'event', channel, seq, event: { type: 'OrderbookUpdate', market, asksUpdates, bidsUpdates } };
}
