import type { Aptos } from '@aptos-labs/ts-sdk';
import { atom } from 'nanostores';
import { createAptos } from '#lib/chain/aptos-client.ts';
import { NETWORK } from './api.ts';

/** The chain network of this build: the same network the exchange client talks to (see NETWORK). */
export const CHAIN_NETWORK = NETWORK;

/**
 * The app's Aptos SDK client, configured for CHAIN_NETWORK's node, indexer and faucet with the spec's chain
 * defaults (max gas 200000, expiry 20 s). Building it makes no request; tests and stories may set another.
 */
export const $aptos = atom<Aptos>(createAptos(CHAIN_NETWORK));
