/**
 * Browser-safe HTTP client of the exchange: one method per call of the contract (`client.getConfig()`,
 * `client.placeLimitOrder({...})`), every answer validated by the contract's schema. Failures are ApiError /
 * ContractError values thrown from the promise, never a crash on bad data.
 */
import * as v from 'valibot';
import { SIGNATURE_HEADERS } from './contract/auth.ts';
import { CALL_NAMES, CALLS, callPath, type CallInput, type CallName, type CallResponse } from './contract/calls.ts';
import { ErrorEnvelope } from './contract/errors.ts';
import { ApiError, ContractError } from './errors.ts';
import type { KeyPair } from './signing.ts';

/** SPEC 9: the HTTP client has no default timeout; a call waits until it settles or its caller aborts it. */
const HTTP_DEFAULT_TIMEOUT_MS: number | undefined = undefined;

/** Which call a session key is asked for: its name and the account (`userId`) the request acts for, if any. */
export interface SessionKeyRequest {
  readonly name: CallName;
  readonly userId?: string;
}

/**
 * The session key the client signs a user-scoped mutation with (null: sign nothing). Keys belong to one account, so
 * the source is told the request's `userId` and answers that account's key.
 */
export type SessionKeySource = (request: SessionKeyRequest) => KeyPair | null | Promise<KeyPair | null>;

/** Client options; fetch and clock are injectable for tests and non-browser hosts. */
export interface ExchangeClientOptions {
  /** Exchange origin, e.g. http://127.0.0.1:3001 (calls go to {baseUrl}/api/{call}). */
  readonly baseUrl: string;
  readonly fetch?: typeof globalThis.fetch;
  readonly sessionKey?: SessionKeySource;
  readonly now?: () => number;
  /** Abort a call after this many ms (default HTTP_DEFAULT_TIMEOUT_MS: none). */
  readonly timeoutMs?: number;
}

/** Per-call options. */
export interface CallOptions {
  readonly signal?: AbortSignal;
}

type Method<N extends CallName> =
  {} extends CallInput<N>
    ? (input?: CallInput<N>, options?: CallOptions) => Promise<CallResponse<N>>
    : (input: CallInput<N>, options?: CallOptions) => Promise<CallResponse<N>>;
/** One method per call. */
export type ExchangeMethods = { readonly [N in CallName]: Method<N> };

/** The exchange client (methods are added per call name; see ExchangeMethods). */
export interface ExchangeClient extends ExchangeMethods {}
/** The exchange client. */
export class ExchangeClient {
  readonly #options: ExchangeClientOptions;

  constructor(options: ExchangeClientOptions) {
    this.#options = options;
    for (const name of CALL_NAMES) {
      Object.defineProperty(this, name, {
        value: (input?: unknown, o?: CallOptions) => this.call(name, input as never, o),
      });
    }
  }

  /** Performs a call by name. */
  async call<N extends CallName>(
    name: N,
    input: CallInput<N> = {} as CallInput<N>,
    options: CallOptions = {},
  ): Promise<CallResponse<N>> {
    const url = `${this.#options.baseUrl.replace(/\/$/, '')}${callPath(name)}`;
    const body = JSON.stringify(input);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const key = CALLS[name].auth === 'session' ? await this.#options.sessionKey?.({ name, ...userIdOf(input) }) : null;
    if (key) {
      // the signer (Web Crypto, tweetnacl as fallback) loads with the first signed call: pages that only read never
      // download it
      const { signRequestAsync } = await import('./signing.ts');
      const signed = await signRequestAsync(key, name, body, (this.#options.now ?? Date.now)());
      headers[SIGNATURE_HEADERS.apiKey] = signed.apiKey;
      headers[SIGNATURE_HEADERS.timestamp] = String(signed.timestamp);
      headers[SIGNATURE_HEADERS.nonce] = signed.nonce;
      headers[SIGNATURE_HEADERS.signature] = signed.signature;
    }
    const response = await this.#send(url, { method: 'POST', headers, body }, options.signal);
    const data = await readBody(response, url);
    if (!response.ok) throw errorFromResponse(response, url, data);
    const parsed = v.safeParse(CALLS[name].response, data);
    if (parsed.success) return parsed.output as CallResponse<N>;
    const issue = parsed.issues[0];
    throw new ContractError({
      message: `Unexpected ${name} response: ${issue.message}`,
      url,
      status: response.status,
      statusText: response.statusText,
      data,
      path: v.getDotPath(issue)?.split('.') ?? [],
    });
  }

  async #send(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    const doFetch = this.#options.fetch ?? globalThis.fetch.bind(globalThis);
    const timeoutMs = this.#options.timeoutMs ?? HTTP_DEFAULT_TIMEOUT_MS;
    const signals = [signal, timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined];
    const combined = AbortSignal.any(signals.filter((s): s is AbortSignal => s !== undefined));
    try {
      return await doFetch(url, { ...init, signal: combined });
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
      const aborted = !timedOut && combined.aborted;
      const code = timedOut ? 'timeout' : aborted ? 'aborted' : 'network';
      throw new ApiError(
        { code, message: `${code} error calling ${url}`, url, status: 0, statusText: '', data: null },
        { cause },
      );
    }
  }
}

/** The `userId` a request acts for, when it names one. */
function userIdOf(input: unknown): { userId?: string } {
  const userId = (input as { userId?: unknown } | null)?.userId;
  return typeof userId === 'string' ? { userId } : {};
}

async function readBody(response: Response, url: string): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    throw new ApiError(
      {
        code: 'network',
        message: `body of ${url} was cut off`,
        url,
        status: response.status,
        statusText: response.statusText,
        data: null,
      },
      { cause },
    );
  }
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    if (!response.ok) return text;
    throw new ContractError({
      message: `response of ${url} is not JSON`,
      url,
      status: response.status,
      statusText: response.statusText,
      data: text,
      path: [],
    });
  }
}

/** Retry-After in ms when it is a whole number of seconds (the form the exchange sends); an HTTP date is ignored. */
function retryAfterOf(response: Response): { retryAfterMs?: number } {
  const text = response.headers.get('retry-after')?.trim();
  return text !== undefined && /^[0-9]{1,9}$/.test(text) ? { retryAfterMs: Number(text) * 1000 } : {};
}

function errorFromResponse(response: Response, url: string, data: unknown): ApiError {
  const envelope = v.safeParse(ErrorEnvelope, data);
  const init = { url, status: response.status, statusText: response.statusText, data, ...retryAfterOf(response) };
  if (envelope.success)
    return new ApiError({ ...init, code: envelope.output.error.code, message: envelope.output.error.message });
  return new ApiError({
    ...init,
    code: 'http',
    message: `${response.status} ${response.statusText || 'Generic Error'}`,
  });
}
