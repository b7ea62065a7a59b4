/**
 * HTML pages from Astro's handler, made cache-safe and compressed on the fly: no-cache unless the page names its
 * own caching, and brotli (quality 5) or gzip by Accept-Encoding, flushed after every chunk so a streamed page
 * still reaches the browser progressively. Pages are small (about 12 KB, 4 KB compressed), so this costs little.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { negotiate } from './negotiate.ts';

/** The caching of every HTML page: revalidate each time, so a deploy shows at once. */
export const HTML_CACHE = 'no-cache';

/** Wraps `res` so the HTML response the app writes next gets HTML_CACHE and is compressed when the client allows. */
export function htmlResponses(req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const at = rest.findIndex((r) => typeof r === 'object' && r !== null);
    const headers: OutgoingHttpHeaders = at >= 0 ? { ...(rest[at] as OutgoingHttpHeaders) } : {};
    const name = (key: string) => Object.keys(headers).find((k) => k.toLowerCase() === key);
    const get = (key: string) => {
      const k = name(key);
      return k === undefined ? this.getHeader(key) : headers[k];
    };
    const del = (key: string) => {
      const k = name(key);
      if (k !== undefined) delete headers[k];
      this.removeHeader(key);
    };
    if (String(get('content-type') ?? '').startsWith('text/html')) {
      if (get('cache-control') === undefined) headers['cache-control'] = HTML_CACHE;
      const coding = negotiate(req.headers['accept-encoding']);
      const bodyless = req.method === 'HEAD' || status === 204 || status === 304;
      if (coding !== 'identity' && !bodyless && get('content-encoding') === undefined) {
        del('content-length');
        headers['content-encoding'] = coding;
        headers.vary = 'Accept-Encoding';
        compressBody(res, coding);
      }
    }
    const args = at >= 0 ? rest.map((r, i) => (i === at ? headers : r)) : [...rest, headers];
    return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...args);
  } as ServerResponse['writeHead'];
}

/** Sends everything written to `res` through a compressor, flushing after each write. */
function compressBody(res: ServerResponse, coding: 'br' | 'gzip'): void {
  const zip =
    coding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip({ level: 6 });
  const write = res.write.bind(res) as (chunk: Buffer) => boolean;
  const end = res.end.bind(res) as () => ServerResponse;
  zip.on('data', (chunk: Buffer) => write(chunk));
  zip.on('end', () => end());
  res.on('close', () => zip.destroy());
  res.write = ((chunk: string | Uint8Array, encoding?: unknown, callback?: unknown) => {
    const done = typeof encoding === 'function' ? encoding : callback;
    zip.write(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    zip.flush(() => (typeof done === 'function' ? (done as () => void)() : undefined));
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    const done = [chunk, encoding, callback].find((x) => typeof x === 'function') as (() => void) | undefined;
    if (chunk !== undefined && typeof chunk !== 'function') {
      zip.write(chunk as string | Uint8Array, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    }
    if (done) res.once('finish', done);
    zip.end();
    return res;
  }) as ServerResponse['end'];
}
