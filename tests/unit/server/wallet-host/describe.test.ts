import { describe, expect, it } from 'vitest';
import {
  deserializeWalletRequest,
  serializeWalletRequest,
  type WalletRequest,
} from '#lib/wallet-connect/serialize/requests.ts';
import { describeRequest } from '#server/wallet-host/describe.ts';
import { ADDRESS, DAPP, PAYLOAD, PAYLOAD_INPUT } from '#tests/unit/lib/wallet-connect/fixtures.ts';

const FROM = 'Perp (https://a.io)';
const TRANSFER = 'Calls 0x1::aptos_account::transfer';
const text = (value: string) => new TextEncoder().encode(value);

describe('prompt description in plain words', () => {
  it.each([
    [
      'connect',
      { name: 'connect', version: 4, dappInfo: DAPP, args: {} },
      'Connect account',
      [`${FROM} wants to see your account address.`],
    ],
    [
      'signIn',
      { name: 'signIn', version: 1, dappInfo: DAPP, args: { input: { nonce: 'n-7' }, network: 'testnet' } },
      'Sign in',
      [`${FROM} asks you to sign in on testnet.`, 'Nonce: n-7'],
    ],
    [
      'signMessage',
      {
        name: 'signMessage',
        version: 2,
        dappInfo: DAPP,
        args: { signerAddress: ADDRESS, chainId: 4, nonce: text('1'), message: text('Open BTC-PERP') },
      },
      'Sign message',
      [`${FROM} asks you to sign:`, 'Open BTC-PERP'],
    ],
    [
      'signTransaction (chain payload)',
      { name: 'signTransaction', version: 4, dappInfo: DAPP, args: { payload: PAYLOAD } },
      'Sign transaction',
      [`${FROM} asks you to sign a transaction.`, TRANSFER],
    ],
    [
      'signTransaction (payload input)',
      { name: 'signTransaction', version: 4, dappInfo: DAPP, args: { payload: PAYLOAD_INPUT } },
      'Sign transaction',
      [`${FROM} asks you to sign a transaction.`, TRANSFER],
    ],
    [
      'signAndSubmitTransaction (chain payload)',
      { name: 'signAndSubmitTransaction', version: 3, dappInfo: DAPP, args: { payload: PAYLOAD } },
      'Send transaction',
      [`${FROM} asks you to sign and send a transaction.`, TRANSFER],
    ],
    [
      'signAndSubmitTransaction (payload input)',
      { name: 'signAndSubmitTransaction', version: 3, dappInfo: DAPP, args: { payload: PAYLOAD_INPUT } },
      'Send transaction',
      [`${FROM} asks you to sign and send a transaction.`, TRANSFER],
    ],
    [
      'a locally answered request',
      { name: 'isConnected', version: 1, dappInfo: DAPP, args: undefined },
      'isConnected',
      [`${FROM} sent isConnected.`],
    ],
  ] as const)('%s', (_label, request, title, lines) => {
    const decoded = deserializeWalletRequest(serializeWalletRequest(request as WalletRequest));
    expect(describeRequest(decoded)).toEqual({ title, lines });
  });
});
