/** Website status shown in the footer (SPEC section 3, enumerations). */
export type SiteStatus = 'connecting' | 'operational' | 'offline' | 'reconnecting';

/** What the latency sampler observed. */
export type StatusEvent = { readonly kind: 'latency' } | { readonly kind: 'failure' } | { readonly kind: 'offline' };

/** Consecutive failed samples after which the site counts as offline rather than reconnecting. */
export const FAILURES_UNTIL_OFFLINE = 3;

/** Status machine state: the status plus how many samples failed in a row. */
export interface StatusState {
  readonly status: SiteStatus;
  readonly failures: number;
}

/** The state before any sample. */
export const INITIAL_STATUS: StatusState = { status: 'connecting', failures: 0 };

/**
 * Next footer status. A latency value makes it operational (SPEC section 4); a failure after success is
 * reconnecting until FAILURES_UNTIL_OFFLINE in a row; the browser reporting no network is offline at once.
 */
export function nextStatus(state: StatusState, event: StatusEvent): StatusState {
  if (event.kind === 'latency') return { status: 'operational', failures: 0 };
  if (event.kind === 'offline') return { status: 'offline', failures: state.failures + 1 };
  const failures = state.failures + 1;
  if (failures >= FAILURES_UNTIL_OFFLINE) return { status: 'offline', failures };
  if (state.status === 'connecting') return { status: 'connecting', failures };
  return { status: 'reconnecting', failures };
}

const SEVERITY: Record<SiteStatus, number> = { operational: 0, connecting: 1, reconnecting: 2, offline: 3 };

/**
 * The footer's one status from the HTTP latency sampler and the stream connection: the worse of the two, except
 * that a side still making its first connection counts for nothing (pages that stream nothing never leave
 * 'connecting', and a stream pong is a latency sample too). A dropped stream therefore shows reconnecting even
 * while HTTP answers, and operational once both answer.
 */
export function combineStatus(http: SiteStatus, stream: SiteStatus | undefined): SiteStatus {
  if (stream === undefined || stream === 'connecting') return http;
  if (http === 'connecting') return stream;
  return SEVERITY[stream] > SEVERITY[http] ? stream : http;
}
