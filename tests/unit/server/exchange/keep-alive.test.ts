/**
 * The exchange API keeps a kept-alive connection usable after a 413, content-length or chunked: the oversized body is
 * answered at once and read to its end, and the next call on the same connection is served.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '#server/exchange/api/http.ts';
import { KeepAliveClient } from '#tests/unit/server/keep-alive-client.ts';
import { RawConnection } from '#tests/unit/server/raw-connection.ts';
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

/** 16 KiB chunks making a body of about `times` the limit. */
const chunksFor = (times: number) => Math.ceil((times * MAX_BODY_BYTES) / (16 * 1024)) + 1;

describe('a chunked body over the limit (no content-length), written to its end before the answer is read', () => {
  it.each([
    ['a little over the limit', 1],
    ['many times the limit', 40],
    ['beyond any drain bound (12 MiB)', 200],
  ])('%s: answers 413, not a reset, then serves the next call on the same connection', async (_name, times) => {
    const connection = await RawConnection.open(h.exchange.url);
    try {
      await connection.postChunked('/api/getConfig', chunksFor(times));
      const first = await connection.answer();
      expect([first.status, JSON.parse(first.body).error.code]).toEqual([413, 'payload_too_large']);
      await connection.post('/api/getTime', '{}');
      const second = await connection.answer();
      expect([second.status, connection.error]).toEqual([200, undefined]);
    } finally {
      connection.close();
    }
  });
});

describe('a chunked body over the limit that never ends', () => {
  it('answers 413 while the body is still being sent, without waiting for its end', async () => {
    const connection = await RawConnection.open(h.exchange.url);
    try {
      await connection.postChunked('/api/getConfig', chunksFor(2), 16 * 1024, false);
      const answer = await connection.answer();
      expect([answer.status, JSON.parse(answer.body).error.code]).toEqual([413, 'payload_too_large']);
    } finally {
      connection.close();
    }
  });

  it('closes the connection of a body that never ends some seconds after its 413, so no one makes it read forever', async () => {
    const connection = await RawConnection.open(h.exchange.url);
    try {
      await connection.postChunked('/api/getConfig', chunksFor(2), 16 * 1024, false);
      expect((await connection.answer()).status).toBe(413);
      await connection.whenClosed();
      expect(connection.closed).toBe(true);
    } finally {
      connection.close();
    }
  });
});
