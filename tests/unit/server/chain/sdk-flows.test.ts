/**
 * The unmodified SDK against the running emulation over loopback: funding, FA transfer, multi-agent deposit, fee
 * payer, indexer. The chain runs in manual execution mode, so a transaction stays pending until the test executes it.
 */
import { Account, Aptos, AptosConfig, Network, type UserTransactionResponse } from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChain, type RunningChain } from '#server/chain/index.ts';
import { DEPOSIT_TOKEN_FUNCTION, LOCAL_ASSETS } from '#lib/chain/local-assets.ts';

let chain: RunningChain;
let aptos: Aptos;
const GAS_FEE = 10n * 100n; // gas used x the node's gas estimate

beforeAll(async () => {
  chain = await startChain({ nodePort: 0, indexerPort: 0, faucetPort: 0, ledger: { manualExecution: true } });
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

/** Executes the mempool, then waits through the SDK (which finds the transaction committed). */
function commit(hash: string, checkSuccess = true): Promise<UserTransactionResponse> {
  chain.ledger.executePending();
  return aptos.waitForTransaction({
    transactionHash: hash,
    options: { checkSuccess },
  }) as Promise<UserTransactionResponse>;
}

async function fundedAccount(): Promise<Account> {
  const account = Account.generate();
  await aptos.fundAccount({ accountAddress: account.accountAddress, amount: 100_000_000 });
  return account;
}

describe('funding', () => {
  it('funds through the faucet, waits for the transaction and shows the APT on the node and the indexer', async () => {
    const account = Account.generate();
    const tx = await aptos.fundAccount({ accountAddress: account.accountAddress, amount: 100_000_000 });
    expect(tx.success).toBe(true);
    expect(tx.type).toBe('user_transaction');
    expect(await aptos.getAccountAPTAmount({ accountAddress: account.accountAddress })).toBe(100_000_000);
    expect(await aptos.getBalance({ accountAddress: account.accountAddress, asset: '0xa' })).toBe(100_000_000);
  });
});

describe('single-signer fungible-asset transfer', () => {
  it.each([
    ['the SDK helper (inline ABI)', true],
    ['a plain entry-function payload (ABI fetched from the node)', false],
  ])('moves USDC with %s', async (_name, useHelper) => {
    const sender = await fundedAccount();
    const recipient = Account.generate().accountAddress;
    chain.ledger.mint(sender.accountAddress.toString(), 'USDC', 5_000_000n);
    const transaction = useHelper
      ? await aptos.transferFungibleAsset({
          sender,
          fungibleAssetMetadataAddress: LOCAL_ASSETS.USDC.address,
          recipient,
          amount: 1_250_000,
        })
      : await aptos.transaction.build.simple({
          sender: sender.accountAddress,
          data: {
            function: '0x1::primary_fungible_store::transfer',
            typeArguments: ['0x1::fungible_asset::Metadata'],
            functionArguments: [LOCAL_ASSETS.USDC.address, recipient, 1_250_000],
          },
        });
    const pending = await aptos.signAndSubmitTransaction({ signer: sender, transaction });
    expect(await aptos.getTransactionByHash({ transactionHash: pending.hash })).toMatchObject({
      type: 'pending_transaction',
      hash: pending.hash,
    });
    expect(chain.ledger.balanceOf(recipient.toString(), 'USDC')).toBe(0n);
    expect(chain.ledger.executePending().map((t) => t.hash)).toEqual([pending.hash]);
    expect(await aptos.getTransactionByHash({ transactionHash: pending.hash })).toMatchObject({
      type: 'user_transaction',
      success: true,
    });
    const done = (await aptos.waitForTransaction({ transactionHash: pending.hash })) as UserTransactionResponse;
    expect(done.success).toBe(true);
    expect(done.vm_status).toBe('Executed successfully');
    expect(done.hash).toBe(pending.hash);
    expect(chain.ledger.balanceOf(sender.accountAddress.toString(), 'USDC')).toBe(3_750_000n);
    expect(chain.ledger.balanceOf(recipient.toString(), 'USDC')).toBe(1_250_000n);
    expect(chain.ledger.balanceOf(sender.accountAddress.toString(), 'APT')).toBe(100_000_000n - GAS_FEE);
    expect((await aptos.getAccountInfo({ accountAddress: sender.accountAddress })).sequence_number).toBe('1');
  });

  it('commits a failed transaction (abort, gas charged, sequence bumped) when the sender is short', async () => {
    const sender = await fundedAccount();
    const transaction = await aptos.transferFungibleAsset({
      sender,
      fungibleAssetMetadataAddress: LOCAL_ASSETS.BTC.address,
      recipient: Account.generate().accountAddress,
      amount: 1,
    });
    const pending = await aptos.signAndSubmitTransaction({ signer: sender, transaction });
    const done = await commit(pending.hash, false);
    expect(done.success).toBe(false);
    expect(done.vm_status).toMatch(/EINSUFFICIENT_BALANCE/);
    expect(chain.ledger.account(sender.accountAddress.toString()).sequenceNumber).toBe(1n);
    expect(chain.ledger.balanceOf(sender.accountAddress.toString(), 'APT')).toBe(100_000_000n - GAS_FEE);
  });
});

describe('multi-agent exchange deposit', () => {
  it.each([
    ['sender + exchange', false],
    ['sender + exchange + fee payer', true],
  ])('deposits with %s', async (_name, withFeePayer) => {
    const wallet = await fundedAccount();
    const exchange = Account.generate();
    const payer = await fundedAccount();
    const depositAddress = Account.generate().accountAddress;
    chain.ledger.mint(wallet.accountAddress.toString(), 'SOL', 10_000_000_000n);
    const transaction = await aptos.transaction.build.multiAgent({
      sender: wallet.accountAddress,
      secondarySignerAddresses: [exchange.accountAddress],
      withFeePayer,
      data: {
        function: DEPOSIT_TOKEN_FUNCTION,
        functionArguments: [LOCAL_ASSETS.SOL.address, 2_500_000_000n, 7, depositAddress],
      },
    });
    if (withFeePayer) transaction.feePayerAddress = payer.accountAddress;
    const senderAuthenticator = aptos.transaction.sign({ signer: wallet, transaction });
    const exchangeAuthenticator = aptos.transaction.sign({ signer: exchange, transaction });
    const pending = await aptos.transaction.submit.multiAgent({
      transaction,
      senderAuthenticator,
      additionalSignersAuthenticators: [exchangeAuthenticator],
      feePayerAuthenticator: withFeePayer
        ? aptos.transaction.signAsFeePayer({ signer: payer, transaction })
        : undefined,
    });
    const done = await commit(pending.hash);
    expect(done.success).toBe(true);
    expect(done.signature?.type).toBe(withFeePayer ? 'fee_payer_signature' : 'multi_agent_signature');
    const deposit = done.events.find((e) => e.type.endsWith('::exchange::DepositEvent'));
    expect(deposit?.data).toMatchObject({
      user_id: '7',
      amount: '2500000000',
      deposit_address: depositAddress.toStringLong(),
    });
    expect(chain.ledger.balanceOf(depositAddress.toString(), 'SOL')).toBe(2_500_000_000n);
    expect(chain.ledger.balanceOf(wallet.accountAddress.toString(), 'APT')).toBe(
      100_000_000n - (withFeePayer ? 0n : GAS_FEE),
    );
    expect(chain.ledger.balanceOf(payer.accountAddress.toString(), 'APT')).toBe(
      100_000_000n - (withFeePayer ? GAS_FEE : 0n),
    );

    const balances = await aptos.getCurrentFungibleAssetBalances({
      options: { where: { owner_address: { _eq: depositAddress.toStringLong() } } },
    });
    expect(balances).toEqual([
      expect.objectContaining({
        amount: 2_500_000_000,
        asset_type: LOCAL_ASSETS.SOL.address,
        is_primary: true,
        is_frozen: false,
        owner_address: depositAddress.toStringLong(),
      }),
    ]);
    const coins = await aptos.getAccountCoinsData({ accountAddress: wallet.accountAddress });
    expect(coins.map((c) => [c.metadata?.symbol, c.amount]).sort()).toEqual([
      ['APT', Number(100_000_000n - (withFeePayer ? 0n : GAS_FEE))],
      ['SOL', 7_500_000_000],
    ]);
    expect(coins.find((c) => c.metadata?.symbol === 'SOL')?.metadata?.decimals).toBe(9);
  });
});

describe('view functions', () => {
  it.each([
    ['one mint', [['BTC', 123n]], 'BTC', '123'],
    [
      'two mints (live state)',
      [
        ['BTC', 123n],
        ['BTC', 100n],
      ],
      'BTC',
      '223',
    ],
    ['another asset of the owner', [['BTC', 123n]], 'USDC', '0'],
  ] as const)(
    'primary_fungible_store::balance after %s reads %s as %s (BCS and JSON)',
    async (_name, mints, symbol, expected) => {
      const owner = Account.generate().accountAddress.toString();
      for (const [asset, amount] of mints) chain.ledger.mint(owner, asset, amount);
      const args = {
        function: '0x1::primary_fungible_store::balance' as const,
        typeArguments: ['0x1::fungible_asset::Metadata' as const],
        functionArguments: [owner, LOCAL_ASSETS[symbol].address],
      };
      expect(await aptos.view({ payload: args })).toEqual([expected]);
      expect(await aptos.viewJson({ payload: args })).toEqual([expected]);
    },
  );
});
