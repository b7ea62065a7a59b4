/**
 * The unmodified SDK, with none of its defaults changed, against the emulation (finding 8): its default max gas
 * of 2,000,000 (the real networks' bound) is accepted, and coin transfers through 0x1::aptos_account::transfer_coins
 * (the SDK's transferCoinTransaction) resolve and move APT, with the ABI inline or fetched from the node.
 */
import { Account, Aptos, AptosConfig, Network, type UserTransactionResponse } from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChain, type RunningChain } from '#server/chain/index.ts';
import { LOCAL_ASSETS } from '#lib/chain/local-assets.ts';

let chain: RunningChain;
let aptos: Aptos;
const APT = 100_000_000n;
const FEE = 10n * 100n; // gas used x the gas unit price the SDK reads from the node's estimate

beforeAll(async () => {
  chain = await startChain({ nodePort: 0, indexerPort: 0, faucetPort: 0, ledger: { manualExecution: true } });
  aptos = new Aptos(
    new AptosConfig({
      network: Network.LOCAL,
      fullnode: chain.nodeUrl,
      indexer: chain.indexerUrl,
      faucet: chain.faucetUrl,
    }),
  );
});
afterAll(async () => chain.close());

function commit(hash: string, checkSuccess = true): Promise<UserTransactionResponse> {
  chain.ledger.executePending();
  return aptos.waitForTransaction({
    transactionHash: hash,
    options: { checkSuccess },
  }) as Promise<UserTransactionResponse>;
}

/** An account holding enough APT for the SDK's default max gas at the node's price (2,000,000 x 100 = 2 APT). */
async function richAccount(): Promise<Account> {
  const account = Account.generate();
  await aptos.fundAccount({ accountAddress: account.accountAddress, amount: Number(5n * APT) });
  return account;
}

describe('the SDK default max gas', () => {
  it('is 2,000,000 and is accepted by the node, which charges only the gas used', async () => {
    expect(aptos.config.getDefaultMaxGasAmount()).toBe(2_000_000);
    const sender = await richAccount();
    chain.ledger.mint(sender.accountAddress.toString(), 'USDC', 3_000_000n);
    const recipient = Account.generate().accountAddress;
    const transaction = await aptos.transferFungibleAsset({
      sender,
      fungibleAssetMetadataAddress: LOCAL_ASSETS.USDC.address,
      recipient,
      amount: 1_000_000,
    });
    expect(transaction.rawTransaction.max_gas_amount).toBe(2_000_000n);
    const pending = await aptos.signAndSubmitTransaction({ signer: sender, transaction });
    const done = await commit(pending.hash);
    expect([done.success, done.max_gas_amount, done.gas_used]).toEqual([true, '2000000', '10']);
    expect(chain.ledger.balanceOf(recipient.toString(), 'USDC')).toBe(1_000_000n);
    expect(chain.ledger.balanceOf(sender.accountAddress.toString(), 'APT')).toBe(5n * APT - FEE);
  });

  it('still needs the balance to cover max gas x price, as the real prologue does', async () => {
    const poor = Account.generate();
    await aptos.fundAccount({ accountAddress: poor.accountAddress, amount: Number(APT) });
    const transaction = await aptos.transferCoinTransaction({
      sender: poor.accountAddress,
      recipient: Account.generate().accountAddress,
      amount: 1,
    });
    await expect(aptos.signAndSubmitTransaction({ signer: poor, transaction })).rejects.toMatchObject({
      status: 400,
      data: { error_code: 'vm_error', vm_error_code: 5 },
    });
  });
});

describe('0x1::aptos_account::transfer_coins', () => {
  it.each([
    ['transferCoinTransaction (inline ABI)', true],
    ['a plain entry-function payload (ABI fetched from the node)', false],
  ])('moves APT with %s', async (_name, helper) => {
    const sender = await richAccount();
    const recipient = Account.generate().accountAddress;
    const transaction = helper
      ? await aptos.transferCoinTransaction({ sender: sender.accountAddress, recipient, amount: 12_345 })
      : await aptos.transaction.build.simple({
          sender: sender.accountAddress,
          data: {
            function: '0x1::aptos_account::transfer_coins',
            typeArguments: ['0x1::aptos_coin::AptosCoin'],
            functionArguments: [recipient, 12_345],
          },
        });
    const pending = await aptos.signAndSubmitTransaction({ signer: sender, transaction });
    const done = await commit(pending.hash);
    expect(done.payload).toMatchObject({
      function: '0x1::aptos_account::transfer_coins',
      type_arguments: ['0x1::aptos_coin::AptosCoin'],
      arguments: [recipient.toString(), '12345'],
    });
    expect(await aptos.getAccountAPTAmount({ accountAddress: recipient })).toBe(12_345);
    expect(chain.ledger.balanceOf(sender.accountAddress.toString(), 'APT')).toBe(5n * APT - 12_345n - FEE);
  });

  it('lists transfer_coins in the aptos_account ABI with an unconstrained coin type', async () => {
    const module = await aptos.getAccountModule({ accountAddress: '0x1', moduleName: 'aptos_account' });
    const fn = module.abi!.exposed_functions.find((f) => f.name === 'transfer_coins');
    expect(fn).toMatchObject({
      is_entry: true,
      generic_type_params: [{ constraints: [] }],
      params: ['&signer', 'address', 'u64'],
    });
  });

  it('aborts a coin type this chain never published, charging gas and moving nothing', async () => {
    const sender = await richAccount();
    const recipient = Account.generate().accountAddress;
    const transaction = await aptos.transferCoinTransaction({
      sender: sender.accountAddress,
      recipient,
      amount: 1,
      coinType: '0x1::fake::Coin',
    });
    const pending = await aptos.signAndSubmitTransaction({ signer: sender, transaction });
    const done = await commit(pending.hash, false);
    expect([done.success, done.vm_status]).toEqual([false, expect.stringContaining('ECOIN_INFO_NOT_PUBLISHED')]);
    expect(chain.ledger.balanceOf(sender.accountAddress.toString(), 'APT')).toBe(5n * APT - FEE);
  });
});
