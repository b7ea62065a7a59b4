/**
 * The local network as server/main.ts wires it (free ports, temp data dir): the exchange operator persisted in
 * the SQLite file is the chain's deposit co-signer and stays so across a restart: its deposits keep landing, a
 * deposit co-signed by any other key aborts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Account, type Ed25519Account } from '@aptos-labs/ts-sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { NOT_EXCHANGE_SIGNER_ABORT } from '#server/chain/index.ts';
import { startLocalNetwork, type LocalNetwork } from '#server/main.ts';
import { SESSION_KEY_LIFETIME_MS } from '#lib/api/contract.ts';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { createKeyPair, walletProofFromKey, type KeyPair } from '#lib/api/signing.ts';
import { createAptos, fundAccount, getAccountCoins, waitForTransaction } from '#lib/chain/aptos-client.ts';
import { submitCosignedDeposit } from '#lib/chain/deposit.ts';
import { DEPOSIT_TOKEN_FUNCTION, LOCAL_ASSETS } from '#lib/chain/local-assets.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'local-network-'));
const PORTS = { node: 0, indexer: 0, faucet: 0, exchange: 0, walletHost: 0 };
const APT = LOCAL_ASSETS.APT.address;
const DEPOSIT = 1_000_000n;
const FUNDED = 100_000_000n;
const GAS_FEE = 10n * 100n;
let network: LocalNetwork | undefined;
afterAll(async () => {
  await network?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const depositAddressOf = async (net: LocalNetwork, session: KeyPair, userId: string) =>
  (await new ExchangeClient({ baseUrl: net.exchangeUrl, sessionKey: () => session }).getUserData({ userId })).userData
    .depositAddress;
const chainOf = (net: LocalNetwork) =>
  createAptos('local', { node: net.nodeUrl, indexer: net.indexerUrl, faucet: net.faucetUrl });

/** Deposits DEPOSIT octas of APT from the wallet through the exchange's co-signed transaction and claims them. */
async function depositApt(net: LocalNetwork, wallet: Ed25519Account, session: KeyPair, userId: string) {
  const aptos = chainOf(net);
  const client = new ExchangeClient({ baseUrl: net.exchangeUrl, sessionKey: () => session });
  const answer = await client.depositTokenPayload({ userId, tokenAddress: APT, amount: DEPOSIT.toString() });
  const sent = await submitCosignedDeposit(aptos, answer, async (transaction) =>
    aptos.transaction.sign({ signer: wallet, transaction }),
  );
  if (sent.status !== 'submitted') throw new Error('the signer did not refuse');
  await waitForTransaction(aptos, sent.hash, 10_000);
  const claim = await client.claimDeposit({ userId, tokenAddress: APT });
  const { userData } = await client.getUserData({ userId });
  return { cosigner: answer.secondarySigner, claimed: claim.amount, credited: userData.tokenBalances[APT] };
}

describe('startLocalNetwork', () => {
  it('keeps the operator, the deposit co-signer, across a restart', async () => {
    network = await startLocalNetwork({ dataDir, simulate: false, ports: PORTS });
    const operator = network.operatorAddress;
    expect(operator).toMatch(/^0x[0-9a-f]{64}$/);

    const wallet = Account.generate();
    const keys = createKeyPair(wallet.privateKey.toUint8Array());
    const session = createKeyPair();
    const expiration = Date.now() + SESSION_KEY_LIFETIME_MS;
    const proof = walletProofFromKey(keys, Date.now(), {
      action: 'createUser',
      alias: 'restart',
      apiKey: session.publicKey,
      expiration,
    });
    const { userId } = await new ExchangeClient({ baseUrl: network.exchangeUrl }).createUser({
      name: 'restart',
      sender: proof.address,
      apiKey: session.publicKey,
      expiration,
      proof,
    });
    await fundAccount(chainOf(network), proof.address, FUNDED);

    expect(await depositApt(network, wallet, session, userId)).toEqual({
      cosigner: operator,
      claimed: DEPOSIT.toString(),
      credited: DEPOSIT.toString(),
    });
    await network.close();
    network = await startLocalNetwork({ dataDir, simulate: false, ports: PORTS });
    expect(network.operatorAddress).toBe(operator);
    expect(await depositApt(network, wallet, session, userId)).toEqual({
      cosigner: operator,
      claimed: DEPOSIT.toString(),
      credited: (2n * DEPOSIT).toString(),
    });

    // the restarted chain still requires the operator: the same deposit co-signed by another key aborts
    const aptos = chainOf(network);
    const impostor = Account.generate();
    const transaction = await aptos.transaction.build.multiAgent({
      sender: wallet.accountAddress,
      secondarySignerAddresses: [impostor.accountAddress],
      data: {
        function: DEPOSIT_TOKEN_FUNCTION,
        functionArguments: [APT, DEPOSIT, userId, await depositAddressOf(network, session, userId)],
      },
    });
    const pending = await aptos.transaction.submit.multiAgent({
      transaction,
      senderAuthenticator: aptos.transaction.sign({ signer: wallet, transaction }),
      additionalSignersAuthenticators: [aptos.transaction.sign({ signer: impostor, transaction })],
    });
    expect(await waitForTransaction(aptos, pending.hash, 10_000, false)).toMatchObject({
      success: false,
      vm_status: NOT_EXCHANGE_SIGNER_ABORT,
    });

    const coins = await getAccountCoins(aptos, proof.address);
    expect(coins.map((c) => [c.assetType, c.amount])).toEqual([[APT, FUNDED - 2n * DEPOSIT - 3n * GAS_FEE]]);
  });
});
