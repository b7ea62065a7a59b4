/**
 * HTTP transport of the contract: `POST /api/<call>` with a JSON body. Order of checks, each answering the typed
 * envelope and changing nothing on failure: route (404/405), size (413), media type (415), JSON (400 bad_json),
 * schema (400 invalid_request), signature (401/403), then the service.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { CALLS, isCallName, type CallName } from '#lib/api/contract/calls.ts';
import { SIGNATURE_HEADERS } from '#lib/api/contract/auth.ts';
import { authenticateSession, NonceCache, type KeyDirectory, type NonceGuard } from './auth.ts';
import { ApiFailure } from './failure.ts';

/** Largest accepted request body. */
export const MAX_BODY_BYTES = 64 * 1024;

/** What a call handler learns about the request besides its validated body. */
export interface CallContext {
  readonly now: number;
  /** The session key that signed the request (session calls only). */
  readonly apiKey?: string;
  /** The client's IP address (what per-IP limits count by). */
  readonly ip?: string;
}
/** The service behind the transport. */
export interface CallHandler {
  readonly keys: KeyDirectory;
  /** Nonces of accepted signed requests (default: an in-memory cache of this handler). */
  readonly nonces?: NonceGuard;
  handle(name: CallName, request: unknown, ctx: CallContext): Promise<unknown>;
}
/** Transport options. */
export interface HttpOptions {
  readonly now: () => number;
  /** Check every answer against the contract before sending (on in tests; a mismatch is a 500). */
  readonly validateResponses?: boolean;
  readonly log?: (message: string) => void;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': ['content-type', ...Object.values(SIGNATURE_HEADERS)].join(', '),
  'access-control-max-age': '600',
  'access-control-expose-headers': 'retry-after',
};

function send(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...CORS,
    ...extra,
  });
  res.end(text);
}

/**
 * How long the rest of an oversized body is read and discarded after its 413: a client that writes its whole body
 * before reading gets the answer and keeps its connection; one still sending after this has its connection closed,
 * so no one can make the server read forever.
 */
const DRAIN_MS = 5_000;

/**
 * Reads the body. One over MAX_BODY_BYTES is answered 413 at once, content-length or chunked alike, and the rest is
 * read and discarded as it comes: closing while the client still sends resets the connection and the client sees
 * no answer (Node destroys a `connection: close` socket as soon as the answer is written, unread bytes and all).
 */
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      if (size > MAX_BODY_BYTES) return; // answered already: discard
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      chunks.length = 0;
      reject(new ApiFailure('payload_too_large', `body over ${MAX_BODY_BYTES} bytes`));
      const cutoff = setTimeout(() => req.socket.destroy(), DRAIN_MS);
      req.once('end', () => clearTimeout(cutoff));
      req.once('close', () => clearTimeout(cutoff));
    };
    req.on('data', onData);
    req.on('end', () => {
      if (size <= MAX_BODY_BYTES) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}

/** The Retry-After header of a rate-limited answer, in whole seconds (at least 1). */
function retryAfter(failure: ApiFailure): Record<string, string> {
  if (failure.code !== 'rate_limited') return {};
  const ms = (failure.details as { retryAfterMs?: unknown } | undefined)?.retryAfterMs;
  return typeof ms === 'number' ? { 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) } : {};
}

function parseJson(text: string): unknown {
  try {
    return text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiFailure('bad_json', 'request body is not valid JSON');
  }
}

/**
 * The path of a request target, or undefined when it is no URL path at all. A target is resolved against a fixed
 * origin, so one starting `//` (a network-path reference, `//?<` has an empty host) cannot throw: that threw
 * "Invalid URL" out of the WebSocket upgrade handler and took the whole exchange down (found by the fuzz).
 */
export function requestPath(target: string | undefined): string | undefined {
  try {
    return new URL(`http://localhost${target?.startsWith('/') ? target : `/${target ?? ''}`}`).pathname;
  } catch {
    return undefined;
  }
}

/** Builds the request listener of the API. */
export function createHttpHandler(
  service: CallHandler,
  options: HttpOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  const nonces = service.nonces ?? new NonceCache();
  return (req, res) => {
    void (async () => {
      const path = requestPath(req.url) ?? '';
      const match = /^\/api\/([A-Za-z]+)$/.exec(path);
      if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
      if (!match?.[1] || !isCallName(match[1])) throw new ApiFailure('not_found', `no call at ${path}`);
      const name = match[1];
      if (req.method !== 'POST') throw new ApiFailure('method_not_allowed', 'calls are POST');
      const type = req.headers['content-type'];
      if (type && !/^(application\/json|text\/plain)\b/i.test(type))
        throw new ApiFailure('unsupported_media_type', 'send application/json');
      const raw = await readBody(req);
      const parsed = v.safeParse(CALLS[name].request, parseJson(raw));
      if (!parsed.success) {
        const issues = parsed.issues.slice(0, 5).map((i) => ({ path: v.getDotPath(i), message: i.message }));
        throw new ApiFailure(
          'invalid_request',
          `invalid ${name} request: ${issues[0]?.path ?? ''} ${issues[0]?.message ?? ''}`.trim(),
          issues,
        );
      }
      const now = options.now();
      const request = parsed.output as { userId?: string };
      const apiKey =
        CALLS[name].auth === 'session'
          ? authenticateSession(req.headers, name, raw, request.userId ?? '', now, service.keys, nonces)
          : undefined;
      const ip = req.socket.remoteAddress;
      const answer = await service.handle(name, parsed.output, {
        now,
        ...(apiKey ? { apiKey } : {}),
        ...(ip ? { ip } : {}),
      });
      if (options.validateResponses && !v.is(CALLS[name].response, answer)) {
        const issue = v.safeParse(CALLS[name].response, answer);
        throw new Error(
          `server broke the contract on ${name}: ${JSON.stringify(issue.issues?.[0]?.message)} at ${issue.issues ? v.getDotPath(issue.issues[0]) : ''}`,
        );
      }
      send(res, 200, answer);
    })().catch((error: unknown) => {
      const failure = error instanceof ApiFailure ? error : new ApiFailure('internal', 'internal error');
      if (!(error instanceof ApiFailure))
        options.log?.(`internal error: ${error instanceof Error ? error.stack : String(error)}`);
      if (res.headersSent) return void res.destroy();
      send(res, failure.status, failure.toEnvelope(), retryAfter(failure));
    });
  };
}
