import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Account, AccountAddress, Aptos, AptosConfig, Network, createObjectAddress } from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintTestTokens } from '#server/chain/faucet.ts';
import { startChain, type RunningChain } from '#server/chain/index.ts';
import { Ledger } from '#server/chain/ledger/ledger.ts';
import { createAptos, fundAccount } from '#lib/chain/aptos-client.ts';
import { EXCHANGE_MODULE_ADDRESS, LOCAL_ASSETS } from '#lib/chain/local-assets.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('local asset table', () => {
  it.each(['USDC', 'SOL', 'BTC', 'ETH'] as const)('%s lives at createObjectAddress(exchange, symbol)', (symbol) => {
    expect(createObjectAddress(AccountAddress.from(EXCHANGE_MODULE_ADDRESS), symbol).toStringLong()).toBe(
      LOCAL_ASSETS[symbol].address,
    );
  });
});

describe('test faucet', () => {
  it('mints USDC 10000, SOL 10, BTC 1 in that order with the pause between each', async () => {
    const ledger = new Ledger(new DatabaseSync(':memory:'));
    const owner = '0x' + 'cd'.repeat(32);
    const log: string[] = [];
    ledger.onTransaction((tx) => log.push(`mint ${tx.payload.arguments[0]}`));
    const hashes = await mintTestTokens(ledger, owner, {
      intervalMs: 1000,
      sleep: async (ms) => void log.push(`sleep ${ms}`),
    });
    expect(hashes).toHaveLength(3);
    expect(log).toEqual([
      `mint ${LOCAL_ASSETS.USDC.address}`,
      'sleep 1000',
      `mint ${LOCAL_ASSETS.SOL.address}`,
      'sleep 1000',
      `mint ${LOCAL_ASSETS.BTC.address}`,
    ]);
    expect([ledger.balanceOf(owner, 'USDC'), ledger.balanceOf(owner, 'SOL'), ledger.balanceOf(owner, 'BTC')]).toEqual([
      10_000_000_000n,
      10_000_000_000n,
      100_000_000n,
    ]);
    ledger.close();
  });
});

