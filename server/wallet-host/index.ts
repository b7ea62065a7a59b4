/** The local dev wallet host: the /prompt/ page of the popup protocol plus the mini-app request endpoints. */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { LOCAL_HOST, LOCAL_PORTS } from '#lib/network/ports.ts';
import { deserializeWalletRequest } from '#lib/wallet-connect/serialize/requests.ts';
import { Ed25519Account } from '@aptos-labs/ts-sdk';
import { approveRequest } from './answer.ts';
import { describeRequest } from './describe.ts';
import { isProvider, loadDevAccounts, PROVIDERS } from './dev-accounts.ts';
import { MiniAppRequests } from './miniapp-requests.ts';
import {
  DAPP_CORS_HEADERS,
  DAPP_POLL_PATH,
  DAPP_PREFLIGHT_HEADERS,
  DAPP_UPLOAD_PATH,
  isDappEndpoint,
  isForeignRequest,
} from './origin-guard.ts';

/** Where and how to run the host; keys persist in `keysPath`, or `${dataDir}/wallet-host-keys.json`, else memory. */
export interface WalletHostOptions {
  readonly port?: number;
  readonly host?: string;
  readonly dataDir?: string;
  readonly keysPath?: string;
  /** The chain node (ending in /v1) that sign-and-submit sends to. */
  readonly nodeUrl?: string;
}

/** A running wallet host. */
export interface WalletHost {
  readonly url: string;
  close(): Promise<void>;
}

const STATIC = {
  '/prompt/': { file: 'prompt.html', type: 'text/html; charset=utf-8' },
  '/prompt/prompt.js': { file: 'prompt.js', type: 'text/javascript; charset=utf-8' },
  '/prompt/prompt.css': { file: 'prompt.css', type: 'text/css; charset=utf-8' },
} as const;
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'";
const MAX_BODY_BYTES = 1 << 20;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** A body over MAX_BODY_BYTES: answered 413. */
class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge';
}

/** Most bytes of an oversized body read and discarded so its 413 reaches the client; beyond, the connection closes. */
const MAX_DRAIN_BYTES = 32 * MAX_BODY_BYTES;

/**
 * Reads a JSON body. One over MAX_BODY_BYTES (content-length or chunked alike) is read to its end and discarded,
 * then answered 413: stopping to read while the client still sends reset the connection, and the client saw no
 * answer at all. A body past MAX_DRAIN_BYTES has its connection closed, so no one can make the host read forever.
 */
function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else if (size > MAX_DRAIN_BYTES) req.socket.destroy();
    });
    req.once('end', () => {
      if (size > MAX_BODY_BYTES) return reject(new BodyTooLarge('Body too large'));
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>);
      } catch (error) {
        reject(error as Error);
      }
    });
    req.once('error', reject);
  });
}

function requestFromJson(json: Record<string, unknown>) {
  const { name, version, data } = json;
  if (typeof name !== 'string' || typeof version !== 'number' || typeof data !== 'string')
    throw new Error('Expected {name, version, data}');
  return deserializeWalletRequest({ name, version, data: Buffer.from(data, 'base64') });
}

