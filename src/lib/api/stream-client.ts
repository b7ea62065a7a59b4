/**
 * WebSocket stream client (browser-safe, WebSocket constructor injectable): subscriptions that survive
 * reconnects, exponential backoff, per-channel sequence checks that ask the owner to resync from a snapshot,
 * and the connection status the footer shows.
 */
import * as v from 'valibot';
import type { SiteStatus } from '#lib/network/status.ts';
import { ServerMessage, type Channel, type StreamEvent } from './contract/streams.ts';

/** The part of the WebSocket API the client uses. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}
/** A WebSocket constructor (the browser's, `ws` in Node, or a fake in tests). */
export type WebSocketFactory = new (url: string) => WebSocketLike;
/** Why a channel must be reloaded from its snapshot call. */
export type ResyncReason = 'initial' | 'gap' | 'reconnect';
/** Handlers of one subscription. */
export interface ChannelHandlers {
  readonly onEvent: (event: StreamEvent, seq: number) => void;
  /** Called when the channel's state must be refetched (first subscribe, a gap, a reconnect); see syncChannel. */
  readonly onResync?: (reason: ResyncReason) => void;
}
/** Timer functions, injectable so tests drive reconnection without waiting. */
export interface Timers {
  readonly setTimeout: (fn: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}
/** Stream client options. */
export interface StreamClientOptions {
  readonly url: string;
  readonly WebSocket?: WebSocketFactory;
  readonly timers?: Timers;
  /** Backoff: first retry delay, cap and growth factor (default 500 ms, 15 s, x2). */
  readonly backoff?: { readonly initialMs: number; readonly maxMs: number; readonly factor: number };
  /** Failed attempts in a row after which the status is 'offline' (default 3); retries continue. */
  readonly offlineAfter?: number;
  /** Receives messages that failed the contract (they are dropped). */
  readonly onInvalidMessage?: (data: unknown) => void;
}

const OPEN = 1;

/** The delay before reconnect attempt `attempt` (0-based). */
export function backoffDelay(attempt: number, b: { initialMs: number; maxMs: number; factor: number }): number {
  return Math.min(b.maxMs, b.initialMs * b.factor ** attempt);
}

/** The stream client. */
export class StreamClient {
  #socket: WebSocketLike | null = null;
  #status: SiteStatus = 'connecting';
  #failures = 0;
  #everOpen = false;
  #closed = true;
  #timer: unknown = null;
  readonly #channels = new Map<Channel, { handlers: Set<ChannelHandlers>; last: number | null }>();
  readonly #statusListeners = new Set<(status: SiteStatus) => void>();
  readonly #opts: StreamClientOptions;
  readonly #timers: Timers;

  constructor(options: StreamClientOptions) {
    this.#opts = options;
    this.#timers = options.timers ?? {
      setTimeout: (f, ms) => globalThis.setTimeout(f, ms),
      clearTimeout: (h) => globalThis.clearTimeout(h as number),
    };
  }

  /** The current connection status. */
  get status(): SiteStatus {
    return this.#status;
  }
  /** Listens to status changes; returns the unlisten function. */
  onStatus(listener: (status: SiteStatus) => void): () => void {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  }
  /** Opens the connection (idempotent). */
  connect(): void {
    if (!this.#closed) return;
    this.#closed = false;
    this.#open();
  }
  /** Closes the connection and stops reconnecting; subscriptions are kept for a later connect(). */
  close(): void {
    this.#closed = true;
    if (this.#timer !== null) this.#timers.clearTimeout(this.#timer);
    this.#timer = null;
    const socket = this.#socket;
    this.#socket = null;
    socket?.close(1000, 'client closed');
    this.#setStatus('offline');
  }
  /** Subscribes to a channel; returns the unsubscribe function. */
  subscribe(channel: Channel, handlers: ChannelHandlers): () => void {
    let entry = this.#channels.get(channel);
    if (!entry) {
      entry = { handlers: new Set(), last: null };
      this.#channels.set(channel, entry);
      this.#send({ op: 'subscribe', channel });
    } else if (entry.last !== null) handlers.onResync?.('initial');
    entry.handlers.add(handlers);
    return () => {
      const current = this.#channels.get(channel);
      if (!current?.handlers.delete(handlers) || current.handlers.size > 0) return;
      this.#channels.delete(channel);
      this.#send({ op: 'unsubscribe', channel });
    };
  }

  #open(): void {
    const Factory = this.#opts.WebSocket ?? (globalThis.WebSocket as unknown as WebSocketFactory);
    let socket: WebSocketLike;
    try {
      socket = new Factory(this.#opts.url);
    } catch {
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    socket.onopen = () => {
      this.#failures = 0;
      this.#everOpen = true;
      this.#setStatus('operational');
      for (const channel of this.#channels.keys()) this.#send({ op: 'subscribe', channel });
    };
    socket.onmessage = (ev) => this.#receive(ev.data);
    socket.onerror = () => {};
    socket.onclose = () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      if (!this.#closed) this.#scheduleReconnect();
    };
  }

  #scheduleReconnect(): void {
    const b = this.#opts.backoff ?? { initialMs: 500, maxMs: 15_000, factor: 2 };
    const delay = backoffDelay(this.#failures, b);
    this.#failures += 1;
    const offline = this.#failures >= (this.#opts.offlineAfter ?? 3);
    this.#setStatus(offline ? 'offline' : this.#everOpen ? 'reconnecting' : 'connecting');
    this.#timer = this.#timers.setTimeout(() => {
      this.#timer = null;
      if (!this.#closed) this.#open();
    }, delay);
  }

  #receive(raw: unknown): void {
    let data: unknown;
    try {
      data = typeof raw === 'string' ? JSON.parse(raw) : raw;
    } catch {
      data = raw;
    }
    const parsed = v.safeParse(ServerMessage, data);
    if (!parsed.success) return this.#opts.onInvalidMessage?.(data);
    const msg = parsed.output;
    if (msg.type !== 'subscribed' && msg.type !== 'event') return;
    const entry = this.#channels.get(msg.channel);
    if (!entry) return;
    if (msg.type === 'subscribed') {
      const reason: ResyncReason = entry.last === null ? 'initial' : 'reconnect';
      entry.last = msg.seq;
      for (const h of entry.handlers) h.onResync?.(reason);
      return;
    }
    const gap = entry.last !== null && msg.seq !== entry.last + 1;
    entry.last = msg.seq;
    if (gap) for (const h of entry.handlers) h.onResync?.('gap');
    for (const h of entry.handlers) h.onEvent(msg.event, msg.seq);
  }

  #send(message: object): void {
    if (this.#socket?.readyState === OPEN) this.#socket.send(JSON.stringify(message));
  }

  #setStatus(status: SiteStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    for (const listener of this.#statusListeners) listener(status);
  }
}
