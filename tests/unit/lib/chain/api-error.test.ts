import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorMessage, toApiError } from '../../../../src/lib/chain/api-error.ts';

describe('ApiError messages', () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [429, 'Too Many Requests'],
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
    [402, 'Generic Error'],
    [418, 'Generic Error'],
    [504, 'Generic Error'],
    [0, 'Generic Error'],
  ])('status %i -> %s', (status, message) => {
    const data = { message: 'node says', error_code: 'vm_error', vm_error_code: 6 };
    const e = new ApiError({ url: 'http://127.0.0.1:8080/v1/transactions', status, statusText: 'x', data });
    expect(apiErrorMessage(status)).toBe(message);
    expect(e.message).toBe(message);
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('ApiError');
    expect(e).toMatchObject({ url: 'http://127.0.0.1:8080/v1/transactions', status, statusText: 'x', data });
    expect(e.errorCode).toBe('vm_error');
    expect(e.vmErrorCode).toBe(6);
  });

  it.each([
    ['a string body', 'oops'],
    ['a null body', null],
    ['a body without codes', { message: 'm' }],
  ])('has no codes for %s', (_n, data) => {
    const e = new ApiError({ url: 'u', status: 500, statusText: '', data });
    expect(e.errorCode).toBeUndefined();
    expect(e.vmErrorCode).toBeUndefined();
  });

  it('passes non-API errors through unchanged', () => {
    const network = new TypeError('fetch failed');
    expect(toApiError(network)).toBe(network);
  });
});
