/**
 * The mini-app transport's environment in a browser tab: page visibility and window focus steer the response polling
 * (2 s in the foreground, 3 s in the background, a poll 300 ms after the user comes back from the wallet).
 * With transport/popup.ts, the only wallet-connect module that may touch the DOM; it reads globals only when called.
 */
import type { BridgeHostWindow } from '#lib/wallet-connect/bridge/environment.ts';
import { BridgeError } from '#lib/wallet-connect/bridge/errors.ts';
import type { PollingEnvironment } from './polling.ts';

/** The document parts polling reads: visibility, focus and the visibility event. */
export type PageDocument = Pick<Document, 'visibilityState' | 'hasFocus' | 'addEventListener' | 'removeEventListener'>;

/** The window parts: timers, focus and blur events, and what the bridge posts through. */
export type PageWindow = BridgeHostWindow &
  Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'>;

/** A page: its document and window (the real ones, or fakes in tests). */
export interface BrowserPage {
  readonly document: PageDocument;
  readonly window: PageWindow;
}

/** Foreground = visible and focused; the reference client polls as background until its window has focus again. */
export function isPageForeground(document: Pick<Document, 'visibilityState' | 'hasFocus'>): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

/**
 * Calls `onResume` each time the page turns from background to foreground, whichever event shows it (window focus,
 * or the document becoming visible, which is all a webview may send): a return that fires both resumes once.
 */
function watchPageResume(page: BrowserPage, onResume: () => void): () => void {
  let foreground = isPageForeground(page.document);
  const update = () => {
    const now = isPageForeground(page.document);
    if (now && !foreground) onResume();
    foreground = now;
  };
  page.window.addEventListener('focus', update);
  page.window.addEventListener('blur', update);
  page.document.addEventListener('visibilitychange', update);
  return () => {
    page.window.removeEventListener('focus', update);
    page.window.removeEventListener('blur', update);
    page.document.removeEventListener('visibilitychange', update);
  };
}

/** The polling environment of a page: its timers, its foreground state and its resumes. */
export function pagePollingEnvironment(page: BrowserPage, now: () => number = Date.now): PollingEnvironment {
  return {
    now,
    setTimeout: (callback, ms) => page.window.setTimeout(callback, ms),
    clearTimeout: (handle) => page.window.clearTimeout(handle as number),
    isForeground: () => isPageForeground(page.document),
    onFocus: (callback) => watchPageResume(page, callback),
  };
}

/** This tab's environment for MiniAppTransport (polling plus the window the bridge posts through); throws without a DOM. */
export function browserMiniAppEnvironment(): PollingEnvironment & { readonly window: PageWindow } {
  const { document, window } = globalThis as { document?: PageDocument; window?: PageWindow };
  if (document === undefined || window === undefined) throw new BridgeError('unknown_environment');
  return { ...pagePollingEnvironment({ document, window }), window };
}
