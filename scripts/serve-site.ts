/**
 * The production web server (`npm start` runs it): our own node:http server around Astro's node adapter. Built
 * text assets (JS, CSS, SVG, ...) are served from memory, brotli or gzip as the browser's Accept-Encoding allows
 * (precompressed copies from scripts/precompress.ts, else compressed once and cached), hashed /_astro/ files with
 * a year of immutable caching, other files with no-cache (revalidate with the ETag). All other requests go to
 * Astro's own handler, loaded with its autostart off; its HTML pages get no-cache and on-the-fly compression.
 * Run: `node scripts/serve-site.ts [dist/server/entry.mjs]` with HOST and PORT (default 127.0.0.1:4321).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSIBLE, precompress } from './precompress.ts';
import { negotiate, type Coding } from './negotiate.ts';
import { HTML_CACHE, htmlResponses } from './serve-html.ts';

/** Hashed build assets: their name changes with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else, HTML included: always revalidate, so a deploy shows at once. */
export const REVALIDATE = HTML_CACHE;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

type Asset = {
  readonly mtimeMs: number;
  readonly type: string;
  readonly etag: string;
  readonly bodies: Partial<Record<Coding, Buffer>>;
};

/** Options of the site handler. */
export interface SiteHandlerOptions {
  /** The built client folder (dist/client). */
  readonly clientDir: string;
  /** Astro's request handler (the adapter's `handler` export). */
  readonly app: (req: IncomingMessage, res: ServerResponse) => void;
}

/** The request handler: compressed, cached static text assets; everything else through Astro, HTML no-cache. */
export function createSiteHandler(options: SiteHandlerOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const root = resolve(options.clientDir);
  const cache = new Map<string, Asset>();

  const load = (file: string): Asset | null => {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    const cached = cache.get(file);
    if (cached?.mtimeMs === stat.mtimeMs) return cached;
    const identity = readFileSync(file);
    const asset: Asset = {
      mtimeMs: stat.mtimeMs,
      type: TYPES[extname(file)] ?? 'application/octet-stream',
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      bodies: { identity },
    };
    cache.set(file, asset);
    return asset;
  };

  const body = (file: string, asset: Asset, coding: Coding): Buffer => {
    const ready = asset.bodies[coding];
    if (ready) return ready;
    const suffix = coding === 'br' ? '.br' : '.gz';
    let out: Buffer;
    try {
      if (statSync(file + suffix).mtimeMs < asset.mtimeMs) throw new Error('stale copy');
      out = readFileSync(file + suffix);
    } catch {
      // no precompressed copy: compress once at a quick level and keep it
      const identity = asset.bodies.identity!;
      out =
        coding === 'br'
          ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(identity, { level: 6 });
    }
    asset.bodies[coding] = out;
    return out;
  };

  const serveAsset = (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    if (!COMPRESSIBLE.test(pathname) || pathname.includes('\0')) return false;
    const file = resolve(join(root, pathname));
    if (!file.startsWith(root + sep)) return false;
    const asset = load(file);
    if (asset === null) return false;
    const headers: Record<string, string> = {
      'content-type': asset.type,
      'cache-control': pathname.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE,
      etag: asset.etag,
      vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === asset.etag) {
      res.writeHead(304, headers).end();
      return true;
    }
    const coding = negotiate(req.headers['accept-encoding']);
    const payload = body(file, asset, coding);
    if (coding !== 'identity') headers['content-encoding'] = coding;
    headers['content-length'] = String(payload.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
    return true;
  };

  return (req, res) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
    } catch {
      res.writeHead(400).end('Bad request.');
      return;
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && serveAsset(req, res, pathname)) return;
    htmlResponses(req, res);
    options.app(req, res);
  };
}

/** Loads the built Astro server without starting its own listener, and serves it; resolves once listening. */
export async function startSite(entry: string, host: string, port: number) {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const { handler } = (await import(pathToFileURL(resolve(entry)).href)) as {
    handler: (req: IncomingMessage, res: ServerResponse) => void;
  };
  const clientDir = resolve(dirname(entry), '../client');
  precompress(clientDir);
  const server = createServer(createSiteHandler({ clientDir, app: handler }));
  server.keepAliveTimeout = 5000;
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok());
  });
  return server;
}

if (import.meta.main) {
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 4321);
  await startSite(process.argv[2] ?? 'dist/server/entry.mjs', host, port);
  console.log(`site on http://${host}:${port}`);
}
