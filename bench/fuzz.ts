/**
 * The slow hostile-input fuzz of the exchange's HTTP calls (tests/fuzz/exchange-http.ts; the unit tests run a
 * seeded sample of it): at least 10,000 hostile requests (default; the first argument sets another count) spread
 * over every call, against a real exchange on loopback with rate limits lifted so every request reaches the
 * schema and the engine. Prints the counts per call and in total, and reports the defects found (untyped
 * rejections, 5xx, unanswered requests, state changes from rejected requests, crashes: target 0).
 * Run: `npx node bench/fuzz.ts [requests] [seed]`.
 */
import { DEFAULT_LIMITS } from '#server/exchange/api/limits.ts';
import { CALL_NAMES, fieldValues, formatCounts, fuzzCall, shapeOf } from '#tests/fuzz/exchange-http.ts';
import { Harness } from '#tests/unit/server/exchange/harness.ts';
import { reportFigure } from './figure.ts';

const REQUESTS = Number(process.argv[2] ?? 10_000);
const SEED = Number(process.argv[3] ?? 2026);
const lifted = { burst: 1e9, perSecond: 1e9 };
const h = await new Harness({
  limits: { ...DEFAULT_LIMITS, sessionKey: lifted, address: lifted, ip: lifted },
}).start();
try {
  let fuzzer = await h.user('fuzzer');
  const other = await h.user('other');
  const usdc = await h.token('USDC');
  await h.fund(fuzzer, 'USDC', 10_000_000_000n);
  const perCall = Math.ceil(REQUESTS / CALL_NAMES.length);
  const started = performance.now();
  const total = { tried: 0, typed: 0, accepted: 0, defects: 0 };
  for (const [i, name] of CALL_NAMES.entries()) {
    // a fresh session key for each call: an accepted removeApiKey would leave every later call at the signature check
    fuzzer = await h.rekey(fuzzer);
    const values = fieldValues(fuzzer, usdc, other.userId, h.now);
    const c = await fuzzCall(h, fuzzer, name, shapeOf(name, values), perCall, SEED + i);
    console.log(formatCounts(c));
    for (const example of c.examples) console.log(`  ${example}`);
    total.tried += c.tried;
    total.typed += c.rejectedTyped;
    total.accepted += c.accepted;
    total.defects += c.rejectedUntyped + c.serverErrors + c.unanswered + c.stateChangesFromRejected + c.crashes;
  }
  const secs = (performance.now() - started) / 1000;
  console.log(
    `exchange HTTP fuzz (seed ${SEED}): ${total.tried} hostile requests over ${CALL_NAMES.length} calls in ${secs.toFixed(0)} s, ` +
      `${total.typed} rejected with a typed error, ${total.accepted} accepted, ${total.defects} defects`,
  );
  reportFigure({
    figure: `exchange HTTP fuzz: defects in ${total.tried.toLocaleString('en')} hostile requests`,
    target: 0,
    measured: total.defects,
    unit: 'defects',
    better: 'lower',
  });
} finally {
  await h.stop();
}
