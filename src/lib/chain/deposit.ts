/**
 * Finishing a deposit in the browser: the exchange's depositTokenPayload answer carries a multi-agent
 * deposit_token transaction it already co-signed (src/lib/api/contract/funds.ts); the wallet signs it as sender
 * and it is submitted with both signatures. Waiting (waitForTransaction) and claimDeposit follow in the caller.
 */
import {
  AccountAuthenticator,
  Deserializer,
  Hex,
  MultiAgentTransaction,
  TransactionPayloadEntryFunction,
  type Aptos,
} from '@aptos-labs/ts-sdk';
import { submitMultiAgent } from './aptos-client.ts';

/** The fields of a depositTokenPayload answer this step needs. */
export interface CosignedDepositAnswer {
  readonly payload: { readonly function: string };
  readonly secondarySigner: string;
  readonly transaction: string;
  readonly exchangeAuthenticator: string;
}
/** The wallet's answer: the sender authenticator, or the user's refusal (a value, not an exception). */
export type SenderSignature = AccountAuthenticator | { readonly status: 'rejected' };
/** Signs a deposit transaction as its sender (the connected wallet). */
export type SignAsSender = (transaction: MultiAgentTransaction) => Promise<SenderSignature>;
/** How the deposit went: submitted (watch `hash`), or refused in the wallet. */
export type DepositSubmission =
  { readonly status: 'submitted'; readonly hash: string } | { readonly status: 'rejected' };

/** The answer's transaction does not match its own description (a broken or hostile exchange answer). */
export class DepositTransactionError extends Error {
  override readonly name = 'DepositTransactionError' as const;
}

function entryFunctionId(transaction: MultiAgentTransaction): string | undefined {
  const payload = transaction.rawTransaction.payload;
  if (!(payload instanceof TransactionPayloadEntryFunction)) return undefined;
  const { module_name: module, function_name: fn } = payload.entryFunction;
  return `${module.address.toStringLong()}::${module.name.identifier}::${fn.identifier}`;
}

/** A function id with its address in long form, so 0xec0de and 0x0...0ec0de compare equal. */
function longFunctionId(id: string): string {
  const [address = '', ...rest] = id.split('::');
  if (!/^0x[0-9a-fA-F]{1,64}$/.test(address)) return id;
  return [`0x${address.slice(2).toLowerCase().padStart(64, '0')}`, ...rest].join('::');
}

/** The transaction and the exchange's signature decoded from the answer, checked against its payload and co-signer. */
export function decodeCosignedDeposit(answer: CosignedDepositAnswer): {
  transaction: MultiAgentTransaction;
  exchangeAuthenticator: AccountAuthenticator;
} {
  const transaction = MultiAgentTransaction.deserialize(
    new Deserializer(Hex.fromHexInput(answer.transaction).toUint8Array()),
  );
  const exchangeAuthenticator = AccountAuthenticator.deserialize(
    new Deserializer(Hex.fromHexInput(answer.exchangeAuthenticator).toUint8Array()),
  );
  const cosigners = transaction.secondarySignerAddresses.map((a) => a.toStringLong());
  if (cosigners.length !== 1 || cosigners[0] !== answer.secondarySigner) {
    throw new DepositTransactionError(`deposit co-signers ${cosigners.join(', ')} are not ${answer.secondarySigner}`);
  }
  if (transaction.feePayerAddress !== undefined) throw new DepositTransactionError('a deposit has no fee payer');
  const fn = entryFunctionId(transaction);
  if (fn !== longFunctionId(answer.payload.function))
    throw new DepositTransactionError(
      `deposit transaction calls ${fn ?? 'no entry function'}, not ${answer.payload.function}`,
    );
  return { transaction, exchangeAuthenticator };
}

/** Signs the co-signed deposit with the wallet and submits it; resolves with the hash to watch, or the refusal. */
export async function submitCosignedDeposit(
  aptos: Aptos,
  answer: CosignedDepositAnswer,
  signAsSender: SignAsSender,
): Promise<DepositSubmission> {
  const { transaction, exchangeAuthenticator } = decodeCosignedDeposit(answer);
  const senderAuthenticator = await signAsSender(transaction);
  if (!(senderAuthenticator instanceof AccountAuthenticator)) return { status: 'rejected' };
  const pending = await submitMultiAgent(aptos, {
    transaction,
    senderAuthenticator,
    additionalSignersAuthenticators: [exchangeAuthenticator],
  });
  return { status: 'submitted', hash: pending.hash };
}
