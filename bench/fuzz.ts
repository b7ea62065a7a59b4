/**
 * The slow hostile-input fuzz of every surface (the unit tests run a seeded sample of each): at least 10,000 hostile
 * requests (default; the first argument sets another count) per surface:
 * - the exchange's HTTP calls (tests/fuzz/exchange-http.ts), spread over every call, against a real exchange on
 *   loopback with rate limits lifted so every request reaches the schema and the engine;
 * - the exchange's WebSocket protocol (tests/fuzz/ws.ts): frames, floods, oversized frames, upgrade targets;
 * - the chain emulation's node REST API, faucet and indexer GraphQL, and the dev wallet host
 *   (tests/fuzz/http-surfaces.ts);
 * - the app's decoders (tests/fuzz/decoders.ts): contract responses, stream messages, wallet-connect envelopes.
 * Prints the counts per surface and reports the defects found (untyped rejections, 5xx, unanswered requests, state
 * changes from rejected requests, crashes: target 0).
 * Run: `npx node bench/fuzz.ts [requests] [seed]`.
 */
import { startChain } from '#server/chain/index.ts';
import { DEFAULT_LIMITS } from '#server/exchange/api/limits.ts';
import { startWalletHost } from '#server/wallet-host/index.ts';
import { fuzzContractResponses, fuzzStream, fuzzWalletEnvelopes } from '#tests/fuzz/decoders.ts';
import {
  CALL_NAMES,
  fieldValues,
  formatCounts,
  fuzzCall,
  shapeOf,
  type SurfaceCounts,
} from '#tests/fuzz/exchange-http.ts';
import { faucetSurface, fuzzHttp, indexerSurface, nodeSurface, walletHostSurface } from '#tests/fuzz/http-surfaces.ts';
import { fuzzWs } from '#tests/fuzz/ws.ts';
import { Harness } from '#tests/unit/server/exchange/harness.ts';
import { reportFigure } from './figure.ts';

const REQUESTS = Number(process.argv[2] ?? 10_000);
const SEED = Number(process.argv[3] ?? 2026);
const lifted = { burst: 1e9, perSecond: 1e9 };
const h = await new Harness({
  limits: { ...DEFAULT_LIMITS, sessionKey: lifted, address: lifted, ip: lifted },
}).start();
const host = await startWalletHost({ port: 0, nodeUrl: h.chain.nodeUrl });
// the chain surfaces get a chain of their own whose test faucet does not pause between mints (a real one waits)
const chain = await startChain({ nodePort: 0, indexerPort: 0, faucetPort: 0, testMint: { sleep: async () => {} } });

const defectsIn = (c: SurfaceCounts) =>
  c.rejectedUntyped + c.serverErrors + c.unanswered + c.stateChangesFromRejected + c.crashes;
const surfaces: SurfaceCounts[] = [];
/** Prints one surface's counts and keeps them for the total. */
const record = (c: SurfaceCounts) => {
  console.log(formatCounts(c));
  for (const example of c.examples) console.log(`  ${example}`);
  surfaces.push(c);
};
try {
  const started = performance.now();
  let fuzzer = await h.user('fuzzer');
  const other = await h.user('other');
  const usdc = await h.token('USDC');
  await h.fund(fuzzer, 'USDC', 10_000_000_000n);
  const perCall = Math.ceil(REQUESTS / CALL_NAMES.length);
  const exchange = { tried: 0, typed: 0, accepted: 0, defects: 0 };
  for (const [i, name] of CALL_NAMES.entries()) {
    // a fresh session key for each call: an accepted removeApiKey would leave every later call at the signature check
    fuzzer = await h.rekey(fuzzer);
    const values = fieldValues(fuzzer, usdc, other.userId, h.now);
    const c = await fuzzCall(h, fuzzer, name, shapeOf(name, values), perCall, SEED + i);
    console.log(formatCounts(c));
    for (const example of c.examples) console.log(`  ${example}`);
    exchange.tried += c.tried;
    exchange.typed += c.rejectedTyped;
    exchange.accepted += c.accepted;
    exchange.defects += defectsIn(c);
  }
  console.log(
    `exchange HTTP (seed ${SEED}): ${exchange.tried} hostile requests over ${CALL_NAMES.length} calls, ` +
      `${exchange.typed} rejected with a typed error, ${exchange.accepted} accepted, ${exchange.defects} defects`,
  );
  record(await fuzzWs(h.exchange.url, () => h.exchange.service.store.lastSeq(), REQUESTS, SEED));
  record(await fuzzHttp(nodeSurface(chain.nodeUrl, chain.ledger), REQUESTS, SEED));
  record(await fuzzHttp(faucetSurface(chain.faucetUrl, chain.ledger), REQUESTS, SEED));
  record(await fuzzHttp(indexerSurface(chain.indexerUrl, chain.ledger), REQUESTS, SEED));
  record(await fuzzHttp(walletHostSurface(host.url), REQUESTS, SEED));
  record(await fuzzContractResponses(REQUESTS, SEED));
  record(fuzzStream(REQUESTS, SEED));
  record(await fuzzWalletEnvelopes(REQUESTS, SEED));
  const tried = exchange.tried + surfaces.reduce((n, c) => n + c.tried, 0);
  const defects = exchange.defects + surfaces.reduce((n, c) => n + defectsIn(c), 0);
  const secs = (performance.now() - started) / 1000;
  console.log(
    `hostile-input fuzz (seed ${SEED}): ${tried} hostile inputs over ${surfaces.length + 1} surfaces in ` +
      `${secs.toFixed(0)} s, ${defects} defects`,
  );
  reportFigure({
    figure: `hostile-input fuzz: defects in ${tried.toLocaleString('en')} hostile inputs (${surfaces.length + 1} surfaces)`,
    target: 0,
    measured: defects,
    unit: 'defects',
    better: 'lower',
  });
} finally {
  await host.close();
  await chain.close();
  await h.stop();
}
