/** Accounts the chain has never seen, as the SDK meets them: account info and a sponsored first transaction. */
import {
  Account,
  Aptos,
  AptosConfig,
  Network,
  SimpleTransaction,
  generateRawTransaction,
  type UserTransactionResponse,
} from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChain, type RunningChain } from '#server/chain/index.ts';
import { LOCAL_ASSETS } from '#lib/chain/local-assets.ts';

let chain: RunningChain;
let aptos: Aptos;

beforeAll(async () => {
  chain = await startChain({ nodePort: 0, indexerPort: 0, faucetPort: 0, ledger: { executionDelayMs: 20 } });
  aptos = new Aptos(
    new AptosConfig({
      network: Network.LOCAL,
      fullnode: chain.nodeUrl,
      indexer: chain.indexerUrl,
      faucet: chain.faucetUrl,
      transactionGenerationConfig: { defaultMaxGasAmount: 200_000 },
    }),
  );
});
afterAll(async () => chain.close());

describe('GET /v1/accounts/:address for an address never touched', () => {
  it('answers sequence 0 and the address as authentication key, like a stateless-account fullnode', async () => {
    const fresh = Account.generate().accountAddress;
    expect(chain.ledger.accountExists(fresh.toString())).toBe(false);
    expect(await aptos.getAccountInfo({ accountAddress: fresh })).toEqual({
      sequence_number: '0',
      authentication_key: fresh.toStringLong(),
    });
  });
});

describe('a never-touched sender sponsored by a fee payer', () => {
  it.each([
    { name: 'built with withFeePayer (fee payer 0x0 at build time)', concretePayerAtBuild: false },
    { name: 'built with the fee payer address already known', concretePayerAtBuild: true },
  ])('$name: commits, charging the payer only', async ({ concretePayerAtBuild }) => {
    const sender = Account.generate();
    const payer = Account.generate();
    await aptos.fundAccount({ accountAddress: payer.accountAddress, amount: 100_000_000 });
    // nothing minted to the sender: a mint would create its account; a zero transfer needs no funds
    const data = {
      function: '0x1::primary_fungible_store::transfer' as const,
      typeArguments: ['0x1::fungible_asset::Metadata'],
      functionArguments: [LOCAL_ASSETS.USDC.address, payer.accountAddress, 0],
    };
    const built = await aptos.transaction.build.simple({ sender: sender.accountAddress, withFeePayer: true, data });
    // with a concrete fee payer the SDK has no fallback: the sequence number must come from GET /accounts/:address
    const transaction = concretePayerAtBuild
      ? new SimpleTransaction(
          await generateRawTransaction({
            aptosConfig: aptos.config,
            sender: sender.accountAddress,
            payload: built.rawTransaction.payload,
            feePayerAddress: payer.accountAddress,
          }),
          payer.accountAddress,
        )
      : built;
    transaction.feePayerAddress = payer.accountAddress;
    expect(chain.ledger.accountExists(sender.accountAddress.toString())).toBe(false);
    const pending = await aptos.transaction.submit.simple({
      transaction,
      senderAuthenticator: aptos.transaction.sign({ signer: sender, transaction }),
      feePayerAuthenticator: aptos.transaction.signAsFeePayer({ signer: payer, transaction }),
    });
    const done = (await aptos.waitForTransaction({ transactionHash: pending.hash })) as UserTransactionResponse;
    expect(done.success).toBe(true);
    expect((await aptos.getAccountInfo({ accountAddress: sender.accountAddress })).sequence_number).toBe('1');
    expect(chain.ledger.balanceOf(sender.accountAddress.toString(), 'APT')).toBe(0n);
    expect(chain.ledger.balanceOf(payer.accountAddress.toString(), 'APT')).toBe(100_000_000n - 1_000n);
    expect(done.events.map((e) => e.type)).toEqual([
      '0x1::fungible_asset::Withdraw',
      '0x1::fungible_asset::Deposit',
      '0x1::transaction_fee::FeeStatement',
    ]);
  });
});
