/**
 * WebSocket stream client (browser-safe, WebSocket constructor injectable): subscriptions that survive
 * reconnects, jittered exponential backoff with a cap (cut short when the network returns or the tab becomes
 * visible), per-channel sequence checks that ask the owner to resync from a snapshot, a ping heartbeat that
 * finds dead connections, and the connection status the footer shows, kept by the site's one status machine
 * (lib/network/status.ts): a pong is a latency sample, a drop or failed attempt is a failure.
 */
import * as v from 'valibot';
import { INITIAL_STATUS, nextStatus, type SiteStatus, type StatusEvent } from '#lib/network/status.ts';
import { browserConnectivity, type Connectivity } from './connectivity.ts';
import { ServerMessage, type Channel, type StreamEvent } from './contract/streams.ts';
import { fastBookEvent } from './contract/stream-fast-path.ts';

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
/** Reconnect backoff: first delay, cap, growth factor, and the share of each delay left to chance (0..1). */
export interface Backoff {
  readonly initialMs: number;
  readonly maxMs: number;
  readonly factor: number;
  /** Default 0.5: each delay is drawn from [delay x (1 - jitter), delay], so clients dropped together spread out. */
  readonly jitter?: number;
}
/** Stream client options. */
export interface StreamClientOptions {
  readonly url: string;
  readonly WebSocket?: WebSocketFactory;
  readonly timers?: Timers;
  /** Default 500 ms doubling up to 15 s, jitter 0.5. */
  readonly backoff?: Backoff;
  /** Uniform random in [0, 1) for the jitter (default Math.random). */
  readonly random?: () => number;
  /** Milliseconds clock for round trips (default performance.now). */
  readonly now?: () => number;
  /** A ping every this many ms while open (default 15 s); a pong later than pingTimeoutMs drops the socket. */
  readonly heartbeatMs?: number;
  /** How long a ping may go unanswered before the connection counts as dead (default 5 s). */
  readonly pingTimeoutMs?: number;
  /** Online / offline / visible hints (default: the browser's window and document; none in Node). */
  readonly connectivity?: Connectivity;
  /** Receives messages that failed the contract (they are dropped). */
  readonly onInvalidMessage?: (data: unknown) => void;
}

const OPEN = 1;
const DEFAULT_BACKOFF: Backoff = { initialMs: 500, maxMs: 15_000, factor: 2, jitter: 0.5 };

/** The delay before reconnect attempt `attempt` (0-based): exponential, capped, then jittered down by `random`. */
export function backoffDelay(attempt: number, b: Backoff, random: () => number = Math.random): number {
  const ceiling = Math.min(b.maxMs, b.initialMs * b.factor ** attempt);
  return Math.round(ceiling * (1 - (b.jitter ?? DEFAULT_BACKOFF.jitter!) * random()));
}

