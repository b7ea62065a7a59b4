/**
 * The mempool in manual execution mode, through the real SDK: transactions wait until executePending() runs them in
 * arrival order, and one whose expiry has passed by then is discarded like a real node's (its hash 404s, no gas).
 */
import { Account, Aptos, AptosApiError, AptosConfig, Network } from '@aptos-labs/ts-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { startChain, type RunningChain } from '#server/chain/index.ts';
import { DEFAULT_SUBMIT_RULES } from '#server/chain/node/submit.ts';
import { LOCAL_ASSETS } from '#lib/chain/local-assets.ts';

const START_MS = 1_700_000_000_000;
const EXPIRY_SECS = START_MS / 1000 + 20;

let chain: RunningChain | undefined;
let clockMs = START_MS;
afterEach(async () => {
  await chain?.close();
  chain = undefined;
  clockMs = START_MS;
});

/** A manual-mode chain whose ledger and submission rules read the test's clock. */
async function manualChain(): Promise<{ chain: RunningChain; aptos: Aptos }> {
  chain = await startChain({
    nodePort: 0,
    indexerPort: 0,
    faucetPort: 0,
    ledger: { manualExecution: true, now: () => clockMs },
    rules: { ...DEFAULT_SUBMIT_RULES, nowSecs: () => BigInt(Math.floor(clockMs / 1000)) },
  });
  const aptos = new Aptos(
    new AptosConfig({
      network: Network.LOCAL,
      fullnode: chain.nodeUrl,
      indexer: chain.indexerUrl,
      faucet: chain.faucetUrl,
    }),
  );
  return { chain, aptos };
}

async function submitTransfer(aptos: Aptos, sender: Account, amount: number, sequenceNumber?: number): Promise<string> {
  const transaction = await aptos.transferFungibleAsset({
    sender,
    fungibleAssetMetadataAddress: LOCAL_ASSETS.APT.address,
    recipient: Account.generate().accountAddress,
    amount,
    options: { expireTimestamp: EXPIRY_SECS, maxGasAmount: 200_000, accountSequenceNumber: sequenceNumber },
  });
  return (await aptos.signAndSubmitTransaction({ signer: sender, transaction })).hash;
}

describe('manual execution', () => {
  it('keeps transactions pending until executePending, then commits them in arrival order', async () => {
    const { chain, aptos } = await manualChain();
    const sender = Account.generate();
    await aptos.fundAccount({ accountAddress: sender.accountAddress, amount: 100_000_000 });
    const first = await submitTransfer(aptos, sender, 1, 0);
    const second = await submitTransfer(aptos, sender, 2, 1);
    expect(chain.ledger.pendingHashes()).toEqual([first, second]);
    expect((await aptos.getTransactionByHash({ transactionHash: second })).type).toBe('pending_transaction');
    const committed = chain.ledger.executePending();
    expect(committed.map((t) => [t.hash, t.sequence_number, t.success])).toEqual([
      [first, '0', true],
      [second, '1', true],
    ]);
    expect(chain.ledger.pendingHashes()).toEqual([]);
    expect(chain.ledger.executePending()).toEqual([]);
    expect(chain.ledger.account(sender.accountAddress.toString()).sequenceNumber).toBe(2n);
  });
});

describe('expiry at execution time', () => {
  it.each([
    ['one second before the expiry', (EXPIRY_SECS - 1) * 1000, 'committed'],
    ['at the expiry second', EXPIRY_SECS * 1000, 'dropped'],
    ['a minute after the expiry', (EXPIRY_SECS + 60) * 1000, 'dropped'],
  ])('a transaction executed %s (clock %i ms) is %s', async (_name, executeAtMs, outcome) => {
    const commits = outcome === 'committed';
    const { chain, aptos } = await manualChain();
    const sender = Account.generate();
    await aptos.fundAccount({ accountAddress: sender.accountAddress, amount: 100_000_000 });
    const hash = await submitTransfer(aptos, sender, 5);
    const waiting = fetch(`${chain.nodeUrl}/transactions/wait_by_hash/${hash}`);
    clockMs = executeAtMs;
    expect(chain.ledger.executePending().map((t) => t.hash)).toEqual(commits ? [hash] : []);

    expect((await waiting).status).toBe(commits ? 200 : 404);
    const read = await aptos.getTransactionByHash({ transactionHash: hash }).catch((e: unknown) => e);
    if (commits) {
      expect(read).toMatchObject({ type: 'user_transaction', success: true });
    } else {
      expect(read).toBeInstanceOf(AptosApiError);
      expect(read).toMatchObject({ status: 404, data: { error_code: 'transaction_not_found' } });
    }
    const owner = sender.accountAddress.toString();
    expect(chain.ledger.account(owner).sequenceNumber).toBe(commits ? 1n : 0n);
    expect(chain.ledger.balanceOf(owner, 'APT')).toBe(commits ? 100_000_000n - 5n - 10n * 100n : 100_000_000n);
  });
});
