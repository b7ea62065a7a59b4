/** deposit_token with a configured exchange operator: only that co-signer deposits; any other aborts on chain. */
import { Account, Aptos, AptosConfig, Network, type UserTransactionResponse } from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_EXCHANGE_SIGNER_ABORT, startChain, type RunningChain } from '#server/chain/index.ts';
import { DEPOSIT_TOKEN_FUNCTION, LOCAL_ASSETS } from '#lib/chain/local-assets.ts';

const EXCHANGE = Account.generate();
const IMPOSTOR = Account.generate();
const GAS_FEE = 10n * 100n;
const START_SOL = 10_000_000_000n;
const DEPOSIT = 2_500_000_000n;

let chain: RunningChain;
let aptos: Aptos;

beforeAll(async () => {
  // configured in upper-case hex: the ledger must normalise it to compare with the decoded signer
  const exchangeSigner = EXCHANGE.accountAddress.toStringLong().toUpperCase().replace('0X', '0x');
  chain = await startChain({
    nodePort: 0,
    indexerPort: 0,
    faucetPort: 0,
    ledger: { executionDelayMs: 20, exchangeSigner },
  });
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

describe('the abort text', () => {
  it('names the module, the permission-denied code and the reason', () => {
    expect(NOT_EXCHANGE_SIGNER_ABORT).toBe(
      'Move abort in 0x00000000000000000000000000000000000000000000000000000000000ec0de::exchange: ENOT_EXCHANGE_SIGNER(0x50001): The second signer is not the exchange operator.',
    );
  });
});

describe('deposit_token co-signer check', () => {
  it.each([
    {
      name: 'the configured exchange operator',
      cosigner: EXCHANGE,
      success: true,
      vmStatus: 'Executed successfully',
      moved: DEPOSIT,
      events: 1,
    },
    {
      name: 'any other account',
      cosigner: IMPOSTOR,
      success: false,
      vmStatus: NOT_EXCHANGE_SIGNER_ABORT,
      moved: 0n,
      events: 0,
    },
  ])('co-signed by $name: success $success', async ({ cosigner, success, vmStatus, moved, events }) => {
    const wallet = Account.generate();
    await aptos.fundAccount({ accountAddress: wallet.accountAddress, amount: 100_000_000 });
    const walletAddr = wallet.accountAddress.toString();
    chain.ledger.mint(walletAddr, 'SOL', START_SOL);
    const depositAddress = Account.generate().accountAddress;
    const transaction = await aptos.transaction.build.multiAgent({
      sender: wallet.accountAddress,
      secondarySignerAddresses: [cosigner.accountAddress],
      data: {
        function: DEPOSIT_TOKEN_FUNCTION,
        functionArguments: [LOCAL_ASSETS.SOL.address, DEPOSIT, 7, depositAddress],
      },
    });
    const pending = await aptos.transaction.submit.multiAgent({
      transaction,
      senderAuthenticator: aptos.transaction.sign({ signer: wallet, transaction }),
      additionalSignersAuthenticators: [aptos.transaction.sign({ signer: cosigner, transaction })],
    });
    const done = (await aptos.waitForTransaction({
      transactionHash: pending.hash,
      options: { checkSuccess: false },
    })) as UserTransactionResponse;
    expect(done.type).toBe('user_transaction');
    expect(done.success).toBe(success);
    expect(done.vm_status).toBe(vmStatus);
    expect(done.events.filter((e) => e.type.endsWith('::exchange::DepositEvent'))).toHaveLength(events);
    expect(chain.ledger.account(walletAddr).sequenceNumber).toBe(1n);
    expect(chain.ledger.balanceOf(walletAddr, 'APT')).toBe(100_000_000n - GAS_FEE);
    expect(chain.ledger.balanceOf(walletAddr, 'SOL')).toBe(START_SOL - moved);
    expect(chain.ledger.balanceOf(depositAddress.toString(), 'SOL')).toBe(moved);
  });
});
