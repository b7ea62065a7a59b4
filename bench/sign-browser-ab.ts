/**
 * The client's signing step of an order in Chromium, A/B alternating in one page: A, the path before (the session
 * key's pair derived from its seed twice, then tweetnacl's signature, all JavaScript); B, the path now (Web
 * Crypto's native Ed25519 with the key imported once: lib/api/signing.ts). Serves a blank page on loopback (a
 * secure context, where Web Crypto has Ed25519); no fixed port, no lock. Run: `npx node bench/sign-browser-ab.ts`.
 */
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#scripts/chromium.ts';
/** The part of tweetnacl the page uses. */
interface NaclLike {
  sign: {
    keyPair: { fromSeed(seed: Uint8Array): { publicKey: Uint8Array; secretKey: Uint8Array } };
    detached(message: Uint8Array, secretKey: Uint8Array): Uint8Array;
  };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const server = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>ab</p>'));
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
await page.addScriptTag({ path: 'node_modules/tweetnacl/nacl-fast.js' });
const result = await page.evaluate(async () => {
  const nacl = (window as unknown as { nacl: NaclLike }).nacl;
  const seed = crypto.getRandomValues(new Uint8Array(32));
  const msg = new TextEncoder().encode(
    'placeLimitOrder\n1795796656131\n' +
      'ab'.repeat(16) +
      '\n' +
      JSON.stringify({
        userId: '12',
        market: 'BTC-PERP',
        side: 'Bid',
        price: '95000',
        size: '1000000',
        postOnly: false,
        ioc: false,
        reduceOnly: false,
      }),
  );
  const b64 = (u: Uint8Array) =>
    btoa(String.fromCharCode(...u))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '');
  const pair = nacl.sign.keyPair.fromSeed(seed);
  const key = await crypto.subtle.importKey(
    'jwk',
    { kty: 'OKP', crv: 'Ed25519', d: b64(seed), x: b64(pair.publicKey) },
    { name: 'Ed25519' },
    false,
    ['sign'],
  );
  const A: number[] = [],
    B: number[] = [];
  const a = () => {
    const p1 = nacl.sign.keyPair.fromSeed(seed);
    const p2 = nacl.sign.keyPair.fromSeed(seed);
    nacl.sign.detached(msg, p2.secretKey);
    void p1;
  };
  const b = async () => {
    await crypto.subtle.sign({ name: 'Ed25519' }, key, msg);
  };
  for (let i = 0; i < 10; i++) {
    a();
    await b();
  }
  for (let r = 0; r < 20; r++) {
    for (const side of r % 2 ? ['B', 'A'] : ['A', 'B']) {
      for (let i = 0; i < 10; i++) {
        const t = performance.now();
        if (side === 'A') a();
        else await b();
        (side === 'A' ? A : B).push(performance.now() - t);
      }
    }
  }
  const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  const p90 = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length * 0.9)];
  return { A: [med(A), p90(A)], B: [med(B), p90(B)], n: A.length };
});
console.log(
  `in Chromium, per order: A (derive the key twice + tweetnacl sign) median ${result.A[0]!.toFixed(2)} ms p90 ${result.A[1]!.toFixed(2)} ms; B (Web Crypto sign, key cached) median ${result.B[0]!.toFixed(2)} ms p90 ${result.B[1]!.toFixed(2)} ms; n=${result.n} each; load ${loadavg()[0]!.toFixed(1)}`,
);
await browser.close();
server.close();
