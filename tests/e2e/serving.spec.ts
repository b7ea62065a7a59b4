/**
 * The production server as `npm start` runs it (scripts/serve-site.ts around the built site): the browser's JS and
 * CSS come compressed, hashed assets cache for a year, HTML revalidates. Raw HTTP, so the coding stays visible.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './harness/test.ts';

const APP = 'http://127.0.0.1:4321';

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (ok, fail) => {
      const req = request(`${APP}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', fail);
      req.end();
    },
  );
}

test('JS and CSS are sent brotli or gzip with immutable caching, HTML compressed with no-cache', async () => {
  const home = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
  expect(home.status).toBe(200);
  expect([home.headers['cache-control'], home.headers['content-encoding']]).toEqual(['no-cache', 'br']);
  const html = brotliDecompressSync(home.body).toString();
  expect(html).toMatch(/^<!DOCTYPE html>/i);
  const assets = [...html.matchAll(/"(\/_astro\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const js = assets.find((a) => a.endsWith('.js'));
  const css = assets.find((a) => a.endsWith('.css'));
  expect([js, css]).toEqual([expect.any(String), expect.any(String)]);
  for (const asset of [js!, css!]) {
    const plain = await get(asset);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get(asset, { 'accept-encoding': accept });
      expect({ asset, coding: res.headers['content-encoding'], cache: res.headers['cache-control'] }).toEqual({
        asset,
        coding,
        cache: 'public, max-age=31536000, immutable',
      });
      const decoded = coding === 'br' ? brotliDecompressSync(res.body) : gunzipSync(res.body);
      expect(decoded.equals(plain.body)).toBe(true);
    }
  }
});
