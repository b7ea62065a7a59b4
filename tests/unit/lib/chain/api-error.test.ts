import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainApiError, toChainApiError, withChainApiErrors } from '#lib/chain/api-error.ts';
import { createAptos, getAccountCoins } from '#lib/chain/aptos-client.ts';

describe('ChainApiError messages and codes', () => {
  it.each([
    [400, 'Bad Request', 'bad_request'],
    [401, 'Unauthorized', 'unauthorized'],
    [403, 'Forbidden', 'forbidden'],
    [404, 'Not Found', 'not_found'],
    [429, 'Too Many Requests', 'too_many_requests'],
    [500, 'Internal Server Error', 'internal_server_error'],
    [502, 'Bad Gateway', 'bad_gateway'],
    [503, 'Service Unavailable', 'service_unavailable'],
    [402, 'Generic Error', 'generic'],
    [418, 'Generic Error', 'generic'],
    [504, 'Generic Error', 'generic'],
    [0, 'Generic Error', 'generic'],
  ])('status %i -> %s (%s)', (status, message, code) => {
    const data = { message: 'node says', error_code: 'vm_error', vm_error_code: 6 };
    const e = new ChainApiError({ url: 'http://127.0.0.1:8080/v1/transactions', status, statusText: 'x', data });
    expect(e.message).toBe(message);
    expect(e.code).toBe(code);
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('ChainApiError');
    expect(e).toMatchObject({ url: 'http://127.0.0.1:8080/v1/transactions', status, statusText: 'x', data });
    expect(e.errorCode).toBe('vm_error');
    expect(e.vmErrorCode).toBe(6);
  });

  it.each([
    ['a string body', 'oops'],
    ['a null body', null],
    ['a body without codes', { message: 'm' }],
  ])('has no codes for %s', (_n, data) => {
    const e = new ChainApiError({ url: 'u', status: 500, statusText: '', data });
    expect(e.errorCode).toBeUndefined();
    expect(e.vmErrorCode).toBeUndefined();
  });

  it('passes non-API errors through unchanged', () => {
    const network = new TypeError('fetch failed');
    expect(toChainApiError(network)).toBe(network);
  });
});

/** A loopback server answering /status/<code>/... with that status, its standard reason phrase and a node-style body. */
async function startStatusStub(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const status = Number(/^\/status\/(\d{3})\//.exec(req.url ?? '')?.[1] ?? 500);
    req.resume().on('end', () => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `stub ${status}`, error_code: 'stub_error', vm_error_code: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

describe('ChainApiError from a real HTTP answer', () => {
  let stub: Awaited<ReturnType<typeof startStatusStub>>;
  beforeAll(async () => {
    stub = await startStatusStub();
  });
  afterAll(async () => stub.close());

  const callers: [string, (base: string) => { url: string; call: () => Promise<unknown> }][] = [
    [
      'the node through withChainApiErrors',
      (base) => {
        const aptos = createAptos('local', { node: `${base}/v1`, indexer: `${base}/v1/graphql` });
        return {
          url: `${base}/v1/accounts/0x1`,
          call: () => withChainApiErrors(() => aptos.getAccountInfo({ accountAddress: '0x1' })),
        };
      },
    ],
    [
      'the indexer query',
      (base) => {
        const aptos = createAptos('local', { node: `${base}/v1`, indexer: `${base}/v1/graphql` });
        return { url: `${base}/v1/graphql`, call: () => getAccountCoins(aptos, '0x1') };
      },
    ],
  ];

  describe.each(callers)('%s', (_name, caller) => {
    it.each([
      [400, 'Bad Request', 'Bad Request'],
      [401, 'Unauthorized', 'Unauthorized'],
      [403, 'Forbidden', 'Forbidden'],
      [404, 'Not Found', 'Not Found'],
      [429, 'Too Many Requests', 'Too Many Requests'],
      [500, 'Internal Server Error', 'Internal Server Error'],
      [502, 'Bad Gateway', 'Bad Gateway'],
      [503, 'Service Unavailable', 'Service Unavailable'],
      [418, "I'm a Teapot", 'Generic Error'],
      [504, 'Gateway Timeout', 'Generic Error'],
    ])(
      '%i (%s) becomes ChainApiError "%s" with url, status, statusText and body',
      async (status, statusText, message) => {
        const { url, call } = caller(`${stub.url}/status/${status}`);
        const error = await call().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ChainApiError);
        expect(error).toMatchObject({
          name: 'ChainApiError',
          message,
          url,
          status,
          statusText,
          errorCode: 'stub_error',
        });
        expect((error as ChainApiError).data).toEqual({
          message: `stub ${status}`,
          error_code: 'stub_error',
          vm_error_code: null,
        });
      },
    );
  });
});
