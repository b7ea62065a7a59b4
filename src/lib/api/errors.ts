/** Errors of the exchange API boundary (ARCHITECTURE rule 6): one base class, literal names, typed codes. */
import type { ErrorCode } from './contract/errors.ts';

/** What can go wrong on the client side of a call, beyond the server's own codes. */
export type ClientErrorCode = 'network' | 'timeout' | 'aborted' | 'bad_response' | 'http';

/** Fields every API error carries. */
export interface ApiErrorInit {
  readonly code: ErrorCode | ClientErrorCode | (string & {});
  readonly message: string;
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly data: unknown;
  /** A 429's Retry-After header in ms, when it sent one. */
  readonly retryAfterMs?: number;
}

/** A call failed: the server answered an error envelope, or the network failed (status 0). */
export class ApiError extends Error {
  override readonly name: 'ApiError' | 'ContractError' = 'ApiError';
  /** Stable code: a server ErrorCode, or one of ClientErrorCode. */
  readonly code: ApiErrorInit['code'];
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  /** The parsed body (or raw text) the server sent, for diagnostics. */
  readonly data: unknown;
  /** How long a rate-limited caller should wait (the Retry-After header, ms), when the server said. */
  readonly retryAfterMs?: number;

  constructor(init: ApiErrorInit, options?: { cause?: unknown }) {
    super(init.message, options);
    this.code = init.code;
    this.url = init.url;
    this.status = init.status;
    this.statusText = init.statusText;
    this.data = init.data;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
  }
}

/** The server answered 2xx with data the contract does not allow (code 'bad_response'). */
export class ContractError extends ApiError {
  override readonly name = 'ContractError' as const;
  /** Where in the data the schema failed, e.g. ["perpMarkets", 0, "price"]. */
  readonly path: readonly (string | number)[];

  constructor(init: Omit<ApiErrorInit, 'code'> & { path: readonly (string | number)[] }) {
    super({ ...init, code: 'bad_response' });
    this.path = init.path;
  }
}
