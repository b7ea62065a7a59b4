import { Account } from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChain, type RunningChain } from '#server/chain/index.ts';
import { createAptos, getAccountCoins } from '#lib/chain/aptos-client.ts';
import { parseJsonExact } from '#lib/chain/indexer-query.ts';
import { LOCAL_ASSETS } from '#lib/chain/local-assets.ts';

const U64_MAX = 2n ** 64n - 1n;

describe('parseJsonExact', () => {
  it.each([
    ['{"a":18446744073709551615}', { a: U64_MAX }],
    ['{"a":9007199254740993}', { a: 9_007_199_254_740_993n }],
    ['{"a":9007199254740991}', { a: 9_007_199_254_740_991 }],
    ['[-9007199254740993, 1.5, "18446744073709551615"]', [-9_007_199_254_740_993n, 1.5, '18446744073709551615']],
    ['{"a":1e300}', { a: 1e300 }],
  ])('%s', (text, expected) => {
    expect(parseJsonExact(text)).toEqual(expected);
  });
});

describe('getAccountCoins beyond 2^53', () => {
  let chain: RunningChain;
  beforeAll(async () => {
    chain = await startChain({ nodePort: 0, indexerPort: 0, faucetPort: 0 });
  });
  afterAll(async () => chain.close());

  it('reads a u64::MAX balance exactly, where the SDK rounds it', async () => {
    const aptos = createAptos('local', { node: chain.nodeUrl, indexer: chain.indexerUrl, faucet: chain.faucetUrl });
    const owner = Account.generate().accountAddress.toString();
    chain.ledger.mint(owner, 'USDC', U64_MAX);
    expect(await getAccountCoins(aptos, owner)).toEqual([
      {
        assetType: LOCAL_ASSETS.USDC.address,
        amount: U64_MAX,
        metadata: { symbol: 'USDC', name: 'USD Coin', decimals: 6, iconUri: '' },
      },
    ]);
    const sdkRows = await aptos.getAccountCoinsData({ accountAddress: owner });
    expect(BigInt(String(sdkRows[0]?.amount))).not.toBe(U64_MAX); // the precision loss this module exists for
  });
});
