/**
 * Hostile input for the local network's other HTTP services, seeded and reproducible (fast-check): the chain
 * emulation's node REST API, its faucet, its indexer GraphQL endpoint and the dev wallet host. Each surface is a
 * generator of raw requests (method, path byte for byte, headers, body) sent with node:http, a classifier of the
 * service's own error shape (the node's {message, error_code}, the faucet's {error_code, message}, GraphQL's errors
 * array, the wallet host's {error}), and a snapshot of the state a rejected request must not change. Counted as in
 * exchange-http.ts: accepted, rejected typed, rejected untyped, 5xx, unanswered (no answer in 5 s, or a reset),
 * state changes from rejected requests, and a crash when the service stops answering. The unit tests run a seeded
 * sample (tests/unit/server/fuzz-surfaces.test.ts); bench/fuzz.ts the slow run.
 */
import { request } from 'node:http';
import fc from 'fast-check';
import { hostileValue, newCounts, type SurfaceCounts } from './exchange-http.ts';

/** One raw request. */
export interface Probe {
  readonly method: string;
  /** Path and query, sent as is (no URL normalisation). */
  readonly path: string;
  readonly body?: string | Buffer;
  readonly headers?: Record<string, string>;
}

/** What one service answered. */
export interface Answer {
  readonly status: number;
  readonly text: string;
}

/** A service under fuzz. */
export interface HttpSurface {
  readonly name: string;
  /** The service's origin, e.g. http://127.0.0.1:8080. */
  readonly origin: string;
  readonly probes: fc.Arbitrary<Probe>;
  /** True when the answer is a rejection in the service's own typed error shape. */
  readonly typed: (answer: Answer) => boolean;
  /** True when the answer is an acceptance (default: 2xx). */
  readonly accepted?: (answer: Answer) => boolean;
  /** A fingerprint of the service's state; a rejected request must leave it equal. */
  readonly snapshot: () => string | Promise<string>;
  /** A plain request the service answers 2xx while it is up. */
  readonly health: Probe;
}

/** Sends one raw request; undefined when no answer came within 5 s or the connection was reset. */
function sendRaw(origin: string, probe: Probe): Promise<Answer | undefined> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { ...probe.headers };
    if (probe.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      headers['content-length'] = Buffer.byteLength(probe.body);
    }
    const req = request({ host: hostname, port, method: probe.method, path: probe.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', () => resolve(undefined));
    });
    req.setTimeout(5_000, () => req.destroy());
    req.on('error', () => resolve(undefined));
    req.end(probe.body);
  });
}

function json(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Sends `runs` hostile requests (seeded) to a surface and counts what came back. */
export async function fuzzHttp(surface: HttpSurface, runs: number, seed: number): Promise<SurfaceCounts> {
  const counts = newCounts(surface.name);
  const note = (probe: Probe, what: string) => {
    const body = probe.body === undefined ? '' : ` ${String(probe.body).slice(0, 120)}`;
    if (counts.examples.length < 5) counts.examples.push(`${what}: ${probe.method} ${probe.path.slice(0, 120)}${body}`);
  };
  const isAccepted = surface.accepted ?? ((a: Answer) => a.status >= 200 && a.status < 300);
  for (const probe of fc.sample(surface.probes, { numRuns: runs, seed })) {
    const before = await surface.snapshot();
    const answer = await sendRaw(surface.origin, probe);
    counts.tried++;
    if (answer === undefined) {
      counts.unanswered++;
      note(probe, 'unanswered');
      continue;
    }
    if (answer.status >= 500) {
      counts.serverErrors++;
      note(probe, `${answer.status} ${answer.text.slice(0, 80)}`);
    } else if (surface.typed(answer)) counts.rejectedTyped++;
    else if (isAccepted(answer)) {
      counts.accepted++;
      continue;
    } else {
      counts.rejectedUntyped++;
      note(probe, `untyped ${answer.status} ${answer.text.slice(0, 80)}`);
    }
    if ((await surface.snapshot()) !== before) {
      counts.stateChangesFromRejected++;
      note(probe, 'state changed');
    }
  }
  const health = await sendRaw(surface.origin, surface.health);
  if (health === undefined || health.status >= 300) counts.crashes++;
  return counts;
}

/** A path segment that breaks a route parameter: hostile text, raw or percent-encoded, and malformed escapes. */
const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('%ZZ', '%', '%E0%A4%A', '..', '%2e%2e', '0x', '0x1', '-1', '1e400', '18446744073709551616', 'null'),
  fc.string({ maxLength: 80 }).map(encodeURIComponent),
  fc.stringMatching(/^0x[0-9a-fA-F]{0,70}$/),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
  fc.string({ unit: fc.constantFrom('a', '1', ':', '<', '>', ',', '%', '/', '?', '#'), maxLength: 40 }),
);

