import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WalletConnectError } from '#lib/wallet-connect/errors.ts';
import { popupFeatures, promptUrl, PopupTransport, type PopupHostWindow } from '#lib/wallet-connect/transport/popup.ts';

const ORIGIN = 'http://127.0.0.1:8787';
const request = { name: 'signMessage', version: 2, data: Uint8Array.of(1) };

function fakeHost(openResult: 'popup' | 'blocked' = 'popup') {
  const popup = { closed: false, postMessage: vi.fn() };
  const listeners = new Set<(event: MessageEvent) => void>();
  const open = vi.fn(() => (openResult === 'popup' ? popup : null));
  const host = {
    open,
    screenLeft: 100,
    screenTop: 50,
    outerWidth: 1465,
    outerHeight: 1095,
    addEventListener: (_type: string, fn: (event: MessageEvent) => void) => listeners.add(fn),
    removeEventListener: (_type: string, fn: (event: MessageEvent) => void) => listeners.delete(fn),
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (id: number) => clearInterval(id),
  } as unknown as PopupHostWindow;
  const send = (data: unknown, source: unknown = popup, origin = ORIGIN) =>
    listeners.forEach((fn) => fn({ data, source, origin } as MessageEvent));
  return { host, popup, open, listeners, send };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('popup transport', () => {
  it('opens the prompt centred on the opener, 465 x 695, as a popup', () => {
    const { host, open } = fakeHost();
    void new PopupTransport({ walletOrigin: ORIGIN, provider: 'apple', window: host }).request(request);
    expect(open).toHaveBeenCalledWith(
      `${ORIGIN}/prompt/?provider=apple`,
      undefined,
      'height=695, left=600, popup=true, top=250, width=465',
    );
    expect(promptUrl(ORIGIN, 'google')).toBe(`${ORIGIN}/prompt/?provider=google`);
    expect(popupFeatures({ screenLeft: 0, screenTop: 0, outerWidth: 465, outerHeight: 695 })).toBe(
      'height=695, left=0, popup=true, top=0, width=465',
    );
  });

  it('opens the google prompt when no provider is given, never provider=undefined', () => {
    const { host, open } = fakeHost();
    void new PopupTransport({ walletOrigin: ORIGIN, window: host }).request(request);
    expect(open).toHaveBeenCalledWith(`${ORIGIN}/prompt/?provider=google`, undefined, expect.any(String));
    expect(promptUrl(ORIGIN, undefined)).toBe(`${ORIGIN}/prompt/?provider=google`);
  });

  it('answers the connection request with the serialized request and resolves with the approval', async () => {
    const { host, popup, send, listeners } = fakeHost();
    const pending = new PopupTransport({ walletOrigin: ORIGIN, provider: 'google', window: host }).request(request);
    send({ __messageType: 'PromptConnectionRequest' });
    expect(popup.postMessage).toHaveBeenCalledWith(
      { __messageType: 'PromptConnectionResponse', serializedRequest: request },
      ORIGIN,
    );
    send({ __messageType: 'PromptApprovalResponse', serializedValue: { data: Uint8Array.of(1, 9) } });
    await expect(pending).resolves.toEqual({ data: Uint8Array.of(1, 9) });
    expect(listeners.size).toBe(0);
  });

  it.each([
    ['another window', { source: {}, origin: ORIGIN }],
    ['another origin', { source: 'popup', origin: 'http://127.0.0.1:8788' }],
    ['an origin with a path prefix match', { source: 'popup', origin: `${ORIGIN}.evil.test` }],
  ])('ignores messages from %s', async (_label, from) => {
    const { host, popup, send } = fakeHost();
    const pending = new PopupTransport({ walletOrigin: ORIGIN, provider: 'google', window: host }).request(request);
    const source = from.source === 'popup' ? popup : from.source;
    send({ __messageType: 'PromptConnectionRequest' }, source, from.origin);
    send({ __messageType: 'PromptApprovalResponse', serializedValue: { data: Uint8Array.of(1) } }, source, from.origin);
    expect(popup.postMessage).not.toHaveBeenCalled();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    await expect(pending).resolves.toBe('dismissed');
  });

  it.each([
    [
      'PromptApprovalResponse',
      { __messageType: 'PromptApprovalResponse', serializedValue: { data: Uint8Array.of(0) } },
    ],
    ['PromptUnauthorizedError', { __messageType: 'PromptUnauthorizedError' }],
    ['PromptConnectionRequest', { __messageType: 'PromptConnectionRequest' }],
  ])(
    'a %s from the wallet origin but another window changes nothing; the prompt still answers',
    async (_label, forged) => {
      const { host, popup, send } = fakeHost();
      let settled: unknown = 'pending';
      const pending = new PopupTransport({ walletOrigin: ORIGIN, provider: 'google', window: host }).request(request);
      pending.then(
        (value) => (settled = value),
        (error: unknown) => (settled = error),
      );
      send(forged, { closed: false, postMessage: vi.fn() }, ORIGIN);
      await vi.advanceTimersByTimeAsync(500);
      expect(settled).toBe('pending');
      expect(popup.postMessage).not.toHaveBeenCalled();
      send({ __messageType: 'PromptApprovalResponse', serializedValue: { data: Uint8Array.of(1, 7) } });
      await expect(pending).resolves.toEqual({ data: Uint8Array.of(1, 7) });
    },
  );

  it.each([
    ['a plain array', { data: [1, 9] }],
    ['base64 text', { data: 'AQk=' }],
    ['an ArrayBuffer', { data: Uint8Array.of(1, 9).buffer }],
    ['no data', {}],
    ['no serializedValue', undefined],
  ])(
    "an approval whose data is %s rejects with invalid_response ('Invalid wallet response')",
    async (_label, serializedValue) => {
      const { host, send, listeners } = fakeHost();
      const pending = new PopupTransport({ walletOrigin: ORIGIN, provider: 'google', window: host }).request(request);
      send({ __messageType: 'PromptApprovalResponse', serializedValue });
      await expect(pending).rejects.toMatchObject({
        name: 'WalletConnectError',
        code: 'invalid_response',
        message: 'Invalid wallet response',
      });
      expect(listeners.size).toBe(0);
    },
  );

  it('resolves as dismissed on the first 500 ms poll after the prompt closes', async () => {
    const { host, popup } = fakeHost();
    let settled: unknown;
    void new PopupTransport({ walletOrigin: ORIGIN, provider: 'google', window: host })
      .request(request)
      .then((v) => (settled = v));
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).toBeUndefined();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('dismissed');
  });

  it.each([['an unauthorized message', 'unauthorized', 'Unauthorized']])(
    'rejects on %s',
    async (_label, code, message) => {
      const { host, send } = fakeHost();
      const pending = new PopupTransport({ walletOrigin: ORIGIN, provider: 'google', window: host }).request(request);
      send({ __messageType: 'PromptUnauthorizedError' });
      await expect(pending).rejects.toMatchObject({ name: 'WalletConnectError', code, message });
    },
  );

  it('rejects with popup_blocked "Couldn\'t open prompt" when window.open returns null', async () => {
    const { host } = fakeHost('blocked');
    const pending = new PopupTransport({ walletOrigin: ORIGIN, provider: 'google', window: host }).request(request);
    await expect(pending).rejects.toBeInstanceOf(WalletConnectError);
    await expect(pending).rejects.toMatchObject({ code: 'popup_blocked', message: "Couldn't open prompt" });
  });
});
