/** What the sub-account forms pick from: the wallet's accounts and the tokens with the source account's balances. */
import { formatAmount } from '#lib/domain/format.ts';
import { TokenIcon, type PickerOption } from '#islands/ui/Options.tsx';

/** A token a form can move: ticker, contract address, decimals and index price (USD x 10^9, 0 when unknown). */
export interface TokenInfo {
  readonly ticker: string;
  readonly address: string;
  readonly decimals: number;
  readonly usdPrice: bigint;
}

/** One of the wallet's accounts as the forms show it: id, alias, and its balance per token address (base units). */
export interface AccountChoice {
  readonly id: string;
  readonly alias: string;
  readonly balances: ReadonlyMap<string, bigint>;
}

/** An account's balance of a token (0 when it holds none). */
export function balanceOf(account: AccountChoice | undefined, token: TokenInfo | undefined): bigint {
  if (account === undefined || token === undefined) return 0n;
  return account.balances.get(token.address) ?? 0n;
}

/** Account picker rows: the alias, and the id as secondary text (two accounts may share an alias). */
export function accountOptions(accounts: readonly AccountChoice[]): PickerOption[] {
  return accounts.map((account) => ({ id: account.id, label: account.alias, detail: `#${account.id}` }));
}

/** Token picker rows: icon, ticker, and the source account's balance as secondary text. */
export function tokenOptions(tokens: readonly TokenInfo[], source: AccountChoice | undefined): PickerOption[] {
  return tokens.map((token) => ({
    id: token.ticker,
    label: token.ticker,
    icon: <TokenIcon symbol={token.ticker} />,
    detail: formatAmount(balanceOf(source, token), token.decimals),
  }));
}
