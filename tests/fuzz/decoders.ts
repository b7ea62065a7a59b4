/**
 * Hostile input for the app's own decoders, in process, seeded and reproducible (fast-check):
 * - contract responses: the exchange client (src/lib/api/http-client.ts) over a fetch that answers every call with
 *   hostile statuses and bodies; each call must resolve with data the contract allows or reject with an ApiError;
 * - the stream: the stream client (src/lib/api/stream-client.ts, its OrderbookUpdate fast path then the schema) fed
 *   hostile server messages around a valid book event; a refused message must reach onInvalidMessage and no channel
 *   handler (the state the book store is built from), and the fast path must never accept what the schema refuses;
 * - wallet-connect envelopes: the wallet client (src/lib/wallet-connect/client.ts) over the popup transport, fed
 *   prompt messages with hostile payloads, some from another window or origin; each request must end approved,
 *   dismissed or with a WalletConnectError, a message from elsewhere must change nothing, and a refused answer must
 *   leave the connected-accounts storage as it was.
 * Anything thrown that is not the boundary's typed error counts as a crash.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { AccountAddress, Ed25519PrivateKey } from '@aptos-labs/ts-sdk';
import { CALLS, type CallName } from '#lib/api/contract/calls.ts';
import { ERROR_STATUS } from '#lib/api/contract/errors.ts';
import { fastBookEvent } from '#lib/api/contract/stream-fast-path.ts';
import { ServerMessage } from '#lib/api/contract/streams.ts';
import { ApiError } from '#lib/api/errors.ts';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { StreamClient, type WebSocketLike } from '#lib/api/stream-client.ts';
import { WalletConnectClient } from '#lib/wallet-connect/client.ts';
import { WalletConnectError } from '#lib/wallet-connect/errors.ts';
import { serializeWalletResponse } from '#lib/wallet-connect/serialize/responses.ts';
import { PopupTransport, type PopupHostWindow } from '#lib/wallet-connect/transport/popup.ts';
import { hostileValue, newCounts, type SurfaceCounts } from './exchange-http.ts';

const note = (counts: SurfaceCounts, what: string, data: unknown) => {
  if (counts.examples.length < 5) counts.examples.push(`${what}: ${safeText(data).slice(0, 140)}`);
};
function safeText(data: unknown): string {
  try {
    return typeof data === 'string'
      ? data
      : JSON.stringify(data, (_k, x: unknown) => (typeof x === 'bigint' ? `${x}n` : x));
  } catch {
    return String(data);
  }
}

/** A JSON value with one field, somewhere in `valid`, replaced by a hostile value (or dropped). */
function mutate(valid: unknown): fc.Arbitrary<unknown> {
  const paths: (string | number)[][] = [];
  const walk = (x: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(x)) x.forEach((y, i) => walk(y, [...path, i]));
    else if (typeof x === 'object' && x !== null) for (const [k, y] of Object.entries(x)) walk(y, [...path, k]);
  };
  walk(valid, []);
  return fc.tuple(fc.constantFrom(...paths), hostileValue, fc.boolean()).map(([path, value, drop]) => {
    const copy: unknown = structuredClone(valid);
    if (path.length === 0) return value;
    let at = copy as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
    const last = path[path.length - 1]!;
    if (drop) delete at[last];
    else at[last] = value;
    return copy;
  });
}

// ---------------------------------------------------------------- contract responses

const hostileResponse = fc.record({
  status: fc.constantFrom(200, 200, 200, 201, 204, 400, 401, 403, 404, 409, 413, 429, 500, 502, 503),
  body: fc.oneof(
    fc.jsonValue({ maxDepth: 4 }).map((x) => JSON.stringify(x)),
    fc
      .record({
        code: fc.oneof(fc.constantFrom(...Object.keys(ERROR_STATUS)), fc.string()),
        message: fc.oneof(fc.string(), hostileValue),
      })
      .map((error) => JSON.stringify({ error })),
    fc.string({ maxLength: 100 }),
    fc.constantFrom('', 'null', '{', '[]', '{"__proto__":{"x":1}}', '<html>502</html>'),
    fc.integer({ min: 1, max: 5_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  ),
  retryAfter: fc.option(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('1', '-1', '1e400', 'NaN'))),
  cut: fc.boolean(),
});

/** Every call's response decoded from hostile answers: accepted, or an ApiError; anything else is a crash. */
export async function fuzzContractResponses(runs: number, seed: number): Promise<SurfaceCounts> {
  const counts = newCounts('app: contract responses');
  const names = Object.keys(CALLS) as CallName[];
  const samples = fc.sample(fc.tuple(fc.constantFrom(...names), hostileResponse), { numRuns: runs, seed });
  for (const [name, answer] of samples) {
    const fetch = async () => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (answer.retryAfter !== null) headers['retry-after'] = answer.retryAfter;
      if (!answer.cut)
        return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers });
      // a body cut off mid-stream
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(answer.body.slice(0, 3)));
          controller.error(new Error('connection reset'));
        },
      });
      return new Response(stream, { status: answer.status === 204 ? 200 : answer.status, headers });
    };
    const client = new ExchangeClient({ baseUrl: 'http://exchange.test', fetch, sessionKey: () => null });
    counts.tried++;
    try {
      const out = await client.call(name, {} as never);
      if (v.is(CALLS[name].response, out)) counts.accepted++;
      else (counts.rejectedUntyped++, note(counts, `${name} resolved outside the contract`, answer));
    } catch (error) {
      if (error instanceof ApiError && typeof error.code === 'string') counts.rejectedTyped++;
      else (counts.crashes++, note(counts, `${name} threw ${String(error)}`, answer));
    }
  }
  return counts;
}

