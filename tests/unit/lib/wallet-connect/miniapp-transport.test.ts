import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeHostWindow } from '#lib/wallet-connect/bridge/environment.ts';
import { BridgeError } from '#lib/wallet-connect/bridge/errors.ts';
import { bytesToBase64, bytesToBase64url, utf8 } from '#lib/wallet-connect/encoding/base64.ts';
import { encodePopupRequest, publicKeyOfSeed, signPopupRequest } from '#lib/wallet-connect/popup-request.ts';
import {
  DEFAULT_BOT_APP_PATH,
  MiniAppTransport,
  type MiniAppTransportConfig,
} from '#lib/wallet-connect/transport/miniapp.ts';
import { PromptTransport } from '#lib/wallet-connect/transport/prompt.ts';
import type { WalletTransport } from '#lib/wallet-connect/transport/types.ts';
import { STORAGE_KEYS } from '#lib/storage/keys.ts';
import { filled, memoryStorage } from './fixtures.ts';

const ORIGIN = 'http://127.0.0.1:8787';
const SEED = filled(7, 32);
const ID = '7b1c7d8e-0000-4000-8000-000000000001';
const NOW = 1_700_000_000_000;
const request = { name: 'signMessage', version: 2, data: Uint8Array.of(1, 2, 3) };
const KEY_B64URL = bytesToBase64url(publicKeyOfSeed(SEED));

/** The signed parts built by hand from the reference layout (body: base64 of JSON {data, name, version}). */
function expectedParts(body: typeof request, id = ID) {
  const signed = signPopupRequest(SEED, { id, timestamp: NOW, body });
  const bodyB64 = bytesToBase64(
    utf8(JSON.stringify({ data: bytesToBase64(body.data), name: body.name, version: body.version })),
  );
  return { bodyB64, keyB64: bytesToBase64(signed.clientIdentityKey), signatureB64: bytesToBase64(signed.signature) };
}

/** The start parameter: base64url of JSON {body?, clientIdentityKey, id, signature, timestamp}. */
function expectedStartParam(provider: string, body: typeof request, withBody = true, id = ID) {
  const { bodyB64, keyB64, signatureB64 } = expectedParts(body, id);
  const json = `{${withBody ? `"body":"${bodyB64}",` : ''}"clientIdentityKey":"${keyB64}","id":"${id}","signature":"${signatureB64}","timestamp":${NOW}}`;
  return `prompt_${provider}${bytesToBase64url(utf8(json))}`;
}

const answered = () => new Response(JSON.stringify({ data: { body: 'AQk=' } }), { status: 200 });

