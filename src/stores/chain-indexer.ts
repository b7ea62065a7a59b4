import { atom } from 'nanostores';
import { chainEndpoints } from '#lib/chain/networks.ts';
import { NETWORK } from './api.ts';

/**
 * The chain indexer's GraphQL endpoint of this build's network (the one $aptos uses), for reads made without the
 * Aptos SDK (the deposit-claim scan); tests may set another.
 */
export const $chainIndexer = atom<string>(chainEndpoints(NETWORK).indexer);