/** A query string of hostile values for the given parameter names. */
function hostileQuery(names: readonly string[]): fc.Arbitrary<string> {
  return fc
    .array(fc.tuple(fc.constantFrom(...names), hostileSegment), { maxLength: 3 })
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`));
}

/** A route template with each `:param` replaced by a hostile segment. */
function fillRoute(template: string): fc.Arbitrary<string> {
  const parts = template.split('/');
  return fc
    .tuple(...parts.map((p) => (p.startsWith(':') ? hostileSegment : fc.constant(p))))
    .map((filled) => filled.join('/'));
}

/** A JSON body around `valid`: one field hostile, one dropped, extra keys, or not JSON at all. */
function hostileBody(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = [...Object.keys(valid), 'extra'];
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc.tuple(fc.constantFrom(...keys), hostileValue).map(([k, v]) => JSON.stringify({ ...valid, [k]: v })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...keys).map((k) => {
        const { [k]: _dropped, ...rest } = valid;
        return JSON.stringify(rest);
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('__proto__', 'constructor')
        .map((k) => `{"${k}":{"x":1},${JSON.stringify(valid).slice(1)}`),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 60 }).map((n) => JSON.stringify(valid).slice(0, n)) },
  );
}

const BCS = 'application/x.aptos.signed_transaction+bcs';
const VIEW_BCS = 'application/x.aptos.view_function+bcs';
const bytes = fc.uint8Array({ maxLength: 400 }).map((b) => Buffer.from(b));

const NODE_GETS = [
  '/v1/accounts/:a',
  '/v1/accounts/:a/resources',
  '/v1/accounts/:a/resource/:t',
  '/v1/accounts/:a/modules',
  '/v1/accounts/:a/module/:m',
  '/v1/accounts/:a/balance/:s',
  '/v1/accounts/:a/transactions',
  '/v1/transactions',
  '/v1/transactions/by_hash/:h',
  '/v1/transactions/by_version/:v',
  '/v1/estimate_gas_price',
  '/v1/:nope',
] as const;

/** The chain emulation's node REST API: hostile reads, views, submissions and simulations. */
export function nodeSurface(
  nodeUrl: string,
  ledger: { meta: { ledgerVersion: bigint; blockHeight: bigint } },
): HttpSurface {
  const view = {
    function: '0x1::coin::balance',
    type_arguments: ['0x1::aptos_coin::AptosCoin'],
    arguments: ['0x1'],
  };
  const probes: fc.Arbitrary<Probe> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...NODE_GETS).chain(fillRoute), hostileQuery(['start', 'limit', 'ledger_version']))
        .map(([path, query]) => ({ method: 'GET', path: `${path}${query}` })),
    },
    { weight: 3, arbitrary: hostileBody(view).map((body) => ({ method: 'POST', path: '/v1/view', body })) },
    {
      weight: 1,
      arbitrary: bytes.map((body) => ({
        method: 'POST',
        path: '/v1/view',
        body,
        headers: { 'content-type': VIEW_BCS },
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom('/v1/transactions', '/v1/transactions/simulate'), bytes, fc.boolean())
        .map(([path, body, asBcs]) => ({
          method: 'POST',
          path,
          body: asBcs ? body : body.toString('latin1'),
          headers: { 'content-type': asBcs ? BCS : 'application/json' },
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('PUT', 'DELETE', 'PATCH', 'POST'), fc.constantFrom(...NODE_GETS).chain(fillRoute))
        .map(([method, path]) => ({ method, path, body: '{}' })),
    },
  );
  return {
    name: 'chain node REST',
    origin: new URL(nodeUrl).origin,
    probes,
    typed: ({ status, text }) => {
      const body = json(text);
      return status >= 400 && status < 500 && typeof body?.message === 'string' && typeof body.error_code === 'string';
    },
    snapshot: () => `${ledger.meta.ledgerVersion}/${ledger.meta.blockHeight}`,
    health: { method: 'GET', path: '/v1' },
  };
}

/** The chain emulation's faucet: hostile fund, mint and test-token requests. */
export function faucetSurface(
  faucetUrl: string,
  ledger: { meta: { ledgerVersion: bigint; blockHeight: bigint } },
): HttpSurface {
  const fund = { address: `0x${'1'.repeat(64)}`, amount: 1 };
  const probes: fc.Arbitrary<Probe> = fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom('/fund', '/test-tokens'), hostileBody(fund))
        .map(([path, body]) => ({ method: 'POST', path, body })),
    },
    {
      weight: 2,
      arbitrary: hostileQuery(['address', 'amount', 'auth_key']).map((query) => ({
        method: 'POST',
        path: `/mint${query}`,
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('GET', 'PUT', 'POST'), fillRoute('/:x'), fc.string({ maxLength: 50 }))
        .map(([method, path, body]) => ({ method, path, body })),
    },
  );
  return {
    name: 'chain faucet',
    origin: new URL(faucetUrl).origin,
    probes,
    typed: ({ status, text }) => {
      const body = json(text);
      return status >= 400 && status < 500 && typeof body?.message === 'string';
    },
    snapshot: () => `${ledger.meta.ledgerVersion}/${ledger.meta.blockHeight}`,
    health: { method: 'GET', path: '/' },
  };
}

/** A GraphQL document: well-formed queries of the indexer's tables with hostile arguments, and broken text. */
const graphqlQuery: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        'current_fungible_asset_balances',
        'fungible_asset_activities',
        'account_transactions',
        'current_token_ownerships_v2',
        'processor_status',
        'nope',
      ),
      fc.constantFrom('where', 'limit', 'offset', 'order_by', 'distinct_on', 'x'),
      fc.oneof(
        fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v).replace(/"([A-Za-z_]\w*)":/g, '$1:')),
        fc.constantFrom(
          '{amount:{_gt:"1e400"}}',
          '{_or:[{_and:[]}]}',
          '{owner_address:{_like:"%%%"}}',
          '-1',
          '99999999999999999999',
          '$v',
        ),
      ),
    )
    .map(
      ([table, arg, value]) => `query Q($v: Int) { ${table}(${arg}: ${value}) { amount owner_address asset_type } }`,
    ),
  fc.string({ maxLength: 200 }),
  fc.integer({ min: 1, max: 3_000 }).map((n) => `{ ${'a { '.repeat(n)}b${' }'.repeat(n)} }`),
  fc.constantFrom('{ __schema { types { name } } }', 'mutation { x }', 'subscription { x }', 'query { }', '{', ''),
);

/** The chain emulation's indexer: hostile GraphQL documents, variables and bodies. */
export function indexerSurface(
  indexerUrl: string,
  ledger: { meta: { ledgerVersion: bigint; blockHeight: bigint } },
): HttpSurface {
  const url = new URL(indexerUrl);
  const probes: fc.Arbitrary<Probe> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(graphqlQuery, fc.option(hostileValue), fc.option(hostileValue))
        .map(([query, variables, operationName]) => ({
          method: 'POST',
          path: url.pathname,
          body: JSON.stringify({
            query,
            ...(variables === null ? {} : { variables }),
            ...(operationName === null ? {} : { operationName }),
          }),
        })),
    },
    {
      weight: 2,
      arbitrary: hostileBody({ query: '{ processor_status { last_success_version } }' }).map((body) => ({
        method: 'POST',
        path: url.pathname,
        body,
      })),
    },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'PUT').map((method) => ({ method, path: url.pathname })) },
  );
  return {
    name: 'chain indexer GraphQL',
    origin: url.origin,
    probes,
    // Hasura's shape: a refused document is a 200 with an errors array (or a 4xx with one)
    typed: ({ status, text }) => {
      const body = json(text);
      return status < 500 && Array.isArray(body?.errors) && body.errors.length > 0;
    },
    accepted: ({ status, text }) => status === 200 && json(text)?.data !== undefined,
    snapshot: () => `${ledger.meta.ledgerVersion}/${ledger.meta.blockHeight}`,
    health: { method: 'POST', path: url.pathname, body: '{"query":"{ processor_status { last_success_version } }"}' },
  };
}

/** The dev wallet host: hostile prompt, mini-app and dev requests, and foreign Host / Origin headers. */
export function walletHostSurface(hostUrl: string): HttpSurface {
  const envelope = { name: 'connect', version: 1, data: Buffer.from([0, 0, 0]).toString('base64'), provider: 'google' };
  const hostHeader = fc.oneof(
    { weight: 4, arbitrary: fc.constant<Record<string, string>>({}) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('http://evil.example', 'null', 'http://127.0.0.1:1', 'file://')
        .map((origin): Record<string, string> => ({ origin })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('evil.example', '', '127.0.0.1.evil')
        .map((host): Record<string, string> => ({ host })),
    },
  );
  const probes: fc.Arbitrary<Probe> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          fc.constantFrom('/v1/prompt/describe', '/v1/prompt/approve', '/v1/dev/miniapp/open'),
          fc.oneof(hostileBody(envelope), hostileBody({ startParam: 'abc' })),
          hostHeader,
        )
        .map(([path, body, headers]) => ({ method: 'POST', path, body, headers })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fillRoute('/v1/dapp/clients/:c/requests/'), hostileBody({ data: 'AAAA', signature: 'AAAA' }))
        .map(([path, body]) => ({ method: 'POST', path, body })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'GET /v1/dapp/clients/:c/requests/:i/response/',
            'POST /v1/dev/requests/:c/:i/approve',
            'POST /v1/dev/requests/:c/:i/reject',
            'GET /:x',
            'OPTIONS /v1/dapp/clients/:c/requests/',
            'DELETE /v1/dev/accounts',
          ),
          hostHeader,
        )
        .chain(([route, headers]) => {
          const [method = 'GET', template = '/'] = route.split(' ');
          return fillRoute(template).map((path) => ({ method, path, headers }));
        }),
    },
  );
  return {
    name: 'dev wallet host',
    origin: new URL(hostUrl).origin,
    probes,
    typed: ({ status, text }) => status >= 400 && status < 500 && typeof json(text)?.error === 'string',
    snapshot: async () => {
      const requests = await sendRaw(hostUrl, { method: 'GET', path: '/v1/dev/requests/' });
      const accounts = await sendRaw(hostUrl, { method: 'GET', path: '/v1/dev/accounts' });
      return `${requests?.text}|${accounts?.text}`;
    },
    health: { method: 'GET', path: '/prompt/' },
  };
}
