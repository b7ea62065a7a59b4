/**
 * The app's Aptos client: the SDK's Aptos configured for a network (custom base URLs allowed) with the spec's
 * transaction defaults, and thin wrappers for the chain calls the app makes, mapping HTTP failures to ChainApiError.
 */
import {
  Aptos,
  AptosConfig,
  Network,
  type AccountAuthenticator,
  type AnyRawTransaction,
  type CommittedTransactionResponse,
  type PendingTransactionResponse,
  type UserTransactionResponse,
} from '@aptos-labs/ts-sdk';
import { ACCOUNT_FAUCET_FUNDING_UNITS } from '#lib/domain/constants.ts';
import { withChainApiErrors } from './api-error.ts';
import { fetchFungibleBalances, type FungibleBalanceRow } from './fungible-balances.ts';
import { CHAIN_DEFAULTS, chainEndpoints, type ChainEndpoints, type ChainNetworkName } from './networks.ts';

/** The SDK's Network value for a name. */
const SDK_NETWORK: Readonly<Record<ChainNetworkName, Network>> = {
  local: Network.LOCAL,
  devnet: Network.DEVNET,
  testnet: Network.TESTNET,
  mainnet: Network.MAINNET,
};

/** Creates the SDK client for a network; overrides replace the node, indexer or faucet base URL. */
export function createAptos(network: ChainNetworkName, overrides: Partial<ChainEndpoints> = {}): Aptos {
  const e = chainEndpoints(network, overrides);
  return new Aptos(
    new AptosConfig({
      network: SDK_NETWORK[network],
      fullnode: e.node,
      indexer: e.indexer,
      faucet: e.faucet,
      transactionGenerationConfig: {
        defaultMaxGasAmount: CHAIN_DEFAULTS.maxGasAmount,
        defaultTxnExpirySecFromNow: CHAIN_DEFAULTS.expirySecondsFromNow,
      },
    }),
  );
}

/** A fungible asset held by a wallet (spec: asset type, amount, metadata). */
export interface WalletCoin {
  assetType: string;
  /** Base units. */
  amount: bigint;
  metadata: { symbol: string; name: string; decimals: number; iconUri: string | null };
}

/** The raw fungible-asset rows an account holds, from the indexer; amounts exact beyond 2^53 (see indexer-query.ts). */
async function getFungibleBalances(aptos: Aptos, owner: string): Promise<FungibleBalanceRow[]> {
  const endpoint = aptos.config.indexer;
  if (!endpoint) throw new Error('No indexer configured');
  return fetchFungibleBalances(endpoint, owner);
}

/** The fungible assets an account holds, missing fields defaulted (no type: '', no amount: 0, no metadata: blanks). */
export async function getAccountCoins(aptos: Aptos, owner: string): Promise<WalletCoin[]> {
  return (await getFungibleBalances(aptos, owner)).map((r) => ({
    assetType: r.asset_type ?? '',
    amount: BigInt(r.amount ?? 0),
    metadata: {
      symbol: r.metadata?.symbol ?? '',
      name: r.metadata?.name ?? '',
      decimals: r.metadata?.decimals ?? 0,
      iconUri: r.metadata?.icon_uri ?? null,
    },
  }));
}

/** Faucet funding on account creation: ACCOUNT_FAUCET_FUNDING_UNITS of APT by default; resolves once committed. */
export async function fundAccount(
  aptos: Aptos,
  address: string,
  amount: bigint = ACCOUNT_FAUCET_FUNDING_UNITS,
): Promise<UserTransactionResponse> {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('Faucet amount too large');
  return withChainApiErrors(() => aptos.fundAccount({ accountAddress: address, amount: Number(amount) }));
}

/** The signatures of a multi-agent transaction (sender, extra signers, optional fee payer). */
export interface MultiAgentSubmission {
  transaction: AnyRawTransaction;
  senderAuthenticator: AccountAuthenticator;
  additionalSignersAuthenticators: AccountAuthenticator[];
  feePayerAuthenticator?: AccountAuthenticator;
}

/** Submits a multi-agent transaction; resolves with the pending transaction (its hash is what gets watched). */
export function submitMultiAgent(aptos: Aptos, submission: MultiAgentSubmission): Promise<PendingTransactionResponse> {
  return withChainApiErrors(() => aptos.transaction.submit.multiAgent(submission));
}

/** Waits until a transaction commits; rejects on timeout, and on failure when checkSuccess (default true). */
export function waitForTransaction(
  aptos: Aptos,
  hash: string,
  timeoutMs: number = CHAIN_DEFAULTS.transactionTimeoutMs,
  checkSuccess = true,
): Promise<CommittedTransactionResponse> {
  return withChainApiErrors(() =>
    aptos.waitForTransaction({ transactionHash: hash, options: { timeoutSecs: timeoutMs / 1000, checkSuccess } }),
  );
}
