/**
 * The server's clock for every store and island (src/lib/api/server-clock.ts): the latency sampler feeds it each
 * getTime answer; anything that needs the time before the first sample waits for one (syncServerClock).
 */
import { ServerClock } from '#lib/api/server-clock.ts';
import type { ExchangeClient } from '#lib/api/http-client.ts';

/** The one server clock of the page. */
const serverClock = new ServerClock();

/** The server time now (ms); this machine's time until the first getTime answer. */
export function serverNow(): number {
  return serverClock.now();
}

let first: Promise<void> | undefined;

/** Asks the server for its time once and takes the answer as a sample; returns the local round trip (ms). */
export async function sampleServerClock(api: Pick<ExchangeClient, 'getTime'>): Promise<number> {
  const sent = Date.now();
  const started = performance.now();
  const { time } = await api.getTime();
  const trip = performance.now() - started;
  serverClock.sample(sent, Date.now(), time);
  return trip;
}

/** Resolves once the clock holds a sample (asking for one when none came yet); a failed ask leaves the local clock. */
export async function syncServerClock(api: Pick<ExchangeClient, 'getTime'>): Promise<void> {
  if (serverClock.sampled) return;
  first ??= sampleServerClock(api).then(
    () => undefined,
    () => {
      first = undefined;
    },
  );
  return first;
}
