/**
 * The app's Aptos client: the SDK's Aptos configured for a network (custom base URLs allowed) with the spec's
 * transaction defaults, and thin wrappers for the chain calls the app makes, mapping HTTP failures to ApiError.
 */
import {
  Aptos,
  AptosConfig,
  type AccountAuthenticator,
  type AnyRawTransaction,
  type CommittedTransactionResponse,
  type PendingTransactionResponse,
  type UserTransactionResponse,
} from '@aptos-labs/ts-sdk';
import { withApiErrors } from './api-error.ts';
import { CHAIN_DEFAULTS, SDK_NETWORK, chainEndpoints, type ChainEndpoints, type ChainNetworkName } from './networks.ts';

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

/** The fungible assets an account holds, from the indexer. */
export async function getAccountCoins(aptos: Aptos, owner: string): Promise<WalletCoin[]> {
  const rows = await withApiErrors(() => aptos.getAccountCoinsData({ accountAddress: owner }));
  return rows.map((r) => ({
    assetType: String(r.asset_type),
    amount: BigInt(String(r.amount ?? 0)),
    metadata: {
      symbol: r.metadata?.symbol ?? '',
      name: r.metadata?.name ?? '',
      decimals: r.metadata?.decimals ?? 0,
      iconUri: r.metadata?.icon_uri ?? null,
    },
  }));
}

/** Faucet funding on account creation: 100000000 units of APT by default; resolves once committed. */
export async function fundAccount(aptos: Aptos, address: string, amount: bigint = 100_000_000n): Promise<UserTransactionResponse> {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('Faucet amount too large');
  return withApiErrors(() => aptos.fundAccount({ accountAddress: address, amount: Number(amount) }));
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
  return withApiErrors(() => aptos.transaction.submit.multiAgent(submission));
}

/** Waits until a transaction commits; rejects on timeout, and on failure when checkSuccess (default true). */
export function waitForTransaction(aptos: Aptos, hash: string, timeoutMs: number = CHAIN_DEFAULTS.transactionTimeoutMs, checkSuccess = true): Promise<CommittedTransactionResponse> {
  return withApiErrors(() => aptos.waitForTransaction({ transactionHash: hash, options: { timeoutSecs: timeoutMs / 1000, checkSuccess } }));
}
