/**
 * The SDK's own indexer helpers against the emulated indexer (finding 8): each sends its query text (fragments
 * included) and parses the answer. Fungible-asset activities and account transaction counts carry real data from
 * faucet mints and signed transfers; token ownerships, collections, token activities and delegated staking answer
 * empty but well-formed lists, because this chain has no digital assets and no staking.
 */
import { Account, Aptos, AptosConfig, Network, type UserTransactionResponse } from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChain, type RunningChain } from '#server/chain/index.ts';
import { LOCAL_ASSETS } from '#lib/chain/local-assets.ts';

let chain: RunningChain;
let aptos: Aptos;
let sender: Account;
let recipient: Account;
let transfer: UserTransactionResponse;
const FEE = 10n * 100n;

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
  sender = Account.generate();
  recipient = Account.generate();
  await aptos.fundAccount({ accountAddress: sender.accountAddress, amount: 300_000_000 });
  chain.ledger.mint(sender.accountAddress.toString(), 'USDC', 7_000_000n);
  const transaction = await aptos.transferFungibleAsset({
    sender,
    fungibleAssetMetadataAddress: LOCAL_ASSETS.USDC.address,
    recipient: recipient.accountAddress,
    amount: 2_500_000,
  });
  const pending = await aptos.signAndSubmitTransaction({ signer: sender, transaction });
  chain.ledger.executePending();
  transfer = (await aptos.waitForTransaction({ transactionHash: pending.hash })) as UserTransactionResponse;
});
afterAll(async () => chain.close());

const long = (a: Account) => a.accountAddress.toStringLong();

describe('fungible asset activities', () => {
  it("lists the sender's mints, the transfer's withdrawal and its gas fee, oldest first", async () => {
    const rows = await aptos.getFungibleAssetActivities({
      options: { where: { owner_address: { _eq: long(sender) } } },
    });
    const version = Number(transfer.version);
    expect(
      rows.map((r) => [
        r.type,
        r.asset_type,
        String(r.amount),
        r.is_gas_fee,
        r.is_transaction_success,
        r.entry_function_id_str,
      ]),
    ).toEqual([
      ['0x1::fungible_asset::Deposit', LOCAL_ASSETS.APT.address, '300000000', false, true, '0x1::chain_operator::mint'],
      ['0x1::fungible_asset::Deposit', LOCAL_ASSETS.USDC.address, '7000000', false, true, '0x1::chain_operator::mint'],
      [
        '0x1::aptos_coin::GasFeeEvent',
        LOCAL_ASSETS.APT.address,
        String(FEE),
        true,
        true,
        '0x1::primary_fungible_store::transfer',
      ],
      [
        '0x1::fungible_asset::Withdraw',
        LOCAL_ASSETS.USDC.address,
        '2500000',
        false,
        true,
        '0x1::primary_fungible_store::transfer',
      ],
    ]);
    expect(rows.slice(2).map((r) => r.transaction_version)).toEqual([version, version]);
    expect(rows[2]).toMatchObject({ event_index: -1, owner_address: long(sender), gas_fee_payer_address: null });
    expect(rows[3]).toMatchObject({
      owner_address: long(sender),
      event_index: 0,
      block_height: Number(transfer.version),
    });
  });

  it("filters by asset and shows the recipient's deposit", async () => {
    const rows = await aptos.getFungibleAssetActivities({
      options: { where: { owner_address: { _eq: long(recipient) }, asset_type: { _eq: LOCAL_ASSETS.USDC.address } } },
    });
    expect(rows.map((r) => [r.type, String(r.amount), r.event_index])).toEqual([
      ['0x1::fungible_asset::Deposit', '2500000', 1],
    ]);
  });
});

describe('account transactions', () => {
  it.each([
    ['sender: two mints and its own transfer', () => sender, 3],
    ['recipient: the transfer only', () => recipient, 1],
    ['an account never touched', () => Account.generate(), 0],
  ])('counts %s', async (_name, who, count) => {
    expect(await aptos.getAccountTransactionsCount({ accountAddress: who().accountAddress })).toBe(count);
  });
});

describe('coins data', () => {
  it('lists balances with their metadata', async () => {
    const coins = await aptos.getAccountCoinsData({
      accountAddress: recipient.accountAddress,
      minimumLedgerVersion: BigInt(transfer.version),
    });
    expect(coins.map((c) => [c.asset_type, String(c.amount), c.metadata?.symbol, c.metadata?.decimals])).toEqual([
      [LOCAL_ASSETS.USDC.address, '2500000', 'USDC', 6],
    ]);
  });
});

describe('tables of a chain without digital assets or staking', () => {
  it.each([
    ['getAccountOwnedTokens', () => aptos.getAccountOwnedTokens({ accountAddress: sender.accountAddress }), []],
    [
      'getAccountOwnedTokens after waiting for the token processor',
      () => aptos.getAccountOwnedTokens({ accountAddress: sender.accountAddress, minimumLedgerVersion: 1 }),
      [],
    ],
    [
      'getAccountCollectionsWithOwnedTokens',
      () => aptos.getAccountCollectionsWithOwnedTokens({ accountAddress: sender.accountAddress }),
      [],
    ],
    ['getAccountTokensCount', () => aptos.getAccountTokensCount({ accountAddress: sender.accountAddress }), 0],
    [
      'getDigitalAssetActivity',
      () => aptos.getDigitalAssetActivity({ digitalAssetAddress: sender.accountAddress }),
      [],
    ],
    [
      'getCollectionData',
      () => aptos.getCollectionData({ creatorAddress: sender.accountAddress, collectionName: 'none' }),
      undefined,
    ],
    [
      'getDelegatedStakingActivities',
      () => aptos.getDelegatedStakingActivities({ delegatorAddress: sender.accountAddress, poolAddress: '0x1' }),
      [],
    ],
  ])('%s answers an empty, well-formed result', async (_name, call, expected) => {
    expect(await call()).toEqual(expected);
  });

  it('still refuses a column the table does not have', async () => {
    await expect(
      aptos.queryIndexer({
        query: { query: '{ current_token_ownerships_v2 { owner_address nope } }' },
      }),
    ).rejects.toThrow(/field 'nope' not found in type: 'current_token_ownerships_v2'/);
  });
});
