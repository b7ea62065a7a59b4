/**
 * Deposits end to end on loopback: the exchange builds and co-signs deposit_token as its operator, the owner
 * wallet signs as sender, the real ts-sdk submits to the chain emulation (which requires the operator as second
 * signer), claimDeposit credits the account. A tampered transaction or a foreign sender signature is refused by
 * the node and credits nothing.
 */
import {
  Account,
  AccountAuthenticatorEd25519,
  generateSigningMessageForTransaction,
  TransactionPayloadEntryFunction,
  type Aptos,
  type Ed25519Account,
} from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TREASURY_ADDRESS } from '#server/exchange/onchain/outbox.ts';
import { SESSION_KEY_LIFETIME_MS } from '#lib/api/contract.ts';
import { ApiError } from '#lib/api/errors.ts';
import type { ExchangeClient } from '#lib/api/http-client.ts';
import { createKeyPair, walletProofFromKey } from '#lib/api/signing.ts';
import { ChainApiError } from '#lib/chain/api-error.ts';
import { createAptos, fundAccount, waitForTransaction } from '#lib/chain/aptos-client.ts';
import { decodeCosignedDeposit, submitCosignedDeposit } from '#lib/chain/deposit.ts';
import { DEPOSIT_TOKEN_FUNCTION, LOCAL_ASSETS, LOCAL_CHAIN_ID } from '#lib/chain/local-assets.ts';
import { Harness } from './harness.ts';

const APT_FUNDED = 100_000_000n;
const GAS_FEE = 10n * 100n; // the emulation's gas used per transaction x the node's gas price estimate
const START_SOL = 10_000_000_000n;
const DEPOSIT = 2_500_000_000n;

let h: Harness;
let aptos: Aptos;
let sol: string;

interface WalletUser {
  readonly wallet: Ed25519Account;
  readonly address: string;
  readonly userId: string;
  readonly client: ExchangeClient;
}

/** A user whose owner is a generated wallet Account, funded with APT for gas and START_SOL on chain. */
async function walletUser(alias: string): Promise<WalletUser> {
  const wallet = Account.generate();
  const address = wallet.accountAddress.toStringLong();
  const keys = createKeyPair(wallet.privateKey.toUint8Array());
  const session = createKeyPair();
  const expiration = h.now + SESSION_KEY_LIFETIME_MS;
  const proof = walletProofFromKey(keys, h.now, { action: 'createUser', alias, apiKey: session.publicKey, expiration });
  expect(proof.address).toBe(address);
  const { userId } = await h
    .client()
    .createUser({ name: alias, sender: address, apiKey: session.publicKey, expiration, proof });
  await fundAccount(aptos, address, APT_FUNDED);
  h.chain.ledger.mint(address, 'SOL', START_SOL);
  return { wallet, address, userId, client: h.client(session) };
}

/** What a deposit can have changed, on chain and in the account. */
async function state(u: WalletUser, depositAddress: string) {
  const { userData } = await u.client.getUserData({ userId: u.userId });
  return {
    walletSol: h.chain.ledger.balanceOf(u.address, 'SOL'),
    walletApt: h.chain.ledger.balanceOf(u.address, 'APT'),
    walletSequence: h.chain.ledger.account(u.address).sequenceNumber,
    depositSol: h.chain.ledger.balanceOf(depositAddress, 'SOL'),
    treasurySol: h.chain.ledger.balanceOf(TREASURY_ADDRESS, 'SOL'),
    credited: userData.tokenBalances[sol] ?? '0',
  };
}

beforeAll(async () => {
  h = await new Harness().start();
  aptos = createAptos('local', { node: h.chain.nodeUrl, indexer: h.chain.indexerUrl, faucet: h.chain.faucetUrl });
  sol = await h.token('SOL');
});
afterAll(async () => h.stop());

