/**
 * A seeded sample of the hostile-input fuzz of the exchange's WebSocket protocol (tests/fuzz/ws.ts): hostile frames,
 * binary and oversized frames, floods past the allowance and hostile upgrade targets. Every frame is answered with a
 * typed error or an ack, nothing refused changes the journal, and the hub still answers a ping. Prints the counts.
 * The slow run, 10,000 probes, is `npx node bench/fuzz.ts`.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defectsOf, formatCounts, NO_DEFECTS } from '#tests/fuzz/exchange-http.ts';
import { fuzzWs } from '#tests/fuzz/ws.ts';
import { RawConnection } from '../raw-connection.ts';
import { Harness } from './harness.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const SEED = 26;

let h: Harness;
beforeAll(async () => {
  h = await new Harness().start();
});
afterAll(() => h.stop());

it('hostile frames, floods and upgrades to the exchange WebSocket', async () => {
  const counts = await fuzzWs(h.exchange.url, () => h.exchange.service.store.lastSeq(), RUNS, SEED);
  console.log(formatCounts(counts));
  expect(counts.tried).toBeGreaterThanOrEqual(RUNS);
  expect(counts.rejectedTyped).toBeGreaterThan(RUNS / 2);
  expect(defectsOf(counts)).toEqual(NO_DEFECTS);
});

it('an upgrade whose target starts with // (no host to parse) is answered 404 and the exchange keeps serving', async () => {
  // `new URL('//?<', base)` threw "Invalid URL" out of the upgrade handler: one request took the exchange down
  const connection = await RawConnection.open(h.exchange.url);
  await connection.write(
    'GET //?< HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
  );
  expect((await connection.answer()).status).toBe(404);
  const plain = await RawConnection.open(h.exchange.url);
  await plain.write(
    'POST //?< HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}',
  );
  const answer = await plain.answer();
  expect([answer.status, JSON.parse(answer.body).error.code]).toEqual([404, 'not_found']);
  expect((await fetch(`${h.exchange.url}/api/getTime`, { method: 'POST', body: '{}' })).status).toBe(200);
});
