import { atom, onMount } from 'nanostores';
import {
  INITIAL_STATUS,
  combineStatus,
  nextStatus,
  type SiteStatus,
  type StatusEvent,
  type StatusState,
} from '#lib/network/status.ts';
import { LATENCY_SAMPLING_MS } from '#lib/domain/constants.ts';
import { $api, $stream } from './api.ts';
import { sampleServerClock } from './server-clock.ts';

/** Last measured round trip of getTime in whole ms, undefined before the first answer. */
export const $latency = atom<number | undefined>(undefined);
/**
 * Footer status (connecting, operational, offline, reconnecting) with the latency sampler's failure count: the HTTP
 * sampler's status combined with the stream connection's (a dropped WebSocket shows reconnecting, then operational
 * once it is back).
 */
export const $siteStatus = atom<StatusState>(INITIAL_STATUS);

/** The sampler's own state, before the stream's status is combined in. */
let http: StatusState = INITIAL_STATUS;
/** The stream connection's last status, undefined until it reports one. */
let stream: SiteStatus | undefined;

function publish(): void {
  $siteStatus.set({ status: combineStatus(http.status, stream), failures: http.failures });
}

/** Feeds one observation into the status machine. */
function observe(event: StatusEvent): void {
  http = nextStatus(http, event);
  publish();
}

/** Takes one latency sample: a getTime round trip, whose answer also keeps the server clock's offset current. */
async function sampleLatency(): Promise<void> {
  const api = $api.get();
  if (!api) return;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return observe({ kind: 'offline' });
  try {
    $latency.set(Math.round(await sampleServerClock(api)));
    observe({ kind: 'latency' });
  } catch {
    observe({ kind: 'failure' });
  }
}

onMount($siteStatus, () => {
  if (typeof window === 'undefined') return; // no sampling during a server render
  void sampleLatency();
  const timer = setInterval(() => void sampleLatency(), LATENCY_SAMPLING_MS);
  const client = $stream.get();
  stream = client?.status;
  const offStream = client?.onStatus((status) => {
    stream = status;
    publish();
  });
  return () => {
    clearInterval(timer);
    offStream?.();
  };
});
