import { atom, onMount } from 'nanostores';
import { INITIAL_STATUS, nextStatus, type StatusEvent, type StatusState } from '#lib/network/status.ts';
import { LATENCY_SAMPLING_MS } from '#lib/domain/constants.ts';
import { $api } from './api.ts';

/** Last measured round trip of getTime in whole ms, undefined before the first answer. */
export const $latency = atom<number | undefined>(undefined);
/** Footer status (connecting, operational, offline, reconnecting) with its failure count. */
export const $siteStatus = atom<StatusState>(INITIAL_STATUS);

/** Feeds one observation into the status machine. */
export function observe(event: StatusEvent): void {
  $siteStatus.set(nextStatus($siteStatus.get(), event));
}

/** Takes one latency sample: a getTime round trip. */
export async function sampleLatency(): Promise<void> {
  const api = $api.get();
  if (!api) return;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return observe({ kind: 'offline' });
  const started = performance.now();
  try {
    await api.getTime();
    $latency.set(Math.round(performance.now() - started));
    observe({ kind: 'latency' });
  } catch {
    observe({ kind: 'failure' });
  }
}

onMount($siteStatus, () => {
  if (typeof window === 'undefined') return; // no sampling during a server render
  void sampleLatency();
  const timer = setInterval(() => void sampleLatency(), LATENCY_SAMPLING_MS);
  return () => clearInterval(timer);
});
