import { describe, expect, it } from 'vitest';
import { depositTokenOptions } from '#islands/deposit/deposit-tokens.ts';
import type { WalletCoin } from '#lib/chain/aptos-client.ts';

const coin = (symbol: string, amount: bigint): WalletCoin => ({
  assetType: `0x${symbol}`,
  amount,
  metadata: { symbol, name: symbol, decimals: 6, iconUri: null },
});
const prices = new Map([['USDC', 1_000_000_000n]]);

describe('deposit token options', () => {
  it('lists the network tokens in order with unknown balances while no coins are read', () => {
    const options = depositTokenOptions({ network: 'Solana', coins: undefined, names: new Map(), prices });
    expect(options.map((o) => [o.ticker, o.balance, o.decimals])).toEqual([
      ['USDC', undefined, 6],
      ['SOL', undefined, 9],
    ]);
  });
  it('matches coins by symbol, sums repeated rows and gives unheld tokens a zero balance', () => {
    const coins = [coin('USDC', 5n), coin('USDC', 7n), coin('DOGE', 1n)];
    const options = depositTokenOptions({ network: 'Aptos', coins, names: new Map(), prices });
    expect(options.find((o) => o.ticker === 'USDC')).toMatchObject({ balance: 12n, usdPrice: 1_000_000_000n });
    expect(options.find((o) => o.ticker === 'BTC')).toMatchObject({ balance: 0n, usdPrice: 0n });
    expect(options).toHaveLength(5);
  });
});
