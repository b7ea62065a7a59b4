/** Chooses the prompt per request, as the reference client does: the mini-app inside the messaging app, else the popup. */
import { isMiniAppEnvironment, type BridgeHostWindow } from '#lib/wallet-connect/bridge/environment.ts';
import type { SerializedWalletRequest } from '#lib/wallet-connect/serialize/requests.ts';
import type { TransportResponse, WalletTransport } from './types.ts';

/** The two prompt transports and the window that decides between them. */
export interface PromptTransportConfig {
  readonly window: BridgeHostWindow;
  readonly popup: WalletTransport;
  readonly miniApp: WalletTransport;
}

/** Routes each request through the mini-app when isMiniAppEnvironment(window), otherwise through the popup. */
export class PromptTransport implements WalletTransport {
  readonly #config: PromptTransportConfig;
  constructor(config: PromptTransportConfig) {
    this.#config = config;
  }
  /** Sends one request through the transport the environment calls for now (checked per request, like the reference). */
  request(request: SerializedWalletRequest): Promise<TransportResponse> {
    const { window: host, popup, miniApp } = this.#config;
    return (isMiniAppEnvironment(host) ? miniApp : popup).request(request);
  }
}
