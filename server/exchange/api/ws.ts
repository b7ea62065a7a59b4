/**
 * WebSocket hub at `/ws` (protocol in src/lib/api/contract/streams.ts): per-channel sequence numbers, fan-out to
 * subscribers, and a slow-consumer cut-off (a client that cannot keep up is dropped and resyncs on reconnect).
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import * as v from 'valibot';
import { WebSocketServer, type WebSocket } from 'ws';
import { ClientMessage, type Channel, type ServerMessage, type StreamEvent } from '#lib/api/contract/streams.ts';

/** Most bytes queued for one client before it is dropped. */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Largest client message accepted. */
export const MAX_CLIENT_MESSAGE_BYTES = 4096;
/** Most channels one connection may hold. */
export const MAX_SUBSCRIPTIONS = 64;

/** Stream hub: channel sequence numbers and subscriptions. */
export class StreamHub {
  readonly #wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES });
  readonly #seq = new Map<Channel, number>();
  readonly #subs = new Map<Channel, Set<WebSocket>>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
    this.#wss.on('connection', (socket) => this.#accept(socket));
  }

  /** Routes HTTP upgrades of `/ws` to the hub; other upgrades are refused. */
  attach(server: Server): void {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/ws') return void socket.destroy();
      this.#wss.handleUpgrade(req, socket, head, (ws) => this.#wss.emit('connection', ws, req));
    });
  }

  /** The last sequence number sent on a channel (0 before any event). */
  seq(channel: Channel): number {
    return this.#seq.get(channel) ?? 0;
  }

  /** Numbers an event on its channel and sends it to the channel's subscribers. */
  publish(channel: Channel, event: StreamEvent): void {
    const seq = this.seq(channel) + 1;
    this.#seq.set(channel, seq);
    const subscribers = this.#subs.get(channel);
    if (!subscribers?.size) return;
    const text = JSON.stringify({ type: 'event', channel, seq, event } satisfies ServerMessage);
    for (const socket of subscribers) {
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.terminate();
      else socket.send(text);
    }
  }

  /** Number of open connections. */
  get connections(): number {
    return this.#wss.clients.size;
  }

  /** Closes every connection. */
  close(): Promise<void> {
    for (const socket of this.#wss.clients) socket.terminate();
    return new Promise((resolve) => this.#wss.close(() => resolve()));
  }

  #accept(socket: WebSocket): void {
    const mine = new Set<Channel>();
    const reply = (message: ServerMessage) => socket.send(JSON.stringify(message));
    socket.on('message', (data, isBinary) => {
      let json: unknown;
      try {
        json = isBinary ? undefined : JSON.parse(String(data));
      } catch {
        json = undefined;
      }
      const parsed = v.safeParse(ClientMessage, json);
      if (!parsed.success)
        return reply({ type: 'error', error: { code: 'invalid_request', message: parsed.issues[0].message } });
      const msg = parsed.output;
      if (msg.op === 'ping') return reply({ type: 'pong', id: msg.id, time: this.#now() });
      if (msg.op === 'unsubscribe') {
        mine.delete(msg.channel);
        this.#subs.get(msg.channel)?.delete(socket);
        return reply({ type: 'unsubscribed', channel: msg.channel });
      }
      if (!mine.has(msg.channel) && mine.size >= MAX_SUBSCRIPTIONS) {
        return reply({ type: 'error', error: { code: 'rate_limited', message: 'too many subscriptions' } });
      }
      mine.add(msg.channel);
      let set = this.#subs.get(msg.channel);
      if (!set) this.#subs.set(msg.channel, (set = new Set()));
      set.add(socket);
      reply({ type: 'subscribed', channel: msg.channel, seq: this.seq(msg.channel) });
    });
    socket.on('close', () => {
      for (const channel of mine) this.#subs.get(channel)?.delete(socket);
    });
    socket.on('error', () => socket.terminate());
  }
}
