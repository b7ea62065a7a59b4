import { describe, expect, it } from 'vitest';
import { isMessageKey, t } from '#lib/i18n/index.ts';
import { WALLET_STANDARD_ERRORS, WalletConnectError } from '#lib/wallet-connect/errors.ts';
import { approvedOrThrow, toWalletError, WalletError, type WalletErrorCode } from '#lib/wallets/errors.ts';

const coded = (code: number) => Object.assign(new Error('x'), { code });

describe('toWalletError', () => {
  it.each([
    ['4100', coded(4100), 'unauthorized', WALLET_STANDARD_ERRORS.unauthorized.message],
    ['4200', coded(4200), 'unsupported', WALLET_STANDARD_ERRORS.unsupported.message],
    ['-30001', coded(-30001), 'internal', WALLET_STANDARD_ERRORS.internal.message],
    ['the older 4001 rejection', coded(4001), 'user_rejected', 'User rejected transaction'],
    ['a blocked popup', new WalletConnectError('popup_blocked'), 'prompt_popup_blocked', "Couldn't open prompt"],
    ['a prompt timeout', new WalletConnectError('timeout'), 'prompt_timeout', 'Timeout'],
    ['anything else', new Error('boom'), 'sign_error', 'The wallet could not sign'],
  ] as const)('%s -> %s', (_label, thrown, code, message) => {
    const error = toWalletError(thrown, 'sign_error');
    expect([error.name, error.code, error.message, error.cause]).toEqual(['WalletError', code, message, thrown]);
    expect(t(error.messageKey)).toBe(message);
  });
});

describe('approvedOrThrow', () => {
  it('gives the approved args', () => expect(approvedOrThrow({ status: 'Approved', args: 7 }, 'sign_error')).toBe(7));
  it('turns the {status:"Rejected"} value into user_rejected', () => {
    expect(() => approvedOrThrow({ status: 'Rejected' }, 'sign_error')).toThrow('User rejected transaction');
  });
  it('turns a malformed answer into the fallback', () => {
    expect(() => approvedOrThrow(undefined, 'connection_failed')).toThrow(
      expect.objectContaining({ code: 'connection_failed' }),
    );
  });
});

describe('every wallet error has a message key in the catalogue (SPEC 8 names)', () => {
  const codes: [WalletErrorCode, string][] = [
    ['wallet_not_found', 'Wallet not found'],
    ['no_adapter', 'No adapter found'],
    ['not_connected', 'No wallet connected'],
    ['not_ready', 'Wallet not ready'],
    ['account_error', 'The wallet account could not be read'],
    ['config_error', 'The wallet is not configured for this app'],
    ['sign_error', 'The wallet could not sign'],
    ['connection_failed', 'The wallet returned no account'],
    ['user_rejected', 'User rejected transaction'],
    ['solana_deposits_unsupported', 'Solana deposits are not supported yet'],
    ['prompt_unauthorized', 'Unauthorized'],
    ['prompt_request_failed', 'Failed creating the wallet request'],
  ];
  it.each(codes)('%s: %s', (code, message) => {
    const error = new WalletError(code);
    expect(isMessageKey(error.messageKey)).toBe(true);
    expect(t(error.messageKey)).toBe(message);
  });
});
