/**
 * The deposit form's token list: the network's tokens (transfer-networks.ts) with the connected wallet's balance of
 * each (matched by the coin's on-chain symbol), its decimals and index price. Pure, so the rules are tested alone.
 */
import type { WalletCoin } from '#lib/chain/aptos-client.ts';
import { TOKEN_DECIMALS, type TokenTicker } from '#lib/domain/tokens.ts';
import { networkTokens, type TransferNetwork } from '#lib/domain/transfer-networks.ts';
import type { DepositTokenOption } from './DepositFormView.tsx';

/** What the list is built from; `coins` undefined while no wallet's coins are known (balances unknown). */
export interface DepositTokenSources {
  readonly network: TransferNetwork;
  readonly coins: readonly WalletCoin[] | undefined;
  readonly names: ReadonlyMap<string, string>;
  readonly prices: ReadonlyMap<string, bigint>;
}

/** One option per token of the network; a token the wallet does not hold has a zero balance once coins are known. */
export function depositTokenOptions({ network, coins, names, prices }: DepositTokenSources): DepositTokenOption[] {
  return networkTokens(network).map((ticker: TokenTicker) => {
    const held = coins?.filter((coin) => coin.metadata.symbol === ticker).reduce((sum, coin) => sum + coin.amount, 0n);
    return {
      ticker,
      name: names.get(ticker) ?? ticker,
      balance: coins === undefined ? undefined : (held ?? 0n),
      decimals: TOKEN_DECIMALS[ticker],
      usdPrice: prices.get(ticker) ?? 0n,
    };
  });
}
