/**
 * WebSocket hub at `/ws` (protocol in src/lib/api/contract/streams.ts): per-channel sequence numbers, fan-out to
 * subscribers, and a slow-consumer cut-off (a client that cannot keep up is dropped and resyncs on reconnect).
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import * as v from 'valibot';
import { WebSocketServer, type WebSocket } from 'ws';
import { requestPath } from './http.ts';
import { ClientMessage, type Channel, type ServerMessage, type StreamEvent } from '#lib/api/contract/streams.ts';

/** Most bytes queued for one client before it is dropped. */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Largest client message accepted. */
export const MAX_CLIENT_MESSAGE_BYTES = 4096;
/** Most channels one connection may hold. */
export const MAX_SUBSCRIPTIONS = 64;
/**
 * Client messages one connection may send at once, refilled at MESSAGES_PER_SECOND: an app sends a handful per
 * market switch and a ping every few seconds; a loop flooding subscribe/unsubscribe is answered rate_limited.
 */
export const MESSAGE_BURST = 200;
/** Refill rate of a connection's message allowance. */
export const MESSAGES_PER_SECOND = 50;
/** Refused messages in a row after which the connection is closed (1008, policy violation). */
export const MAX_REFUSED_MESSAGES = 1000;
/** Open connections one client address may hold (a browser holds one per tab); more upgrades answer 429. */
export const MAX_CONNECTIONS_PER_IP = 256;

/** Close code for a client that ignored the rate limit (RFC 6455 policy violation). */
const POLICY_VIOLATION = 1008;

/** A connection's message allowance in thousandths of a message, on the hub's clock. */
class MessageBucket {
  #milli = MESSAGE_BURST * 1000;
  #at: number;
  /** Refusals since the last admitted message. */
  refused = 0;

  constructor(now: number) {
    this.#at = now;
  }

  /** Takes one message, or refuses when the allowance is spent. */
  take(now: number): boolean {
    const elapsed = Math.max(0, now - this.#at);
    this.#at = now;
    this.#milli = Math.min(MESSAGE_BURST * 1000, this.#milli + elapsed * MESSAGES_PER_SECOND);
    if (this.#milli < 1000) {
      this.refused++;
      return false;
    }
    this.#milli -= 1000;
    this.refused = 0;
    return true;
  }
}

/** Stream hub: channel sequence numbers and subscriptions. */
export class StreamHub {
  readonly #wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES });
  readonly #seq = new Map<Channel, number>();
  readonly #subs = new Map<Channel, Set<WebSocket>>();
  readonly #now: () => number;
  readonly #perIp = new Map<string, number>();

  constructor(now: () => number) {
    this.#now = now;
    this.#wss.on('connection', (socket) => this.#accept(socket));
  }

  /** Routes HTTP upgrades of `/ws` to the hub; other upgrades are refused. */
  attach(server: Server): void {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      // an upgrade anywhere else is answered, not dropped: the client learns it knocked at the wrong door
      if (requestPath(req.url) !== '/ws')
        return void socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      const ip = req.socket.remoteAddress ?? '';
      const held = this.#perIp.get(ip) ?? 0;
      if (held >= MAX_CONNECTIONS_PER_IP) {
        socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      this.#perIp.set(ip, held + 1);
      this.#wss.handleUpgrade(req, socket, head, (ws) => {
        ws.once('close', () => {
          const left = (this.#perIp.get(ip) ?? 1) - 1;
          if (left > 0) this.#perIp.set(ip, left);
          else this.#perIp.delete(ip);
        });
        this.#wss.emit('connection', ws, req);
      });
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
    const bucket = new MessageBucket(this.#now());
    const reply = (message: ServerMessage) => socket.send(JSON.stringify(message));
    socket.on('message', (data, isBinary) => {
      if (!bucket.take(this.#now())) {
        if (bucket.refused >= MAX_REFUSED_MESSAGES) return void socket.close(POLICY_VIOLATION, 'rate limit ignored');
        return reply({ type: 'error', error: { code: 'rate_limited', message: 'too many messages' } });
      }
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
