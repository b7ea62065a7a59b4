/**
 * The production server's own part (scripts/serve-site.ts) over a real node:http server on port 0: content coding
 * negotiation, precompressed and on-the-fly bodies, caching headers, and HTML from the app made no-cache.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '#scripts/precompress.ts';
import { negotiate } from '#scripts/negotiate.ts';
import { createSiteHandler, IMMUTABLE, REVALIDATE } from '#scripts/serve-site.ts';

const JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(',')}];\n`;
const CSS = `.book{${'color:red;'.repeat(300)}}`;
const PAGE = `<!doctype html><html><body>${'<p>row</p>'.repeat(300)}</body></html>`;
let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro/app.Ab12Cd.js'), JS);
  writeFileSync(join(dir, '_astro/AppLayout.Xy9.css'), CSS);
  writeFileSync(join(dir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
  precompress(dir);
  writeFileSync(join(dir, '_astro/late.Zz.js'), JS); // built after the precompress step: compressed on the fly
  const app = (req: { url?: string }, res: import('node:http').ServerResponse) => {
    if (req.url === '/cached')
      return void res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'max-age=60' }).end('x');
    if (req.url === '/api') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    // a streamed page: head first, body later, as Astro writes it
    res.writeHead(req.url === '/' ? 200 : 404, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(PAGE.length),
    });
    res.write(PAGE.slice(0, 100));
    setTimeout(() => res.end(PAGE.slice(100)), 5);
  };
  server = createServer(createSiteHandler({ clientDir: dir, app }));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw request (fetch would decompress and hide the coding). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (ok, fail) => {
      const req = request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', fail);
      req.end();
    },
  );
}
const decode = (coding: string | undefined, body: Buffer) =>
  (coding === 'br' ? brotliDecompressSync(body) : coding === 'gzip' ? gunzipSync(body) : body).toString();

describe('negotiate', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    [undefined, 'identity'],
    ['BR', 'br'],
  ])('Accept-Encoding %s -> %s', (accept, coding) => {
    expect(negotiate(accept)).toBe(coding);
  });
});

describe('the site handler', () => {
  it.each([
    ['/_astro/app.Ab12Cd.js', 'br', 'br', JS, IMMUTABLE],
    ['/_astro/app.Ab12Cd.js', 'gzip, deflate', 'gzip', JS, IMMUTABLE],
    ['/_astro/app.Ab12Cd.js', '', undefined, JS, IMMUTABLE],
    ['/_astro/AppLayout.Xy9.css', 'gzip, br', 'br', CSS, IMMUTABLE],
    ['/_astro/late.Zz.js', 'br', 'br', JS, IMMUTABLE],
    ['/_astro/late.Zz.js', 'gzip', 'gzip', JS, IMMUTABLE],
  ])('%s with Accept-Encoding "%s" is sent %s', async (path, accept, coding, text, cache) => {
    const res = await get(path, { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers['cache-control']).toBe(cache);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toMatch(/^text\/(javascript|css)/);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    if (coding) expect(res.body.length).toBeLessThan(text.length / 3);
    expect(decode(coding, res.body)).toBe(text);
  });

  it('revalidates files that are not hashed, and answers 304 to a matching ETag', async () => {
    const first = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect([first.headers['cache-control'], first.headers['content-encoding']]).toEqual([REVALIDATE, 'br']);
    const again = await get('/favicon.svg', { 'if-none-match': String(first.headers.etag) });
    expect([again.status, again.body.length]).toEqual([304, 0]);
  });

  it('answers HEAD with headers only', async () => {
    const res = await get('/_astro/app.Ab12Cd.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect([res.status, res.headers['content-encoding'], res.body.length]).toEqual([200, 'br', 0]);
  });

  it.each([
    ['/', 200, REVALIDATE],
    ['/futures/BTC-PERP', 404, REVALIDATE],
    ['/cached', 200, 'max-age=60'],
    ['/api', 200, undefined],
    ['/_astro/missing.js', 404, REVALIDATE],
    ['/%2e%2e/%2e%2e/etc/passwd.txt', 404, REVALIDATE],
  ])(
    '%s goes to the app (status %i), HTML made no-cache unless the page says otherwise',
    async (path, status, cache) => {
      const res = await get(path);
      expect([res.status, res.headers['cache-control']]).toEqual([status, cache]);
    },
  );

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['', undefined],
  ])(
    'streams HTML pages compressed (Accept-Encoding "%s" -> %s), without the app\'s content-length',
    async (accept, coding) => {
      const res = await get('/', { 'accept-encoding': accept });
      expect([res.headers['content-encoding'], res.headers['content-length']]).toEqual([
        coding,
        coding ? undefined : String(PAGE.length),
      ]);
      if (coding) expect(decode(coding, res.body)).toBe(PAGE);
    },
  );

  it('sends no body for HEAD of a page', async () => {
    const res = await get('/', { 'accept-encoding': 'br' }, 'HEAD');
    expect([res.headers['content-encoding'], res.body.length]).toEqual([undefined, 0]);
  });
});
