/**
 * The node REST API through the real SDK: ledger info, account resources, and the wait route's answers (pending
 * after the hold, committed, unknown, failed). The chain runs in manual mode, so nothing commits unless a test
 * executes it; a second node API over the same ledger holds wait requests only 50 ms.
 */
import {
  Account,
  Aptos,
  AptosApiError,
  AptosConfig,
  Network,
  getAptosFullNode,
  type LedgerInfo,
  type UserTransactionResponse,
} from '@aptos-labs/ts-sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '#server/chain/http.ts';
import { startChain, type RunningChain } from '#server/chain/index.ts';
import { startNodeApi } from '#server/chain/node/api.ts';
import { LOCAL_ASSETS } from '#lib/chain/local-assets.ts';

let chain: RunningChain;
let aptos: Aptos;
let shortHold: RunningServer;
let shortHoldAptos: Aptos;
const UNKNOWN_HASH = '0x' + '12'.repeat(32);

const client = (fullnode: string) =>
  new Aptos(
    new AptosConfig({
      network: Network.LOCAL,
      fullnode,
      indexer: chain.indexerUrl,
      faucet: chain.faucetUrl,
      transactionGenerationConfig: { defaultMaxGasAmount: 200_000 },
    }),
  );

beforeAll(async () => {
  chain = await startChain({ nodePort: 0, indexerPort: 0, faucetPort: 0, ledger: { manualExecution: true } });
  aptos = client(chain.nodeUrl);
  shortHold = await startNodeApi(chain.ledger, { port: 0, longPollMs: 50 });
  shortHoldAptos = client(`${shortHold.url}/v1`);
});
afterEach(() => void chain.ledger.executePending()); // nothing a test leaves pending reaches the next one
afterAll(async () => {
  await shortHold.close();
  await chain.close();
});

async function funded(): Promise<Account> {
  const account = Account.generate();
  await aptos.fundAccount({ accountAddress: account.accountAddress, amount: 100_000_000 });
  return account;
}

/** Submits an APT transfer (a BTC one, which the sender cannot pay, when it should fail); returns its hash, pending. */
async function submitTransfer(sender: Account, asset: 'APT' | 'BTC' = 'APT'): Promise<string> {
  const transaction = await aptos.transferFungibleAsset({
    sender,
    fungibleAssetMetadataAddress: LOCAL_ASSETS[asset].address,
    recipient: Account.generate().accountAddress,
    amount: 1,
  });
  return (await aptos.signAndSubmitTransaction({ signer: sender, transaction })).hash;
}

/** GET /v1 through the SDK's request client: aptos.getLedgerInfo() memoizes per network for 10 s, too stale here. */
async function ledgerInfo(): Promise<LedgerInfo> {
  const res = await getAptosFullNode<{}, LedgerInfo>({
    aptosConfig: aptos.config,
    originMethod: 'ledgerInfo',
    path: '',
  });
  expect(res.headers['x-aptos-ledger-version']).toBe(res.data.ledger_version);
  return res.data;
}

describe('ledger info', () => {
  it('reports the local chain id 4 as a full node', async () => {
    expect(await aptos.getLedgerInfo()).toMatchObject({ chain_id: 4, node_role: 'full_node', epoch: '1' });
    expect(await aptos.getChainId()).toBe(4);
  });

  const cases: { name: string; prepare: () => Promise<() => unknown>; commits: bigint }[] = [
    { name: 'a faucet funding', prepare: async () => funded, commits: 1n },
    {
      name: 'two in-process mints',
      prepare: async () => () =>
        [1n, 2n].map((n) => chain.ledger.mint(Account.generate().accountAddress.toString(), 'USDC', n)),
      commits: 2n,
    },
    {
      name: 'a submission left pending',
      prepare: async () => {
        const s = await funded();
        return () => submitTransfer(s);
      },
      commits: 0n,
    },
    {
      name: 'executing a pending submission',
      prepare: async () => {
        await submitTransfer(await funded());
        return () => chain.ledger.executePending();
      },
      commits: 1n,
    },
  ];
  it.each(cases)(
    'advances version and block height by the commits of $name ($commits)',
    async ({ prepare, commits }) => {
      const act = await prepare();
      const before = await ledgerInfo();
      await act();
      const after = await ledgerInfo();
      expect(BigInt(after.ledger_version) - BigInt(before.ledger_version)).toBe(commits);
      expect(BigInt(after.block_height) - BigInt(before.block_height)).toBe(commits);
      expect(BigInt(after.ledger_timestamp) > BigInt(before.ledger_timestamp)).toBe(commits > 0n);
    },
  );
});

