/**
 * The exchange's half of a deposit: builds the deposit_token multi-agent transaction against the chain node
 * (sender = the account's owner wallet, secondary signer = the operator; sequence number, chain id, gas price
 * from the node, expiry from the network clock) and signs it as the operator. The wallet adds the sender signature.
 */
import { AptosApiError, Aptos, AptosConfig, Network, type Ed25519Account } from '@aptos-labs/ts-sdk';
import { CHAIN_DEFAULTS } from '#lib/chain/networks.ts';
import type { DEPOSIT_TOKEN_FUNCTION } from '#lib/chain/local-assets.ts';
import { ApiFailure } from '#server/exchange/api/failure.ts';

/** The deposit_token call the operator co-signs (no type arguments; arguments as the contract sends them). */
export interface DepositCall {
  readonly function: typeof DEPOSIT_TOKEN_FUNCTION;
  readonly functionArguments: readonly string[];
}
/** A co-signed deposit: both as 0x hex of their BCS bytes. */
export interface CosignedDeposit {
  /** The MultiAgentTransaction. */
  readonly transaction: string;
  /** The operator's AccountAuthenticator over it. */
  readonly exchangeAuthenticator: string;
}

/** Builds and co-signs deposit transactions for one operator on one chain node. */
export class DepositCosigner {
  readonly #aptos: Aptos;
  readonly #operator: Ed25519Account;

  /** `nodeUrl` is the node REST base ending in /v1; the chain id is read from it (custom network). */
  constructor(nodeUrl: string, operator: Ed25519Account) {
    this.#operator = operator;
    this.#aptos = new Aptos(
      new AptosConfig({
        network: Network.CUSTOM,
        fullnode: nodeUrl,
        transactionGenerationConfig: {
          defaultMaxGasAmount: CHAIN_DEFAULTS.maxGasAmount,
          defaultTxnExpirySecFromNow: CHAIN_DEFAULTS.expirySecondsFromNow,
        },
      }),
    );
  }

  /** The operator's address (long form): the secondary signer of every deposit. */
  get address(): string {
    return this.#operator.accountAddress.toStringLong();
  }

  /**
   * The transaction `sender` signs to make `call`, with the operator's signature; node failures are 'unavailable'.
   * It expires on the network clock (`nowMs`), which the local chain judges expiry by, not on this machine's.
   */
  async cosign(sender: string, call: DepositCall, nowMs: number): Promise<CosignedDeposit> {
    let transaction;
    try {
      transaction = await this.#aptos.transaction.build.multiAgent({
        sender,
        secondarySignerAddresses: [this.#operator.accountAddress],
        data: { function: call.function, typeArguments: [], functionArguments: [...call.functionArguments] },
        options: { expireTimestamp: Math.floor(nowMs / 1000) + CHAIN_DEFAULTS.expirySecondsFromNow },
      });
    } catch (error) {
      const detail = error instanceof AptosApiError ? `${error.status} ${error.message}` : String(error);
      throw new ApiFailure('unavailable', `the chain node could not build the deposit: ${detail}`);
    }
    const authenticator = this.#operator.signTransactionWithAuthenticator(transaction);
    return {
      transaction: transaction.bcsToHex().toString(),
      exchangeAuthenticator: authenticator.bcsToHex().toString(),
    };
  }
}
