/**
 * A minimal node:http router shared by the node API, faucet and indexer: path patterns with :params, JSON or raw
 * bodies, CORS (cors.ts: credentials for trusted origins only), and errors rendered by the caller's error mapper.
 * Malformed paths and oversized bodies are 4xx RequestErrors, never a crash or a reset connection.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { corsHeaders, trustedOrigins, type OriginPolicy } from './cors.ts';

/** A parsed request. */
export interface RouteRequest {
  method: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Uint8Array;
}

/** A response: JSON-serialised body unless it is bytes; rawJson is sent verbatim (e.g. a u64 beyond 2^53). */
export interface RouteResponse {
  status: number;
  body: unknown;
  rawJson?: string;
  headers?: Record<string, string>;
}

/** A route: method, pattern like /v1/accounts/:address, handler. */
export interface Route {
  method: 'GET' | 'POST';
  pattern: string;
  handler: (req: RouteRequest) => RouteResponse | Promise<RouteResponse>;
}

/** A running HTTP service. */
export interface RunningServer {
  server: Server;
  /** Base URL, e.g. http://127.0.0.1:8080. */
  url: string;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;

/** A request the router refuses before any route runs; `status` is 4xx and the caller's error mapper shapes it. */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  readonly status: number;
  /** True when the connection must close after the answer (the request was not read to its end). */
  readonly close: boolean;

  constructor(status: number, message: string, close = false) {
    super(message);
    this.status = status;
    this.close = close;
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new RequestError(400, `Invalid path segment '${segment}': malformed percent-encoding`);
  }
}

function match(pattern: string, path: string): Record<string, string> | undefined {
  const p = pattern.split('/');
  const s = path.split('/');
  if (p.length !== s.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    if (p[i]!.startsWith(':')) params[p[i]!.slice(1)] = decodeSegment(s[i]!);
    else if (p[i] !== s[i]) return undefined;
  }
  return params;
}

/**
 * The URL of a request target, resolved against a fixed origin so a target starting `//` (a network-path reference;
 * `//?<` has an empty host) is a path, never "Invalid URL" and a 500 (found by the fuzz).
 */
function requestUrl(target: string | undefined): URL {
  try {
    return new URL(`http://chain.local${target?.startsWith('/') ? target : `/${target ?? ''}`}`);
  } catch {
    throw new RequestError(400, 'Malformed request target');
  }
}

/** Most bytes of an oversized body read and discarded so the kept-alive connection survives its 413. */
const MAX_DRAIN = 32 * MAX_BODY;

/**
 * Reads the body. An oversized one is answered 413 only after the rest has been read and discarded: closing a
 * connection while the client still sends resets it, and the client then sees no answer at all. Beyond MAX_DRAIN
 * the connection is closed instead (RequestError.close), so no one can make the server read forever.
 */
function readBody(req: IncomingMessage): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const onData = (chunk: Uint8Array) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
      else if (size > MAX_DRAIN) {
        req.off('data', onData);
        reject(new RequestError(413, 'Request body too large', true));
      }
    };
    req.on('data', onData);
    req.once('end', () => {
      if (size > MAX_BODY) return reject(new RequestError(413, 'Request body too large'));
      const out = new Uint8Array(size);
      let at = 0;
      for (const c of chunks) (out.set(c, at), (at += c.length));
      resolve(out);
    });
    req.once('error', reject);
  });
}

/** Starts a server on host:port (0 = any free port) answering the routes; onError maps thrown errors to responses. */
export function serve(
  routes: Route[],
  opts: {
    host: string;
    port: number;
    onError: (e: unknown) => RouteResponse;
    extraHeaders?: () => Record<string, string>;
    /** Origins that get credentialed CORS answers (default: loopback pages only). */
    origins?: OriginPolicy;
  },
): Promise<RunningServer> {
  const server = createServer(async (req, res) => {
    const policy = opts.origins ?? trustedOrigins();
    const requested = req.headers['access-control-request-headers'];
    if (req.method === 'OPTIONS')
      return void res.writeHead(204, corsHeaders(policy, req.headers.origin, requested, true)).end();
    const cors = corsHeaders(policy, req.headers.origin, undefined, false);
    let out: RouteResponse;
    try {
      const url = requestUrl(req.url);
      const path = url.pathname.replace(/\/+$/, '') || '/';
      const candidates = routes.flatMap((r) => {
        const params = match(r.pattern, path);
        return params ? [{ r, params }] : [];
      });
      const hit = candidates.find((c) => c.r.method === req.method);
      if (!hit)
        out = opts.onError(
          candidates.length ? new RequestError(405, 'Method Not Allowed') : new RequestError(404, 'Not Found'),
        );
      else
        out = await hit.r.handler({
          method: req.method!,
          params: hit.params,
          query: url.searchParams,
          headers: req.headers,
          body: await readBody(req),
        });
    } catch (e) {
      out = opts.onError(e);
      if (e instanceof RequestError && e.close) out = { ...out, headers: { ...out.headers, connection: 'close' } };
    }
    const isBytes = out.body instanceof Uint8Array;
    const payload = isBytes ? (out.body as Uint8Array) : (out.rawJson ?? JSON.stringify(out.body));
    res.writeHead(out.status, {
      ...cors,
      ...opts.extraHeaders?.(),
      'content-type': isBytes ? 'application/x-bcs' : 'application/json',
      ...out.headers,
    });
    res.end(payload);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      const { port } = server.address() as AddressInfo;
      const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
      resolve({
        server,
        url: `http://${host}:${port}`,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}
