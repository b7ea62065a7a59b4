import { atom } from 'nanostores';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { StreamClient } from '#lib/api/stream-client.ts';
import { networkEndpoints } from '#lib/network/origins.ts';
import { parseNetworkName } from '#lib/network/network-name.ts';

/**
 * The network this build talks to (PUBLIC_NETWORK at build time, local when unset), parsed strictly: an unknown
 * name throws here, at startup. The exchange and the chain stores both use it.
 */
export const NETWORK = parseNetworkName(import.meta.env.PUBLIC_NETWORK);

const inBrowser = typeof window !== 'undefined';

/**
 * The exchange client every store uses. Storybook sets it to undefined so stories never reach the network:
 * stores then keep whatever a story seeded.
 */
export const $api = atom<ExchangeClient | undefined>(
  inBrowser ? new ExchangeClient({ baseUrl: networkEndpoints(NETWORK).exchange }) : undefined,
);

/** The exchange's stream connection (one WebSocket for every channel); undefined in Storybook and on the server. */
export const $stream = atom<Pick<StreamClient, 'connect' | 'subscribe' | 'onStatus' | 'status'> | undefined>(
  inBrowser ? new StreamClient({ url: networkEndpoints(NETWORK).exchangeWs }) : undefined,
);
