/**
 * A raw WebSocket peer of the stream hub for tests: sends protocol messages (or any text), records what the
 * server sends, and waits for a message by predicate. A ping round trip is a barrier: the hub writes to one
 * socket in order, so once the pong is in, everything the server sent before it is in too.
 */
import { WebSocket } from 'ws';
import type { ClientMessage, ServerMessage, StreamEvent } from '#lib/api/contract.ts';

type Waiter = { readonly pick: (m: ServerMessage) => boolean; readonly resolve: (m: ServerMessage) => void };

/** A connected test peer. */
export class Peer {
  readonly socket: WebSocket;
  readonly received: ServerMessage[] = [];
  /** The close code once the connection closed. */
  closeCode: number | null = null;
  readonly #waiters = new Set<Waiter>();
  readonly #closed: Promise<number>;
  #pings = 0;

  /** Connects; `keepBodies: false` keeps only the type of each event (for floods of large events). */
  static async open(url: string, keepBodies = true): Promise<Peer> {
    const peer = new Peer(new WebSocket(url), keepBodies);
    await new Promise<void>((resolve, reject) => {
      peer.socket.once('open', () => resolve());
      peer.socket.once('error', reject);
    });
    return peer;
  }

  private constructor(socket: WebSocket, keepBodies: boolean) {
    this.socket = socket;
    socket.on('message', (data) => {
      const msg = JSON.parse(String(data)) as ServerMessage;
      if (msg.type === 'event' && !keepBodies) msg.event = { type: msg.event.type } as StreamEvent;
      this.received.push(msg);
      for (const w of this.#waiters)
        if (w.pick(msg)) {
          this.#waiters.delete(w);
          w.resolve(msg);
        }
    });
    this.#closed = new Promise((resolve) => socket.once('close', (code) => resolve((this.closeCode = code))));
  }

  /** Sends a protocol message, or raw text as is. */
  send(message: ClientMessage | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }
  /** The first message (already received or coming) that `pick` accepts. */
  next(pick: (m: ServerMessage) => boolean): Promise<ServerMessage> {
    const seen = this.received.find(pick);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.#waiters.add({ pick, resolve }));
  }
  /** Sends a message and waits for the answer `pick` accepts among those received after it. */
  async ask(message: ClientMessage | string, pick: (m: ServerMessage) => boolean): Promise<ServerMessage> {
    const from = this.received.length;
    const answer = new Promise<ServerMessage>((resolve) =>
      this.#waiters.add({ pick: (m) => this.received.indexOf(m) >= from && pick(m), resolve }),
    );
    this.send(message);
    return answer;
  }
  /** Subscribes and waits for the acknowledgement; resolves the channel's seq at that moment. */
  async subscribe(channel: string): Promise<number> {
    const ack = await this.ask({ op: 'subscribe', channel }, (m) => m.type === 'subscribed' && m.channel === channel);
    return ack.type === 'subscribed' ? ack.seq : -1;
  }
  /** A ping round trip: afterwards every message the server sent before the pong has arrived. */
  async barrier(): Promise<void> {
    const id = ++this.#pings;
    await this.ask({ op: 'ping', id }, (m) => m.type === 'pong' && m.id === id);
  }
  /** Sequence numbers of the events received on a channel, in arrival order. */
  seqs(channel: string): number[] {
    return this.received.flatMap((m) => (m.type === 'event' && m.channel === channel ? [m.seq] : []));
  }
  /** The events received on a channel. */
  events(channel: string): StreamEvent[] {
    return this.received.flatMap((m) => (m.type === 'event' && m.channel === channel ? [m.event] : []));
  }
  /** Resolves the close code once the connection is closed. */
  closed(): Promise<number> {
    return this.#closed;
  }
  /** Closes the connection. */
  close(): void {
    this.socket.close();
  }
}
