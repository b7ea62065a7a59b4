/** submitCosignedDeposit against the chain emulation: decode and check the answer, sign as sender, submit. */
import { Account, type Aptos, type Ed25519Account } from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChain, type RunningChain } from '#server/chain/index.ts';
import { createAptos, fundAccount, waitForTransaction } from '#lib/chain/aptos-client.ts';
import {
  DepositTransactionError,
  decodeCosignedDeposit,
  submitCosignedDeposit,
  type CosignedDepositAnswer,
} from '#lib/chain/deposit.ts';
import { DEPOSIT_TOKEN_FUNCTION, LOCAL_ASSETS } from '#lib/chain/local-assets.ts';

const OPERATOR = Account.generate();
const USDC = 10_000_000n;
let chain: RunningChain;
let aptos: Aptos;

beforeAll(async () => {
  chain = await startChain({
    nodePort: 0,
    indexerPort: 0,
    faucetPort: 0,
    ledger: { executionDelayMs: 20, exchangeSigner: OPERATOR.accountAddress.toStringLong() },
  });
  aptos = createAptos('local', { node: chain.nodeUrl, indexer: chain.indexerUrl, faucet: chain.faucetUrl });
});
afterAll(async () => chain.close());

/** A funded wallet and the answer an exchange would give it: the deposit built and co-signed by `cosigner`. */
async function cosigned(
  opts: { cosigner?: Ed25519Account; fn?: string; withFeePayer?: boolean } = {},
): Promise<{ wallet: Ed25519Account; answer: CosignedDepositAnswer }> {
  const wallet = Account.generate();
  await fundAccount(aptos, wallet.accountAddress.toString());
  chain.ledger.mint(wallet.accountAddress.toString(), 'USDC', USDC);
  const cosigner = opts.cosigner ?? OPERATOR;
  const transaction = await aptos.transaction.build.multiAgent({
    sender: wallet.accountAddress,
    secondarySignerAddresses: [cosigner.accountAddress],
    data: {
      function: DEPOSIT_TOKEN_FUNCTION,
      functionArguments: [LOCAL_ASSETS.USDC.address, USDC, 3, Account.generate().accountAddress],
    },
    ...(opts.withFeePayer ? { withFeePayer: true } : {}),
  });
  return {
    wallet,
    answer: {
      payload: { function: opts.fn ?? DEPOSIT_TOKEN_FUNCTION },
      secondarySigner: OPERATOR.accountAddress.toStringLong(),
      transaction: transaction.bcsToHex().toString(),
      exchangeAuthenticator: cosigner.signTransactionWithAuthenticator(transaction).bcsToHex().toString(),
    },
  };
}

describe('submitCosignedDeposit', () => {
  it('submits the wallet-signed transaction with the exchange signature; the deposit executes', async () => {
    const { wallet, answer } = await cosigned();
    const sent = await submitCosignedDeposit(aptos, answer, async (transaction) =>
      aptos.transaction.sign({ signer: wallet, transaction }),
    );
    if (sent.status !== 'submitted') throw new Error('not submitted');
    expect(await waitForTransaction(aptos, sent.hash, 10_000)).toMatchObject({ hash: sent.hash, success: true });
    expect(chain.ledger.balanceOf(wallet.accountAddress.toString(), 'USDC')).toBe(0n);
  });

  it('returns the refusal as a value and submits nothing when the wallet rejects', async () => {
    const { wallet, answer } = await cosigned();
    expect(await submitCosignedDeposit(aptos, answer, async () => ({ status: 'rejected' }))).toEqual({
      status: 'rejected',
    });
    expect(chain.ledger.nextSequenceNumber(wallet.accountAddress.toString())).toBe(0n);
  });
});

describe('decodeCosignedDeposit', () => {
  const other = Account.generate();
  it.each([
    [
      'a co-signer other than secondarySigner',
      { cosigner: other },
      `deposit co-signers ${other.accountAddress.toStringLong()} are not ${OPERATOR.accountAddress.toStringLong()}`,
    ],
    [
      'another entry function',
      { fn: '0x1::coin::transfer' },
      `deposit transaction calls ${DEPOSIT_TOKEN_FUNCTION}, not 0x1::coin::transfer`,
    ],
    ['a fee payer', { withFeePayer: true }, 'a deposit has no fee payer'],
  ])('refuses %s before anything is signed', async (_name, opts, message) => {
    const { answer } = await cosigned(opts);
    let asked = false;
    const error = await submitCosignedDeposit(aptos, answer, async () => {
      asked = true;
      return { status: 'rejected' };
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DepositTransactionError);
    expect(error).toMatchObject({ name: 'DepositTransactionError', message });
    expect(asked).toBe(false);
  });

  it('accepts the function address in short form', async () => {
    const { wallet, answer } = await cosigned({ fn: '0xEC0DE::exchange::deposit_token' });
    expect(decodeCosignedDeposit(answer).transaction.rawTransaction.sender.toStringLong()).toBe(
      wallet.accountAddress.toStringLong(),
    );
  });
});