// ---------------------------------------------------------------- stream

const BOOK_EVENT = {
  type: 'event',
  channel: 'market:BTC-PERP',
  seq: 1,
  event: {
    type: 'OrderbookUpdate',
    market: 'BTC-PERP',
    asksUpdates: [{ price: '90001.5', size: '0.25' }],
    bidsUpdates: [{ price: '90000', size: '0' }],
  },
};
const TRADES_EVENT = {
  type: 'event',
  channel: 'market:BTC-PERP',
  seq: 1,
  event: {
    type: 'TradesUpdate',
    market: 'BTC-PERP',
    updates: [{ tradeId: '1', price: '90000', size: '0.1', timestamp: 1_900_000_000_000, isBid: true }],
  },
};
const hostileStreamMessage: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: mutate(BOOK_EVENT) },
  { weight: 1, arbitrary: fc.nat().map((seq) => ({ ...BOOK_EVENT, seq })) },
  { weight: 2, arbitrary: mutate(TRADES_EVENT) },
  { weight: 1, arbitrary: mutate({ type: 'subscribed', channel: 'market:BTC-PERP', seq: 0 }) },
  { weight: 1, arbitrary: mutate({ type: 'pong', id: 1, time: 1_900_000_000_000 }) },
  { weight: 1, arbitrary: mutate({ type: 'error', error: { code: 'invalid_request', message: 'x' } }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.string({ maxLength: 100 }),
      fc.jsonValue().map((x) => JSON.stringify(x)),
    ),
  },
);

/** A fake socket the stream client opens; `deliver` hands it a server message. */
class FakeSocket implements WebSocketLike {
  static last: FakeSocket | undefined;
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(_url: string) {
    FakeSocket.last = this;
  }
  send(_data: string): void {}
  close(): void {
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  deliver(data: unknown): void {
    this.onmessage?.({ data });
  }
}

/** Hostile server messages through the stream client; a refused one must reach no handler. */
export function fuzzStream(runs: number, seed: number): SurfaceCounts {
  const counts = newCounts('app: stream messages');
  let invalid = 0;
  let handled = 0;
  const timers = { setTimeout: () => 0, clearTimeout: () => {} };
  const client = new StreamClient({
    url: 'ws://exchange.test/ws',
    WebSocket: FakeSocket,
    timers,
    connectivity: { listen: () => () => {} },
    onInvalidMessage: () => void invalid++,
  });
  client.subscribe('market:BTC-PERP', { onEvent: () => void handled++, onResync: () => void handled++ });
  client.connect();
  const socket = FakeSocket.last!;
  socket.open();
  socket.deliver(JSON.stringify({ type: 'subscribed', channel: 'market:BTC-PERP', seq: 0 }));
  for (const message of fc.sample(hostileStreamMessage, { numRuns: runs, seed })) {
    const raw = typeof message === 'string' ? message : JSON.stringify(message);
    const invalidBefore = invalid;
    const handledBefore = handled;
    counts.tried++;
    let parsed: unknown = raw;
    try {
      parsed = JSON.parse(raw);
    } catch {
      // not JSON: the client hands the text itself to the checks
    }
    const schemaOk = v.is(ServerMessage, parsed);
    if (fastBookEvent(parsed) !== undefined && !schemaOk) {
      counts.rejectedUntyped++;
      note(counts, 'the fast path accepted what the schema refuses', raw);
    }
    try {
      socket.deliver(raw);
    } catch (error) {
      counts.crashes++;
      note(counts, `threw ${String(error)}`, raw);
      continue;
    }
    if (invalid > invalidBefore) {
      counts.rejectedTyped++;
      if (handled !== handledBefore)
        (counts.stateChangesFromRejected++, note(counts, 'a refused message reached a handler', raw));
    } else if (schemaOk) counts.accepted++;
    else (counts.rejectedUntyped++, note(counts, 'neither refused nor valid', raw));
  }
  client.close();
  return counts;
}

// ---------------------------------------------------------------- wallet-connect envelopes

const WALLET_ORIGIN = 'http://wallet.test';
const account = {
  address: AccountAddress.from(`0x${'11'.repeat(32)}`),
  publicKey: new Ed25519PrivateKey(new Uint8Array(32).fill(7), false).publicKey(),
  name: 'n',
};
const VALID_CONNECT = serializeWalletResponse('connect', { status: 'approved', args: { account } }).data;

/** Answer bytes: valid, truncated, with bytes flipped, or random. */
const answerBytes: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(VALID_CONNECT) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: VALID_CONNECT.length - 1 }).map((n) => VALID_CONNECT.slice(0, n)) },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.tuple(fc.nat(VALID_CONNECT.length - 1), fc.integer({ min: 0, max: 255 })), {
        minLength: 1,
        maxLength: 4,
      })
      .map((flips) => {
        const copy = VALID_CONNECT.slice();
        for (const [i, b] of flips) copy[i] = b;
        return copy;
      }),
  },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 300 }) },
  { weight: 1, arbitrary: hostileValue },
);

