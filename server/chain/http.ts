/**
 * A minimal node:http router shared by the node API, faucet and indexer: path patterns with :params, JSON or raw
 * bodies, CORS that lets a browser page send credentials, and errors rendered by the caller's error mapper.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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

function match(pattern: string, path: string): Record<string, string> | undefined {
  const p = pattern.split('/');
  const s = path.split('/');
  if (p.length !== s.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    if (p[i]!.startsWith(':')) params[p[i]!.slice(1)] = decodeURIComponent(s[i]!);
    else if (p[i] !== s[i]) return undefined;
  }
  return params;
}

async function readBody(req: IncomingMessage): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Uint8Array).length;
    if (size > MAX_BODY) throw Object.assign(new Error('Request body too large'), { status: 413 });
    chunks.push(chunk as Uint8Array);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) (out.set(c, at), (at += c.length));
  return out;
}

function corsHeaders(origin: string | undefined): Record<string, string> {
  return {
    'access-control-allow-origin': origin ?? '*',
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type, authorization, x-aptos-client, x-aptos-typescript-sdk-origin-method',
    'access-control-expose-headers':
      'x-aptos-cursor, x-aptos-chain-id, x-aptos-ledger-version, x-aptos-ledger-timestampusec, x-aptos-block-height',
    vary: 'origin',
  };
}

/** Starts a server on host:port (0 = any free port) answering the routes; onError maps thrown errors to responses. */
export function serve(
  routes: Route[],
  opts: {
    host: string;
    port: number;
    onError: (e: unknown) => RouteResponse;
    extraHeaders?: () => Record<string, string>;
  },
): Promise<RunningServer> {
  const server = createServer(async (req, res) => {
    const cors = corsHeaders(req.headers.origin);
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    let out: RouteResponse;
    try {
      const url = new URL(req.url ?? '/', 'http://chain.local');
      const path = url.pathname.replace(/\/+$/, '') || '/';
      const candidates = routes.flatMap((r) => {
        const params = match(r.pattern, path);
        return params ? [{ r, params }] : [];
      });
      const hit = candidates.find((c) => c.r.method === req.method);
      if (!hit)
        out = opts.onError(
          Object.assign(new Error(candidates.length ? 'Method Not Allowed' : 'Not Found'), {
            status: candidates.length ? 405 : 404,
          }),
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
