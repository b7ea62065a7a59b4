/**
 * Hostile input for every exchange call over HTTP, seeded and reproducible (fast-check): broken and random JSON,
 * a well-formed body with one field swapped for a hostile value (wrong type, huge or negative numbers, u64
 * overflow, prototype keys, control characters, deep nesting), extra keys, and raw bytes. Session calls are signed
 * with a real session key over the exact body text, so the bodies reach the schema and the engine, not just the
 * signature check. Each answer is classified: accepted (2xx), rejected with a typed error (the contract's envelope
 * and a code of ERROR_STATUS at its status), rejected untyped, 5xx, unanswered (no answer within 5 s, or a reset);
 * the journal's last sequence number is read before and after each rejected request (a rejected request must
 * change nothing); the server must still answer afterwards (no crash). The unit tests run a seeded sample, the
 * slow variant runs in bench/fuzz.ts.
 */
import fc from 'fast-check';
import { CALLS, type CallName } from '#lib/api/contract/calls.ts';
import { ERROR_STATUS } from '#lib/api/contract/errors.ts';
import { SIGNATURE_HEADERS } from '#lib/api/contract/auth.ts';
import { signRequest } from '#lib/api/signing.ts';
import type { Harness, TestUser } from '#tests/unit/server/exchange/harness.ts';

/** What one surface (one call) answered to its hostile requests. */
export interface SurfaceCounts {
  readonly surface: string;
  tried: number;
  accepted: number;
  rejectedTyped: number;
  rejectedUntyped: number;
  serverErrors: number;
  unanswered: number;
  stateChangesFromRejected: number;
  crashes: number;
  /** A few of the requests behind non-zero defect counts, to reproduce them. */
  readonly examples: string[];
}

/** Zero counts for a surface. */
export function newCounts(surface: string): SurfaceCounts {
  return {
    surface,
    tried: 0,
    accepted: 0,
    rejectedTyped: 0,
    rejectedUntyped: 0,
    serverErrors: 0,
    unanswered: 0,
    stateChangesFromRejected: 0,
    crashes: 0,
    examples: [],
  };
}

/** The defect counts of a surface (each must be 0), with the examples behind them. */
export function defectsOf(c: SurfaceCounts): { defects: Record<string, number>; examples: string[] } {
  return {
    defects: {
      crashes: c.crashes,
      serverErrors: c.serverErrors,
      unanswered: c.unanswered,
      untyped: c.rejectedUntyped,
      stateChangesFromRejected: c.stateChangesFromRejected,
    },
    examples: c.examples,
  };
}

/** What defectsOf answers for a clean surface. */
export const NO_DEFECTS = {
  defects: { crashes: 0, serverErrors: 0, unanswered: 0, untyped: 0, stateChangesFromRejected: 0 },
  examples: [],
};

/** A hostile request: the body text, and whether to sign it with the fuzz user's session key. */
interface HostileRequest {
  readonly body: string;
  readonly signed: boolean;
}

/** Values that break a field (shared by every surface's generators): wrong types, edge numbers, u64 overflow, prototype keys, control characters. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    1e308,
    '',
    ' ',
    '-1',
    '0',
    '00',
    '1e400',
    '1.5',
    'NaN',
    'Infinity',
    '0x10',
    '18446744073709551616',
    '9'.repeat(80),
    '__proto__',
    'constructor',
    '\u0000',
    '\u202e',
    'BTC-PERP\n',
    'x'.repeat(5_000),
  ),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
);

/**
 * Hostile bodies for a call, around `valid` (a body the call accepts, or close to it): most keep the shape and
 * break one field, so they get past the JSON parse to the schema and the engine.
 */
function hostileRequest(valid: Record<string, unknown>): fc.Arbitrary<HostileRequest> {
  const keys = [...Object.keys(valid), 'extra'];
  const withField = (key: string, value: unknown) => JSON.stringify({ ...valid, [key]: value });
  const body: fc.Arbitrary<string> = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...keys), hostileValue).map(([k, v]) => withField(k, v)) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...keys).map((key) => {
        const { [key]: _dropped, ...rest } = valid;
        return JSON.stringify(rest);
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('__proto__', 'constructor', 'prototype')
        .map((k) => `{"${k}":{"admin":true},${JSON.stringify(valid).slice(1)}`),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((n) => '['.repeat(n)) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 200 }).map((n) => JSON.stringify(valid).slice(0, n)) },
  );
  return fc.record({ body, signed: fc.boolean() });
}

/** Sends one request; undefined when it got no answer (timeout or reset). */
async function send(
  h: Harness,
  user: TestUser,
  name: CallName,
  request: HostileRequest,
): Promise<{ status: number; text: string } | undefined> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (request.signed) {
    const s = signRequest(user.key, name, request.body, h.now);
    headers[SIGNATURE_HEADERS.apiKey] = s.apiKey;
    headers[SIGNATURE_HEADERS.timestamp] = String(s.timestamp);
    headers[SIGNATURE_HEADERS.nonce] = s.nonce;
    headers[SIGNATURE_HEADERS.signature] = s.signature;
  }
  try {
    const res = await fetch(`${h.exchange.url}/api/${name}`, {
      method: 'POST',
      headers,
      body: request.body,
      signal: AbortSignal.timeout(5_000),
    });
    return { status: res.status, text: await res.text() };
  } catch {
    return undefined;
  }
}