describe('account resources', () => {
  it.each([
    ['an address never touched', false, 0],
    ['a funded account', true, 0],
    ['an account that sent one transaction', true, 1],
  ] as const)('%s has its 0x1::account::Account resource', async (_name, fund, sent) => {
    const account = fund ? await funded() : Account.generate();
    for (let i = 0; i < sent; i++) await submitTransfer(account);
    chain.ledger.executePending();
    const address = account.accountAddress;
    const authKey = address.toStringLong(); // a generated Ed25519 account's address is its authentication key
    const expected = {
      type: '0x1::account::Account',
      data: expect.objectContaining({ sequence_number: String(sent), authentication_key: authKey }),
    };
    expect(await aptos.getAccountResources({ accountAddress: address })).toEqual([expected]);
    expect(await aptos.getAccountResource({ accountAddress: address, resourceType: '0x1::account::Account' })).toEqual(
      expected.data,
    );
    expect(await aptos.getAccountInfo({ accountAddress: address })).toEqual({
      sequence_number: String(sent),
      authentication_key: authKey,
    });
  });

  it('answers an unknown resource type with 404 resource_not_found', async () => {
    const error = await aptos
      .getAccountResource({ accountAddress: '0x1', resourceType: '0x1::coin::CoinStore<0x1::aptos_coin::AptosCoin>' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AptosApiError);
    expect(error).toMatchObject({ status: 404, data: { error_code: 'resource_not_found' } });
  });
});

describe('wait route', () => {
  type Answer = 'pending_transaction' | 'user_transaction' | 'transaction_not_found';
  const cases: {
    name: string;
    prepare: () => Promise<string>;
    whileWaiting?: () => void;
    status: number;
    answer: Answer;
  }[] = [
    {
      name: 'a transaction still pending after the hold',
      prepare: async () => submitTransfer(await funded()),
      status: 200,
      answer: 'pending_transaction',
    },
    {
      name: 'a committed transaction',
      prepare: async () => {
        const h = await submitTransfer(await funded());
        chain.ledger.executePending();
        return h;
      },
      status: 200,
      answer: 'user_transaction',
    },
    {
      name: 'a transaction executed while the request waits',
      prepare: async () => submitTransfer(await funded()),
      whileWaiting: () => void chain.ledger.executePending(),
      status: 200,
      answer: 'user_transaction',
    },
    { name: 'an unknown hash', prepare: async () => UNKNOWN_HASH, status: 404, answer: 'transaction_not_found' },
  ];
  it.each(cases)('answers $name with $status $answer', async ({ prepare, whileWaiting, status, answer }) => {
    const hash = await prepare();
    const response = fetch(`${shortHold.url}/v1/transactions/wait_by_hash/${hash}`);
    whileWaiting?.();
    const res = await response;
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject(
      status === 200 ? { type: answer, hash } : { error_code: answer, vm_error_code: null },
    );
  });

  it('makes the SDK give up on a pending transaction with its timeout error, carrying the pending transaction', async () => {
    const hash = await submitTransfer(await funded());
    const error = await shortHoldAptos
      .waitForTransaction({ transactionHash: hash, options: { timeoutSecs: 0 } })
      .catch((e: unknown) => e);
    expect((error as Error).constructor.name).toBe('WaitForTransactionError');
    expect((error as Error).message).toBe(`Transaction ${hash} timed out in pending state after 0 seconds`);
    expect(error).toMatchObject({ lastSubmittedTransaction: { type: 'pending_transaction', hash } });
  });

  it("makes the SDK reject an unknown hash with the node's 404", async () => {
    const error = await shortHoldAptos
      .waitForTransaction({ transactionHash: UNKNOWN_HASH, options: { timeoutSecs: 0 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AptosApiError);
    expect(error).toMatchObject({ status: 404, data: { error_code: 'transaction_not_found' } });
  });

  it.each([
    ["rejects with the SDK's failed-transaction error", true],
    ['resolves with the failed transaction without checkSuccess', false],
  ])('on a failed transaction it %s', async (_name, checkSuccess) => {
    const hash = await submitTransfer(await funded(), 'BTC');
    chain.ledger.executePending();
    const outcome = await aptos
      .waitForTransaction({ transactionHash: hash, options: { checkSuccess } })
      .catch((e: unknown) => e);
    const failed = {
      type: 'user_transaction',
      hash,
      success: false,
      vm_status: expect.stringMatching(/EINSUFFICIENT_BALANCE/),
    };
    if (checkSuccess) {
      expect((outcome as Error).constructor.name).toBe('FailedTransactionError');
      expect((outcome as Error).message).toMatch(
        new RegExp(`^Transaction ${hash} failed with an error: .*EINSUFFICIENT_BALANCE`),
      );
      expect((outcome as { transaction: UserTransactionResponse }).transaction).toMatchObject(failed);
    } else {
      expect(outcome).toMatchObject(failed);
    }
  });
});
