/** The dev host's sign-and-submit path against the chain emulation: signed by the provider's dev key, executed. */
import {
  Account,
  AccountAddress,
  Aptos,
  AptosConfig,
  EntryFunction,
  Network,
  TransactionPayloadEntryFunction,
  U64,
  type UserTransactionResponse,
} from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChain, type RunningChain } from '#server/chain/index.ts';
import { startWalletHost, type WalletHost } from '#server/wallet-host/index.ts';
import { serializeWalletRequest, type WalletRequest } from '#lib/wallet-connect/serialize/requests.ts';
import { deserializeWalletResponse } from '#lib/wallet-connect/serialize/responses.ts';

const DAPP = { domain: 'http://127.0.0.1:4321', name: 'Perp' };
const FUNDS = 100_000_000n;
let chain: RunningChain;
let host: WalletHost;
let offline: WalletHost;
let aptos: Aptos;
let devAddresses: Record<'google' | 'apple', string>;

beforeAll(async () => {
  chain = await startChain({ nodePort: 0, indexerPort: 0, faucetPort: 0, ledger: { executionDelayMs: 10 } });
  host = await startWalletHost({ port: 0, nodeUrl: chain.nodeUrl });
  offline = await startWalletHost({ port: 0 });
  aptos = new Aptos(
    new AptosConfig({
      network: Network.LOCAL,
      fullnode: chain.nodeUrl,
      indexer: chain.indexerUrl,
      faucet: chain.faucetUrl,
    }),
  );
  const accounts = (await (await fetch(`${host.url}/v1/dev/accounts`)).json()) as Record<
    'google' | 'apple',
    { address: string }
  >;
  devAddresses = { google: accounts.google.address, apple: accounts.apple.address };
  for (const address of Object.values(devAddresses)) chain.ledger.mint(address, 'APT', FUNDS);
});
afterAll(async () => {
  await host?.close();
  await offline?.close();
  await chain?.close();
});

/** APT transfer to `recipient` as a chain (BCS) payload. */
const transfer = (recipient: AccountAddress, amount: bigint) =>
  new TransactionPayloadEntryFunction(
    EntryFunction.build('0x1::aptos_account', 'transfer', [], [recipient, new U64(amount)]),
  );

/** What the prompt script posts to /v1/prompt/approve. */
async function approve(on: WalletHost, request: WalletRequest, provider: string) {
  const serialized = serializeWalletRequest(request);
  const body = {
    name: serialized.name,
    version: serialized.version,
    data: Buffer.from(serialized.data).toString('base64'),
    provider,
  };
  const response = await fetch(`${on.url}/v1/prompt/approve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { data?: string; error?: string } };
}

describe.each(['google', 'apple'] as const)('signAndSubmitTransaction approved with the %s dev key', (provider) => {
  it('submits to the node; the transaction executes from the dev account and moves the APT', async () => {
    const recipient = Account.generate().accountAddress;
    const before = chain.ledger.balanceOf(devAddresses[provider], 'APT');
    const request: WalletRequest = {
      name: 'signAndSubmitTransaction',
      version: 3,
      dappInfo: DAPP,
      args: { payload: transfer(recipient, 1_234n) },
    };
    const answer = await approve(host, request, provider);
    expect(answer.status).toBe(200);
    const response = deserializeWalletResponse('signAndSubmitTransaction', {
      data: Buffer.from(answer.json.data ?? '', 'base64'),
    });
    if (response.status !== 'approved') throw new Error('expected an approval');
    expect(response.args.txnHash).toMatch(/^0x[0-9a-f]{64}$/);

    const done = (await aptos.waitForTransaction({
      transactionHash: response.args.txnHash,
    })) as UserTransactionResponse;
    expect(done.success).toBe(true);
    expect(AccountAddress.from(done.sender).toString()).toBe(devAddresses[provider]);
    expect(chain.ledger.balanceOf(recipient.toString(), 'APT')).toBe(1_234n);
    expect(chain.ledger.balanceOf(devAddresses[provider], 'APT')).toBeLessThan(before - 1_234n + 1n);
  });
});

describe('signAndSubmitTransaction in a row', () => {
  it('uses the next sequence number: two approvals in a row both execute', async () => {
    const recipient = Account.generate().accountAddress;
    const request: WalletRequest = {
      name: 'signAndSubmitTransaction',
      version: 3,
      dappInfo: DAPP,
      args: { payload: transfer(recipient, 5n) },
    };
    for (let i = 0; i < 2; i += 1) {
      const answer = await approve(host, request, 'google');
      const response = deserializeWalletResponse('signAndSubmitTransaction', {
        data: Buffer.from(answer.json.data ?? '', 'base64'),
      });
      if (response.status !== 'approved') throw new Error('expected an approval');
      expect((await aptos.waitForTransaction({ transactionHash: response.args.txnHash })).success).toBe(true);
    }
    expect(chain.ledger.balanceOf(recipient.toString(), 'APT')).toBe(10n);
  });
});

describe('signAndSubmitTransaction refused', () => {
  it.each([
    ['without a node URL', () => offline, { payload: transfer(AccountAddress.ONE, 1n) }, 'started without a node URL'],
    [
      'with a loose (non-BCS) payload',
      () => host,
      { payload: { function: '0x1::aptos_account::transfer', functionArguments: ['0x1', 1] } },
      'chain payloads only',
    ],
    [
      'when the node rejects the transaction (already expired)',
      () => host,
      { payload: transfer(AccountAddress.ONE, 1n), expirationTimestamp: 1 },
      'Node rejected the transaction',
    ],
  ] as const)('answers 400 %s', async (_label, on, args, message) => {
    const answer = await approve(
      on(),
      { name: 'signAndSubmitTransaction', version: 3, dappInfo: DAPP, args } as WalletRequest,
      'google',
    );
    expect(answer.status).toBe(400);
    expect(answer.json.error).toContain(message);
  });
});
