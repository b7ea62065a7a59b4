/** Popup transport: opens the wallet's /prompt/ window and speaks the prompt message protocol with it. */
import { WalletConnectError } from '#lib/wallet-connect/errors.ts';
import type { SerializedWalletRequest } from '#lib/wallet-connect/serialize/requests.ts';
import { DEFAULT_PROVIDER, POPUP_SIZE, PROMPT_CLOSE_POLL_MS } from '#lib/wallet-connect/constants.ts';
import {
  DISMISSED,
  isPromptMessage,
  PROMPT_MESSAGE,
  type TransportResponse,
  type WalletProvider,
  type WalletTransport,
} from './types.ts';

/** The parts of `window` the popup transport uses; injectable for tests. */
export type PopupHostWindow = Pick<
  Window,
  | 'open'
  | 'screenLeft'
  | 'screenTop'
  | 'outerWidth'
  | 'outerHeight'
  | 'addEventListener'
  | 'removeEventListener'
  | 'setInterval'
  | 'clearInterval'
>;

/** Popup transport configuration; the provider defaults to google (SPEC section 9). */
export interface PopupTransportConfig {
  readonly walletOrigin: string;
  readonly provider?: WalletProvider;
  readonly window: PopupHostWindow;
}

/** The prompt URL for a provider (google when none is given, never `provider=undefined`). */
export function promptUrl(walletOrigin: string, provider: WalletProvider | undefined): string {
  const url = new URL('/prompt/', walletOrigin);
  url.searchParams.set('provider', provider ?? DEFAULT_PROVIDER);
  return url.href;
}

/** window.open features: the popup centred on the opener, in the reference client's format. */
export function popupFeatures(host: Pick<Window, 'screenLeft' | 'screenTop' | 'outerWidth' | 'outerHeight'>): string {
  const { width, height } = POPUP_SIZE;
  const left = host.screenLeft + Math.round((host.outerWidth - width) / 2);
  const top = host.screenTop + Math.round((host.outerHeight - height) / 2);
  return `height=${height}, left=${left}, popup=true, top=${top}, width=${width}`;
}

/** Opens the prompt and resolves with its answer; closing the prompt resolves as dismissed. */
function requestThroughPopup(
  config: PopupTransportConfig,
  request: SerializedWalletRequest,
): Promise<TransportResponse> {
  const { window: host, walletOrigin } = config;
  const origin = new URL(walletOrigin).origin;
  const popup = host.open(promptUrl(walletOrigin, config.provider), undefined, popupFeatures(host));
  if (popup === null) return Promise.reject(new WalletConnectError('popup_blocked'));
  return new Promise((resolve, reject) => {
    const finish = () => {
      host.removeEventListener('message', onMessage);
      host.clearInterval(poller);
    };
    const onMessage = (event: MessageEvent) => {
      // Only the prompt we opened, served from the wallet's exact origin, may answer.
      if (event.source !== popup || event.origin !== origin) return;
      if (isPromptMessage(event.data, PROMPT_MESSAGE.unauthorizedError)) {
        finish();
        reject(new WalletConnectError('unauthorized'));
      } else if (isPromptMessage(event.data, PROMPT_MESSAGE.connectionRequest)) {
        popup.postMessage({ __messageType: PROMPT_MESSAGE.connectionResponse, serializedRequest: request }, origin);
      } else if (isPromptMessage(event.data, PROMPT_MESSAGE.approvalResponse)) {
        const data = (event.data as { serializedValue?: { data?: unknown } }).serializedValue?.data;
        finish();
        if (data instanceof Uint8Array) resolve({ data });
        else reject(new WalletConnectError('invalid_response'));
      }
    };
    const poller = host.setInterval(() => {
      if (popup.closed) {
        finish();
        resolve(DISMISSED);
      }
    }, PROMPT_CLOSE_POLL_MS);
    host.addEventListener('message', onMessage);
  });
}

/** The popup transport as a class over requestThroughPopup. */
export class PopupTransport implements WalletTransport {
  readonly #config: PopupTransportConfig;
  constructor(config: PopupTransportConfig) {
    this.#config = config;
  }
  /** Opens the prompt for one request. */
  request(request: SerializedWalletRequest): Promise<TransportResponse> {
    return requestThroughPopup(this.#config, request);
  }
}
