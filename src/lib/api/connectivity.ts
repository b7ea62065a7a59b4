/**
 * The browser's hints that a dropped connection is worth retrying now instead of after its backoff: the network
 * came back (`online`) or the tab became visible again (timers are throttled in background tabs, and a laptop
 * waking from sleep shows its tab before any timer fires). `offline` tells the status to show offline at once.
 */

/** What the stream client reacts to. */
export interface ConnectivityHandlers {
  readonly online: () => void;
  readonly offline: () => void;
  readonly visible: () => void;
}
/** A source of connectivity hints; listen returns the function that stops listening. */
export interface Connectivity {
  listen(handlers: ConnectivityHandlers): () => void;
}

/** The browser's window and document events, or undefined outside a browser (Node, server render). */
export function browserConnectivity(): Connectivity | undefined {
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
  return {
    listen(handlers) {
      const onVisibility = () => {
        if (document.visibilityState === 'visible') handlers.visible();
      };
      window.addEventListener('online', handlers.online);
      window.addEventListener('offline', handlers.offline);
      document.addEventListener('visibilitychange', onVisibility);
      return () => {
        window.removeEventListener('online', handlers.online);
        window.removeEventListener('offline', handlers.offline);
        document.removeEventListener('visibilitychange', onVisibility);
      };
    },
  };
}
