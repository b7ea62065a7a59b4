/** POST /v1/transactions/simulate through the SDK's transaction.simulate: runs against the state, commits nothing. */
import {
  Account,
  Aptos,
  AptosConfig,
  Network,
  SignedTransaction,
  TransactionAuthenticatorEd25519,
  type AccountAuthenticatorEd25519,
} from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_EXCHANGE_SIGNER_ABORT, startChain, type RunningChain } from '#server/chain/index.ts';
import { primaryStoreAddress } from '#server/chain/ledger/tx-json.ts';
import { DEPOSIT_TOKEN_FUNCTION, LOCAL_ASSETS } from '#lib/chain/local-assets.ts';

const EXCHANGE = Account.generate();
let chain: RunningChain;
let aptos: Aptos;

beforeAll(async () => {
  chain = await startChain({
    nodePort: 0,
    indexerPort: 0,
    faucetPort: 0,
    ledger: { executionDelayMs: 20, exchangeSigner: EXCHANGE.accountAddress.toString() },
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

/** A funded sender holding 5 USDC; returns it with a snapshot function of everything a commit would touch. */
async function sender(apt = 100_000_000) {
  const account = Account.generate();
  await aptos.fundAccount({ accountAddress: account.accountAddress, amount: apt });
  const addr = account.accountAddress.toString();
  chain.ledger.mint(addr, 'USDC', 5_000_000n);
  const snapshot = () => [
    chain.ledger.balanceOf(addr, 'USDC'),
    chain.ledger.balanceOf(addr, 'APT'),
    chain.ledger.account(addr).sequenceNumber,
    chain.ledger.meta.ledgerVersion,
  ];
  return { account, snapshot };
}

const INSUFFICIENT = 'Move abort in 0x1::fungible_asset: EINSUFFICIENT_BALANCE(0x10004): Insufficient balance.';

describe('simulate.simple: an FA transfer', () => {
  it.each([
    {
      name: 'within the balance',
      amount: 1_250_000,
      withKey: true,
      success: true,
      vmStatus: 'Executed successfully',
      usdc: ['3750000', '1250000'],
    },
    {
      name: 'within the balance, no public key given',
      amount: 1_250_000,
      withKey: false,
      success: true,
      vmStatus: 'Executed successfully',
      usdc: ['3750000', '1250000'],
    },
    { name: 'beyond the balance', amount: 5_000_001, withKey: true, success: false, vmStatus: INSUFFICIENT, usdc: [] },
  ])('$name: success $success, nothing committed', async ({ amount, withKey, success, vmStatus, usdc }) => {
    const { account, snapshot } = await sender();
    const recipient = Account.generate().accountAddress;
    const transaction = await aptos.transferFungibleAsset({
      sender: account,
      fungibleAssetMetadataAddress: LOCAL_ASSETS.USDC.address,
      recipient,
      amount,
    });
    const before = snapshot();
    const results = await aptos.transaction.simulate.simple({
      signerPublicKey: withKey ? account.publicKey : undefined,
      transaction,
    });
    expect(results).toHaveLength(1);
    const [tx] = results;
    expect([tx!.type, tx!.success, tx!.vm_status, tx!.gas_used]).toEqual(['user_transaction', success, vmStatus, '10']);
    const from = account.accountAddress.toString();
    const to = recipient.toString();
    const expected = [
      [primaryStoreAddress(from, LOCAL_ASSETS.APT.address), '99999000'],
      ...usdc.map((b, i) => [primaryStoreAddress(i === 0 ? from : to, LOCAL_ASSETS.USDC.address), b]),
    ];
    const stores = tx!.changes as unknown as { address: string; data: { data: { balance: string } } }[];
    expect(stores.map((c) => [c.address, c.data.data.balance])).toEqual(expected);
    expect(snapshot()).toEqual(before);
    expect(chain.ledger.balanceOf(recipient.toString(), 'USDC')).toBe(0n);
    expect(chain.ledger.getTransaction(tx!.hash)).toBeUndefined();
  });

  it.each([
    { name: 'gas unit price', options: { estimateGasUnitPrice: true }, field: 'gas_unit_price', value: '100' },
    {
      name: 'prioritized gas unit price',
      options: { estimatePrioritizedGasUnitPrice: true },
      field: 'gas_unit_price',
      value: '150',
    },
    {
      name: 'max gas amount (APT 1000000 / price 120)',
      options: { estimateMaxGasAmount: true },
      field: 'max_gas_amount',
      value: '8333',
    },
  ])('estimates the $name', async ({ options, field, value }) => {
    const { account } = await sender(1_000_000);
    const transaction = await aptos.transferFungibleAsset({
      sender: account,
      fungibleAssetMetadataAddress: LOCAL_ASSETS.USDC.address,
      recipient: Account.generate().accountAddress,
      amount: 1,
      options: { gasUnitPrice: 120, maxGasAmount: 20 },
    });
    const [tx] = await aptos.transaction.simulate.simple({ signerPublicKey: account.publicKey, transaction, options });
    expect(tx!.success).toBe(true);
    expect((tx as unknown as Record<string, string>)[field]).toBe(value);
  });

  it('answers a validation failure as a failed transaction with the bare status name', async () => {
    const { account, snapshot } = await sender();
    const transaction = await aptos.transferFungibleAsset({
      sender: account,
      fungibleAssetMetadataAddress: LOCAL_ASSETS.USDC.address,
      recipient: Account.generate().accountAddress,
      amount: 1,
      options: { accountSequenceNumber: 3 },
    });
    const before = snapshot();
    const [tx] = await aptos.transaction.simulate.simple({ signerPublicKey: account.publicKey, transaction });
    expect([tx!.success, tx!.vm_status, tx!.gas_used, tx!.changes]).toEqual([
      false,
      'SEQUENCE_NUMBER_TOO_NEW',
      '0',
      [],
    ]);
    expect(snapshot()).toEqual(before);
  });

  it('refuses a transaction whose signature verifies, as the fullnode does', async () => {
    const { account } = await sender();
    const transaction = await aptos.transferFungibleAsset({
      sender: account,
      fungibleAssetMetadataAddress: LOCAL_ASSETS.USDC.address,
      recipient: Account.generate().accountAddress,
      amount: 1,
    });
    const auth = aptos.transaction.sign({ signer: account, transaction }) as AccountAuthenticatorEd25519;
    const body = new Uint8Array(
      new SignedTransaction(
        transaction.rawTransaction,
        new TransactionAuthenticatorEd25519(auth.public_key, auth.signature),
      ).bcsToBytes(),
    );
    const res = await fetch(`${chain.nodeUrl}/transactions/simulate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x.aptos.signed_transaction+bcs' },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Simulated transactions must not have a valid signature',
      error_code: 'invalid_input',
      vm_error_code: null,
    });
  });
});

describe('simulate.multiAgent: the exchange deposit', () => {
  it.each([
    {
      name: 'the exchange co-signing, fee payer 0x0',
      cosigner: EXCHANGE,
      withFeePayer: true,
      success: true,
      vmStatus: 'Executed successfully',
    },
    {
      name: 'the exchange co-signing, sender paying',
      cosigner: EXCHANGE,
      withFeePayer: false,
      success: true,
      vmStatus: 'Executed successfully',
    },
    {
      name: 'another co-signer',
      cosigner: Account.generate(),
      withFeePayer: false,
      success: false,
      vmStatus: NOT_EXCHANGE_SIGNER_ABORT,
    },
  ])('$name: success $success', async ({ cosigner, withFeePayer, success, vmStatus }) => {
    const { account, snapshot } = await sender();
    const transaction = await aptos.transaction.build.multiAgent({
      sender: account.accountAddress,
      secondarySignerAddresses: [cosigner.accountAddress],
      withFeePayer,
      data: {
        function: DEPOSIT_TOKEN_FUNCTION,
        functionArguments: [LOCAL_ASSETS.USDC.address, 1_000_000n, 7, Account.generate().accountAddress],
      },
    });
    const before = snapshot();
    const [tx] = await aptos.transaction.simulate.multiAgent({
      transaction,
      signerPublicKey: account.publicKey,
      secondarySignersPublicKeys: [cosigner.publicKey],
    });
    expect([tx!.success, tx!.vm_status]).toEqual([success, vmStatus]);
    expect(tx!.events.some((e) => e.type.endsWith('::exchange::DepositEvent'))).toBe(success);
    expect(snapshot()).toEqual(before);
  });
});
