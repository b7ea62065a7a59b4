import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WalletConnectClient } from '#lib/wallet-connect/client.ts';
import { WalletConnectError } from '#lib/wallet-connect/errors.ts';
import { deserializeWalletRequest, serializeWalletRequest } from '#lib/wallet-connect/serialize/requests.ts';
import { serializeWalletResponse } from '#lib/wallet-connect/serialize/responses.ts';
import type { SigningRequestUpdate } from '#lib/wallet-connect/signing-request.ts';
import { createMemoryTransportPair, type PendingMemoryRequest } from '#lib/wallet-connect/transport/memory.ts';
import { pollUntil, type PollingEnvironment } from '#lib/wallet-connect/transport/polling.ts';
import { ADDRESS, DAPP, FEE_PAYER_ADDRESS, PAYLOAD, PUBLIC_KEY, SIGNATURE, memoryStorage } from './fixtures.ts';

const ONE = Uint8Array.of(1);

const account = { address: ADDRESS, publicKey: PUBLIC_KEY, name: 'n' };
function setup() {
  const { dapp, wallet } = createMemoryTransportPair();
  const storage = memoryStorage();
  return { client: new WalletConnectClient({ dappInfo: DAPP, transport: dapp, storage }), wallet, storage };
}

describe('WalletConnectClient', () => {
  it.each([
    ['approved connect without pairing adds the account', { status: 'approved', args: { account } }, 1],
    ['approved connect with pairing does not', { status: 'approved', args: { account, pairing: { id: 'p' } } }, 0],
    ['dismissed connect does not', { status: 'dismissed' }, 0],
  ] as const)('%s', async (_label, answer, expectedCount) => {
    const { client, wallet } = setup();
    const result = client.connect({ dappId: 'd' });
    const pending = await wallet.nextRequest();
    expect(deserializeWalletRequest(pending.request)).toMatchObject({
      name: 'connect',
      version: 4,
      args: { dappId: 'd' },
    });
    pending.approve(serializeWalletResponse('connect', answer));
    expect((await result).status).toBe(answer.status);
    expect(await client.getConnectedAccounts()).toHaveLength(expectedCount);
    expect(await client.isConnected()).toBe(expectedCount > 0);
  });

  it('an approved sign-in v3 (answered in the v2 layout) adds the account', async () => {
    const { client, wallet } = setup();
    const result = client.signIn({ input: { nonce: 'n' }, network: 'testnet' });
    const output = { account, input: { nonce: 'n' }, signature: SIGNATURE, type: 'ed25519' };
    const pending = await wallet.nextRequest();
    expect([pending.request.name, pending.request.version]).toEqual(['signIn', 3]);
    pending.approve(serializeWalletResponse('signIn', { status: 'approved', args: output }, 2));
    expect(await result).toMatchObject({ status: 'approved', args: { input: { nonce: 'n' }, type: 'ed25519' } });
    expect((await client.getConnectedAccounts()).map((a) => a.address.toString())).toEqual([ADDRESS.toString()]);
  });

  it('a sign-in v1 request sent raw is read in the v1 layout (plain text and signing message)', async () => {
    const { client, wallet } = setup();
    const request = serializeWalletRequest({
      name: 'signIn',
      version: 1,
      dappInfo: DAPP,
      args: { input: { nonce: 'n' }, network: 'testnet' },
    });
    const result = client.sendRequest(request);
    const output = { ...{ account, input: { nonce: 'n' }, signature: SIGNATURE, type: 'ed25519' }, plainText: 'p' };
    const v1 = serializeWalletResponse(
      'signIn',
      { status: 'approved', args: { ...output, signingMessage: Uint8Array.of(1) } },
      1,
    );
    (await wallet.nextRequest()).approve(v1);
    expect(await result).toBe(v1);
    expect(await client.isConnected()).toBe(true);
  });

  it.each([
    ['connect', (c: WalletConnectClient) => c.connect()],
    ['signIn', (c: WalletConnectClient) => c.signIn({ input: { nonce: 'n' }, network: 'testnet' })],
    ['signMessage', (c: WalletConnectClient) => c.signMessage({ chainId: 4, nonce: ONE, message: ONE })],
  ])('a malformed %s answer is the invalid_response error, not a raw SDK error', async (_name, call) => {
    const { client, wallet } = setup();
    const result = call(client);
    // approved, then an account address cut short: the SDK deserializer throws on it
    (await wallet.nextRequest()).approve({ data: Uint8Array.of(1, 7, 7) });
    await expect(result).rejects.toMatchObject({ name: 'WalletConnectError', code: 'invalid_response' });
    expect(await client.isConnected()).toBe(false);
  });

  it('disconnect removes the first connected account, locally, and returns an empty response', async () => {
    const { client, wallet } = setup();
    for (const address of [ADDRESS, FEE_PAYER_ADDRESS]) {
      const result = client.connect();
      (await wallet.nextRequest()).approve(
        serializeWalletResponse('connect', { status: 'approved', args: { account: { ...account, address } } }),
      );
      await result;
    }
    expect(await client.disconnect()).toEqual({});
    expect((await client.getConnectedAccounts()).map((a) => a.address.toString())).toEqual([
      FEE_PAYER_ADDRESS.toString(),
    ]);
    expect(await client.disconnect()).toEqual({});
    expect(await client.disconnect()).toEqual({});
    expect(await client.isConnected()).toBe(false);
  });

  it('a closed prompt is a dismissed value, not an error', async () => {
    const { client, wallet } = setup();
    const result = client.signMessage({ chainId: 4, nonce: Uint8Array.of(1), message: Uint8Array.of(2) });
    (await wallet.nextRequest()).dismiss();
    await expect(result).resolves.toEqual({ status: 'dismissed' });
  });

  it("rejects an unknown serialized request with 'Unexpected request'", () => {
    const { client } = setup();
    expect(() => client.sendRequest({ name: 'transfer', version: 1, data: new Uint8Array() })).toThrow(
      'Unexpected request',
    );
  });
});

