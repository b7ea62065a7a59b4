/**
 * ChainApiError: the one error type for Aptos node, indexer and faucet HTTP failures (spec section 8), carrying a
 * typed code, url, status, statusText and the response body; its message is the spec's text for the status. The
 * exchange has its own boundary error (lib/api/errors.ts ApiError), so the two are told apart by class and name.
 */
import type { AptosApiError } from '@aptos-labs/ts-sdk';

/** The spec's message per HTTP status, with the code it maps to; any other status is 'generic' / 'Generic Error'. */
const STATUS_ERRORS = {
  400: ['bad_request', 'Bad Request'],
  401: ['unauthorized', 'Unauthorized'],
  403: ['forbidden', 'Forbidden'],
  404: ['not_found', 'Not Found'],
  429: ['too_many_requests', 'Too Many Requests'],
  500: ['internal_server_error', 'Internal Server Error'],
  502: ['bad_gateway', 'Bad Gateway'],
  503: ['service_unavailable', 'Service Unavailable'],
} as const satisfies Record<number, readonly [string, string]>;

/** Which kind of HTTP failure a chain call met, by status. */
export type ChainApiErrorCode = (typeof STATUS_ERRORS)[keyof typeof STATUS_ERRORS][0] | 'generic';

function statusError(status: number): readonly [ChainApiErrorCode, string] {
  return Object.hasOwn(STATUS_ERRORS, status)
    ? STATUS_ERRORS[status as keyof typeof STATUS_ERRORS]
    : ['generic', 'Generic Error'];
}

/** The fields of a ChainApiError. */
export interface ChainApiErrorInit {
  url: string;
  status: number;
  statusText: string;
  /** Response body (node errors: {message, error_code, vm_error_code}). */
  data: unknown;
}

/** A failed chain HTTP call. */
export class ChainApiError extends Error {
  override readonly name = 'ChainApiError' as const;
  /** The failure by status (400 'bad_request' ... 503 'service_unavailable', else 'generic'). */
  readonly code: ChainApiErrorCode;
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly data: unknown;

  /** Builds the error of an HTTP answer; the message is the spec's text for its status. */
  constructor(init: ChainApiErrorInit) {
    const [code, message] = statusError(init.status);
    super(message);
    this.code = code;
    this.url = init.url;
    this.status = init.status;
    this.statusText = init.statusText;
    this.data = init.data;
  }

  /** The node's error_code when the body is a node error, else undefined. */
  get errorCode(): string | undefined {
    const d = this.data as { error_code?: unknown } | null;
    return typeof d?.error_code === 'string' ? d.error_code : undefined;
  }

  /** The Move VM status code of a rejected submission, else undefined. */
  get vmErrorCode(): number | undefined {
    const d = this.data as { vm_error_code?: unknown } | null;
    return typeof d?.vm_error_code === 'number' ? d.vm_error_code : undefined;
  }
}

/**
 * True for the SDK's AptosApiError, told by the name its constructor sets: a class check would make this module (and
 * the indexer reads of a page's load path that import ChainApiError) pull the SDK into the page.
 */
function isAptosApiError(e: unknown): e is AptosApiError {
  return e instanceof Error && e.name === 'AptosApiError' && typeof (e as { status?: unknown }).status === 'number';
}

/** Turns the SDK's AptosApiError into a ChainApiError; anything else (network failures, timeouts) is returned as is. */
export function toChainApiError(e: unknown): unknown {
  if (isAptosApiError(e))
    return new ChainApiError({ url: e.url, status: e.status, statusText: e.statusText, data: e.data });
  return e;
}

/** Runs a chain call, rethrowing SDK API errors as ChainApiError. */
export async function withChainApiErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw toChainApiError(e);
  }
}
