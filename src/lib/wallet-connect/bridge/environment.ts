/** Where the dapp runs: inside the messaging app's webview, in its web client's iframe, or a plain browser tab. */

/** The parts of `window` the bridge reads; a parameter everywhere so nothing touches DOM globals at import time. */
export interface BridgeHostWindow {
  /** Injected by the messaging app's native clients (mobile, desktop). */
  readonly TelegramWebviewProxy?: unknown;
  readonly self: unknown;
  readonly top: unknown;
  readonly parent: { postMessage(message: string, targetOrigin: string): void };
  /** Legacy Windows Phone client: `external.notify(message)`. */
  readonly external?: unknown;
}

/** The native clients' proxy, when it is usable (an object whose postEvent is a function). */
export interface WebviewProxy {
  postEvent(eventType: string, eventData: string | undefined): unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * True when the dapp runs in the messaging app: the rule of the reference client (`isTelegramMiniApp` in
 * @aptos-connect/web-transport), which routes every prompt through the mini-app flow when the proxy is defined at all.
 */
export function isMiniAppEnvironment(host: BridgeHostWindow): boolean {
  return host.TelegramWebviewProxy !== undefined;
}

/** The proxy when it can carry events (the reference bridge's hasWebviewProxy), else undefined. */
export function webviewProxyOf(host: BridgeHostWindow): WebviewProxy | undefined {
  const proxy = host.TelegramWebviewProxy;
  return isRecord(proxy) && typeof proxy.postEvent === 'function' ? (proxy as unknown as WebviewProxy) : undefined;
}

/** True inside an iframe (the web client); a cross-origin `top` that cannot be read counts as an iframe. */
export function isIframe(host: Pick<BridgeHostWindow, 'self' | 'top'>): boolean {
  try {
    return host.self !== host.top;
  } catch {
    return true;
  }
}

/** The legacy `external.notify` channel when present. */
export function externalNotifyOf(host: BridgeHostWindow): ((message: string) => void) | undefined {
  const { external } = host;
  if (!isRecord(external) || typeof external.notify !== 'function') return undefined;
  const notify = external.notify as (message: string) => void;
  return (message) => notify.call(external, message);
}
