/**
 * The fungible assets an account holds, read straight from the indexer's GraphQL endpoint with a plain fetch (no
 * Aptos SDK), integers exact. The deposit-claim scan runs this on every page of a connected user, so it must not
 * pull the SDK into the page; aptos-client.ts's getFungibleBalances is the same read for an SDK client.
 */
import { toLongAddress } from './address.ts';
import { queryIndexerExact } from './indexer-query.ts';

/**
 * One current_fungible_asset_balances row as an indexer answers it. Every field is optional here because a real
 * indexer can leave any of them null (an asset without metadata, a coin-type asset, a pending amount).
 */
export interface FungibleBalanceRow {
  readonly amount?: number | bigint | null;
  readonly asset_type?: string | null;
  readonly metadata?: {
    readonly symbol: string;
    readonly name: string;
    readonly decimals: number;
    readonly icon_uri: string | null;
  } | null;
}

const ACCOUNT_COINS_QUERY = `query accountCoins($owner: String) {
  current_fungible_asset_balances(where: {owner_address: {_eq: $owner}}) {
    amount asset_type metadata { symbol name decimals icon_uri }
  }
}`;

/** The raw fungible-asset rows `owner` holds, asked of the indexer at `endpoint` (owner in long form). */
export async function fetchFungibleBalances(endpoint: string, owner: string): Promise<FungibleBalanceRow[]> {
  const data = await queryIndexerExact<{ current_fungible_asset_balances: FungibleBalanceRow[] }>(
    endpoint,
    ACCOUNT_COINS_QUERY,
    { owner: toLongAddress(owner) },
  );
  return data.current_fungible_asset_balances;
}