/** The stream client. */
export class StreamClient {
  #socket: WebSocketLike | null = null;
  #state = INITIAL_STATUS;
  #attempts = 0;
  #closed = true;
  #retryTimer: unknown = null;
  #heartbeatTimer: unknown = null;
  #deadline: unknown = null;
  #pingId = 0;
  #pingSent = new Map<number, number>();
  #latency: number | undefined;
  #unlisten: (() => void) | null = null;
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
    return this.#state.status;
  }
  /** The last ping round trip in whole ms, undefined before the first pong. */
  get latencyMs(): number | undefined {
    return this.#latency;
  }
  /** Listens to status changes; returns the unlisten function. */
  onStatus(listener: (status: SiteStatus) => void): () => void {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  }
  /** Opens the connection (idempotent) and starts listening to the browser's online and visibility hints. */
  connect(): void {
    if (!this.#closed) return;
    this.#closed = false;
    const connectivity = this.#opts.connectivity ?? browserConnectivity();
    this.#unlisten =
      connectivity?.listen({
        online: () => this.#retryNow(),
        visible: () => this.#retryNow(),
        offline: () => {
          this.#observe({ kind: 'offline' });
          // the socket may still work (a flapping adapter); an unanswered ping proves it does not
          if (this.#socket?.readyState === OPEN) this.#ping();
        },
      }) ?? null;
    this.#open();
  }
  /** Closes the connection and stops reconnecting; subscriptions are kept for a later connect(). */
  close(): void {
    this.#closed = true;
    this.#unlisten?.();
    this.#unlisten = null;
    this.#clearTimers(true);
    const socket = this.#socket;
    this.#socket = null;
    socket?.close(1000, 'client closed');
    this.#observe({ kind: 'offline' });
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
      this.#dropped();
      return;
    }
    this.#socket = socket;
    socket.onopen = () => {
      if (this.#socket !== socket) return;
      this.#attempts = 0;
      this.#ping(); // its pong makes the status operational
      for (const channel of this.#channels.keys()) this.#send({ op: 'subscribe', channel });
    };
    socket.onmessage = (ev) => {
      if (this.#socket === socket) this.#receive(ev.data);
    };
    socket.onerror = () => {};
    socket.onclose = () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      if (!this.#closed) this.#dropped();
    };
  }

  /** A socket closed or could not be made: count the failure and retry after the backoff. */
  #dropped(): void {
    this.#clearTimers(false);
    this.#pingSent.clear();
    this.#observe({ kind: 'failure' });
    const delay = backoffDelay(this.#attempts, this.#opts.backoff ?? DEFAULT_BACKOFF, this.#opts.random);
    this.#attempts += 1;
    this.#retryTimer = this.#timers.setTimeout(() => {
      this.#retryTimer = null;
      if (!this.#closed) this.#open();
    }, delay);
  }

  /** The network is back or the tab is visible: skip the backoff when down, check the line when up. */
  #retryNow(): void {
    if (this.#closed) return;
    if (this.#socket === null) {
      if (this.#retryTimer !== null) this.#timers.clearTimeout(this.#retryTimer);
      this.#retryTimer = null;
      this.#attempts = 0;
      this.#open();
    } else if (this.#socket.readyState === OPEN) this.#ping();
  }

  #ping(): void {
    const id = ++this.#pingId;
    this.#pingSent.set(id, (this.#opts.now ?? (() => performance.now()))());
    this.#send({ op: 'ping', id });
    if (this.#deadline === null) {
      this.#deadline = this.#timers.setTimeout(() => {
        // no pong in time: a half-open connection (sleep, network change) that would never close by itself
        this.#deadline = null;
        const socket = this.#socket;
        if (socket === null) return;
        // forget it first: a dead socket's close event may come much later, or never
        this.#socket = null;
        socket.close(4000, 'ping timeout');
        if (!this.#closed) this.#dropped();
      }, this.#opts.pingTimeoutMs ?? 5000);
    }
  }

  #pong(id: number): void {
    const sent = this.#pingSent.get(id);
    if (sent === undefined) return;
    this.#pingSent.clear();
    this.#latency = Math.round((this.#opts.now ?? (() => performance.now()))() - sent);
    if (this.#deadline !== null) this.#timers.clearTimeout(this.#deadline);
    this.#deadline = null;
    this.#observe({ kind: 'latency' });
    if (this.#heartbeatTimer !== null) this.#timers.clearTimeout(this.#heartbeatTimer);
    this.#heartbeatTimer = this.#timers.setTimeout(() => {
      this.#heartbeatTimer = null;
      if (this.#socket?.readyState === OPEN) this.#ping();
    }, this.#opts.heartbeatMs ?? 15_000);
  }

  #receive(raw: unknown): void {
    let data: unknown;
    try {
      data = typeof raw === 'string' ? JSON.parse(raw) : raw;
    } catch {
      data = raw;
    }
    let msg: ServerMessage | undefined = fastBookEvent(data);
    if (msg === undefined) {
      const parsed = v.safeParse(ServerMessage, data);
      if (!parsed.success) return this.#opts.onInvalidMessage?.(data);
      msg = parsed.output;
    }
    if (msg.type === 'pong') return this.#pong(msg.id);
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

  #clearTimers(retryToo: boolean): void {
    for (const t of [this.#heartbeatTimer, this.#deadline, retryToo ? this.#retryTimer : null]) {
      if (t !== null) this.#timers.clearTimeout(t);
    }
    this.#heartbeatTimer = null;
    this.#deadline = null;
    if (retryToo) this.#retryTimer = null;
  }

  #observe(event: StatusEvent): void {
    const before = this.#state.status;
    this.#state = nextStatus(this.#state, event);
    if (this.#state.status === before) return;
    for (const listener of this.#statusListeners) listener(this.#state.status);
  }
}
