/** Posting a bridge event (a "method" call) to the messaging app, over whichever channel the environment offers. */
import { externalNotifyOf, isIframe, webviewProxyOf, type BridgeHostWindow } from './environment.ts';
import { BridgeError } from './errors.ts';
import { DEFAULT_MINI_APP_HOST_ORIGIN } from '#lib/wallet-connect/constants.ts';

/** The origin bridge messages are posted to from inside the web client's iframe (the reference bridge's default). */
export const MINI_APP_HOST_ORIGIN = DEFAULT_MINI_APP_HOST_ORIGIN;

/** Bridge methods the wallet client calls, with their parameters. */
export interface BridgeMethods {
  /** Opens a `https://t.me/{path_full}` link inside the messaging app (here: the wallet's bot app). */
  readonly web_app_open_tg_link: { readonly path_full: string };
}

/** A bridge method name. */
export type BridgeMethod = keyof BridgeMethods;

/** Posts one bridge event; the mini-app transport's injectable side effect. */
export type PostBridgeEvent = <M extends BridgeMethod>(method: M, params: BridgeMethods[M]) => void;

/** Options of postBridgeEvent. */
export interface PostBridgeEventOptions {
  /** Target origin for the iframe channel; MINI_APP_HOST_ORIGIN unless the host is somewhere else. */
  readonly targetOrigin?: string;
}

/** The iframe / legacy form of an event: JSON {"eventType", "eventData"} (eventData left out when undefined). */
export function bridgeMessage(eventType: string, eventData?: unknown): string {
  return JSON.stringify({ eventType, eventData });
}

/**
 * Posts an event like the reference bridge: the native webview proxy (params as a JSON string), else the parent
 * frame (web client), else `external.notify`; anywhere else throws BridgeError('unknown_environment').
 */
export function postBridgeEvent<M extends BridgeMethod>(
  host: BridgeHostWindow,
  method: M,
  params: BridgeMethods[M],
  options: PostBridgeEventOptions = {},
): void {
  const proxy = webviewProxyOf(host);
  if (proxy !== undefined) {
    proxy.postEvent(method, JSON.stringify(params));
    return;
  }
  const message = bridgeMessage(method, params);
  if (isIframe(host)) {
    host.parent.postMessage(message, options.targetOrigin ?? MINI_APP_HOST_ORIGIN);
    return;
  }
  const notify = externalNotifyOf(host);
  if (notify === undefined) throw new BridgeError('unknown_environment');
  notify(message);
}

/** A PostBridgeEvent bound to one window. */
export function bridgeEventPoster(host: BridgeHostWindow, options: PostBridgeEventOptions = {}): PostBridgeEvent {
  return (method, params) => postBridgeEvent(host, method, params, options);
}
