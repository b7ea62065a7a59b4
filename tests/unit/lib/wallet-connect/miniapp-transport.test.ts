import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgeHostWindow } from '../../../../src/lib/wallet-connect/bridge/environment.ts';
import { BridgeError } from '../../../../src/lib/wallet-connect/bridge/errors.ts';
import { bytesToBase64, bytesToBase64url, utf8 } from '../../../../src/lib/wallet-connect/encoding/base64.ts';
import { publicKeyOfSeed, signPopupRequest } from '../../../../src/lib/wallet-connect/popup-request.ts';
import { DEFAULT_BOT_APP_PATH, MiniAppTransport, type MiniAppTransportConfig } from '../../../../src/lib/wallet-connect/transport/miniapp.ts';
import { PromptTransport } from '../../../../src/lib/wallet-connect/transport/prompt.ts';
import type { WalletTransport } from '../../../../src/lib/wallet-connect/transport/types.ts';
import { STORAGE_KEYS } from '../../../../src/lib/storage/keys.ts';
import { filled, memoryStorage } from './fixtures.ts';

const ORIGIN = 'http://127.0.0.1:8787';
const SEED = filled(7, 32);
const ID = '7b1c7d8e-0000-4000-8000-000000000001';
const NOW = 1_700_000_000_000;
const request = { name: 'signMessage', version: 2, data: Uint8Array.of(1, 2, 3) };
const KEY_B64URL = bytesToBase64url(publicKeyOfSeed(SEED));

/** The start parameter built by hand from the reference layout: JSON {body, clientIdentityKey, id, signature, timestamp}. */
function expectedStartParam(provider: string, body: typeof request, withBody = true) {
  const signed = signPopupRequest(SEED, { id: ID, timestamp: NOW, body });
  const bodyB64 = bytesToBase64(utf8(JSON.stringify({ data: bytesToBase64(body.data), name: body.name, version: body.version })));
  const json =
    `{${withBody ? `"body":"${bodyB64}",` : ''}"clientIdentityKey":"${bytesToBase64(signed.clientIdentityKey)}",` +
    `"id":"${ID}","signature":"${bytesToBase64(signed.signature)}","timestamp":${NOW}}`;
  return `prompt_${provider}${bytesToBase64url(utf8(json))}`;
}

/** A wallet host that answers the poll at once; records every call. */
function fakeFetch(status = 200) {
  return vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    void url;
    if (init?.method === 'POST') return new Response('{}', { status: 201 });
    return new Response(JSON.stringify({ data: { body: 'AQk=' } }), { status });
  });
}

function config(overrides: Partial<MiniAppTransportConfig> = {}): MiniAppTransportConfig {
  return {
    walletOrigin: ORIGIN,
    provider: 'google',
    storage: memoryStorage({ [STORAGE_KEYS.clientIdentityKey]: `0x${Buffer.from(SEED).toString('hex')}` }),
    fetch: fakeFetch() as typeof fetch,
    randomUUID: () => ID,
    now: () => NOW,
    setTimeout: (callback) => setTimeout(callback, 0),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    isForeground: () => true,
    onFocus: () => () => undefined,
    ...overrides,
  };
}

function proxyWindow() {
  const postEvent = vi.fn();
  const parent = { postMessage: vi.fn() };
  const host: BridgeHostWindow = { TelegramWebviewProxy: { postEvent }, self: {}, top: {}, parent };
  return { host, postEvent, parent };
}

afterEach(() => vi.unstubAllGlobals());

