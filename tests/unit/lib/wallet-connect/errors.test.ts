import { describe, expect, it } from 'vitest';
import {
  WALLET_CONNECT_MESSAGES,
  WalletConnectError,
  type WalletConnectErrorCode,
  WalletStandardError,
} from '#lib/wallet-connect/errors.ts';

describe.each([
  ['unauthorized', 4100, 'Unauthorized', 'The requested method and/or account has not been authorized by the user.'],
  ['unsupported', 4200, 'Unsupported', 'The requested feature is not supported.'],
  ['internal', -30001, 'Internal error', 'Something went wrong within the wallet.'],
] as const)('WalletStandardError %s', (kind, code, status, message) => {
  const error = new WalletStandardError(kind);
  it(`has code ${code}, status "${status}" and the spec's exact message`, () => {
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
  });
  it('is an Error named WalletStandardError', () => {
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('WalletStandardError');
    expect(String(error)).toBe(`WalletStandardError: ${message}`);
  });
});

describe.each([
  ['timeout', 'Timeout'],
  ['unauthorized', 'Unauthorized'],
  ['popup_blocked', "Couldn't open prompt"],
  ['request_failed', 'Failed creating the wallet request'],
  ['unexpected_request', 'Unexpected request'],
  ['invalid_response', 'Invalid wallet response'],
] as const satisfies readonly (readonly [WalletConnectErrorCode, string])[])(
  'WalletConnectError %s',
  (code, message) => {
    it(`carries the code and the spec's message "${message}"`, () => {
      const cause = new Error('underlying');
      const error = new WalletConnectError(code, { cause });
      expect(error).toMatchObject({ name: 'WalletConnectError', code, message, cause });
      expect(WALLET_CONNECT_MESSAGES[code]).toBe(message);
    });
  },
);
