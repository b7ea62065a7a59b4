import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, type ErrorCode } from '#lib/api/contract.ts';
import { apiErrorMessage } from '#lib/api/error-message.ts';
import { ApiError, ContractError } from '#lib/api/errors.ts';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { t } from '#lib/i18n/index.ts';

/** An error as the client builds it from a server answer with this envelope. */
function serverError(code: string, status: number, details?: unknown, retryAfterMs?: number): ApiError {
  return new ApiError({
    code,
    message: 'm',
    url: 'http://x/api/c',
    status,
    statusText: '',
    data: { error: { code, message: 'm', ...(details === undefined ? {} : { details }) } },
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  });
}

describe('apiErrorMessage', () => {
  it.each(Object.entries(ERROR_STATUS) as [ErrorCode, number][])(
    'server code %s (HTTP %i) has a message of its own, never the generic one',
    (code, status) => {
      const details = code === 'rate_limited' ? { scope: 'ip', retryAfterMs: 1 } : { limit: 3 };
      const message = apiErrorMessage(serverError(code, status, details));
      expect(message.key).not.toBe('errors.api.generic');
      expect(t(message.key, message.params)).not.toMatch(/\{\w+\}/);
    },
  );

  it.each([
    ['details in ms, rounded up to whole seconds', { scope: 'sessionKey', retryAfterMs: 1500 }, undefined, 2],
    ['a short wait still says 1 s', { scope: 'ip', retryAfterMs: 1 }, undefined, 1],
    ['details missing: the Retry-After header', undefined, 4000, 4],
    ['details of the wrong shape: the header', { scope: 'moon', retryAfterMs: -1 }, 3000, 3],
  ])('rate_limited with %s', (_name, details, header, seconds) => {
    const message = apiErrorMessage(serverError('rate_limited', 429, details, header));
    expect(t(message.key, message.params)).toBe(`Too many requests: try again in ${seconds} s.`);
  });

  it('rate_limited without any wait says "in a moment"', () => {
    expect(t(apiErrorMessage(serverError('rate_limited', 429)).key)).toBe('Too many requests: try again in a moment.');
  });

  it.each([
    [{ limit: 20 }, 'A wallet can open at most 20 sub-accounts.'],
    [{ limit: 'many' }, 'This wallet has reached its sub-account limit.'],
    [undefined, 'This wallet has reached its sub-account limit.'],
  ])('account_limit with details %j reads %s', (details, text) => {
    const message = apiErrorMessage(serverError('account_limit', 422, details));
    expect(t(message.key, message.params)).toBe(text);
  });

  it.each([
    // the exchange's figures (USD x 10^6) in USD with 2 decimals, rounded half up: 1,234.565 -> 1,234.57
    [
      'insufficient_margin',
      { reason: 'insufficient_margin', collateral: '1234565000', required: '2000000000' },
      'Not enough margin: $1,234.57 of collateral for $2,000.00 required.',
    ],
    [
      'leverage_needs_margin',
      { collateral: '-177000000', required: '0' },
      'Not enough margin: -$177.00 of collateral for $0.00 required.',
    ],
    // without figures (an older server), or with figures of the wrong shape: the plain message
    ['insufficient_margin', { reason: 'insufficient_margin' }, 'Insufficient margin for this request.'],
    ['insufficient_margin', { collateral: '1.5', required: '2' }, 'Insufficient margin for this request.'],
  ])('%s with details %j reads %s', (code, details, text) => {
    const message = apiErrorMessage(serverError(code, 400, details));
    expect(t(message.key, message.params)).toBe(text);
  });

  it.each([
    ['network', 0, 'Network error: the server could not be reached'],
    ['timeout', 0, 'The exchange took too long to answer.'],
    ['aborted', 0, 'The request was cancelled.'],
    ['http', 502, 'Bad Gateway'],
    ['http', 503, 'Service Unavailable'],
    ['http', 418, 'Generic Error'],
    ['a_code_from_a_newer_server', 404, 'Not Found'],
    ['a_code_from_a_newer_server', 599, 'Generic Error'],
  ])('client or bare failure %s (%i) reads %s', (code, status, text) => {
    const error = new ApiError({ code, message: '', url: '', status, statusText: '', data: 'junk' });
    expect(t(apiErrorMessage(error).key)).toBe(text);
  });

  it.each([
    [
      'a contract violation',
      new ContractError({ message: '', url: '', status: 200, statusText: '', data: 1, path: [] }),
    ],
    ['a plain Error', new Error('boom')],
    ['a thrown string', 'boom'],
    ['null', null],
  ])('%s never throws and gets a message', (_name, error) => {
    expect(() => t(apiErrorMessage(error).key)).not.toThrow();
  });

  it('reads the Retry-After header of a real 429 answer', async () => {
    const client = new ExchangeClient({
      baseUrl: 'http://x',
      fetch: (async () =>
        new Response('{"error":{"code":"rate_limited","message":"slow down"}}', {
          status: 429,
          headers: { 'retry-after': '7' },
        })) as unknown as typeof fetch,
    });
    const error = await client.getTime().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'rate_limited', retryAfterMs: 7000 });
    expect(t(apiErrorMessage(error).key, apiErrorMessage(error).params)).toBe('Too many requests: try again in 7 s.');
  });
});
