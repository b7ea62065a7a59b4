/**
 * Hostile and malformed requests against the node API, the faucet and the indexer (finding 8): none may answer a
 * 5xx. The node answers 4xx with its error shape {message, error_code, vm_error_code}; the faucet with its own
 * {error_code, message, rejection_reasons}; the indexer, like Hasura, with 200 and a GraphQL errors array. Sent
 * with node:http so paths and bodies go out byte for byte (no URL normalisation).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChain, type RunningChain } from '#server/chain/index.ts';

let chain: RunningChain;
beforeAll(async () => {
  chain = await startChain({ nodePort: 0, indexerPort: 0, faucetPort: 0, testMint: { sleep: async () => {} } });
  chain.ledger.mint(`0x${'1'.repeat(64)}`, 'USDC', 5n);
});
afterAll(async () => chain.close());

type Service = 'node' | 'faucet' | 'indexer';
type Case = [name: string, service: Service, method: string, path: string, body?: string | Buffer, type?: string];

function send(service: Service, method: string, path: string, body?: string | Buffer, type?: string) {
  const base = new URL(service === 'node' ? chain.nodeUrl : service === 'faucet' ? chain.faucetUrl : chain.indexerUrl);
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: body === undefined ? {} : { 'content-type': type ?? 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown = text;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON: kept as text for the assertion message
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const BIG = '9'.repeat(40);
const U64_OVER = '18446744073709551616';
const BCS = 'application/x.aptos.signed_transaction+bcs';
const VIEW_BCS = 'application/x.aptos.view_function+bcs';
const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);

const NODE: Case[] = [
  ['a malformed percent-escape in an address', 'node', 'GET', '/v1/accounts/%ZZ'],
  ['a truncated percent-escape', 'node', 'GET', '/v1/accounts/0x1%E0%A4%A'],
  ['a lone percent sign in a hash', 'node', 'GET', '/v1/transactions/by_hash/%'],
  ['a malformed escape in a resource type', 'node', 'GET', '/v1/accounts/0x1/resource/%zz'],
  ['a malformed escape in a module name', 'node', 'GET', '/v1/accounts/0x1/module/%C3'],
  ['a malformed escape in an asset', 'node', 'GET', '/v1/accounts/0x1/balance/%G0'],
  ['a malformed escape while waiting', 'node', 'GET', '/v1/transactions/wait_by_hash/%%'],
  ['a huge start on transactions', 'node', 'GET', `/v1/transactions?start=${BIG}`],
  ['a start past u64', 'node', 'GET', `/v1/transactions?start=${U64_OVER}`],
  ['a huge start on account transactions', 'node', 'GET', `/v1/accounts/0x1/transactions?start=${BIG}`],
  ['a huge start on modules', 'node', 'GET', `/v1/accounts/0x1/modules?start=${BIG}`],
  ['a huge start on resources', 'node', 'GET', `/v1/accounts/0x1/resources?start=${U64_OVER}`],
  ['a huge limit', 'node', 'GET', `/v1/transactions?limit=${BIG}`],
  ['a negative start', 'node', 'GET', '/v1/transactions?start=-1'],
  ['a start that is no number', 'node', 'GET', '/v1/transactions?start=abc'],
  ['a fractional limit', 'node', 'GET', '/v1/transactions?limit=1.5'],
  ['a huge version', 'node', 'GET', `/v1/transactions/by_version/${BIG}`],
  ['a version past u64', 'node', 'GET', `/v1/transactions/by_version/${U64_OVER}`],
  ['a negative version', 'node', 'GET', '/v1/transactions/by_version/-1'],
  ['an address that is no hex', 'node', 'GET', '/v1/accounts/not-an-address'],
  ['an address too long', 'node', 'GET', `/v1/accounts/0x${'1'.repeat(65)}`],
  ['an unknown route', 'node', 'GET', '/v1/nope'],
  ['a wrong method', 'node', 'POST', '/v1/accounts/0x1', '{}'],
  ['a submission as JSON', 'node', 'POST', '/v1/transactions', '{}'],
  ['a submission of garbage BCS', 'node', 'POST', '/v1/transactions', 'garbage', BCS],
  ['an empty BCS submission', 'node', 'POST', '/v1/transactions', '', BCS],
  ['a simulation of garbage BCS', 'node', 'POST', '/v1/transactions/simulate', '\u0000\u0001', BCS],
  ['a simulation with odd flags', 'node', 'POST', '/v1/transactions/simulate?estimate_max_gas_amount=%ZZ', 'x', BCS],
  ['a view body of null', 'node', 'POST', '/v1/view', 'null'],
  ['a view body of a number', 'node', 'POST', '/v1/view', '5'],
  ['a view body that is not JSON', 'node', 'POST', '/v1/view', '{"function":'],
  ['a view of a malformed function id', 'node', 'POST', '/v1/view', '{"function":"::::","arguments":[]}'],
  [
    'a view with non-string type arguments',
    'node',
    'POST',
    '/v1/view',
    '{"function":"0x1::coin::balance","type_arguments":[{"a":1}],"arguments":["0x1"]}',
  ],
  [
    'a view with an address object',
    'node',
    'POST',
    '/v1/view',
    '{"function":"0x1::coin::balance","type_arguments":["0x1::aptos_coin::AptosCoin"],"arguments":[{"inner":5}]}',
  ],
  ['a view of garbage BCS', 'node', 'POST', '/v1/view', 'garbage', VIEW_BCS],
  [
    'a view body of deep nesting',
    'node',
    'POST',
    '/v1/view',
    `{"function":"0x1::coin::balance","arguments":${nested(5000)}}`,
  ],
  ['a body over the size limit', 'node', 'POST', '/v1/transactions', Buffer.alloc(2 * 1024 * 1024, 1), BCS],
];

const FAUCET: Case[] = [
  ['a fund body of null', 'faucet', 'POST', '/fund', 'null'],
  ['a fund body of a list', 'faucet', 'POST', '/fund', '[]'],
  ['a fund body of a string', 'faucet', 'POST', '/fund', '"0x1"'],
  ['a fund body of a number', 'faucet', 'POST', '/fund', '7'],
  ['a fund body that is not JSON', 'faucet', 'POST', '/fund', '{"address":'],
  ['a fund of a null address', 'faucet', 'POST', '/fund', '{"address":null}'],
  ['a fund of an object address', 'faucet', 'POST', '/fund', '{"address":{"x":1},"amount":1}'],
  ['a negative amount', 'faucet', 'POST', '/fund', `{"address":"0x1","amount":-1}`],
  ['an exponent amount', 'faucet', 'POST', '/fund', `{"address":"0x1","amount":1e400}`],
  ['an amount object', 'faucet', 'POST', '/fund', `{"address":"0x1","amount":{"toString":1}}`],
  ['a test-token body of null', 'faucet', 'POST', '/test-tokens', 'null'],
  ['a test-token body of a list', 'faucet', 'POST', '/test-tokens', '[1]'],
  ['a mint of a malformed escape', 'faucet', 'POST', '/mint?address=%ZZ&amount=1'],
  ['a mint without address', 'faucet', 'POST', '/mint'],
  ['a malformed path', 'faucet', 'POST', '/fund/%ZZ', '{}'],
  ['a body over the size limit', 'faucet', 'POST', '/fund', Buffer.alloc(2 * 1024 * 1024, 32)],
];

const INDEXER: Case[] = [
  ['a body of null', 'indexer', 'POST', '/v1/graphql', 'null'],
  ['a body that is not JSON', 'indexer', 'POST', '/v1/graphql', '{'],
  ['a query that is a number', 'indexer', 'POST', '/v1/graphql', '{"query":5}'],
  [
    'variables that are a string',
    'indexer',
    'POST',
    '/v1/graphql',
    '{"query":"{ processor_status { processor } }","variables":"x"}',
  ],
  [
    'a negative offset',
    'indexer',
    'POST',
    '/v1/graphql',
    '{"query":"{ current_fungible_asset_balances(offset: -1) { amount } }"}',
  ],
  [
    'a string limit',
    'indexer',
    'POST',
    '/v1/graphql',
    '{"query":"{ current_fungible_asset_balances(limit: \\"x\\") { amount } }"}',
  ],
  [
    'an _and that is no list',
    'indexer',
    'POST',
    '/v1/graphql',
    '{"query":"{ current_fungible_asset_balances(where: {_and: 5}) { amount } }"}',
  ],
  [
    'a condition that is no object',
    'indexer',
    'POST',
    '/v1/graphql',
    '{"query":"{ current_fungible_asset_balances(where: {amount: 5}) { amount } }"}',
  ],
  [
    'an order_by of a number',
    'indexer',
    'POST',
    '/v1/graphql',
    '{"query":"{ current_fungible_asset_balances(order_by: 5) { amount } }"}',
  ],
  [
    'an order_by of an unknown column',
    'indexer',
    'POST',
    '/v1/graphql',
    '{"query":"{ current_fungible_asset_balances(order_by: {nope: asc}) { amount } }"}',
  ],
  [
    'a where nested past the limit',
    'indexer',
    'POST',
    '/v1/graphql',
    JSON.stringify({
      query:
        'query q($w: current_fungible_asset_balances_bool_exp) { current_fungible_asset_balances(where: $w) { amount } }',
      variables: { w: JSON.parse('{"_not":'.repeat(2000) + '{}' + '}'.repeat(2000)) },
    }),
  ],
  [
    'a selection nested past the limit',
    'indexer',
    'POST',
    '/v1/graphql',
    JSON.stringify({ query: '{ a ' + '{ b '.repeat(3000) + '}'.repeat(3001) }),
  ],
  [
    'a scalar with a selection',
    'indexer',
    'POST',
    '/v1/graphql',
    '{"query":"{ current_fungible_asset_balances { amount { x } } }"}',
  ],
  [
    'a relation without selection',
    'indexer',
    'POST',
    '/v1/graphql',
    '{"query":"{ current_fungible_asset_balances { metadata } }"}',
  ],
  ['a GET', 'indexer', 'GET', '/v1/graphql'],
  ['a malformed path', 'indexer', 'POST', '/v1/%ZZ', '{}'],
];

describe('malformed requests answer 4xx with the service error shape, never 5xx', () => {
  it.each(NODE)('node: %s', async (_name, service, method, path, body, type) => {
    const res = await send(service, method, path, body, type);
    expect(res.status, JSON.stringify(res.json)).toBeGreaterThanOrEqual(400);
    expect(res.status, JSON.stringify(res.json)).toBeLessThan(500);
    expect(res.json).toEqual({ message: expect.any(String), error_code: expect.any(String), vm_error_code: null });
  });

  it.each(FAUCET)('faucet: %s', async (_name, service, method, path, body, type) => {
    const res = await send(service, method, path, body, type);
    expect(res.status, JSON.stringify(res.json)).toBeGreaterThanOrEqual(400);
    expect(res.status, JSON.stringify(res.json)).toBeLessThan(500);
    expect(res.json).toMatchObject({ error_code: expect.any(String), message: expect.any(String) });
  });

  it.each(INDEXER)('indexer: %s', async (_name, service, method, path, body, type) => {
    const res = await send(service, method, path, body, type);
    expect(res.status, JSON.stringify(res.json)).toBeLessThan(500);
    expect(res.json).toMatchObject({ errors: [{ message: expect.any(String) }] });
  });

  it('leaves the chain working after the barrage', async () => {
    const res = await send('node', 'GET', '/v1');
    expect(res.status).toBe(200);
  });
});