/** A wallet host: uploads get 201; polls get `polls` in order, the last one repeating. Records every call. */
function fakeFetch(...polls: (() => Response)[]) {
  const answers = polls.length > 0 ? polls : [answered];
  let poll = 0;
  return vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    if (init?.method === 'POST') return new Response('{}', { status: 201 });
    const answer = answers[Math.min(poll, answers.length - 1)] ?? answered;
    poll += 1;
    return answer();
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
    const answer = await new MiniAppTransport(config({ window: host, fetch: fetchImpl as typeof fetch })).request(
      request,
    );
    expect(postEvent).toHaveBeenCalledExactlyOnceWith(
      'web_app_open_tg_link',
      JSON.stringify({ path_full: `${DEFAULT_BOT_APP_PATH}?startapp=${expectedStartParam('google', request)}` }),
    );
    expect(answer).toEqual({ data: Uint8Array.of(1, 9) });
    expect(fetchImpl).toHaveBeenCalledWith(
      `${ORIGIN}/v1/dapp/clients/${KEY_B64URL}/requests/${ID}/response/`,
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('web client (iframe): posts the JSON event to the parent for the messaging web host, with the configured bot path', async () => {
    const parent = { postMessage: vi.fn() };
    const host: BridgeHostWindow = { self: {}, top: {}, parent };
    await new MiniAppTransport(config({ window: host, provider: 'apple', botAppPath: '/DevBot/Wallet' })).request(
      request,
    );
    const eventData = { path_full: `/DevBot/Wallet?startapp=${expectedStartParam('apple', request)}` };
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith(
      JSON.stringify({ eventType: 'web_app_open_tg_link', eventData }),
      'https://web.telegram.org',
    );
  });

  it('never reaches for a global window: without config.window it is an unknown environment', async () => {
    const { host, postEvent } = proxyWindow();
    vi.stubGlobal('window', host);
    await expect(new MiniAppTransport(config()).request(request)).rejects.toMatchObject({
      name: 'BridgeError',
      code: 'unknown_environment',
    });
    expect(postEvent).not.toHaveBeenCalled();
  });

  it('starts the google prompt when no provider is given', async () => {
    const { host } = proxyWindow();
    const injected = vi.fn();
    const { provider: _google, ...withoutProvider } = config({ window: host, postEvent: injected });
    await new MiniAppTransport(withoutProvider).request(request);
    expect(injected).toHaveBeenCalledExactlyOnceWith('web_app_open_tg_link', {
      path_full: `${DEFAULT_BOT_APP_PATH}?startapp=${expectedStartParam('google', request)}`,
    });
  });

  it('an injected postEvent replaces the bridge', async () => {
    const { host, postEvent } = proxyWindow();
    const injected = vi.fn();
    await new MiniAppTransport(config({ window: host, postEvent: injected })).request(request);
    expect(injected).toHaveBeenCalledExactlyOnceWith('web_app_open_tg_link', {
      path_full: `${DEFAULT_BOT_APP_PATH}?startapp=${expectedStartParam('google', request)}`,
    });
    expect(postEvent).not.toHaveBeenCalled();
  });

  it("no bridge channel: rejects with BridgeError('unknown_environment') and never polls", async () => {
    const fetchImpl = fakeFetch();
    const host: BridgeHostWindow = {
      TelegramWebviewProxy: {},
      self: {},
      get top() {
        return this.self;
      },
      parent: { postMessage: vi.fn() },
    };
    const pending = new MiniAppTransport(config({ window: host, fetch: fetchImpl as typeof fetch })).request(request);
    await expect(pending).rejects.toBeInstanceOf(BridgeError);
    await expect(pending).rejects.toMatchObject({ code: 'unknown_environment', type: 'ERR_UNKNOWN_ENV' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("no window at all (server-side render): rejects with 'unknown_environment' before touching the identity key", async () => {
    const storage = memoryStorage();
    await expect(new MiniAppTransport(config({ storage })).request(request)).rejects.toMatchObject({
      name: 'BridgeError',
      code: 'unknown_environment',
    });
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
    expect(postEvent).toHaveBeenCalledWith(
      'web_app_open_tg_link',
      JSON.stringify({ path_full: `${DEFAULT_BOT_APP_PATH}?startapp=${expectedStartParam('google', long, false)}` }),
    );
  });
});

describe('the 1024-character start parameter limit', () => {
  // 255 data bytes with a 41-character id encode to exactly 1024 characters; one more id character gives 1026
  // (base64url without padding never has a length of 4n+1, so 1026 is the shortest request over the limit).
  const body = { ...request, data: filled(0x61, 255) };
  it.each([
    ['exactly 1024 characters travel inline, nothing is uploaded', `${ID}-0041`, 1024, false],
    ['1026 characters are uploaded first, then opened without body', `${ID}-00042`, 1026, true],
  ])('%s', async (_label, id, length, uploaded) => {
    expect(encodePopupRequest(signPopupRequest(SEED, { id, timestamp: NOW, body })).length).toBe(length);
    const { host, postEvent } = proxyWindow();
    const fetchImpl = fakeFetch();
    await new MiniAppTransport(
      config({ window: host, fetch: fetchImpl as typeof fetch, randomUUID: () => id }),
    ).request(body);
    const { bodyB64, signatureB64 } = expectedParts(body, id);
    const uploads = fetchImpl.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(uploads).toEqual(
      uploaded
        ? [
            [
              `${ORIGIN}/v1/dapp/clients/${KEY_B64URL}/requests/`,
              {
                method: 'POST',
                headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
                body: `{"body":"${bodyB64}","id":"${id}","signature":"${signatureB64}","timestamp":${NOW}}`,
              },
            ],
          ]
        : [],
    );
    const path = `${DEFAULT_BOT_APP_PATH}?startapp=${expectedStartParam('google', body, !uploaded, id)}`;
    expect(postEvent).toHaveBeenCalledExactlyOnceWith('web_app_open_tg_link', JSON.stringify({ path_full: path }));
  });
});

describe('polling the wallet host for the answer', () => {
  const pollUrl = `${ORIGIN}/v1/dapp/clients/${KEY_B64URL}/requests/${ID}/response/`;
  it.each([
    ['404 (no answer yet)', () => new Response('{"error":"No response yet"}', { status: 404 })],
    ['500', () => new Response('oops', { status: 500 })],
    ['201 carrying a body', () => new Response('{"data":{"body":"AA=="}}', { status: 201 })],
    [
      'a network failure',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('keeps polling after %s, then resolves with the 200 answer', async (_label, first) => {
    const { host } = proxyWindow();
    const fetchImpl = fakeFetch(first, first, answered);
    await expect(
      new MiniAppTransport(config({ window: host, fetch: fetchImpl as typeof fetch })).request(request),
    ).resolves.toEqual({ data: Uint8Array.of(1, 9) });
    expect(fetchImpl.mock.calls).toEqual(
      Array.from({ length: 3 }, () => [pollUrl, { method: 'GET', headers: { Accept: 'application/json' } }]),
    );
  });

  it.each([
    ['an empty object', '{}'],
    ['data without body', '{"data":{}}'],
    ['data null', '{"data":null}'],
    ['a numeric body', '{"data":{"body":7}}'],
    ['a body that is not base64', '{"data":{"body":"*not base64*"}}'],
    ['JSON null', 'null'],
    ['text that is not JSON', 'approved'],
  ])("a 200 with %s is an invalid response ('Invalid wallet response'), not another poll", async (_label, text) => {
    const { host } = proxyWindow();
    const fetchImpl = fakeFetch(() => new Response(text, { status: 200 }));
    const pending = new MiniAppTransport(config({ window: host, fetch: fetchImpl as typeof fetch })).request(request);
    await expect(pending).rejects.toMatchObject({
      name: 'WalletConnectError',
      code: 'invalid_response',
      message: 'Invalid wallet response',
    });
    expect(fetchImpl).toHaveBeenCalledOnce();
  });

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers({ now: NOW }));
    afterEach(() => vi.useRealTimers());
    it("is still pending just before 5 minutes (150 polls of 2 s) and rejects with 'Timeout' at 5 minutes", async () => {
      const { host } = proxyWindow();
      const fetchImpl = fakeFetch(() => new Response('{}', { status: 404 }));
      const timers = {
        now: () => Date.now(),
        setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
        clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      };
      let settled: unknown = 'pending';
      const pending = new MiniAppTransport(
        config({ window: host, fetch: fetchImpl as typeof fetch, ...timers }),
      ).request(request);
      pending.then(
        (value) => (settled = value),
        (error: unknown) => (settled = error),
      );
      await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
      expect(settled).toBe('pending');
      expect(fetchImpl).toHaveBeenCalledTimes(149);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toMatchObject({ name: 'WalletConnectError', code: 'timeout', message: 'Timeout' });
      expect(fetchImpl).toHaveBeenCalledTimes(150);
    });
  });
});

describe('PromptTransport', () => {
  it('routes each request by the environment at that moment', async () => {
    const host: { TelegramWebviewProxy?: unknown; self: object; top: object; parent: { postMessage(): void } } = {
      self: {},
      top: {},
      parent: { postMessage: () => undefined },
    };
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
