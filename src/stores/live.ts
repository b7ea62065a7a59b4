import { onMount } from 'nanostores';
import type { Channel, StreamEvent } from '../lib/api/contract/streams.ts';
import { $stream } from './api.ts';
import type { ResourceStore } from './resource.ts';

/**
 * Keeps a resource store fresh from a stream channel while it is watched: each event is folded into the loaded
 * value by `apply`; a gap or a reconnect reloads the snapshot from the HTTP call instead.
 */
export function liveChannel<T>(
  store: ResourceStore<T>,
  channel: Channel,
  apply: (value: T, event: StreamEvent) => T,
): void {
  onMount(store, () => {
    const stream = $stream.get();
    if (typeof window === 'undefined' || !stream) return;
    stream.connect();
    return stream.subscribe(channel, {
      onEvent: (event) => {
        const current = store.get();
        if (current.status === 'ready') store.setValue(apply(current.value, event));
      },
      onResync: (reason) => {
        if (reason !== 'initial') void store.reload();
      },
    });
  });
}
