/**
 * A/B of the client's part of a placed order, alternating in one run on one exchange (a real one over HTTP on
 * loopback, SQLite synchronous=FULL: every order waits for its fsync), so both sides see the same machine load:
 * - A, the path before: the session key's pair derived from its stored seed twice per order (the session check,
 *   then the signer: a JavaScript scalar multiplication each) and the request signed with tweetnacl;
 * - B, the path now: the stored key read through lib/storage/session-keys.ts (derived once) and the request signed
 *   with Web Crypto's native Ed25519 (lib/api/signing.ts signRequestAsync).
 * Prints p50/p99 per side and the load average. Run: `npx node bench/order-path-ab.ts [rounds] [orders per round]`.
 */
import { loadavg } from 'node:os';
import { SIGNATURE_HEADERS } from '#lib/api/contract.ts';
import { createKeyPair, signRequest, signRequestAsync, type KeyPair } from '#lib/api/signing.ts';
import { readSessionKey, writeSessionKey } from '#lib/storage/session-keys.ts';
import { fundedExchange } from './funded-exchange.ts';

const ROUNDS = Number(process.argv[2] ?? 10);
const PER_ROUND = Number(process.argv[3] ?? 50);
const { exchange, key, expiration, userId, close } = await fundedExchange('abtest');

const map = new Map<string, string>();
const storage = {
  getItem: (k: string) => map.get(k) ?? null,
  setItem: (k: string, v: string) => void map.set(k, v),
  removeItem: (k: string) => void map.delete(k),
};
writeSessionKey(storage, userId, { ...key, expiration });
const seed = key.secretKey.slice(0, 32);

let price = 1000;
const body = () =>
  JSON.stringify({ userId, market: 'BTC-PERP', side: 'Bid', price: String((price++ % 50_000) + 1000), size: '10000' });
async function post(headers: { apiKey: string; timestamp: number; nonce: string; signature: string }, text: string) {
  const res = await fetch(`${exchange.url}/api/placeLimitOrder`, {
    method: 'POST',
    body: text,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADERS.apiKey]: headers.apiKey,
      [SIGNATURE_HEADERS.timestamp]: String(headers.timestamp),
      [SIGNATURE_HEADERS.nonce]: headers.nonce,
      [SIGNATURE_HEADERS.signature]: headers.signature,
    },
  });
  if (!res.ok) throw new Error(`order refused: ${res.status} ${await res.text()}`);
  await res.json();
}
const sides = {
  A: async () => {
    let pair: KeyPair = createKeyPair(seed); // the session check's read
    pair = createKeyPair(seed); // the signer's read
    const text = body();
    await post(signRequest(pair, 'placeLimitOrder', text, Date.now()), text);
  },
  B: async () => {
    readSessionKey(storage, userId);
    const pair = readSessionKey(storage, userId)!;
    const text = body();
    await post(await signRequestAsync(pair, 'placeLimitOrder', text, Date.now()), text);
  },
};
const times: Record<keyof typeof sides, number[]> = { A: [], B: [] };
for (let i = 0; i < 20; i++) await sides[i % 2 ? 'A' : 'B'](); // warm-up
const load: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const side of round % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
    for (let i = 0; i < PER_ROUND; i++) {
      const t0 = performance.now();
      await sides[side]();
      times[side].push(performance.now() - t0);
    }
  }
  load.push(loadavg()[0]!);
}
const at = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
for (const side of ['A', 'B'] as const) {
  const xs = times[side];
  console.log(
    `${side}: n=${xs.length} p50=${at(xs, 0.5).toFixed(2)}ms p90=${at(xs, 0.9).toFixed(2)}ms p99=${at(xs, 0.99).toFixed(2)}ms`,
  );
}
console.log(`load average (1 min) over the rounds: ${Math.min(...load).toFixed(1)}-${Math.max(...load).toFixed(1)}`);
await close();
