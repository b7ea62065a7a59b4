/**
 * A seeded sample of the hostile-input fuzz of the app's own decoders (tests/fuzz/decoders.ts): contract responses
 * through the exchange client, server messages through the stream client (fast path and schema), and prompt
 * messages through the wallet client and popup transport. Each must end in data the contract allows or the
 * boundary's typed error, never a throw of anything else, and a refused input must change nothing. Prints the
 * counts. The slow run, 10,000 per surface, is `npx node bench/fuzz.ts`.
 */
import { expect, it } from 'vitest';
import { fuzzContractResponses, fuzzStream, fuzzWalletEnvelopes } from '#tests/fuzz/decoders.ts';
import { defectsOf, formatCounts, NO_DEFECTS } from '#tests/fuzz/exchange-http.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = 26;

it('hostile answers to every exchange call end in contract data or an ApiError', async () => {
  const counts = await fuzzContractResponses(RUNS, SEED);
  console.log(formatCounts(counts));
  expect(counts.tried).toBe(RUNS);
  expect(counts.rejectedTyped).toBeGreaterThan(RUNS / 2);
  expect(defectsOf(counts)).toEqual(NO_DEFECTS);
});

it('hostile server messages are refused by the stream client before any channel handler', () => {
  const counts = fuzzStream(RUNS, SEED);
  console.log(formatCounts(counts));
  expect(counts.tried).toBe(RUNS);
  expect(counts.rejectedTyped).toBeGreaterThan(RUNS / 2);
  expect(defectsOf(counts)).toEqual(NO_DEFECTS);
});

it('hostile prompt messages end a wallet request approved, dismissed or with a WalletConnectError', async () => {
  // each sample waits a few ticks for the client's promise: a smaller sample keeps this test at about a second
  const runs = Math.ceil(RUNS / 3);
  const counts = await fuzzWalletEnvelopes(runs, SEED);
  console.log(formatCounts(counts));
  expect(counts.tried).toBeGreaterThanOrEqual(runs);
  expect(counts.rejectedTyped).toBeGreaterThan(runs / 2);
  expect(defectsOf(counts)).toEqual(NO_DEFECTS);
});
