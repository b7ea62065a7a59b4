/**
 * A seeded sample of the hostile-input fuzz (tests/fuzz/exchange-http.ts) on every exchange call: each call gets
 * malformed and hostile bodies, signed with a real session key where the call needs one, and must answer every one
 * with a typed rejection (or accept it), never a 5xx, never leave one unanswered, never change state for a rejected
 * one, and keep answering. Prints the counts per call. The slow variant, 10,000 per call, is `npx node bench/fuzz.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_NAMES, fieldValues, formatCounts, fuzzCall, shapeOf } from '#tests/fuzz/exchange-http.ts';
import { Harness, type TestUser } from './harness.ts';

/** Requests per call in the sample; the seed makes every run send the same ones. */
const RUNS = 25;
const SEED = 26;

let h: Harness;
let fuzzer: TestUser;
let other: TestUser;
let usdc: string;
beforeAll(async () => {
  h = await new Harness().start();
  fuzzer = await h.user('fuzzer');
  other = await h.user('other');
  usdc = await h.token('USDC');
  await h.fund(fuzzer, 'USDC', 10_000_000_000n);
});
afterAll(() => h.stop());

describe('hostile requests to every exchange call', () => {
  it.each(CALL_NAMES.map((name, i) => [name, i] as const))('%s', async (name, i) => {
    // a fresh session key for each call: an accepted removeApiKey would leave every later call at the signature check
    fuzzer = await h.rekey(fuzzer);
    const values = fieldValues(fuzzer, usdc, other.userId, h.now);
    const counts = await fuzzCall(h, fuzzer, name, shapeOf(name, values), RUNS, SEED + i);
    console.log(formatCounts(counts));
    expect(counts.tried).toBe(RUNS);
    expect(counts.rejectedTyped).toBeGreaterThan(0);
    const defects = {
      crashes: counts.crashes,
      serverErrors: counts.serverErrors,
      unanswered: counts.unanswered,
      untyped: counts.rejectedUntyped,
      stateChangesFromRejected: counts.stateChangesFromRejected,
    };
    expect({ defects, examples: counts.examples }).toEqual({
      defects: { crashes: 0, serverErrors: 0, unanswered: 0, untyped: 0, stateChangesFromRejected: 0 },
      examples: [],
    });
  });
});
