/**
 * CORS of the chain services (finding 8): no Origin is reflected with credentials unless it is trusted (a page on
 * this machine's loopback, or one the operator lists). Every other origin reads the public data with a wildcard
 * and no credentials, on the node, the faucet and the indexer, for preflights and for the requests themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackOrigin } from '#server/chain/cors.ts';
import { startChain, type RunningChain } from '#server/chain/index.ts';

let chain: RunningChain;
const LISTED = 'https://app.example.com';
beforeAll(async () => {
  chain = await startChain({ nodePort: 0, indexerPort: 0, faucetPort: 0, corsOrigins: [LISTED] });
});
afterAll(async () => chain.close());

const SERVICES = [
  ['node', () => ({ url: chain.nodeUrl, method: 'GET', body: undefined })],
  ['faucet', () => ({ url: `${chain.faucetUrl}/`, method: 'GET', body: undefined })],
  [
    'indexer',
    () => ({ url: chain.indexerUrl, method: 'POST', body: '{"query":"{ processor_status { processor } }"}' }),
  ],
] as const;

const FOREIGN = [
  'https://evil.example',
  'null',
  'http://127.0.0.1.evil.example',
  'http://localhost.evil.example:4321',
  'https://app.example.com.evil.example',
  'http://127.0.0.1:4321/path',
  'file://',
];
const TRUSTED = ['http://127.0.0.1:4321', 'http://localhost:6006', 'http://[::1]:8787', LISTED];

describe.each(SERVICES)('%s', (_service, target) => {
  const cors = (res: Response) => ({
    origin: res.headers.get('access-control-allow-origin'),
    credentials: res.headers.get('access-control-allow-credentials'),
  });

  it.each(FOREIGN)('answers %s with a wildcard and no credentials', async (origin) => {
    const { url, method, body } = target();
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
    });
    const res = await fetch(url, { method, body, headers: { origin, 'content-type': 'application/json' } });
    expect([preflight.status, cors(preflight)]).toEqual([204, { origin: '*', credentials: null }]);
    expect([res.status, cors(res)]).toEqual([200, { origin: '*', credentials: null }]);
  });

  it.each(TRUSTED)('answers %s with its own origin and credentials', async (origin) => {
    const { url, method, body } = target();
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type, x-aptos-client, x-custom',
      },
    });
    const res = await fetch(url, { method, body, headers: { origin, 'content-type': 'application/json' } });
    expect(cors(preflight)).toEqual({ origin, credentials: 'true' });
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type, x-aptos-client, x-custom');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(cors(res)).toEqual({ origin, credentials: 'true' });
    expect(res.headers.get('vary')).toContain('origin');
  });

  it('answers a request without Origin with a wildcard and no credentials', async () => {
    const { url, method, body } = target();
    const res = await fetch(url, { method, body, headers: { 'content-type': 'application/json' } });
    expect(cors(res)).toEqual({ origin: '*', credentials: null });
  });
});

describe('isLoopbackOrigin', () => {
  it.each([
    ['http://127.0.0.1:4321', true],
    ['https://localhost', true],
    ['http://[::1]:8080', true],
    ['http://127.0.0.2:4321', false],
    ['ws://127.0.0.1:4321', false],
    ['http://127.0.0.1:4321/', false],
    ['http://user@127.0.0.1:4321', false],
    ['not an origin', false],
  ])('%s -> %s', (origin, loopback) => {
    expect(isLoopbackOrigin(origin)).toBe(loopback);
  });
});
