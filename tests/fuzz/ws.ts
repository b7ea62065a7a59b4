/**
 * Hostile input for the exchange's WebSocket protocol (server/exchange/api/ws.ts), seeded and reproducible: frames
 * that are not JSON, JSON that is not a client message, client messages with one field hostile (channels, ops, ping
 * ids), binary frames, frames over the size limit, floods past the message allowance, and upgrade requests with
 * hostile targets sent over raw TCP. Every frame must get its answer (an `error` message with a contract error code,
 * or the ack of an accepted message), a frame over the limit closes with 1009, an upgrade off /ws is refused with an
 * HTTP status; the journal's last sequence number is read before and after each refused frame (a refused frame must
 * change nothing), and the hub must still answer a ping at the end (no crash).
 */
import { connect } from 'node:net';
import fc from 'fast-check';
import { WebSocket } from 'ws';
import { ERROR_STATUS } from '#lib/api/contract/errors.ts';
import { MAX_CLIENT_MESSAGE_BYTES } from '#server/exchange/api/ws.ts';
import { hostileValue, newCounts, type SurfaceCounts } from './exchange-http.ts';

/** One hostile thing to do to the hub. */
type WsProbe =
  | { readonly kind: 'frame'; readonly data: string | Buffer }
  | { readonly kind: 'oversized'; readonly size: number }
  | { readonly kind: 'flood'; readonly frames: readonly string[] }
  | { readonly kind: 'upgrade'; readonly target: string };

const VALID = [
  { op: 'subscribe', channel: 'market:BTC-PERP' },
  { op: 'unsubscribe', channel: 'market:BTC-PERP' },
  { op: 'ping', id: 1 },
  { op: 'subscribe', channel: 'user:1' },
];

/** A client message with one field hostile, dropped or added. */
const hostileMessage: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...VALID), fc.constantFrom('op', 'channel', 'id', 'extra', '__proto__'), hostileValue)
  .map(([valid, key, value]) => JSON.stringify({ ...valid, [key]: value }));

const probes: fc.Arbitrary<WsProbe> = fc.oneof(
  { weight: 6, arbitrary: hostileMessage.map((data): WsProbe => ({ kind: 'frame', data })) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.string({ maxLength: 200 }),
        fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
        fc.integer({ min: 1, max: 2_000 }).map((n) => '['.repeat(n)),
        fc
          .stringMatching(/^(market:[A-Z0-9-]{0,20}|user:[0-9a-z-]{0,20}|indexPrices|borrowLend)$/)
          .map((channel) => JSON.stringify({ op: 'subscribe', channel })),
      )
      .map((data): WsProbe => ({ kind: 'frame', data })),
  },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ minLength: 1, maxLength: 200 })
      .map((b): WsProbe => ({ kind: 'frame', data: Buffer.from(b) })),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 4_097, max: 200_000 }).map((size): WsProbe => ({ kind: 'oversized', size })),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.oneof(hostileMessage, fc.constant('{"op":"ping","id":7}')), { minLength: 210, maxLength: 400 })
      // a frame over the limit ends the connection (probed alone): a flood's frames each get their answer
      .map((frames) => frames.filter((f) => Buffer.byteLength(f) <= MAX_CLIENT_MESSAGE_BYTES))
      .map((frames): WsProbe => ({ kind: 'flood', frames })),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constantFrom('//?<', '//', '/ws/', '/ws?x=%ZZ', '/%', '/WS', '//ws', '*', 'http://x/ws'),
        fc
          .string({ unit: fc.constantFrom('/', '?', '<', '%', 'w', 's', '#', ':', '@'), maxLength: 20 })
          .map((s) => `/${s}`),
      )
      .map((target): WsProbe => ({ kind: 'upgrade', target })),
  },
);

/** True when `text` is the hub's typed error message. */
function isTypedError(text: string): boolean {
  try {
    const m = JSON.parse(text) as { type?: unknown; error?: { code?: unknown } };
    return m.type === 'error' && typeof m.error?.code === 'string' && m.error.code in ERROR_STATUS;
  } catch {
    return false;
  }
}

/** True when `text` is the ack of an accepted message. */
function isAck(text: string): boolean {
  try {
    const type = (JSON.parse(text) as { type?: unknown }).type;
    return type === 'subscribed' || type === 'unsubscribed' || type === 'pong';
  } catch {
    return false;
  }
}

/** A connection that hands out what the hub sends, in order, and notes its close code. */
class Conn {
  readonly socket: WebSocket;
  readonly #queue: string[] = [];
  #wake: (() => void) | undefined;
  closeCode: number | undefined;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data) => {
      const text = String(data);
      // events of channels a probe subscribed to are not answers to a frame
      if (text.startsWith('{"type":"event"')) return;
      this.#queue.push(text);
      this.#wake?.();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      this.#wake?.();
    });
    socket.on('error', () => {});
  }

  static open(url: string): Promise<Conn> {
    const socket = new WebSocket(url);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new Conn(socket)));
      socket.once('error', reject);
    });
  }

  /** The next answer, or undefined when none came within `ms` (or the connection closed). */
  async next(ms = 5_000): Promise<string | undefined> {
    const deadline = Date.now() + ms;
    while (this.#queue.length === 0 && this.closeCode === undefined && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
        setTimeout(resolve, deadline - Date.now());
      });
    }
    return this.#queue.shift();
  }

  /** Resolves with the close code once closed (undefined after `ms`). */
  async closed(ms = 5_000): Promise<number | undefined> {
    const deadline = Date.now() + ms;
    while (this.closeCode === undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return this.closeCode;
  }
}

