/**
 * Latency of a placed order over HTTP: a real exchange (SQLite WAL, synchronous=FULL, so every order waits for
 * its fsync) on loopback, a signed client, resting limit orders. Prints p50/p99/max for sequential orders and
 * for 8 concurrent writers, and reports the sequential p99 against its target. Run: `npx node bench/http.ts [orders]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChain } from '#server/chain/index.ts';
import { startExchange } from '#server/exchange/index.ts';
import { SESSION_KEY_LIFETIME_MS } from '#lib/api/contract.ts';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { createKeyPair, walletProofFromKey } from '#lib/api/signing.ts';
import { reportFigure } from './figure.ts';

const ORDERS = Number(process.argv[2] ?? 2000);
/**
 * p99 of one placed order, sequential, on loopback: the order waits for its fsync (synchronous=FULL), so the target
 * leaves room for a disk flush of a few ms; the click-to-acknowledgement budget on screen is 100 ms.
 */
const TARGET_P99_MS = 10;
const dir = mkdtempSync(join(tmpdir(), 'bench-http-'));
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
  alias: 'bench',
  apiKey: key.publicKey,
  expiration,
});
const client = new ExchangeClient({ baseUrl: exchange.url, sessionKey: () => key });
const { userId } = await client.createUser({
  name: 'bench',
  sender: proof.address,
  apiKey: key.publicKey,
  expiration,
  proof,
});
const { userData } = await client.getUserData({ userId });
chain.ledger.mint(userData.depositAddress, 'USDC', 10n ** 15n);
await client.claimDeposit({ userId, tokenAddress: (await client.getConfig()).tokens.USDC!.contractAddress });

let price = 1000;
const place = async (): Promise<number> => {
  const started = performance.now();
  await client.placeLimitOrder({
    userId,
    market: 'BTC-PERP',
    side: 'Bid',
    price: String((price++ % 50_000) + 1000),
    size: '10000',
  });
  return performance.now() - started;
};
/** Prints the latencies' percentiles and answers the p99 in ms. */
const report = (label: string, ms: number[], wallMs: number): number => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(
    `${label}: n=${ms.length} p50=${at(0.5).toFixed(2)}ms p99=${at(0.99).toFixed(2)}ms max=${sorted.at(-1)!.toFixed(2)}ms throughput=${((ms.length / wallMs) * 1000).toFixed(0)}/s`,
  );
  return at(0.99);
};

for (let i = 0; i < 100; i++) await place(); // warm-up
let t0 = performance.now();
const sequential: number[] = [];
for (let i = 0; i < ORDERS; i++) sequential.push(await place());
reportFigure({
  figure: 'p99 placed order over HTTP, loopback, sequential',
  target: TARGET_P99_MS,
  measured: report('placeLimitOrder sequential', sequential, performance.now() - t0),
  unit: 'ms',
  better: 'lower',
});

t0 = performance.now();
const concurrent: number[] = [];
await Promise.all(
  Array.from({ length: 8 }, async () => {
    for (let i = 0; i < ORDERS / 8; i++) concurrent.push(await place());
  }),
);
report('placeLimitOrder 8 concurrent', concurrent, performance.now() - t0);

await exchange.close();
await chain.close();
rmSync(dir, { recursive: true, force: true });
