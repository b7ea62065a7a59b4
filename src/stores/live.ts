import { onMount } from 'nanostores';
import { syncChannel, type Snapshot } from '#lib/api/channel-sync.ts';
import type { Channel, StreamEvent } from '#lib/api/contract/streams.ts';
import { Throttle } from '#lib/market/throttle.ts';
import { $stream } from './api.ts';
import type { ResourceStore } from './resource.ts';

/** Options of a live channel. */
export interface LiveChannelOptions {
  /**
   * Publish the folded value at most once per this many ms (the first change at once, the last one always): a burst
   * of events (a clock advance's hundreds of steps) then costs its screens a few renders instead of one per event,
   * and they show the latest value as soon as the burst ends instead of working through the backlog.
   */
  readonly publishMs?: number;
}

/**
 * Keeps a resource store fresh from a stream channel while it is watched. The snapshot call answers its channel's
 * seq, so syncChannel lines the two up: events the snapshot already holds are dropped, events that arrive while it
 * loads are applied after it, and a gap or a reconnect loads the snapshot again. `apply` folds one event in.
 */
export function liveChannel<T extends Snapshot>(
  store: ResourceStore<T>,
  channel: Channel,
  apply: (value: T, event: StreamEvent) => T,
  options: LiveChannelOptions = {},
): void {
  onMount(store, () => {
    const stream = $stream.get();
    if (typeof window === 'undefined' || !stream) return;
    stream.connect();
    let latest: T | undefined;
    const throttle =
      options.publishMs === undefined
        ? undefined
        : new Throttle(() => latest !== undefined && store.setValue(latest), { intervalMs: options.publishMs });
    // a failed snapshot keeps the store's own error and retry; the channel's next event loads again
    const stop = syncChannel(stream, channel, {
      load: () => store.fetch(),
      apply,
      onValue: (value) => {
        if (throttle === undefined) return store.setValue(value);
        latest = value;
        throttle.schedule();
      },
    });
    return () => {
      stop();
      throttle?.cancel();
    };
  });
}