describe('depositTokenPayload', () => {
  it('answers the transaction the node would accept from the owner wallet, co-signed by the operator', async () => {
    const u = await walletUser('payload');
    // the expiry is on the network clock (the harness's hand clock, which the chain judges expiry by too)
    const before = Math.floor(h.time() / 1000);
    const answer = await u.client.depositTokenPayload({
      userId: u.userId,
      tokenAddress: sol,
      amount: DEPOSIT.toString(),
    });
    const after = Math.floor(h.time() / 1000);
    expect(answer.secondarySigner).toBe(h.chain.ledger.exchangeSigner);
    expect(answer.payload).toEqual({
      function: DEPOSIT_TOKEN_FUNCTION,
      typeArguments: [],
      functionArguments: [LOCAL_ASSETS.SOL.address, DEPOSIT.toString(), u.userId, answer.depositAddress],
    });
    const { transaction, exchangeAuthenticator } = decodeCosignedDeposit(answer);
    const raw = transaction.rawTransaction;
    expect(raw.sender.toStringLong()).toBe(u.address);
    expect(transaction.secondarySignerAddresses.map((a) => a.toStringLong())).toEqual([answer.secondarySigner]);
    expect([raw.sequence_number, raw.chain_id.chainId, raw.max_gas_amount]).toEqual([0n, LOCAL_CHAIN_ID, 200_000n]);
    expect(raw.expiration_timestamp_secs).toBeGreaterThanOrEqual(BigInt(before + 20));
    expect(raw.expiration_timestamp_secs).toBeLessThanOrEqual(BigInt(after + 20));
    expect(raw.payload).toBeInstanceOf(TransactionPayloadEntryFunction);
    expect(exchangeAuthenticator).toBeInstanceOf(AccountAuthenticatorEd25519);
    const signed = exchangeAuthenticator as AccountAuthenticatorEd25519;
    expect(signed.public_key.authKey().derivedAddress().toStringLong()).toBe(answer.secondarySigner);
    expect(
      signed.public_key.verifyBytes({
        message: generateSigningMessageForTransaction(transaction),
        signature: signed.signature,
      }),
    ).toBe(true);
  });

  it('refuses an account without an owner wallet with a typed failure', async () => {
    const bot = h.exchange.service.execute({
      type: 'createUser',
      ts: h.exchange.service.stamp(),
      owner: 'market-bot',
      alias: 'Bot',
    });
    const created = bot.events.find((e) => e.type === 'UserCreated') as { userId: string };
    const error = await h
      .client()
      .depositTokenPayload({ userId: created.userId, tokenAddress: sol, amount: '1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'rejected',
      status: 422,
      message: `account ${created.userId} has no owner wallet to sign a deposit`,
    });
  });
});

