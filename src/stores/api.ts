import { atom } from 'nanostores';
import { ExchangeClient } from '../lib/api/http-client.ts';
import { networkEndpoints } from '../lib/network/origins.ts';

/** The network this build talks to (PUBLIC_NETWORK at build time; local by default). */
export const NETWORK: string = import.meta.env.PUBLIC_NETWORK ?? 'local';

/**
 * The exchange client every store uses. Storybook sets it to undefined so stories never reach the network:
 * stores then keep whatever a story seeded.
 */
export const $api = atom<ExchangeClient | undefined>(
  typeof window === 'undefined' ? undefined : new ExchangeClient({ baseUrl: networkEndpoints(NETWORK).exchange }),
);
