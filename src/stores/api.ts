import { atom } from 'nanostores';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { StreamClient } from '#lib/api/stream-client.ts';
import { networkEndpoints } from '#lib/network/origins.ts';
import { parseNetworkName } from '#lib/network/network-name.ts';
import type { SessionKeySource } from '#lib/api/http-client.ts';
import { serverNow, syncServerClock } from './server-clock.ts';

/**
 * The network this build talks to (PUBLIC_NETWORK at build time, local when unset), parsed strictly: an unknown
 * name throws here, at startup. The exchange and the chain stores both use it.
 */
export const NETWORK = parseNetworkName(import.meta.env.PUBLIC_NETWORK);

const inBrowser = typeof window !== 'undefined';

/**
 * The exchange client every store uses; it signs each session call with the stored key of the request's own account
 * (one session key per user id, see session.ts). Storybook sets it to undefined so stories never reach the network:
 * stores then keep whatever a story seeded.
 */
/**
 * The key a session call is signed with: the stored key of the request's own account (one session key per user id,
 * see session.ts); a call that names no account is sent unsigned.
 */
export const storedSessionKey: SessionKeySource = async ({ userId }) => {
  if (userId === undefined) return null;
  // the signature's timestamp is on the server's clock: take its first reading before the first signed call
  const api = $api.get();
  if (api) await syncServerClock(api);
  // loaded with the first session call: reading a key needs tweetnacl, which a visitor's page never downloads
  const { readSessionKey } = await import('#lib/storage/session-keys.ts');
  return readSessionKey(window.localStorage, userId) ?? null;
};

/**
 * The exchange client every store uses; it signs each session call with storedSessionKey, stamped on the server's
 * clock (server-clock.ts). Storybook sets it to
 * undefined so stories never reach the network: stores then keep whatever a story seeded.
 */
export const $api = atom<ExchangeClient | undefined>(
  inBrowser
    ? new ExchangeClient({ baseUrl: networkEndpoints(NETWORK).exchange, sessionKey: storedSessionKey, now: serverNow })
    : undefined,
);

/** The exchange's stream connection (one WebSocket for every channel); undefined in Storybook and on the server. */
export const $stream = atom<Pick<StreamClient, 'connect' | 'subscribe' | 'onStatus' | 'status'> | undefined>(
  inBrowser ? new StreamClient({ url: networkEndpoints(NETWORK).exchangeWs }) : undefined,
);