describe('a co-signed deposit', () => {
  it('moves the tokens once signed by the wallet, and claimDeposit credits them exactly', async () => {
    const u = await walletUser('deposit');
    const answer = await u.client.depositTokenPayload({
      userId: u.userId,
      tokenAddress: sol,
      amount: DEPOSIT.toString(),
    });
    const treasury = h.chain.ledger.balanceOf(TREASURY_ADDRESS, 'SOL');
    const sent = await submitCosignedDeposit(aptos, answer, async (transaction) =>
      aptos.transaction.sign({ signer: u.wallet, transaction }),
    );
    if (sent.status !== 'submitted') throw new Error('the signer did not refuse');
    const done = await waitForTransaction(aptos, sent.hash, 10_000);
    expect(done).toMatchObject({ type: 'user_transaction', success: true, vm_status: 'Executed successfully' });
    expect(await state(u, answer.depositAddress)).toEqual({
      walletSol: START_SOL - DEPOSIT,
      walletApt: APT_FUNDED - GAS_FEE,
      walletSequence: 1n,
      depositSol: DEPOSIT,
      treasurySol: treasury,
      credited: '0',
    });
    const claim = await u.client.claimDeposit({ userId: u.userId, tokenAddress: sol });
    expect(claim.amount).toBe(DEPOSIT.toString());
    expect(await state(u, answer.depositAddress)).toEqual({
      walletSol: START_SOL - DEPOSIT,
      walletApt: APT_FUNDED - GAS_FEE,
      walletSequence: 1n,
      depositSol: 0n,
      treasurySol: treasury + DEPOSIT,
      credited: DEPOSIT.toString(),
    });
    expect(h.chain.ledger.balanceOf(answer.secondarySigner, 'APT')).toBe(0n);
  });

  it.each([
    {
      name: 'the transaction altered after the exchange signed it (10x the amount)',
      vm: 'INVALID_SIGNATURE',
      vmErrorCode: 1,
      forge: async (u: WalletUser, answer: Awaited<ReturnType<ExchangeClient['depositTokenPayload']>>) => {
        const { transaction: cosigned, exchangeAuthenticator } = decodeCosignedDeposit(answer);
        const raw = cosigned.rawTransaction;
        const transaction = await aptos.transaction.build.multiAgent({
          sender: u.address,
          secondarySignerAddresses: [answer.secondarySigner],
          data: {
            function: DEPOSIT_TOKEN_FUNCTION,
            functionArguments: [LOCAL_ASSETS.SOL.address, (DEPOSIT * 10n).toString(), u.userId, answer.depositAddress],
          },
          options: {
            accountSequenceNumber: raw.sequence_number,
            expireTimestamp: Number(raw.expiration_timestamp_secs),
            gasUnitPrice: Number(raw.gas_unit_price),
            maxGasAmount: Number(raw.max_gas_amount),
          },
        });
        return {
          transaction,
          senderAuthenticator: aptos.transaction.sign({ signer: u.wallet, transaction }),
          additionalSignersAuthenticators: [exchangeAuthenticator],
        };
      },
    },
    {
      name: 'a sender signature by a key other than the owner wallet',
      vm: 'INVALID_AUTH_KEY',
      vmErrorCode: 2,
      forge: async (_u: WalletUser, answer: Awaited<ReturnType<ExchangeClient['depositTokenPayload']>>) => {
        const { transaction, exchangeAuthenticator } = decodeCosignedDeposit(answer);
        return {
          transaction,
          senderAuthenticator: aptos.transaction.sign({ signer: Account.generate(), transaction }),
          additionalSignersAuthenticators: [exchangeAuthenticator],
        };
      },
    },
  ])('is refused by the node with $vm for $name, and nothing is credited', async ({ forge, vm, vmErrorCode }) => {
    const u = await walletUser(`forged${vmErrorCode}`);
    const answer = await u.client.depositTokenPayload({
      userId: u.userId,
      tokenAddress: sol,
      amount: DEPOSIT.toString(),
    });
    const untouched = await state(u, answer.depositAddress);
    expect(untouched).toMatchObject({
      walletSol: START_SOL,
      walletApt: APT_FUNDED,
      walletSequence: 0n,
      depositSol: 0n,
      credited: '0',
    });
    const error = await aptos.transaction.submit.multiAgent(await forge(u, answer)).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      data: {
        error_code: 'vm_error',
        vm_error_code: vmErrorCode,
        message: `Invalid transaction: Type: Validation Code: ${vm}`,
      },
    });
    expect(await u.client.claimDeposit({ userId: u.userId, tokenAddress: sol })).toEqual({ amount: '0', txHash: null });
    expect(await state(u, answer.depositAddress)).toEqual(untouched);
  });

  it('reports a node refusal through submitCosignedDeposit as a ChainApiError', async () => {
    const u = await walletUser('impostor');
    const answer = await u.client.depositTokenPayload({
      userId: u.userId,
      tokenAddress: sol,
      amount: DEPOSIT.toString(),
    });
    const error = await submitCosignedDeposit(aptos, answer, async (transaction) =>
      aptos.transaction.sign({ signer: Account.generate(), transaction }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChainApiError);
    expect(error).toMatchObject({ status: 400, errorCode: 'vm_error', vmErrorCode: 2 });
    expect(h.chain.ledger.balanceOf(answer.depositAddress, 'SOL')).toBe(0n);
  });
});
