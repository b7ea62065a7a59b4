import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePopupRequest, signPopupRequest } from '#lib/wallet-connect/popup-request.ts';
import { serializeWalletRequest } from '#lib/wallet-connect/serialize/requests.ts';
import { startWalletHost, type WalletHost } from '#server/wallet-host/index.ts';
import { filled } from '#tests/unit/lib/wallet-connect/fixtures.ts';

const EVIL = 'http://evil.test:4000';
const DAPP = { domain: 'http://127.0.0.1:4321', name: 'Perp' };
const connect = serializeWalletRequest({ name: 'connect', version: 4, dappInfo: DAPP, args: {} });
const CONNECT_JSON = JSON.stringify({
  name: 'connect',
  version: 4,
  data: Buffer.from(connect.data).toString('base64'),
  provider: 'google',
});
let host: WalletHost;
beforeAll(async () => {
  host = await startWalletHost({ port: 0 });
});
afterAll(() => host.close());

async function call(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const response = await fetch(`${host.url}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  return {
    status: response.status,
    allowOrigin: response.headers.get('access-control-allow-origin'),
    text: await response.text(),
  };
}

/** Registers a signed mini-app request on the host (as the wallet bot would) and returns its approve path. */
async function pendingMiniAppRequest(id: string) {
  const body = serializeWalletRequest({
    name: 'signMessage',
    version: 2,
    dappInfo: DAPP,
    args: { chainId: 4, nonce: Uint8Array.of(49), message: Uint8Array.of(104) },
  });
  const startParam = `prompt_google${encodePopupRequest(signPopupRequest(filled(9, 32), { id, timestamp: 1_700_000_000_000, body }))}`;
  const opened = await call(
    'POST',
    '/v1/dev/miniapp/open',
    { 'Content-Type': 'application/json' },
    JSON.stringify({ startParam }),
  );
  const { client } = JSON.parse(opened.text) as { client: string };
  return {
    approve: `/v1/dev/requests/${client}/${id}/approve`,
    poll: `/v1/dapp/clients/${client}/requests/${id}/response/`,
  };
}

describe('a page on another origin gets no CORS allowance on approve and prompt routes', () => {
  it.each([
    ['/v1/prompt/approve'],
    ['/v1/prompt/describe'],
    ['/v1/dev/requests/a/b/approve'],
    ['/v1/dev/miniapp/open'],
  ])('preflight of POST %s is refused without CORS headers', async (path) => {
    const answer = await call('OPTIONS', path, {
      Origin: EVIL,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    });
    expect(answer).toMatchObject({ status: 403, allowOrigin: null });
  });

  it('a no-preflight (text/plain) POST to /v1/prompt/approve is refused before anything is signed', async () => {
    const answer = await call(
      'POST',
      '/v1/prompt/approve',
      { Origin: EVIL, 'Content-Type': 'text/plain' },
      CONNECT_JSON,
    );
    expect(answer).toEqual({ status: 403, allowOrigin: null, text: '{"error":"Cross-origin request refused"}' });
  });

  it('the same POST from the host origin itself is signed (the guard is what refused the other one)', async () => {
    const answer = await call(
      'POST',
      '/v1/prompt/approve',
      { Origin: host.url, 'Content-Type': 'application/json' },
      CONNECT_JSON,
    );
    expect(answer.status).toBe(200);
    expect(answer.allowOrigin).toBeNull();
    expect(JSON.parse(answer.text)).toHaveProperty('data');
  });

  it('a foreign POST to the dev approve route leaves the mini-app request unanswered', async () => {
    const { approve, poll } = await pendingMiniAppRequest('00000000-0000-4000-8000-00000000c0a5');
    expect(await call('POST', approve, { Origin: EVIL, 'Content-Type': 'text/plain' }, '{}')).toMatchObject({
      status: 403,
      allowOrigin: null,
    });
    expect((await call('GET', poll)).status).toBe(404);
    expect((await call('POST', approve, { 'Content-Type': 'application/json' }, '{}')).status).toBe(200);
    expect((await call('GET', poll)).status).toBe(200);
  });

  it('a rebound DNS name (Host evil.test, same-origin to itself) is refused too', async () => {
    const { port } = new URL(host.url);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/v1/prompt/approve',
        method: 'POST',
        headers: { Host: `evil.test:${port}`, Origin: `http://evil.test:${port}`, 'Content-Type': 'application/json' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      req.end(CONNECT_JSON);
    });
    expect(status).toBe(403);
  });

  it.each([
    ['GET', '/prompt/?provider=google'],
    ['GET', '/prompt/prompt.js'],
    ['GET', '/v1/dev/accounts'],
    ['GET', '/v1/dev/requests/'],
    ['GET', '/unknown'],
  ])('%s %s answers its own origin without CORS headers', async (method, path) => {
    const answer = await call(method, path);
    expect(answer.status).toBe(path === '/unknown' ? 404 : 200);
    expect(answer.allowOrigin).toBeNull();
  });
});

describe('the mini-app endpoints a dapp on another origin calls carry CORS', () => {
  const upload = '/v1/dapp/clients/AAAA/requests/';
  const poll = '/v1/dapp/clients/AAAA/requests/some-id/response/';
  it.each([
    ['upload', upload, 'POST'],
    ['poll', poll, 'GET'],
  ])('preflight of the %s endpoint allows any origin', async (_label, path, requested) => {
    const response = await fetch(`${host.url}${path}`, {
      method: 'OPTIONS',
      headers: { Origin: EVIL, 'Access-Control-Request-Method': requested },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type, Accept');
  });
  it.each([
    ['a poll without answer yet', 'GET', poll, undefined, 404],
    [
      'an upload with a bad signature',
      'POST',
      upload,
      JSON.stringify({ body: 'e30=', id: 'x', signature: 'AA==', timestamp: 1 }),
      400,
    ],
    ['an upload that is not JSON', 'POST', upload, 'not json', 400],
  ])('%s answers with Access-Control-Allow-Origin *', async (_label, method, path, body, status) => {
    expect(await call(method, path, { Origin: EVIL, 'Content-Type': 'application/json' }, body)).toMatchObject({
      status,
      allowOrigin: '*',
    });
  });
});
