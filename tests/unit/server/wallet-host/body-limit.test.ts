/**
 * The dev wallet host answers a body over its 1 MiB limit with 413, chunked (no content-length) or not, and keeps the
 * kept-alive connection usable: it used to stop reading mid-body, which reset the connection (the client saw no
 * answer) and, for the dapp upload, answered 400 as if the signature were bad.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWalletHost, type WalletHost } from '#server/wallet-host/index.ts';
import { RawConnection } from '../raw-connection.ts';

let host: WalletHost;
beforeAll(async () => {
  host = await startWalletHost({ port: 0 });
});
afterAll(() => host.close());

/** 16 KiB chunks making a body of a bit more than 1 MiB. */
const OVER_LIMIT_CHUNKS = 65;

describe('a body over the wallet host limit', () => {
  it.each([
    ['describe, chunked', '/v1/prompt/describe'],
    ['approve, chunked', '/v1/prompt/approve'],
    ['a dapp upload, chunked', '/v1/dapp/clients/abc/requests/'],
  ])('%s: answers 413, not a reset, then serves the next request on the same connection', async (_name, path) => {
    const connection = await RawConnection.open(host.url);
    try {
      await connection.postChunked(path, OVER_LIMIT_CHUNKS);
      const first = await connection.answer();
      expect([first.status, JSON.parse(first.body)]).toEqual([413, { error: 'Body too large' }]);
      await connection.write('GET /v1/dev/accounts HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n');
      const second = await connection.answer();
      expect([second.status, connection.error]).toEqual([200, undefined]);
    } finally {
      connection.close();
    }
  });

  it('with a content-length over the limit: 413', async () => {
    const connection = await RawConnection.open(host.url);
    try {
      await connection.post('/v1/prompt/describe', `"${'x'.repeat(1 << 20)}"`);
      expect((await connection.answer()).status).toBe(413);
    } finally {
      connection.close();
    }
  });
});
