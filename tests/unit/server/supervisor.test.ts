/**
 * The local network as `npm start` runs it (server/supervisor.ts): the exchange in a child process, the chain here.
 * Across the IPC link the exchange mints test tokens and sweeps a claimed deposit into the treasury on the chain;
 * the clock the controls advance moves the chain's clock before the advance is answered; killed with SIGKILL, the
 * exchange is started again on the same journal and port, with every acknowledged order and credit, the clock
 * still advanced, while the chain kept serving.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SESSION_KEY_LIFETIME_MS } from '#lib/api/contract.ts';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { createKeyPair, walletProofFromKey } from '#lib/api/signing.ts';
import { LOCAL_ASSETS } from '#lib/chain/local-assets.ts';
import { ControlClient } from '#server/exchange/control-client.ts';
import { TREASURY_ADDRESS } from '#server/exchange/onchain/outbox.ts';
import { startSupervisedNetwork, type SupervisedNetwork } from '#server/supervisor.ts';

const dir = mkdtempSync(join(tmpdir(), 'supervised-'));
const pidFile = join(dir, 'exchange.pid');
const PORTS = { node: 0, indexer: 0, faucet: 0, exchange: 0, walletHost: 0 };
const HOUR = 3_600_000;
/** The test faucet's USDC: 10,000 USDC of 6 decimals. */
const FAUCET_USDC = 10_000_000_000n;
let network: SupervisedNetwork | undefined;
afterAll(async () => {
  await network?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A chain account's balance of a fungible asset, read from the node's view function. */
async function chainBalance(nodeUrl: string, owner: string, asset: string): Promise<bigint> {
  const res = await fetch(`${nodeUrl}/view`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      function: '0x1::primary_fungible_store::balance',
      type_arguments: ['0x1::fungible_asset::Metadata'],
      arguments: [owner, asset],
    }),
  });
  const [amount] = (await res.json()) as [string];
  return BigInt(amount);
}

it('runs the exchange as a supervised child: chain calls over IPC, the clock shared, kill -9 restarted whole', async () => {
  network = await startSupervisedNetwork({ dataDir: dir, ports: PORTS, simulate: false, controls: true, pidFile });
  const net = network;
  const controls = new ControlClient(net.exchangeUrl);
  const now = async () => (await controls.clock()).now;
  const wallet = createKeyPair(new Uint8Array(32).fill(9));
  const key = createKeyPair();
  const issuedAt = await now();
  const expiration = issuedAt + SESSION_KEY_LIFETIME_MS;
  const proof = walletProofFromKey(wallet, issuedAt, {
    action: 'createUser',
    alias: 'kidd',
    apiKey: key.publicKey,
    expiration,
  });
  let offset = 0;
  const client = new ExchangeClient({
    baseUrl: net.exchangeUrl,
    sessionKey: () => key,
    now: () => Date.now() + offset,
  });
  const { userId } = await client.createUser({
    name: 'kidd',
    sender: proof.address,
    apiKey: key.publicKey,
    expiration,
    proof,
  });

  // the faucet mints on the chain through the link; the claim credits it and sweeps it to the treasury
  const usdc = LOCAL_ASSETS.USDC.address;
  const { userData } = await client.getUserData({ userId });
  expect((await client.testFaucet({ userId, token: 'USDC' })).txHashes).toHaveLength(1);
  expect(await chainBalance(net.nodeUrl, userData.depositAddress, usdc)).toBe(FAUCET_USDC);
  const treasury = await chainBalance(net.nodeUrl, TREASURY_ADDRESS, usdc);
  const claim = await client.claimDeposit({ userId, tokenAddress: usdc });
  expect(claim).toMatchObject({ amount: String(FAUCET_USDC) });
  expect(claim.txHash).toMatch(/^0x[0-9a-f]{64}$/);
  expect(await chainBalance(net.nodeUrl, userData.depositAddress, usdc)).toBe(0n);
  expect((await chainBalance(net.nodeUrl, TREASURY_ADDRESS, usdc)) - treasury).toBe(FAUCET_USDC);

  // an advance is answered once the chain's clock (this process's) has it
  const advanced = await controls.advance('1h');
  offset = advanced.clock.offsetMs;
  // (an hour from the engine's last stamp, a few ms behind the wall clock)
  expect(advanced.clock.offsetMs).toBeGreaterThan(HOUR - 1000);
  expect(net.clock.offset).toBe(advanced.clock.offsetMs);

  // an order acknowledged, then the exchange killed with SIGKILL: the supervisor starts another on the same port
  const placed = await client.placeLimitOrder({
    userId,
    market: 'BTC-PERP',
    side: 'Bid',
    price: '50000',
    size: '10000',
  });
  const killed = Number(readFileSync(pidFile, 'utf8'));
  process.kill(killed, 'SIGKILL');
  await expect.poll(() => Number(readFileSync(pidFile, 'utf8')), { timeout: 30_000 }).not.toBe(killed);
  await expect.poll(() => now().catch(() => 0), { timeout: 60_000, interval: 100 }).toBeGreaterThan(0);
  // the chain never went away
  expect(await chainBalance(net.nodeUrl, TREASURY_ADDRESS, usdc)).toBeGreaterThanOrEqual(FAUCET_USDC);
  const { orders } = await client.getUserPerpOrders({ userId });
  expect(orders.map((o) => [o.orderId, o.status, o.size])).toEqual([[placed.orderId, 'open', '10000']]);
  const after = (await client.getUserData({ userId })).userData;
  expect(after.tokenBalances[usdc]).toBe(String(FAUCET_USDC));
  // the clock stayed advanced in the new process and here
  expect((await controls.clock()).offsetMs).toBeGreaterThanOrEqual(advanced.clock.offsetMs);
  expect(net.clock.offset).toBeGreaterThanOrEqual(advanced.clock.offsetMs);

  // stopped on purpose and started again after a pause: the same again
  await net.restartExchange(100);
  expect((await client.getUserPerpOrders({ userId })).orders).toHaveLength(1);
}, 120_000);
