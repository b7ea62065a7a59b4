import { onMount } from 'nanostores';
import { syncChannel, type Snapshot } from '#lib/api/channel-sync.ts';
import type { Channel, StreamEvent } from '#lib/api/contract/streams.ts';
import { $stream } from './api.ts';
import type { ResourceStore } from './resource.ts';

/**
 * Keeps a resource store fresh from a stream channel while it is watched. The snapshot call answers its channel's
 * seq, so syncChannel lines the two up: events the snapshot already holds are dropped, events that arrive while it
 * loads are applied after it, and a gap or a reconnect loads the snapshot again. `apply` folds one event in.
 */
export function liveChannel<T extends Snapshot>(
  store: ResourceStore<T>,
  channel: Channel,
  apply: (value: T, event: StreamEvent) => T,
): void {
  onMount(store, () => {
    const stream = $stream.get();
    if (typeof window === 'undefined' || !stream) return;
    stream.connect();
    // a failed snapshot keeps the store's own error and retry; the channel's next event loads again
    return syncChannel(stream, channel, {
      load: () => store.fetch(),
      apply,
      onValue: (value) => store.setValue(value),
    });
  });
}
