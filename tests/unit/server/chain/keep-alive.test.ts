/**
 * After a 413 the kept-alive connection is not reset (finding 8): an oversized body is read to its end and
 * answered, and the next request on the same connection is served, on every chain service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChain, type RunningChain } from '#server/chain/index.ts';
import { KeepAliveClient } from '#tests/unit/server/keep-alive-client.ts';

let chain: RunningChain;
beforeAll(async () => {
  chain = await startChain({ nodePort: 0, indexerPort: 0, faucetPort: 0 });
});
afterAll(async () => chain.close());

const OVERSIZED = Buffer.alloc(3 * 1024 * 1024, 0x20); // 3 MB of spaces: over the 1 MB limit
const json = { 'content-type': 'application/json' };

describe.each([
  {
    service: 'node',
    big: () => ({
      url: `${chain.nodeUrl}/transactions`,
      headers: { 'content-type': 'application/x.aptos.signed_transaction+bcs' },
    }),
    next: () => chain.nodeUrl,
    method: 'GET',
  },
  {
    service: 'faucet',
    big: () => ({ url: `${chain.faucetUrl}/fund`, headers: json }),
    next: () => `${chain.faucetUrl}/`,
    method: 'GET',
  },
  {
    service: 'indexer',
    big: () => ({ url: chain.indexerUrl, headers: json }),
    next: () => chain.indexerUrl,
    method: 'POST',
  },
] as const)('$service', ({ big, next, method }) => {
  it('answers 413 to an oversized body, then serves the next request on the same connection', async () => {
    const client = new KeepAliveClient();
    try {
      const { url, headers } = big();
      const first = await client.send(url, 'POST', OVERSIZED, headers);
      expect(first.status).toBe(413);
      expect(first.headers.connection).not.toBe('close');
      const body = method === 'POST' ? '{"query":"{ processor_status { processor } }"}' : undefined;
      const second = await client.send(next(), method, body, body ? json : {});
      expect([second.status, second.reusedSocket]).toEqual([200, true]);
    } finally {
      client.close();
    }
  });
});
