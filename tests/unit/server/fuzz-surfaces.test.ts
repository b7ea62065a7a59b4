/**
 * A seeded sample of the hostile-input fuzz of the local network's other HTTP services (tests/fuzz/http-surfaces.ts):
 * the chain node's REST API, the faucet, the indexer's GraphQL endpoint and the dev wallet host each get hostile
 * requests and must answer every one, in their own typed error shape when they refuse it, never with a 5xx, never
 * change state for a refused one, and keep answering. Prints the counts per surface. The slow run, 10,000 per
 * surface, is `npx node bench/fuzz.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChain, type RunningChain } from '#server/chain/index.ts';
import { startWalletHost, type WalletHost } from '#server/wallet-host/index.ts';
import { defectsOf, formatCounts, NO_DEFECTS } from '#tests/fuzz/exchange-http.ts';
import {
  faucetSurface,
  fuzzHttp,
  indexerSurface,
  nodeSurface,
  walletHostSurface,
  type HttpSurface,
} from '#tests/fuzz/http-surfaces.ts';

/** Requests per surface in the sample; the seed makes every run send the same ones. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = 26;

let chain: RunningChain;
let host: WalletHost;
beforeAll(async () => {
  chain = await startChain({ nodePort: 0, indexerPort: 0, faucetPort: 0, testMint: { sleep: async () => {} } });
  host = await startWalletHost({ port: 0, nodeUrl: chain.nodeUrl });
});
afterAll(async () => {
  await host.close();
  await chain.close();
});

const surfaces: [string, () => HttpSurface][] = [
  ['chain node REST', () => nodeSurface(chain.nodeUrl, chain.ledger)],
  ['chain faucet', () => faucetSurface(chain.faucetUrl, chain.ledger)],
  ['chain indexer GraphQL', () => indexerSurface(chain.indexerUrl, chain.ledger)],
  ['dev wallet host', () => walletHostSurface(host.url)],
];

describe('hostile requests to the chain emulation and the wallet host', () => {
  it.each(surfaces)('%s', async (_name, surface) => {
    const counts = await fuzzHttp(surface(), RUNS, SEED);
    console.log(formatCounts(counts));
    expect(counts.tried).toBe(RUNS);
    expect(counts.rejectedTyped).toBeGreaterThan(RUNS / 2);
    expect(defectsOf(counts)).toEqual(NO_DEFECTS);
  });
});