describe('mini-app transport over the real bridge', () => {
  it('native client: posts web_app_open_tg_link through the proxy, then resolves with the polled answer', async () => {
    const { host, postEvent } = proxyWindow();
    const fetchImpl = fakeFetch();
    const answer = await new MiniAppTransport(config({ window: host, fetch: fetchImpl as typeof fetch })).request(request);
    expect(postEvent).toHaveBeenCalledExactlyOnceWith(
      'web_app_open_tg_link',
      JSON.stringify({ path_full: `${DEFAULT_BOT_APP_PATH}?startapp=${expectedStartParam('google', request)}` }),
    );
    expect(answer).toEqual({ data: Uint8Array.of(1, 9) });
    expect(fetchImpl).toHaveBeenCalledWith(`${ORIGIN}/v1/dapp/clients/${KEY_B64URL}/requests/${ID}/response/`, expect.objectContaining({ method: 'GET' }));
  });

  it('web client (iframe): posts the JSON event to the parent for the messaging web host, with the configured bot path', async () => {
    const parent = { postMessage: vi.fn() };
    const host: BridgeHostWindow = { self: {}, top: {}, parent };
    await new MiniAppTransport(config({ window: host, provider: 'apple', botAppPath: '/DevBot/Wallet' })).request(request);
    const eventData = { path_full: `/DevBot/Wallet?startapp=${expectedStartParam('apple', request)}` };
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith(JSON.stringify({ eventType: 'web_app_open_tg_link', eventData }), 'https://web.telegram.org');
  });

  it('uses the global window at request time when none is given', async () => {
    const { host, postEvent } = proxyWindow();
    const transport = new MiniAppTransport(config());
    vi.stubGlobal('window', host);
    await transport.request(request);
    expect(postEvent).toHaveBeenCalledOnce();
  });

  it('an injected postEvent replaces the bridge', async () => {
    const { host, postEvent } = proxyWindow();
    const injected = vi.fn();
    await new MiniAppTransport(config({ window: host, postEvent: injected })).request(request);
    expect(injected).toHaveBeenCalledExactlyOnceWith('web_app_open_tg_link', { path_full: `${DEFAULT_BOT_APP_PATH}?startapp=${expectedStartParam('google', request)}` });
    expect(postEvent).not.toHaveBeenCalled();
  });

  it("no bridge channel: rejects with BridgeError('unknown_environment') and never polls", async () => {
    const fetchImpl = fakeFetch();
    const host: BridgeHostWindow = { TelegramWebviewProxy: {}, self: {}, get top() { return this.self; }, parent: { postMessage: vi.fn() } };
    const pending = new MiniAppTransport(config({ window: host, fetch: fetchImpl as typeof fetch })).request(request);
    await expect(pending).rejects.toBeInstanceOf(BridgeError);
    await expect(pending).rejects.toMatchObject({ code: 'unknown_environment', type: 'ERR_UNKNOWN_ENV' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("no window at all (server-side render): rejects with 'unknown_environment' before touching the identity key", async () => {
    const storage = memoryStorage();
    await expect(new MiniAppTransport(config({ storage })).request(request)).rejects.toMatchObject({ name: 'BridgeError', code: 'unknown_environment' });
    expect(storage.map.size).toBe(0);
  });

  it('a request over 1024 characters is uploaded before the event, which then carries no body', async () => {
    const { host, postEvent } = proxyWindow();
    const order: string[] = [];
    postEvent.mockImplementation(() => order.push('event'));
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      order.push(init?.method ?? 'GET');
      return init?.method === 'POST' ? new Response('{}', { status: 201 }) : new Response('{"data":{"body":"AA=="}}');
    });
    const long = { ...request, data: filled(0x61, 800) };
    await new MiniAppTransport(config({ window: host, fetch: fetchImpl as typeof fetch })).request(long);
    expect(order).toEqual(['POST', 'event', 'GET']);
    expect(postEvent).toHaveBeenCalledWith('web_app_open_tg_link', JSON.stringify({ path_full: `${DEFAULT_BOT_APP_PATH}?startapp=${expectedStartParam('google', long, false)}` }));
  });
});

describe('PromptTransport', () => {
  it('routes each request by the environment at that moment', async () => {
    const host: { TelegramWebviewProxy?: unknown; self: object; top: object; parent: { postMessage(): void } } = { self: {}, top: {}, parent: { postMessage: () => undefined } };
    const popup: WalletTransport = { request: vi.fn(async () => 'dismissed' as const) };
    const miniApp: WalletTransport = { request: vi.fn(async () => ({ data: Uint8Array.of(1) })) };
    const transport = new PromptTransport({ window: host, popup, miniApp });
    await expect(transport.request(request)).resolves.toBe('dismissed');
    host.TelegramWebviewProxy = { postEvent: () => undefined };
    await expect(transport.request(request)).resolves.toEqual({ data: Uint8Array.of(1) });
    expect(popup.request).toHaveBeenCalledOnce();
    expect(miniApp.request).toHaveBeenCalledOnce();
  });
});
