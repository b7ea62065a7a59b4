/**
 * Lines a snapshot up with its stream channel. The snapshot calls (getPerpOrderBookData, getUserData,
 * getPriceIndexes, getBorrowLendingData) answer the channel's `seq` at snapshot time; on every resync the
 * owner's `load` is called, events that arrive meanwhile are held, and once the snapshot is in, the held and
 * later events apply on top of it in order: those numbered up to its seq are already in it and are dropped, a
 * missing number means the snapshot is older than the stream and loads it again. An event the owner cannot apply
 * (apply throws) loads the snapshot again too, rather than leaving the value silently behind the stream.
 */
import type { Channel, StreamEvent } from './contract/streams.ts';
import type { ResyncReason, StreamClient } from './stream-client.ts';

/** A snapshot answer: anything carrying its channel's sequence number. */
export interface Snapshot {
  readonly seq: number;
}
/** What syncChannel needs from its owner. */
export interface SyncOptions<T extends Snapshot> {
  /** Fetches the snapshot (the HTTP call). */
  readonly load: () => Promise<T>;
  /** Folds one event into the value; the result keeps the snapshot's fields. Throwing asks for a new snapshot. */
  readonly apply: (value: T, event: StreamEvent) => T;
  /** Receives each new value: the snapshot, then the snapshot with events applied. */
  readonly onValue: (value: T, seq: number) => void;
  /** Receives a failed load; the next event of the channel tries again. */
  readonly onError?: (error: unknown, reason: ResyncReason) => void;
  /**
   * Called as a snapshot load starts, before `load`: an owner with a mutable value clears it here on a reconnect
   * (a restarted server's stream must not merge into the old state) and marks it stale on a gap.
   */
  readonly onResync?: (reason: ResyncReason) => void;
}
type Held = { readonly event: StreamEvent; readonly seq: number };

/** Keeps a value in step with a channel from snapshot + events; returns the unsubscribe function. */
export function syncChannel<T extends Snapshot>(
  client: Pick<StreamClient, 'subscribe'>,
  channel: Channel,
  opts: SyncOptions<T>,
): () => void {
  let value: T | null = null;
  let last = 0;
  let loading = false;
  let held: Held[] = [];
  let generation = 0;
  let stopped = false;

  const resync = (reason: ResyncReason) => {
    const mine = ++generation;
    loading = true;
    opts.onResync?.(reason);
    opts.load().then(
      (snapshot) => {
        if (stopped || mine !== generation) return; // a newer resync superseded this load
        value = snapshot;
        last = snapshot.seq;
        loading = false;
        const pending = held;
        held = [];
        for (const [i, h] of pending.entries()) {
          const outcome = step(h);
          // a reload keeps the event that showed the gap; an event that failed to apply is dropped (the snapshot
          // that is loading now holds it, or the next number shows a gap again)
          if (outcome === 'reload') return void (held = [...pending.slice(i), ...held]);
          if (outcome === 'failed') return void (held = [...pending.slice(i + 1), ...held]);
        }
        opts.onValue(value, last);
      },
      (error: unknown) => {
        if (stopped || mine !== generation) return;
        loading = false;
        value = null;
        opts.onError?.(error, reason);
      },
    );
  };
  // applies one event: 'skip' when the value has it already, 'reload' when a number is missing and 'failed' when
  // apply threw (a load started in both cases)
  const step = (h: Held): 'applied' | 'skip' | 'reload' | 'failed' => {
    if (h.seq <= last) return 'skip';
    if (h.seq !== last + 1) {
      resync('gap');
      return 'reload';
    }
    let next: T;
    try {
      next = opts.apply(value!, h.event);
    } catch {
      resync('gap');
      return 'failed';
    }
    value = next;
    last = h.seq;
    return 'applied';
  };

  const unsubscribe = client.subscribe(channel, {
    onResync: (reason) => {
      // after a (re)subscribe the numbers may restart (a restarted server): what was held means nothing now
      if (reason !== 'gap') held = [];
      resync(reason);
    },
    onEvent: (event, seq) => {
      if (!loading && value === null) resync('gap'); // the last load failed: try again
      if (loading) {
        // numbers going back mean the held ones past this came from elsewhere (a forged or replayed frame): a
        // snapshot holds the real ones, or they show as a gap again
        if (held.length > 0 && held[held.length - 1]!.seq >= seq) held = held.filter((x) => x.seq < seq);
        return void held.push({ event, seq });
      }
      const h = { event, seq };
      const outcome = step(h);
      if (outcome === 'applied') opts.onValue(value!, last);
      if (outcome === 'reload') held.push(h);
    },
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