/** True when the answer is the contract's error envelope with a known code at that code's status. */
function isTypedRejection(status: number, text: string): boolean {
  try {
    const code = (JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }).error?.code;
    return (
      typeof code === 'string' && code in ERROR_STATUS && ERROR_STATUS[code as keyof typeof ERROR_STATUS] === status
    );
  } catch {
    return false;
  }
}

/** True while the exchange still answers a plain read. */
async function alive(h: Harness): Promise<boolean> {
  try {
    const res = await fetch(`${h.exchange.url}/api/getTime`, {
      method: 'POST',
      body: '{}',
      signal: AbortSignal.timeout(5_000),
    });
    return res.status === 200;
  } catch {
    return false;
  }
}

/**
 * Sends `runs` hostile requests (seeded) to one call and counts what came back. `valid` is a body the call
 * accepts for `user`, the shape the hostile bodies start from.
 */
export async function fuzzCall(
  h: Harness,
  user: TestUser,
  name: CallName,
  valid: Record<string, unknown>,
  runs: number,
  seed: number,
): Promise<SurfaceCounts> {
  const counts = newCounts(name);
  const note = (request: HostileRequest, what: string) => {
    if (counts.examples.length < 5) counts.examples.push(`${what}: ${request.body.slice(0, 160)}`);
  };
  const samples = fc.sample(hostileRequest(valid), { numRuns: runs, seed });
  for (const request of samples) {
    const before = h.exchange.service.store.lastSeq();
    const answer = await send(h, user, name, request);
    counts.tried++;
    if (answer === undefined) {
      counts.unanswered++;
      note(request, 'unanswered');
      continue;
    }
    if (answer.status >= 500) {
      counts.serverErrors++;
      note(request, `${answer.status} ${answer.text.slice(0, 80)}`);
    } else if (answer.status < 300) {
      counts.accepted++;
      continue;
    } else if (isTypedRejection(answer.status, answer.text)) counts.rejectedTyped++;
    else {
      counts.rejectedUntyped++;
      note(request, `untyped ${answer.status} ${answer.text.slice(0, 80)}`);
    }
    if (h.exchange.service.store.lastSeq() !== before) {
      counts.stateChangesFromRejected++;
      note(request, 'state changed');
    }
  }
  if (!(await alive(h))) counts.crashes++;
  return counts;
}

/**
 * Values for every request field of the contract, good for `user` (a call's well-formed body is the fields its
 * schema names, picked from here: the hostile bodies start from that shape).
 */
export function fieldValues(user: TestUser, usdc: string, recipient: string, now: number): Record<string, unknown> {
  return {
    userId: user.userId,
    userIds: [user.userId],
    userAddress: user.address,
    market: 'BTC-PERP',
    marketName: 'BTC-PERP',
    markets: ['BTC-PERP'],
    depth: 10,
    period: '1h',
    from: now - 3_600_000,
    to: now,
    name: 'fuzzsub',
    referralCode: null,
    sender: user.address,
    apiKey: user.key.publicKey,
    expiration: now + 3_600_000,
    proof: { address: user.address, signature: '0x00', issuedAt: now },
    tokenAddress: usdc,
    amount: '1000000',
    borrow: false,
    recipient,
    alias: 'fuzzalias',
    side: 'Bid',
    price: '90000',
    size: '10000',
    reduceOnly: false,
    postOnly: false,
    orderIds: [1],
    triggerIds: [1],
    ioc: false,
    triggerPrice: '89000',
    limitPrice: '89000',
    takeProfit: { triggerPrice: '95000' },
    stopLoss: { triggerPrice: '85000' },
    replace: false,
    leverage: 5,
    network: 'Aptos',
    token: 'USDC',
    enabled: true,
    vaultId: '2',
    shares: '1000',
    limit: 10,
    paginationCursor: null,
    olderTimestampMs: now - 86_400_000,
    newerTimestampMs: now,
  };
}

/** The field names a request schema lists (through a pipe, as withdraw's). */
function fieldsOf(schema: unknown): string[] {
  const s = schema as { entries?: Record<string, unknown>; pipe?: unknown[] };
  if (s.entries) return Object.keys(s.entries);
  return s.pipe ? fieldsOf(s.pipe[0]) : [];
}

/** Fields that mean another thing in one call: the value comes from another entry of the values. */
const PER_CALL: Partial<Record<CallName, Record<string, string>>> = {
  // a withdrawal's recipient is an address of the network; a transfer's is an account id
  withdraw: { recipient: 'userAddress' },
};

/** A call's well-formed body: the fields its schema names, from `values`. */
export function shapeOf(name: CallName, values: Record<string, unknown>): Record<string, unknown> {
  const from = PER_CALL[name] ?? {};
  return Object.fromEntries(fieldsOf(CALLS[name].request).map((key) => [key, values[from[key] ?? key] ?? 'x']));
}

/** Every call of the contract. */
export const CALL_NAMES = Object.keys(CALLS) as CallName[];

/** One line per surface: the counts the issue asks for. */
export function formatCounts(c: SurfaceCounts): string {
  return (
    `${c.surface.padEnd(30)} tried ${String(c.tried).padStart(6)}, rejected typed ${String(c.rejectedTyped).padStart(6)}, ` +
    `accepted ${String(c.accepted).padStart(5)}, untyped ${c.rejectedUntyped}, crashes ${c.crashes}, 5xx ${c.serverErrors}, ` +
    `unanswered ${c.unanswered}, state changes from rejected ${c.stateChangesFromRejected}`
  );
}
