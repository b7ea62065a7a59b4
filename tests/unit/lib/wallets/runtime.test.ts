import { NetworkToChainId } from '@aptos-labs/ts-sdk';
import { describe, expect, it } from 'vitest';
import { FIXED_CHAIN_IDS } from '#lib/wallets/runtime.ts';

describe('wallet runtime', () => {
  it("restates the SDK's fixed chain ids exactly (the runtime does not import the SDK)", () => {
    expect(FIXED_CHAIN_IDS).toEqual(
      Object.fromEntries(Object.entries(NetworkToChainId).filter(([network]) => network !== 'local')),
    );
  });
});
