/**
 * The hand-checked OrderbookUpdate path (src/lib/api/contract/stream-fast-path.ts) against the contract's schema:
 * on random messages, valid and broken, it either leaves the message to the schema or answers exactly what the
 * schema answers; and it does take the well-formed book events it exists for.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fastBookEvent } from '#lib/api/contract/stream-fast-path.ts';
import { ServerMessage } from '#lib/api/contract/streams.ts';

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
/** Texts near the edges of Price and Amount: leading zeros, 20 and 21 digits, u64::MAX and one past it, signs. */
const numberText = fc.oneof(
  { weight: 12, arbitrary: fc.nat().map(String) },
  digits(1, 22),
  fc.constantFrom('0', '00', '-1', '1.', '.5', '1.5', '1.1234567890', '97012.5', ' 1', '1e3', ''),
  fc.constantFrom('18446744073709551615', '18446744073709551616', '99999999999999999999', '100000000000000000000'),
  fc.tuple(digits(1, 19), digits(1, 10)).map(([a, b]) => `${a}.${b}`),
);
const level = fc.oneof(
  { weight: 20, arbitrary: fc.record({ price: numberText, size: numberText }) },
  { weight: 1, arbitrary: fc.record({ price: numberText, size: numberText, extra: fc.string() }) },
  { weight: 1, arbitrary: fc.record({ price: fc.integer(), size: numberText }) },
  { weight: 1, arbitrary: fc.oneof(fc.constant(null), fc.string(), fc.constant([]), fc.record({ price: numberText })) },
);
const market = fc.oneof(
  { weight: 12, arbitrary: fc.constant('BTC-PERP') },
  fc.constantFrom('BTC-PERP', 'ETH-PERP', 'btc-PERP', 'BTC', 'ABCDEFGHIJKLM-PERP', ''),
  fc.string(),
);
const channel = fc.oneof(
  { weight: 12, arbitrary: fc.constant('market:BTC-PERP') },
  fc.constantFrom('market:BTC-PERP', 'market:ETH-PERP', 'indexPrices', 'user:12', 'user:012', 'market:', 'x'),
  fc.string(),
);
const seq = fc.oneof(
  { weight: 12, arbitrary: fc.nat() },
  fc.constantFrom(-1, 1.5, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, Number.NaN),
  fc.string(),
);
const bookEvent = fc.record({
  type: fc.oneof({ weight: 8, arbitrary: fc.constant('OrderbookUpdate') }, fc.constantFrom('TradesUpdate', 'x')),
  market,
  asksUpdates: fc.oneof({ weight: 12, arbitrary: fc.array(level, { maxLength: 3 }) }, fc.constant(null)),
  bidsUpdates: fc.oneof({ weight: 12, arbitrary: fc.array(level, { maxLength: 3 }) }, fc.string()),
});
const message = fc.oneof(
  { weight: 8, arbitrary: fc.record({ type: fc.constant('event'), channel, seq, event: bookEvent }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('event'), channel, seq, event: bookEvent, more: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constantFrom('subscribed', 'pong', 'event'), channel, seq }) },
  { weight: 1, arbitrary: fc.anything() },
);
/** A well-formed book event (what the server sends). */
const wellFormed = fc.record({
  type: fc.constant('event'),
  channel: fc.constant('market:BTC-PERP'),
  seq: fc.nat(),
  event: fc.record({
    type: fc.constant('OrderbookUpdate'),
    market: fc.constant('BTC-PERP'),
    asksUpdates: fc.array(fc.record({ price: fc.nat().map(String), size: fc.nat().map(String) }), { maxLength: 5 }),
    bidsUpdates: fc.array(fc.record({ price: fc.nat().map(String), size: fc.nat().map(String) }), { maxLength: 5 }),
  }),
});

describe('fastBookEvent', () => {
  it('never accepts what the schema refuses, and answers what the schema answers', () => {
    let taken = 0;
    fc.assert(
      fc.property(message, (data) => {
        const fast = fastBookEvent(data);
        const schema = v.safeParse(ServerMessage, data);
        if (fast === undefined) return;
        taken++;
        expect(schema.success).toBe(true);
        expect(fast).toStrictEqual(schema.output);
      }),
      { numRuns: 20_000 },
    );
    // the generator reaches the accepting path often enough for the comparison to mean something
    expect(taken).toBeGreaterThan(2_000);
  });

  it('takes every well-formed book event, with unknown keys dropped as the schema drops them', () => {
    fc.assert(
      fc.property(wellFormed, (data) => {
        expect(fastBookEvent(data)).toStrictEqual(v.parse(ServerMessage, data));
      }),
    );
    const withExtra = {
      type: 'event',
      channel: 'market:BTC-PERP',
      seq: 7,
      extra: 1,
      event: {
        type: 'OrderbookUpdate',
        market: 'BTC-PERP',
        asksUpdates: [{ price: '1', size: '2', x: 3 }],
        bidsUpdates: [],
      },
    };
    expect(fastBookEvent(withExtra)).toStrictEqual({
      type: 'event',
      channel: 'market:BTC-PERP',
      seq: 7,
      event: { type: 'OrderbookUpdate', market: 'BTC-PERP', asksUpdates: [{ price: '1', size: '2' }], bidsUpdates: [] },
    });
  });

  it('leaves other messages and broken book events to the schema', () => {
    expect(fastBookEvent({ type: 'pong', id: 1, time: 2 })).toBeUndefined();
    const broken = {
      type: 'event',
      channel: 'market:BTC-PERP',
      seq: 1,
      event: {
        type: 'OrderbookUpdate',
        market: 'BTC-PERP',
        asksUpdates: [{ price: '1', size: '18446744073709551616' }],
        bidsUpdates: [],
      },
    };
    expect(fastBookEvent(broken)).toBeUndefined();
    expect(v.safeParse(ServerMessage, broken).success).toBe(false);
  });
});
