import { Account, AccountAddress } from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startChain, type RunningChain } from '#server/chain/index.ts';
import { ChainApiError } from '#lib/chain/api-error.ts';
import {
  createAptos,
  fundAccount,
  getAccountCoins,
  submitMultiAgent,
  waitForTransaction,
} from '#lib/chain/aptos-client.ts';
import { DEPOSIT_TOKEN_FUNCTION, LOCAL_ASSETS } from '#lib/chain/local-assets.ts';
import { chainEndpoints } from '#lib/chain/networks.ts';

describe('chainEndpoints', () => {
  it.each([
    ['local', 'http://127.0.0.1:8080/v1', 'http://127.0.0.1:8090/v1/graphql', 'http://127.0.0.1:8081'],
    [
      'devnet',
      'https://api.devnet.aptoslabs.com/v1',
      'https://api.devnet.aptoslabs.com/v1/graphql',
      'https://faucet.devnet.aptoslabs.com',
    ],
    ['testnet', 'https://api.testnet.aptoslabs.com/v1', 'https://api.testnet.aptoslabs.com/v1/graphql', undefined],
    ['mainnet', 'https://api.mainnet.aptoslabs.com/v1', 'https://api.mainnet.aptoslabs.com/v1/graphql', undefined],
  ] as const)('%s', (name, node, indexer, faucet) => {
    expect(chainEndpoints(name)).toEqual({ node, indexer, faucet });
  });

  it('applies overrides', () => {
    expect(chainEndpoints('local', { node: 'http://127.0.0.1:1/v1' }).node).toBe('http://127.0.0.1:1/v1');
  });

  it('configures the spec chain defaults', () => {
    const config = createAptos('local').config;
    expect(config.getDefaultMaxGasAmount()).toBe(200_000);
    expect(config.getDefaultTxnExpirySecFromNow()).toBe(20);
  });
});

describe('waitForTransaction', () => {
  it.each([
    ["no timeout (the spec's 20 s) and checkSuccess", undefined, undefined, { timeoutSecs: 20, checkSuccess: true }],
    ['a 5 s timeout', 5_000, undefined, { timeoutSecs: 5, checkSuccess: true }],
    ['checkSuccess off', 5_000, false, { timeoutSecs: 5, checkSuccess: false }],
  ])('passes the SDK %s', async (_name, timeoutMs, checkSuccess, options) => {
    const aptos = createAptos('local');
    const committed = { type: 'user_transaction', hash: '0xab', success: true };
    const sdkWait = vi.spyOn(aptos, 'waitForTransaction').mockResolvedValue(committed as never);
    expect(await waitForTransaction(aptos, '0xab', timeoutMs, checkSuccess)).toBe(committed);
    expect(sdkWait.mock.calls).toEqual([[{ transactionHash: '0xab', options }]]);
  });
});

describe('chain calls against the local chain', () => {
  let chain: RunningChain;
  beforeAll(async () => {
    chain = await startChain({ nodePort: 0, indexerPort: 0, faucetPort: 0, ledger: { executionDelayMs: 20 } });
  });
  afterAll(async () => chain.close());
  const client = () =>
    createAptos('local', { node: chain.nodeUrl, indexer: chain.indexerUrl, faucet: chain.faucetUrl });

  it('funds, deposits multi-agent, waits and reads the coins', async () => {
    const aptos = client();
    const wallet = Account.generate();
    const exchange = Account.generate();
    const depositAddress = Account.generate().accountAddress;
    const funded = await fundAccount(aptos, wallet.accountAddress.toString());
    expect(funded.success).toBe(true);
    // SPEC 9: faucet funding on account creation is 100000000 units
    expect(await aptos.getAccountAPTAmount({ accountAddress: wallet.accountAddress })).toBe(100_000_000);
    chain.ledger.mint(wallet.accountAddress.toString(), 'USDC', 10_000_000_000n);
    const transaction = await aptos.transaction.build.multiAgent({
      sender: wallet.accountAddress,
      secondarySignerAddresses: [exchange.accountAddress],
      data: {
        function: DEPOSIT_TOKEN_FUNCTION,
        functionArguments: [LOCAL_ASSETS.USDC.address, 1_000_000n, 2, depositAddress],
      },
    });
    const pending = await submitMultiAgent(aptos, {
      transaction,
      senderAuthenticator: aptos.transaction.sign({ signer: wallet, transaction }),
      additionalSignersAuthenticators: [aptos.transaction.sign({ signer: exchange, transaction })],
    });
    const done = await waitForTransaction(aptos, pending.hash, 10_000);
    expect('success' in done && done.success).toBe(true);
    const coins = await getAccountCoins(aptos, depositAddress.toString());
    expect(coins).toEqual([
      {
        assetType: LOCAL_ASSETS.USDC.address,
        amount: 1_000_000n,
        metadata: { symbol: 'USDC', name: 'USD Coin', decimals: 6, iconUri: '' },
      },
    ]);
    const walletCoins = await getAccountCoins(aptos, wallet.accountAddress.toString());
    expect(walletCoins.find((c) => c.metadata.symbol === 'USDC')?.amount).toBe(9_999_000_000n);
  });

  it('maps node errors to ChainApiError', async () => {
    const aptos = client();
    const missing = AccountAddress.from('0x' + '7'.repeat(64)).toString();
    const error = await waitForTransaction(aptos, missing, 300).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChainApiError);
    expect(error).toMatchObject({ status: 404, message: 'Not Found', errorCode: 'transaction_not_found' });
  });
});