describe('faucet HTTP', () => {
  it.each([
    ['/mint?address=0x' + '1'.repeat(64) + '&amount=5', undefined, 200],
    ['/fund', { address: '0x' + '1'.repeat(64), amount: 5 }, 200],
    ['/fund', { address: 'nope', amount: 5 }, 400],
    ['/fund', { address: '0x' + '1'.repeat(64), amount: 1.5 }, 400],
    ['/fund', { address: '0x' + '1'.repeat(64), amount: 1e15 }, 400],
  ])('POST %s %j -> %i', async (path, body, status) => {
    const chain = await startChain({ nodePort: 0, indexerPort: 0, faucetPort: 0 });
    try {
      const res = await fetch(`${chain.faucetUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(res.status).toBe(status);
      expect(chain.ledger.balanceOf('0x' + '1'.repeat(64), 'APT')).toBe(status === 200 ? 5n : 0n);
    } finally {
      await chain.close();
    }
  });
});

describe('default funding and the test-token route', () => {
  let chain: RunningChain;
  beforeAll(async () => {
    chain = await startChain({ nodePort: 0, indexerPort: 0, faucetPort: 0, testMint: { sleep: async () => {} } });
  });
  afterAll(async () => chain.close());
  const post = (path: string, body?: unknown) =>
    fetch(`${chain.faucetUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it.each([
    ['POST /fund without an amount', (a: string) => post('/fund', { address: a })],
    ['POST /mint without an amount', (a: string) => post(`/mint?address=${a}`)],
    [
      "the app's fundAccount helper without an amount",
      (a: string) =>
        fundAccount(
          createAptos('local', { node: chain.nodeUrl, indexer: chain.indexerUrl, faucet: chain.faucetUrl }),
          a,
        ),
    ],
  ])('%s gives exactly 100000000 APT units', async (_name, fund) => {
    const address = Account.generate().accountAddress.toStringLong();
    await fund(address);
    expect(chain.ledger.balanceOf(address, 'APT')).toBe(100_000_000n);
  });

  it.each([
    ['a valid address', true, 200, [10_000_000_000n, 10_000_000_000n, 100_000_000n]],
    ['a malformed address', false, 400, [0n, 0n, 0n]],
  ])(
    'POST /test-tokens for %s answers %i and mints USDC 10000, SOL 10, BTC 1 only when valid',
    async (_name, valid, status, balances) => {
      const address = Account.generate().accountAddress.toStringLong();
      const res = await post('/test-tokens', { address: valid ? address : 'nope' });
      expect(res.status).toBe(status);
      const body = (await res.json()) as { txn_hashes?: string[] };
      expect(body.txn_hashes?.length ?? 0).toBe(valid ? 3 : 0);
      expect((['USDC', 'SOL', 'BTC'] as const).map((t) => chain.ledger.balanceOf(address, t))).toEqual(balances);
    },
  );
});

describe('restart', () => {
  it('keeps balances, sequence numbers and transactions across closing and reopening the SQLite file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chain-restart-'));
    dirs.push(dir);
    const db = join(dir, 'chain.sqlite');
    const sender = Account.generate();
    const recipient = Account.generate().accountAddress;
    const config = (c: { nodeUrl: string; indexerUrl: string; faucetUrl: string }) =>
      new Aptos(
        new AptosConfig({
          network: Network.LOCAL,
          fullnode: c.nodeUrl,
          indexer: c.indexerUrl,
          faucet: c.faucetUrl,
          transactionGenerationConfig: { defaultMaxGasAmount: 200_000 },
        }),
      );

    const first = await startChain({
      db,
      nodePort: 0,
      indexerPort: 0,
      faucetPort: 0,
      ledger: { executionDelayMs: 10 },
    });
    const aptos = config(first);
    await aptos.fundAccount({ accountAddress: sender.accountAddress, amount: 100_000_000 });
    const transaction = await aptos.transferFungibleAsset({
      sender,
      fungibleAssetMetadataAddress: LOCAL_ASSETS.APT.address,
      recipient,
      amount: 42,
    });
    const pending = await aptos.signAndSubmitTransaction({ signer: sender, transaction });
    await aptos.waitForTransaction({ transactionHash: pending.hash });
    await first.close();

    const second = await startChain({ db, nodePort: 0, indexerPort: 0, faucetPort: 0 });
    try {
      const again = config(second);
      expect((await again.getTransactionByHash({ transactionHash: pending.hash })).type).toBe('user_transaction');
      expect((await again.getAccountInfo({ accountAddress: sender.accountAddress })).sequence_number).toBe('1');
      expect(await again.getBalance({ accountAddress: recipient, asset: '0xa' })).toBe(42);
      const coins = await again.getAccountCoinsData({ accountAddress: recipient });
      expect(coins.map((c) => c.amount)).toEqual([42]);
    } finally {
      await second.close();
    }
  });
});

describe('node list endpoints', () => {
  let chain: RunningChain;
  beforeAll(async () => {
    chain = await startChain({ nodePort: 0, indexerPort: 0, faucetPort: 0 });
  });
  afterAll(async () => chain.close());
  const ALL = ['primary_fungible_store', 'aptos_account', 'coin'];

  it.each([
    [1, ['1', '2', null]],
    [2, ['2', null]],
    [3, [null]],
    [10, [null]],
  ])('pages 0x1 modules by %i with x-aptos-cursor on every page but the last (%j)', async (limit, cursors) => {
    const seen: (string | null)[] = [];
    const names: string[] = [];
    let start = '0';
    for (;;) {
      const res = await fetch(`${chain.nodeUrl}/accounts/0x1/modules?limit=${limit}&start=${start}`);
      names.push(...((await res.json()) as { abi: { name: string } }[]).map((m) => m.abi.name));
      const cursor = res.headers.get('x-aptos-cursor');
      seen.push(cursor);
      if (cursor === null || seen.length > 10) break;
      start = cursor;
    }
    expect(seen).toEqual(cursors);
    expect(names).toEqual(ALL);
  });

  it.each([
    [1, 3],
    [2, 2],
    [3, 1],
  ])('lets the SDK collect every page by the cursor it returns (limit %i: %i pages)', async (limit, expectedPages) => {
    const aptos = new Aptos(
      new AptosConfig({
        network: Network.LOCAL,
        fullnode: chain.nodeUrl,
        indexer: chain.indexerUrl,
        faucet: chain.faucetUrl,
      }),
    );
    const names: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await aptos.getAccountModulesPage({ accountAddress: '0x1', options: { limit, cursor } });
      names.push(...page.modules.map((m) => m.abi!.name));
      cursor = page.cursor;
      pages += 1;
    } while (cursor !== undefined && pages <= 10);
    expect(pages).toBe(expectedPages);
    expect(names).toEqual(ALL);
    expect((await aptos.getAccountModules({ accountAddress: '0x1' })).map((m) => m.abi!.name)).toEqual(ALL);
  });
});
