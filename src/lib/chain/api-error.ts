/**
 * ApiError: the one error type for Aptos node, indexer and faucet HTTP failures (spec section 8), carrying url,
 * status, statusText and the response body; its message is the spec's text for the status.
 */
import { AptosApiError } from '@aptos-labs/ts-sdk';

/** The spec's message per HTTP status; any other status is 'Generic Error'. */
export const API_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The message for a status. */
export function apiErrorMessage(status: number): string {
  return API_ERROR_MESSAGES[status] ?? 'Generic Error';
}

/** The fields of an ApiError. */
export interface ApiErrorInit {
  url: string;
  status: number;
  statusText: string;
  /** Response body (node errors: {message, error_code, vm_error_code}). */
  data: unknown;
}

/** A failed chain HTTP call. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(apiErrorMessage(init.status));
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

/** Turns the SDK's AptosApiError into an ApiError; anything else (network failures, timeouts) is returned as is. */
export function toApiError(e: unknown): unknown {
  if (e instanceof AptosApiError)
    return new ApiError({ url: e.url, status: e.status, statusText: e.statusText, data: e.data });
  return e;
}

/** Runs a chain call, rethrowing SDK API errors as ApiError. */
export async function withApiErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw toApiError(e);
  }
}
