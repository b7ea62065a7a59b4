/**
 * The exchange API keeps a kept-alive connection usable after a 413: the oversized body is read to its end and
 * answered, and the next call on the same connection is served.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '#server/exchange/api/http.ts';
import { KeepAliveClient } from '#tests/unit/server/keep-alive-client.ts';
import { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await new Harness().start();
});
afterAll(async () => h.stop());

describe('a 413 on a kept-alive connection', () => {
  it.each([
    ['a little over the limit', MAX_BODY_BYTES + 1],
    ['many times the limit', 40 * MAX_BODY_BYTES],
  ])('with a body %s, answers 413 then serves the next call on the same connection', async (_name, size) => {
    const client = new KeepAliveClient();
    try {
      const json = { 'content-type': 'application/json' };
      const first = await client.send(`${h.exchange.url}/api/getConfig`, 'POST', Buffer.alloc(size, 0x20), json);
      expect([first.status, JSON.parse(first.body).error.code]).toEqual([413, 'payload_too_large']);
      const second = await client.send(`${h.exchange.url}/api/getTime`, 'POST', '{}', json);
      expect([second.status, second.reusedSocket]).toEqual([200, true]);
    } finally {
      client.close();
    }
  });
});