describe('signing request statuses', () => {
  function reporting() {
    const { dapp, wallet } = createMemoryTransportPair();
    const updates: SigningRequestUpdate[] = [];
    const config = {
      dappInfo: DAPP,
      transport: dapp,
      storage: memoryStorage(),
      onSigningRequest: updates.push.bind(updates),
    };
    return { client: new WalletConnectClient(config), wallet, updates };
  }
  const message = { chainId: 4, nonce: ONE, message: ONE };
  it.each([
    [
      'approved',
      (p: PendingMemoryRequest) =>
        p.approve(
          serializeWalletResponse('signMessage', {
            status: 'approved',
            args: { fullMessage: 'm', signature: SIGNATURE },
          }),
        ),
      'APPROVED',
    ],
    ['dismissed', (p: PendingMemoryRequest) => p.dismiss(), 'REJECTED'],
    ['undecodable', (p: PendingMemoryRequest) => p.approve({ data: Uint8Array.of(1) }), 'INVALID'],
    ['never delivered', (p: PendingMemoryRequest) => p.fail(new WalletConnectError('popup_blocked')), 'CANCELLED'],
  ] as const)('a %s message request goes PENDING then %s', async (_label, answer, final) => {
    const { client, wallet, updates } = reporting();
    const result = client.signMessage(message).catch(() => undefined);
    answer(await wallet.nextRequest());
    await result;
    expect(updates.map((u) => [u.type, u.status])).toEqual([
      ['SIGN_MESSAGE', 'PENDING'],
      ['SIGN_MESSAGE', final],
    ]);
    expect(updates[0]?.id).toBe(updates[1]?.id);
  });
  it('types each signing request and leaves connect unreported', async () => {
    const { client, wallet, updates } = reporting();
    const connect = client.connect();
    (await wallet.nextRequest()).dismiss();
    await connect;
    const signed = client.signTransaction({ payload: PAYLOAD });
    (await wallet.nextRequest()).dismiss();
    await signed;
    const submitted = client.signAndSubmitTransaction({ payload: PAYLOAD });
    (await wallet.nextRequest()).dismiss();
    await submitted;
    expect(updates.filter((u) => u.status === 'PENDING').map((u) => u.type)).toEqual([
      'SIGN_TRANSACTION',
      'SIGN_AND_SUBMIT_TRANSACTION',
    ]);
  });
});

describe('response polling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  function env(foreground: boolean) {
    let focus: (() => void) | undefined;
    const environment: PollingEnvironment = {
      now: () => Date.now(),
      setTimeout: (cb, ms) => setTimeout(cb, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      isForeground: () => foreground,
      onFocus: (cb) => ((focus = cb), () => (focus = undefined)),
    };
    return { environment, focus: () => focus?.() };
  }
  it.each([
    ['foreground', true, 2000],
    ['background', false, 3000],
  ])('polls every %s interval', async (_label, foreground, interval) => {
    const attempt = vi.fn(async () => undefined);
    void pollUntil(env(foreground).environment, attempt).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(interval - 1);
    expect(attempt).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(interval);
    expect(attempt).toHaveBeenCalledTimes(2);
  });
  it('polls 300 ms after the page regains focus', async () => {
    const attempt = vi.fn(async () => undefined);
    const { environment, focus } = env(false);
    void pollUntil(environment, attempt).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    focus();
    await vi.advanceTimersByTimeAsync(299);
    expect(attempt).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
  it("gives up after 5 minutes with 'Timeout'", async () => {
    const result = pollUntil(env(true).environment, async () => undefined);
    const settled = expect(result).rejects.toMatchObject({
      name: 'WalletConnectError',
      code: 'timeout',
      message: 'Timeout',
    });
    await vi.advanceTimersByTimeAsync(5 * 60_000 + 2000);
    await settled;
  });
});
