/**
 * A real exchange and chain emulation on loopback ports (SQLite in a temporary folder, no simulator) with one
 * account holding USDC, signed in with its session key: what the order benches (http.ts, order-path-ab.ts,
 * order-profile.ts) place their orders on. `fundedExchange` runs the exchange in this process (its engine and store
 * reachable); `fundedSupervisedExchange` runs it as `npm start` does, in a supervised child process of its own
 * (server/supervisor.ts), so the bench's client (fetch, its garbage, its event loop) does not share the exchange's
 * heap and thread.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChain } from '#server/chain/index.ts';
import { startExchange } from '#server/exchange/index.ts';
import { startSupervisedNetwork } from '#server/supervisor.ts';
import { SESSION_KEY_LIFETIME_MS } from '#lib/api/contract.ts';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { createKeyPair, walletProofFromKey } from '#lib/api/signing.ts';

/** Starts both, creates and funds the account `alias`; `close` stops both and removes the folder. */
export async function fundedExchange(alias: string) {
  const dir = mkdtempSync(join(tmpdir(), `bench-${alias}-`));
  const chain = await startChain({ nodePort: 0, indexerPort: 0, faucetPort: 0 });
  const db = join(dir, 'ex.sqlite');
  const exchange = await startExchange({
    db,
    port: 0,
    chain,
    simulate: false,
    maintenance: false,
    faucetSleep: async () => {},
    log: () => {},
  });
  const { key, expiration, client, userId } = await signUp(exchange.url, alias);
  const { userData } = await client.getUserData({ userId });
  chain.ledger.mint(userData.depositAddress, 'USDC', 10n ** 15n);
  await client.claimDeposit({ userId, tokenAddress: (await client.getConfig()).tokens.USDC!.contractAddress });
  const close = async () => {
    await exchange.close();
    await chain.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { exchange, db, client, key, expiration, userId, close };
}

/**
 * The same with the exchange in a supervised child process, the chain here; the account holds the test faucet's
 * 10,000 USDC (enough margin for ~10^4 of the benches' resting bids of 0.0001 BTC).
 */
export async function fundedSupervisedExchange(alias: string) {
  const dir = mkdtempSync(join(tmpdir(), `bench-${alias}-`));
  const network = await startSupervisedNetwork({
    dataDir: dir,
    ports: { node: 0, indexer: 0, faucet: 0, exchange: 0, walletHost: 0 },
    simulate: false,
    log: () => {},
  });
  const { client, userId } = await signUp(network.exchangeUrl, alias);
  await client.testFaucet({ userId, token: 'USDC' });
  await client.claimDeposit({ userId, tokenAddress: (await client.getConfig()).tokens.USDC!.contractAddress });
  const close = async () => {
    await network.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { client, userId, close };
}

/** Creates the account `alias` on the exchange at `url` with a new wallet and session key. */
async function signUp(url: string, alias: string) {
  const wallet = createKeyPair();
  const key = createKeyPair();
  const expiration = Date.now() + SESSION_KEY_LIFETIME_MS;
  const proof = walletProofFromKey(wallet, Date.now(), {
    action: 'createUser',
    alias,
    apiKey: key.publicKey,
    expiration,
  });
  const client = new ExchangeClient({ baseUrl: url, sessionKey: () => key });
  const { userId } = await client.createUser({
    name: alias,
    sender: proof.address,
    apiKey: key.publicKey,
    expiration,
    proof,
  });
  return { key, expiration, client, userId };
}
