/**
 * One clock for the local network (server/main.ts): after an advance, the chain's block times follow the exchange's
 * clock, a transaction built on the wall clock has expired there, while a deposit the exchange co-signs (expiring on
 * the network clock) still lands; the controls exist only when the network is started with them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Account } from '@aptos-labs/ts-sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { ControlClient } from '#server/exchange/control-client.ts';
import { startLocalNetwork, type LocalNetwork } from '#server/main.ts';
import { SESSION_KEY_LIFETIME_MS } from '#lib/api/contract.ts';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { createKeyPair, walletProofFromKey } from '#lib/api/signing.ts';
import { createAptos, fundAccount, waitForTransaction } from '#lib/chain/aptos-client.ts';
import { submitCosignedDeposit } from '#lib/chain/deposit.ts';
import { LOCAL_ASSETS } from '#lib/chain/local-assets.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'network-clock-'));
const PORTS = { node: 0, indexer: 0, faucet: 0, exchange: 0, walletHost: 0 };
const APT = LOCAL_ASSETS.APT.address;
const DAY = 24 * 3_600_000;
let network: LocalNetwork | undefined;
afterAll(async () => {
  await network?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ledgerMs = async (net: LocalNetwork) =>
  Number(((await (await fetch(net.nodeUrl)).json()) as { ledger_timestamp: string }).ledger_timestamp) / 1000;

describe('the local network clock', () => {
  it('moves the chain with the exchange: wall-clock transactions expire, co-signed deposits land', async () => {
    network = await startLocalNetwork({ dataDir, simulate: false, ports: PORTS, controls: true });
    const net = network;
    const now = () => net.clock.now();
    const wallet = Account.generate();
    const keys = createKeyPair(wallet.privateKey.toUint8Array());
    const aptos = createAptos('local', { node: net.nodeUrl, indexer: net.indexerUrl, faucet: net.faucetUrl });
    await fundAccount(aptos, wallet.accountAddress.toStringLong(), 100_000_000n);

    const advanced = await new ControlClient(net.exchangeUrl).advance('25h');
    expect(advanced.clock.now - Date.now()).toBeGreaterThan(DAY);
    // a new block (the faucet's) carries the network time, a day ahead of this machine's
    await fundAccount(aptos, wallet.accountAddress.toStringLong(), 1n);
    expect(await ledgerMs(net)).toBeGreaterThanOrEqual(advanced.to);

    // built on the wall clock (the SDK's default expiry, now + 20 s): already expired on the network
    const stale = await aptos.transaction.build.simple({
      sender: wallet.accountAddress,
      data: { function: '0x1::aptos_account::transfer', functionArguments: [wallet.accountAddress, 1] },
    });
    await expect(
      aptos.transaction.submit.simple({
        transaction: stale,
        senderAuthenticator: aptos.transaction.sign({ signer: wallet, transaction: stale }),
      }),
    ).rejects.toThrow(/TRANSACTION_EXPIRED/);

    // the app's path: a session key and proof on the network clock, a deposit the exchange co-signs
    const session = createKeyPair();
    const expiration = now() + SESSION_KEY_LIFETIME_MS;
    const proof = walletProofFromKey(keys, now(), {
      action: 'createUser',
      alias: 'later',
      apiKey: session.publicKey,
      expiration,
    });
    const client = new ExchangeClient({ baseUrl: net.exchangeUrl, sessionKey: () => session, now });
    const { userId } = await client.createUser({
      name: 'later',
      sender: proof.address,
      apiKey: session.publicKey,
      expiration,
      proof,
    });
    const answer = await client.depositTokenPayload({ userId, tokenAddress: APT, amount: '1000000' });
    const sent = await submitCosignedDeposit(aptos, answer, async (transaction) =>
      aptos.transaction.sign({ signer: wallet, transaction }),
    );
    if (sent.status !== 'submitted') throw new Error('the signer did not refuse');
    expect(await waitForTransaction(aptos, sent.hash, 10_000)).toMatchObject({ success: true });
    expect(await client.claimDeposit({ userId, tokenAddress: APT })).toMatchObject({ amount: '1000000' });
  });

  it('has no controls when not started as the local network', async () => {
    await network?.close();
    network = await startLocalNetwork({ dataDir, simulate: false, ports: PORTS });
    await expect(new ControlClient(network.exchangeUrl).clock()).rejects.toMatchObject({ status: 404 });
    // the clock it resumed still reads a day ahead: the advance is in the log
    expect(network.clock.now() - Date.now()).toBeGreaterThan(DAY);
  });
});