/** Starts the host; resolves once it listens. */
export async function startWalletHost(options: WalletHostOptions = {}): Promise<WalletHost> {
  const keysPath =
    options.keysPath ?? (options.dataDir === undefined ? undefined : join(options.dataDir, 'wallet-host-keys.json'));
  const accounts = loadDevAccounts(keysPath);
  const miniApp = new MiniAppRequests();
  const access = options.nodeUrl === undefined ? {} : { nodeUrl: options.nodeUrl };
  const staticDir = new URL('./static/', import.meta.url);

  const listenHost = options.host ?? LOCAL_HOST;

  /** The two endpoints a dapp on another origin calls: every answer (errors too) carries the CORS headers. */
  const dappRoute = async (req: IncomingMessage, res: ServerResponse, method: string, path: string) => {
    if (method === 'OPTIONS') return send(res, 204, '', DAPP_PREFLIGHT_HEADERS);
    const upload = DAPP_UPLOAD_PATH.exec(path);
    if (upload) {
      let stored = false;
      try {
        stored = miniApp.upload(upload[1] ?? '', await readJson(req));
      } catch (error) {
        if (error instanceof BodyTooLarge) return send(res, 413, { error: error.message }, DAPP_CORS_HEADERS);
        // A malformed body is answered like a bad signature, with the CORS headers the dapp needs to read it.
      }
      return stored
        ? send(res, 201, {}, DAPP_CORS_HEADERS)
        : send(res, 400, { error: 'Invalid request' }, DAPP_CORS_HEADERS);
    }
    const [, client = '', id = ''] = DAPP_POLL_PATH.exec(path) ?? [];
    const entry = miniApp.get(client, id);
    if (entry?.response === undefined) return send(res, 404, { error: 'No response yet' }, DAPP_CORS_HEADERS);
    return send(res, 200, { data: { body: Buffer.from(entry.response).toString('base64') } }, DAPP_CORS_HEADERS);
  };

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    // resolved against a fixed origin: a target starting `//` is a path, not an authority to parse
    const url = new URL(`http://host${req.url?.startsWith('/') ? req.url : '/'}`);
    const path = url.pathname;
    const method = req.method ?? 'GET';
    if (isDappEndpoint(method, path)) return dappRoute(req, res, method, path);
    // Same-origin routes from here on: no CORS headers, and a foreign page's request is refused before it acts.
    if (isForeignRequest(req.headers, listenHost)) return send(res, 403, { error: 'Cross-origin request refused' });
    if (method === 'OPTIONS') return send(res, 405, { error: 'Method not allowed' });
    const asset = STATIC[path as keyof typeof STATIC];
    if (method === 'GET' && asset) {
      res.writeHead(200, { 'Content-Type': asset.type, 'Content-Security-Policy': CSP, 'Cache-Control': 'no-store' });
      return res.end(readFileSync(new URL(asset.file, staticDir)));
    }
    if (method === 'POST' && path === '/v1/prompt/describe')
      return send(res, 200, describeRequest(requestFromJson(await readJson(req))));
    if (method === 'POST' && path === '/v1/prompt/approve') {
      const json = await readJson(req);
      const provider = isProvider(json.provider) ? json.provider : 'google';
      const response = await approveRequest(requestFromJson(json), accounts[provider], provider, access);
      return send(res, 200, { data: Buffer.from(response.data).toString('base64') });
    }
    if (method === 'GET' && path === '/v1/dev/accounts') {
      // Public halves only: lets tests and tools know which address each provider approves with.
      return send(
        res,
        200,
        Object.fromEntries(
          PROVIDERS.map((p) => [
            p,
            { address: accounts[p].accountAddress.toString(), publicKey: accounts[p].publicKey.toString() },
          ]),
        ),
      );
    }
    const rotate = /^\/v1\/dev\/accounts\/(\w+)\/rotate$/.exec(path);
    if (method === 'POST' && rotate && isProvider(rotate[1])) {
      // a fresh account for the provider (kept in memory): each e2e test signs in as a Google user no test met
      const provider = rotate[1];
      accounts[provider] = Ed25519Account.generate();
      return send(res, 200, {
        address: accounts[provider].accountAddress.toString(),
        publicKey: accounts[provider].publicKey.toString(),
      });
    }
    if (method === 'GET' && path === '/v1/dev/requests/') {
      return send(
        res,
        200,
        miniApp.pending().map((e) => ({
          client: e.clientKeyB64url,
          id: e.id,
          provider: e.provider,
          ...describeRequest(deserializeWalletRequest(e.body)),
        })),
      );
    }
    if (method === 'POST' && path === '/v1/dev/miniapp/open') {
      const { startParam } = await readJson(req);
      const entry = miniApp.open(String(startParam));
      return send(res, 200, {
        client: entry.clientKeyB64url,
        id: entry.id,
        ...describeRequest(deserializeWalletRequest(entry.body)),
      });
    }
    const decide = /^\/v1\/dev\/requests\/([\w-]+)\/([\w-]+)\/(approve|reject)$/.exec(path);
    if (method === 'POST' && decide) {
      const entry = miniApp.get(decide[1] ?? '', decide[2] ?? '');
      if (entry === undefined) return send(res, 404, { error: 'Unknown request' });
      const provider = isProvider(entry.provider) ? entry.provider : 'google';
      entry.response =
        decide[3] === 'reject'
          ? Uint8Array.of(0)
          : (await approveRequest(deserializeWalletRequest(entry.body), accounts[provider], provider, access)).data;
      return send(res, 200, {});
    }
    return send(res, 404, { error: 'Not found' });
  };

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) =>
      send(res, error instanceof BodyTooLarge ? 413 : 400, {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? LOCAL_PORTS.walletHost, listenHost, resolve));
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address}:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
