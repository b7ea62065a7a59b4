import { Ed25519Account, Ed25519PrivateKey } from '@aptos-labs/ts-sdk';
import { describe, expect, it } from 'vitest';
import { approveRequest } from '#server/wallet-host/answer.ts';
import { deserializeWalletResponse } from '#lib/wallet-connect/serialize/responses.ts';

const account = new Ed25519Account({ privateKey: new Ed25519PrivateKey(new Uint8Array(32).fill(4)) });
const dappInfo = { domain: 'http://127.0.0.1:4321', name: 'Perps' };

describe('the dev wallet answers sign-in in the layout of the request version', () => {
  it.each([
    [1, 1, true],
    [2, 2, false],
    [3, 2, false],
  ] as const)('sign-in v%i is answered in the v%i layout', async (version, layout, hasPlainText) => {
    const request = {
      name: 'signIn',
      version,
      dappInfo,
      args: { input: { nonce: 'n-1' }, network: 'testnet' },
    } as const;
    const response = await approveRequest(request, account, 'google', {});
    const decoded = deserializeWalletResponse('signIn', response, layout);
    if (decoded.status !== 'approved') throw new Error('expected an approval');
    expect(decoded.args.account.address.equals(account.accountAddress)).toBe(true);
    expect(decoded.args.input).toEqual({ nonce: 'n-1' });
    expect(decoded.args.plainText !== undefined).toBe(hasPlainText);
    // the other layout does not read these bytes to the end with the same values
    expect(() => deserializeWalletResponse('signIn', response, layout === 1 ? 2 : 1)).toThrow();
  });
});