/** One prompt message: a hostile approval, another prompt message, or anything at all. */
const promptMessage: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 5,
    arbitrary: answerBytes.map((data) => ({ __messageType: 'PromptApprovalResponse', serializedValue: { data } })),
  },
  { weight: 1, arbitrary: mutate({ __messageType: 'PromptApprovalResponse', serializedValue: { data: 'x' } }) },
  { weight: 1, arbitrary: fc.constant({ __messageType: 'PromptUnauthorizedError' }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Where a message comes from: the popup on the wallet origin, or somewhere that must be ignored. */
const sender = fc.constantFrom('popup', 'popup', 'popup', 'other-window', 'other-origin', 'prefix-origin');

/** Hostile prompt messages through the wallet client and the popup transport. */
export async function fuzzWalletEnvelopes(runs: number, seed: number): Promise<SurfaceCounts> {
  const counts = newCounts('app: wallet-connect envelopes');
  const samples = fc.sample(fc.array(fc.tuple(sender, promptMessage), { minLength: 1, maxLength: 3 }), {
    numRuns: runs,
    seed,
  });
  for (const messages of samples) {
    const storage = new Map<string, string>();
    const popup = { closed: false, postMessage: () => {} };
    const listeners = new Set<(event: MessageEvent) => void>();
    const host = {
      open: () => popup,
      screenLeft: 0,
      screenTop: 0,
      outerWidth: 1000,
      outerHeight: 800,
      addEventListener: (_t: string, fn: (event: MessageEvent) => void) => listeners.add(fn),
      removeEventListener: (_t: string, fn: (event: MessageEvent) => void) => listeners.delete(fn),
      setInterval: () => 0,
      clearInterval: () => {},
    } as unknown as PopupHostWindow;
    const client = new WalletConnectClient({
      dappInfo: { domain: 'https://app.test', name: 'Perps' },
      transport: new PopupTransport({ walletOrigin: WALLET_ORIGIN, window: host }),
      storage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, x) => void storage.set(k, x),
        removeItem: (k) => void storage.delete(k),
      },
    });
    let settled: { ok: boolean; value: unknown } | undefined;
    const pending = client.connect().then(
      (value) => (settled = { ok: true, value }),
      (error: unknown) => (settled = { ok: false, value: error }),
    );
    // the transport listens once the keyless decoders are registered: wait for the listener
    for (let i = 0; i < 100 && listeners.size === 0; i++) await new Promise((r) => setTimeout(r, 0));
    for (const [from, data] of messages) {
      const before = JSON.stringify([...storage]);
      const source = from === 'other-window' ? {} : popup;
      const origin =
        from === 'other-origin'
          ? 'http://127.0.0.1:1'
          : from === 'prefix-origin'
            ? `${WALLET_ORIGIN}.evil.test`
            : WALLET_ORIGIN;
      counts.tried++;
      try {
        for (const fn of [...listeners]) fn({ data, source, origin } as MessageEvent);
      } catch (error) {
        counts.crashes++;
        note(counts, `threw ${String(error)}`, data);
        continue;
      }
      for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
      if (from !== 'popup') {
        counts.rejectedTyped++;
        if (settled !== undefined || JSON.stringify([...storage]) !== before)
          (counts.stateChangesFromRejected++, note(counts, `a message from ${from} was taken`, data));
        continue;
      }
      if (settled === undefined) {
        // not an answer the protocol knows: ignored, the request still waits
        counts.rejectedTyped++;
        continue;
      }
      if (settled.ok) counts.accepted++;
      else if (settled.value instanceof WalletConnectError) {
        counts.rejectedTyped++;
        if (JSON.stringify([...storage]) !== before)
          (counts.stateChangesFromRejected++, note(counts, 'refused answer stored', data));
      } else (counts.crashes++, note(counts, `rejected with ${String(settled.value)}`, data));
      break;
    }
    // the user closes the prompt: a request still waiting ends dismissed
    popup.closed = true;
    if (settled === undefined) listeners.clear();
    void pending;
  }
  return counts;
}
