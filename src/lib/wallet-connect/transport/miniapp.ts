/** Mini-app transport: opens the wallet bot through the messaging app's bridge, then polls the wallet host. */
import type { BridgeHostWindow } from '#lib/wallet-connect/bridge/environment.ts';
import { BridgeError } from '#lib/wallet-connect/bridge/errors.ts';
import { bridgeEventPoster, type PostBridgeEvent } from '#lib/wallet-connect/bridge/post-event.ts';
import { WalletConnectError } from '#lib/wallet-connect/errors.ts';
import { base64ToBytes, bytesToBase64, bytesToBase64url } from '#lib/wallet-connect/encoding/base64.ts';
import {
  encodePopupRequest,
  loadClientIdentitySeed,
  signPopupRequest,
  type SignedPopupRequest,
} from '#lib/wallet-connect/popup-request.ts';
import type { SerializedWalletRequest } from '#lib/wallet-connect/serialize/requests.ts';
import { encodeWalletRequestBody } from '#lib/wallet-connect/serialize/url.ts';
import type { KeyValueStorage } from '#lib/storage/keys.ts';
import { DEFAULT_PROVIDER, ENCODED_REQUEST_LIMIT } from '#lib/wallet-connect/constants.ts';
import { pollUntil, type PollingEnvironment } from './polling.ts';
import type { TransportResponse, WalletProvider, WalletTransport } from './types.ts';

/** Start parameters longer than this are uploaded first (the messaging app's limit). */
const MAX_START_PARAM_REQUEST_CHARS = ENCODED_REQUEST_LIMIT;
/** The wallet's bot app path used when none is configured. */
export const DEFAULT_BOT_APP_PATH = '/AptosConnectBot/AptosConnect';

/** Mini-app transport configuration; every side effect is injectable. */
export interface MiniAppTransportConfig extends PollingEnvironment {
  readonly walletOrigin: string;
  /** The social provider; google when not given (SPEC section 9). */
  readonly provider?: WalletProvider;
  readonly botAppPath?: string;
  readonly storage: KeyValueStorage;
  readonly fetch: typeof fetch;
  readonly randomUUID: () => string;
  /** The mini-app's window the bridge posts through (browserMiniAppEnvironment() gives the page's own). */
  readonly window?: BridgeHostWindow;
  /** Target origin of bridge messages from inside the web client's iframe (default MINI_APP_HOST_ORIGIN). */
  readonly bridgeTargetOrigin?: string;
  /** Replaces the bridge (tests, or a host page with its own bridge); the real bridge over `window` otherwise. */
  readonly postEvent?: PostBridgeEvent;
}

/** The configured bridge: the injected poster, else the real bridge over the given window (none: unknown environment). */
function miniAppBridge(
  config: Pick<MiniAppTransportConfig, 'window' | 'bridgeTargetOrigin' | 'postEvent'>,
): PostBridgeEvent {
  if (config.postEvent !== undefined) return config.postEvent;
  const host = config.window;
  if (host === undefined) throw new BridgeError('unknown_environment');
  return bridgeEventPoster(
    host,
    config.bridgeTargetOrigin === undefined ? {} : { targetOrigin: config.bridgeTargetOrigin },
  );
}

/** `{walletOrigin}/v1/dapp/clients/{b64url(key)}/requests/` */
function clientRequestsUrl(walletOrigin: string, clientIdentityKey: Uint8Array): string {
  return new URL(`/v1/dapp/clients/${bytesToBase64url(clientIdentityKey)}/requests/`, walletOrigin).href;
}

async function uploadRequest(
  config: MiniAppTransportConfig,
  signed: SignedPopupRequest & { body: SerializedWalletRequest },
) {
  const response = await config
    .fetch(clientRequestsUrl(config.walletOrigin, signed.clientIdentityKey), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        body: encodeWalletRequestBody(signed.body),
        id: signed.id,
        signature: bytesToBase64(signed.signature),
        timestamp: signed.timestamp,
      }),
    })
    .catch((cause: unknown) => {
      throw new WalletConnectError('request_failed', { cause });
    });
  if (!response.ok) throw new WalletConnectError('request_failed');
}

/** Signs, (uploads if long), opens the wallet bot, and polls until the wallet host answers 200. */
async function requestThroughMiniApp(
  config: MiniAppTransportConfig,
  body: SerializedWalletRequest,
): Promise<TransportResponse> {
  const postEvent = miniAppBridge(config);
  const seed = loadClientIdentitySeed(config.storage);
  const signed = { ...signPopupRequest(seed, { id: config.randomUUID(), timestamp: config.now(), body }), body };
  let encoded = encodePopupRequest(signed);
  if (encoded.length > MAX_START_PARAM_REQUEST_CHARS) {
    await uploadRequest(config, signed);
    const { body: _uploaded, ...deferred } = signed;
    encoded = encodePopupRequest(deferred);
  }
  const startParam = `prompt_${config.provider ?? DEFAULT_PROVIDER}${encoded}`;
  postEvent('web_app_open_tg_link', {
    path_full: `${config.botAppPath ?? DEFAULT_BOT_APP_PATH}?startapp=${startParam}`,
  });
  const url = `${clientRequestsUrl(config.walletOrigin, signed.clientIdentityKey)}${signed.id}/response/`;
  return pollUntil(config, async () => {
    const response = await config
      .fetch(url, { method: 'GET', headers: { Accept: 'application/json' } })
      .catch(() => undefined);
    if (response?.status !== 200) return undefined;
    return { data: responseBody(await response.text()) };
  });
}

/** The response bytes of a 200 poll answer `{data: {body: base64}}`; anything else is an invalid response. */
function responseBody(text: string): Uint8Array {
  try {
    const body = (JSON.parse(text) as { data?: { body?: unknown } } | null)?.data?.body;
    if (typeof body === 'string') return base64ToBytes(body);
  } catch (cause) {
    throw new WalletConnectError('invalid_response', { cause });
  }
  throw new WalletConnectError('invalid_response');
}

/** The mini-app transport as a class over requestThroughMiniApp. */
export class MiniAppTransport implements WalletTransport {
  readonly #config: MiniAppTransportConfig;
  constructor(config: MiniAppTransportConfig) {
    this.#config = config;
  }
  /** Sends one request through the wallet bot. */
  request(request: SerializedWalletRequest): Promise<TransportResponse> {
    return requestThroughMiniApp(this.#config, request);
  }
}