/** Sends an upgrade request for `target` over raw TCP; the HTTP status of the answer, 0 when closed without one. */
function upgrade(origin: string, target: string): Promise<number | undefined> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      ),
    );
    let head = '';
    const timer = setTimeout(() => (socket.destroy(), resolve(undefined)), 5_000);
    socket.on('data', (d) => {
      head += String(d);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (status) {
        clearTimeout(timer);
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('close', () => (clearTimeout(timer), resolve(0)));
    socket.on('error', () => {});
  });
}

/**
 * Sends `runs` hostile probes (seeded; a flood counts each of its frames) to the hub at `origin` (http://host:port)
 * and counts what came back. `lastSeq` reads the journal's last sequence number.
 */
export async function fuzzWs(
  origin: string,
  lastSeq: () => number,
  runs: number,
  seed: number,
): Promise<SurfaceCounts> {
  const counts = newCounts('exchange WebSocket');
  const url = `${origin.replace(/^http/, 'ws')}/ws`;
  const note = (what: string, data: unknown) => {
    if (counts.examples.length < 5) counts.examples.push(`${what}: ${String(data).slice(0, 120)}`);
  };
  let conn = await Conn.open(url);
  let sent = 0;
  /** A fresh connection when the current one closed or spent much of its message allowance. */
  const fresh = async (spend: number) => {
    if (conn.closeCode === undefined && sent + spend < 150) return;
    conn.socket.close();
    conn = await Conn.open(url);
    sent = 0;
  };
  /** Classifies one answer to a frame, and checks a refused frame changed nothing. */
  const classify = (answer: string | undefined, before: number, data: unknown) => {
    counts.tried++;
    if (answer === undefined) {
      counts.unanswered++;
      return note('unanswered', data);
    }
    if (isAck(answer)) return void counts.accepted++;
    if (isTypedError(answer)) counts.rejectedTyped++;
    else {
      counts.rejectedUntyped++;
      note(`untyped ${answer.slice(0, 60)}`, data);
    }
    if (lastSeq() !== before) {
      counts.stateChangesFromRejected++;
      note('state changed', data);
    }
  };
  for (const probe of fc.sample(probes, { numRuns: runs, seed })) {
    const before = lastSeq();
    if (probe.kind === 'frame' && Buffer.byteLength(probe.data) <= MAX_CLIENT_MESSAGE_BYTES) {
      await fresh(1);
      conn.socket.send(probe.data);
      sent++;
      classify(await conn.next(), before, probe.data);
    } else if (probe.kind === 'flood') {
      await fresh(probe.frames.length);
      for (const frame of probe.frames) conn.socket.send(frame);
      sent += probe.frames.length;
      for (const frame of probe.frames) classify(await conn.next(), before, frame);
      // a flood spends the allowance: the next probes start on a fresh connection
      sent = Infinity;
    } else if (probe.kind === 'oversized' || probe.kind === 'frame') {
      await fresh(1);
      conn.socket.send(probe.kind === 'frame' ? probe.data : 'x'.repeat(probe.size));
      counts.tried++;
      const code = await conn.closed();
      const what = probe.kind === 'frame' ? probe.data : probe.size;
      if (code === 1009) counts.rejectedTyped++;
      else if (code === undefined) (counts.unanswered++, note('oversized frame left open', what));
      else (counts.rejectedUntyped++, note(`closed ${code}`, what));
      if (lastSeq() !== before) (counts.stateChangesFromRejected++, note('state changed', what));
    } else {
      counts.tried++;
      const status = await upgrade(origin, probe.target);
      if (status === undefined || status === 0) (counts.unanswered++, note('upgrade unanswered', probe.target));
      else if (status === 101) counts.accepted++;
      else if (status >= 500) (counts.serverErrors++, note(`upgrade ${status}`, probe.target));
      else if (status >= 400) counts.rejectedTyped++;
      else (counts.rejectedUntyped++, note(`upgrade ${status}`, probe.target));
      if (status !== 101 && lastSeq() !== before)
        (counts.stateChangesFromRejected++, note('state changed', probe.target));
    }
  }
  conn.socket.close();
  try {
    const last = await Conn.open(url);
    last.socket.send('{"op":"ping","id":1}');
    if (!isAck((await last.next()) ?? '')) counts.crashes++;
    last.socket.close();
  } catch {
    counts.crashes++;
  }
  return counts;
}
