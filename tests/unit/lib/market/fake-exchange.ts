/**
 * A scripted exchange for the live-book tests: the server's book (a naive ReferenceBook), its channel numbering,
 * WebSocket connections the real StreamClient talks to, and snapshot calls whose answer time the test chooses.
 * Everything is synchronous and explicit, so property tests can interleave drops, restarts and slow snapshots.
 */
import type { WebSocketLike } from '#lib/api/stream-client.ts';
import type { BookSnapshotResponse } from '#lib/market/live-book.ts';
import type { WireBookUpdate } from '#lib/market/order-book.ts';
import { ReferenceBook } from './reference.ts';

/** Server side of one client connection. */
class ServerSocket implements WebSocketLike {
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  readonly outbox: string[] = [];
  subscribed = false;
  readonly #server: FakeExchange;
  constructor(server: FakeExchange) {
    this.#server = server;
    server.sockets.push(this);
  }
  send(data: string): void {
    const msg = JSON.parse(data) as { op: string; id?: number; channel?: string };
    if (msg.op === 'ping') this.outbox.push(JSON.stringify({ type: 'pong', id: msg.id, time: 0 }));
    if (msg.op === 'subscribe') {
      this.subscribed = true;
      this.outbox.push(JSON.stringify({ type: 'subscribed', channel: msg.channel, seq: this.#server.seq }));
    }
  }
  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({});
  }
}

type Pending = {
  resolve: (r: BookSnapshotResponse) => void;
  reject: (e: Error) => void;
  answer?: BookSnapshotResponse;
};

/** The scripted exchange for one market. */
export class FakeExchange {
  readonly market: string;
  readonly ref = new ReferenceBook();
  seq = 0;
  up = true;
  readonly sockets: ServerSocket[] = [];
  readonly pending: Pending[] = [];

  constructor(market: string) {
    this.market = market;
  }

  /** The WebSocket constructor the client uses (connections fail while the server is down). */
  get WebSocket() {
    const server = this;
    return class extends ServerSocket {
      constructor(_url: string) {
        super(server);
      }
    };
  }

  /** The snapshot call: answered later by capture() + answer(). */
  load = (market: string): Promise<BookSnapshotResponse> => {
    if (market !== this.market) return Promise.reject(new Error(`unknown market ${market}`));
    return new Promise((resolve, reject) => this.pending.push({ resolve, reject }));
  };

  /** Changes the server's book: numbered and sent to subscribers unless `drop` (the client then sees a gap). */
  publish(update: WireBookUpdate, drop = false): void {
    this.ref.apply(update);
    this.seq++;
    if (drop) return;
    const text = JSON.stringify({
      type: 'event',
      channel: `market:${this.market}`,
      seq: this.seq,
      event: { type: 'OrderbookUpdate', market: this.market, ...update },
    });
    for (const s of this.live()) if (s.subscribed) s.outbox.push(text);
  }

  /** The oldest unanswered snapshot call reads the server's state now (it is answered by answer()). */
  capture(): void {
    const p = this.pending.find((x) => x.answer === undefined);
    if (p) p.answer = { data: this.ref.snapshot(), seq: this.seq };
  }

  /** Delivers the oldest captured snapshot answer (or fails it). */
  async answer(fail = false): Promise<void> {
    const i = this.pending.findIndex((x) => x.answer !== undefined);
    if (i < 0) return;
    const [p] = this.pending.splice(i, 1);
    if (fail) p!.reject(new Error('snapshot failed'));
    else p!.resolve(p!.answer!);
    await new Promise((r) => setTimeout(r, 0));
  }

  /** Kills the server: every connection drops; `renumber` restarts the channel numbering as a new process does. */
  kill(renumber: boolean): void {
    this.up = false;
    if (renumber) this.seq = 0;
    for (const s of this.live()) s.close();
  }

  /** Delivers queued messages and opens pending connections (while up). */
  flush(): void {
    for (const s of this.sockets) {
      if (s.readyState === 0) {
        if (!this.up) s.close();
        else {
          s.readyState = 1;
          s.onopen?.({});
        }
      }
      while (s.readyState === 1 && s.outbox.length > 0) s.onmessage?.({ data: s.outbox.shift()! });
    }
  }

  live(): ServerSocket[] {
    return this.sockets.filter((s) => s.readyState === 1);
  }
}
