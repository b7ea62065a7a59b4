/**
 * A real exchange and chain emulation on loopback ports (SQLite in a temporary folder, no simulator) with one
 * account holding 10^15 USDC base units, signed in with its session key: what the order benches (http.ts,
 * order-path-ab.ts) place their orders on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChain } from '#server/chain/index.ts';
import { startExchange } from '#server/exchange/index.ts';
import { SESSION_KEY_LIFETIME_MS } from '#lib/api/contract.ts';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { createKeyPair, walletProofFromKey } from '#lib/api/signing.ts';

/** Starts both, creates and funds the account `alias`; `close` stops both and removes the folder. */
export async function fundedExchange(alias: string) {
  const dir = mkdtempSync(join(tmpdir(), `bench-${alias}-`));
  const chain = await startChain({ nodePort: 0, indexerPort: 0, faucetPort: 0 });
  const exchange = await startExchange({
    db: join(dir, 'ex.sqlite'),
    port: 0,
    chain,
    simulate: false,
    maintenance: false,
    faucetSleep: async () => {},
    log: () => {},
  });
  const wallet = createKeyPair();
  const key = createKeyPair();
  const expiration = Date.now() + SESSION_KEY_LIFETIME_MS;
  const proof = walletProofFromKey(wallet, Date.now(), {
    action: 'createUser',
    alias,
    apiKey: key.publicKey,
    expiration,
  });
  const client = new ExchangeClient({ baseUrl: exchange.url, sessionKey: () => key });
  const { userId } = await client.createUser({
    name: alias,
    sender: proof.address,
    apiKey: key.publicKey,
    expiration,
    proof,
  });
  const { userData } = await client.getUserData({ userId });
  chain.ledger.mint(userData.depositAddress, 'USDC', 10n ** 15n);
  await client.claimDeposit({ userId, tokenAddress: (await client.getConfig()).tokens.USDC!.contractAddress });
  const close = async () => {
    await exchange.close();
    await chain.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { exchange, client, key, expiration, userId, close };
}
