/**
 * A deposit is credited once however many claims of it are in flight together. The claim reads the deposit
 * address's balance through the chain link, credits it and sweeps it; with the exchange in its own process
 * (server/supervisor.ts) that read is a round trip to the chain's process. The page's own claim after an account's
 * funding and its background deposit scan can arrive together: before claims of one address ran one at a time, both
 * read the unswept balance and the account was credited twice (a clean clone's login flow saw 2 APT for the
 * faucet's 1). The link here answers its balance reads after 20 ms, as a busy process link can.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ExchangeOptions } from '#server/exchange/index.ts';
import type { ChainLink } from '#server/exchange/onchain/chain-link.ts';
import { ledgerLink } from '#server/exchange/onchain/outbox.ts';
import { Harness } from './harness.ts';

let h: Harness;
afterEach(async () => h?.stop());

/** The link with a round trip's delay between reading a balance and answering it. */
const slowReads = (link: ChainLink): ChainLink => ({
  ...link,
  balanceOf: async (owner, token) => {
    const balance = await link.balanceOf(owner, token);
    await new Promise((resolve) => setTimeout(resolve, 20));
    return balance;
  },
});

describe('claimDeposit over a process link', () => {
  it('credits a deposit once when three claims of it arrive together', async () => {
    const options: Partial<ExchangeOptions> = {};
    h = await new Harness(options).start();
    Object.assign(options, { chain: slowReads(ledgerLink(h.chain.ledger, h.chain.nodeUrl)) });
    await h.restart({ samePort: true });
    const user = await h.user('claimer');
    await user.client.testFaucet({ userId: user.userId, token: 'BTC' });
    const btc = await h.token('BTC');
    const claims = await Promise.all(
      [1, 2, 3].map(() => user.client.claimDeposit({ userId: user.userId, tokenAddress: btc })),
    );
    // one claim sweeps what the faucet sent; the others find the address empty
    const credited = claims.map((c) => BigInt(c.amount)).filter((a) => a > 0n);
    expect(credited).toHaveLength(1);
    expect(credited[0]).toBeGreaterThan(0n);
    const { userData } = await user.client.getUserData({ userId: user.userId });
    expect(BigInt(userData.tokenBalances[btc] ?? '0')).toBe(credited[0]);
  });
});
