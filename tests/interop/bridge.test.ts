import { WebWalletTransport } from '@aptos-connect/web-transport';
import * as PeerBridge from '@telegram-apps/bridge';
import * as PeerParse from '@telegram-apps/transformers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgeHostWindow } from '../../src/lib/wallet-connect/bridge/environment.ts';
import { BRIDGE_ERROR_TYPES, BridgeError } from '../../src/lib/wallet-connect/bridge/errors.ts';
import { parseBridgeMessage, subscribeBridgeEvents } from '../../src/lib/wallet-connect/bridge/messages.ts';
import { MINI_APP_HOST_ORIGIN, postBridgeEvent } from '../../src/lib/wallet-connect/bridge/post-event.ts';
import { decodePopupRequest } from '../../src/lib/wallet-connect/popup-request.ts';
import { serializeWalletRequest } from '../../src/lib/wallet-connect/serialize/requests.ts';
import { MiniAppTransport } from '../../src/lib/wallet-connect/transport/miniapp.ts';
import { STORAGE_KEYS } from '../../src/lib/storage/keys.ts';
import * as F from '../unit/lib/wallet-connect/fixtures.ts';

// The peer bridge reads the global `window` on every call; each test stubs it with a recording fake.
afterEach(() => {
  PeerBridge.resetPackageState();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

type Channel = 'proxy' | 'iframe' | 'iframe, top unreadable' | 'external.notify' | 'none';

/** A window offering one bridge channel; every call any channel receives is recorded in order. */
function recordingWindow(channel: Channel) {
  const calls: unknown[][] = [];
  const record = (name: string) =>
    function (this: unknown, ...args: unknown[]) {
      calls.push([name, this === proxy || this === external ? 'bound' : 'unbound', ...args]);
    };
  const proxy = { postEvent: record('proxy.postEvent') };
  const external = { notify: record('external.notify') };
  const self = {};
  const host = {
    // A proxy that cannot carry events still marks the environment, but the bridge must fall through.
    TelegramWebviewProxy: channel === 'proxy' ? proxy : channel === 'none' ? { postEvent: 'nope' } : undefined,
    self,
    get top() {
      if (channel === 'iframe, top unreadable') throw new Error('SecurityError');
      return channel.startsWith('iframe') ? {} : self;
    },
    parent: { postMessage: (...args: unknown[]) => calls.push(['parent.postMessage', ...args]) },
    external: channel === 'external.notify' ? external : {},
  };
  return { host, calls };
}

/** Runs `post` and returns what it threw (or undefined). */
function thrown(post: () => void): unknown {
  try {
    post();
  } catch (error) {
    return error;
  }
  return undefined;
}

const PARAMS = { path_full: '/AptosConnectBot/AptosConnect?startapp=prompt_appleeyJib2R5Ijoi' };

describe('posting a bridge event', () => {
  it('the default target origin and the error types are the peer ones', () => {
    expect(MINI_APP_HOST_ORIGIN).toBe(PeerBridge.$targetOrigin());
    expect(BRIDGE_ERROR_TYPES).toEqual({
      unknown_environment: PeerBridge.ERR_UNKNOWN_ENV,
      parse_failure: PeerParse.ERR_PARSE,
      unexpected_type: PeerParse.ERR_UNEXPECTED_TYPE,
      invalid_value: PeerParse.ERR_INVALID_VALUE,
      unexpected_value: PeerParse.ERR_UNEXPECTED_VALUE,
    });
  });

  it.each<Channel>(['proxy', 'iframe', 'iframe, top unreadable', 'external.notify'])(
    '%s: same calls, same bytes as the peer postEvent',
    (channel) => {
      const peer = recordingWindow(channel);
      vi.stubGlobal('window', peer.host);
      PeerBridge.postEvent('web_app_open_tg_link', PARAMS);
      const ours = recordingWindow(channel);
      postBridgeEvent(ours.host as BridgeHostWindow, 'web_app_open_tg_link', PARAMS);
      expect(peer.calls).toHaveLength(1);
      expect(ours.calls).toEqual(peer.calls);
    },
  );

  it('no channel: the same error type and message as the peer, nothing posted', () => {
    const peer = recordingWindow('none');
    vi.stubGlobal('window', peer.host);
    const peerError = thrown(() =>
      PeerBridge.postEvent('web_app_open_tg_link', PARAMS),
    ) as PeerBridge.TypedError<string>;
    const ours = recordingWindow('none');
    const ourError = thrown(() =>
      postBridgeEvent(ours.host as BridgeHostWindow, 'web_app_open_tg_link', PARAMS),
    ) as BridgeError;
    expect(peerError.type).toBe('ERR_UNKNOWN_ENV');
    expect(ourError).toBeInstanceOf(BridgeError);
    expect([ourError.type, ourError.message, ourError.cause]).toEqual([
      peerError.type,
      peerError.message,
      peerError.cause,
    ]);
    expect([peer.calls, ours.calls]).toEqual([[], []]);
  });
});

/** A parse error and its causes as [type, message], the root non-typed cause as its class name. */
function chain(error: unknown): unknown[] {
  const links: unknown[] = [];
  for (let link = error as Error | undefined; link !== undefined; link = link.cause as Error | undefined) {
    const type = (link as { type?: unknown }).type;
    links.push(typeof type === 'string' ? [type, link.message] : link.constructor.name);
  }
  return links;
}

describe('parsing incoming bridge messages, against the peer miniAppsMessage parser', () => {
  it.each<[string, unknown]>([
    ['a JSON string', '{"eventType":"theme_changed","eventData":{"theme_params":{"bg_color":"#fff"}}}'],
    ['an object', { eventType: 'visibility_changed', eventData: { is_visible: true } }],
    ['no eventData', '{"eventType":"main_button_pressed"}'],
    ['null eventData', { eventType: 'e', eventData: null }],
    ['a numeric eventType', { eventType: 5, eventData: [1] }],
    ['text that is not JSON', '{eventType'],
    ['the empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['an array', '[1]'],
    ['a number', 42],
    ['a missing eventType', { eventData: 1 }],
    ['an object eventType', '{"eventType":{"a":1}}'],
    ['a boolean eventType', { eventType: true }],
    ['a null eventType', { eventType: null }],
  ])('%s: same value or same error chain', (_label, input) => {
    const peer = (() => {
      try {
        return { value: PeerParse.miniAppsMessage()(input) };
      } catch (error) {
        return { error: chain(error) };
      }
    })();
    const ours = (() => {
      try {
        return { value: parseBridgeMessage(input) };
      } catch (error) {
        expect(error).toBeInstanceOf(BridgeError);
        return { error: chain(error) };
      }
    })();
    expect(ours).toStrictEqual(peer);
  });

  it('listening: the same events reach the listener as reach the peer subscriber (parent only, non-bridge ignored)', () => {
    const parent = {};
    const listeners = new Set<(event: MessageEvent) => void>();
    const host = {
      parent,
      addEventListener: (_type: string, fn: (event: MessageEvent) => void) => void listeners.add(fn),
      removeEventListener: (_type: string, fn: (event: MessageEvent) => void) => void listeners.delete(fn),
    };
    vi.stubGlobal('window', host);
    const peerSeen: unknown[] = [];
    PeerBridge.subscribe((event) => peerSeen.push(event));
    const ourSeen: unknown[] = [];
    subscribeBridgeEvents(host, ({ eventType, eventData }) => ourSeen.push([eventType, eventData]));
    expect(listeners.size).toBe(2);
    const messages: [unknown, unknown][] = [
      ['{"eventType":"visibility_changed","eventData":{"is_visible":false}}', parent],
      ['{"eventType":"theme_changed","eventData":{}}', {}],
      ['not json', parent],
      [{ __messageType: 'PromptConnectionRequest' }, parent],
      [{ eventType: 'main_button_pressed' }, parent],
      [{ eventType: 'settings_button_pressed', eventData: 'x' }, parent],
    ];
    for (const [data, source] of messages) listeners.forEach((fn) => fn({ data, source } as MessageEvent));
    expect(peerSeen).toHaveLength(3);
    expect(ourSeen).toEqual(peerSeen);
  });
});

const ORIGIN = 'https://wallet.example.test';
const PEER_KEY_STORAGE = '@aptos-connect/client-identity-key';

/** A native-client window for the peer transport: proxy, localStorage, focus listeners; calls recorded. */
function webviewWindow() {
  const events: unknown[][] = [];
  const store = new Map<string, string>();
  const host = {
    TelegramWebviewProxy: { postEvent: (...args: unknown[]) => void events.push(args) },
    self: {},
    top: {},
    parent: { postMessage: () => undefined },
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  return { host, events, store };
}

/** A wallet host answering at once; calls recorded with the method upper-cased (fetch normalizes it). */
function walletHostFetch() {
  const calls: unknown[] = [];
  const fetchImpl = async (url: string | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(url),
      method: (init.method ?? 'GET').toUpperCase(),
      headers: init.headers,
      body: init.body,
    });
    return init.method?.toUpperCase() === 'POST'
      ? new Response('{}', { status: 201 })
      : new Response(JSON.stringify({ data: { body: 'AQk=' } }));
  };
  return { calls, fetch: fetchImpl as typeof fetch };
}

describe('the mini-app flow, against the peer WebWalletTransport in a native client', () => {
  it.each([
    ['a short request (inline in the start parameter)', 2],
    ['a long request (uploaded first, start parameter without body)', 900],
  ])('%s: same bridge event bytes, same wallet host calls, same answer', async (_label, messageLength) => {
    vi.useFakeTimers({ now: 1_700_000_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const request = serializeWalletRequest({
      name: 'signMessage',
      version: 2,
      dappInfo: F.DAPP,
      args: {
        signerAddress: F.ADDRESS,
        chainId: 2,
        nonce: Uint8Array.of(1, 2),
        message: F.filled(0x68, messageLength),
      },
    });

    const peerWindow = webviewWindow();
    const peerHost = walletHostFetch();
    vi.stubGlobal('window', peerWindow.host);
    vi.stubGlobal('fetch', peerHost.fetch);
    const peerPending = new WebWalletTransport(ORIGIN, 'apple').sendRequest(request);
    await vi.advanceTimersByTimeAsync(3000);
    const peerAnswer = await peerPending;
    vi.unstubAllGlobals();

    // Same identity key (the peer's stored AIP-80 form), request id and clock for our transport.
    const [[method, json]] = peerWindow.events as [[string, string]];
    const startParam = new URL(JSON.parse(json).path_full, 'https://t.me').searchParams.get('startapp') ?? '';
    const { id, timestamp } = decodePopupRequest(startParam.slice('prompt_apple'.length));
    const ourWindow = webviewWindow();
    const ourHost = walletHostFetch();
    const ourPending = new MiniAppTransport({
      walletOrigin: ORIGIN,
      provider: 'apple',
      storage: F.memoryStorage({ [STORAGE_KEYS.clientIdentityKey]: peerWindow.store.get(PEER_KEY_STORAGE) ?? '' }),
      fetch: ourHost.fetch,
      randomUUID: () => id,
      now: () => timestamp,
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as number),
      isForeground: () => false,
      onFocus: () => () => undefined,
      window: ourWindow.host,
    }).request(request);
    await vi.advanceTimersByTimeAsync(3000);
    const ourAnswer = await ourPending;

    expect(method).toBe('web_app_open_tg_link');
    expect(ourWindow.events).toEqual(peerWindow.events);
    expect(ourHost.calls).toEqual(peerHost.calls);
    expect(peerHost.calls).toHaveLength(messageLength > 100 ? 2 : 1);
    expect(ourAnswer).toEqual({ data: new Uint8Array(peerAnswer.data) });
  });

  it('a native client whose proxy cannot post: both reject with the unknown-environment error', async () => {
    const request = serializeWalletRequest({
      name: 'signMessage',
      version: 2,
      dappInfo: F.DAPP,
      args: { chainId: 2, nonce: Uint8Array.of(1), message: Uint8Array.of(2) },
    });
    const peerWindow = webviewWindow();
    // Not an iframe (self is top) and no external.notify: the proxy was the only possible channel.
    const broken = { ...peerWindow.host, TelegramWebviewProxy: {}, top: peerWindow.host.self, external: {} };
    vi.stubGlobal('window', broken);
    vi.stubGlobal('fetch', walletHostFetch().fetch);
    const peerError = (await new WebWalletTransport(ORIGIN, 'google')
      .sendRequest(request)
      .catch((error: unknown) => error)) as PeerBridge.TypedError<string>;
    vi.unstubAllGlobals();
    const ourError = (await new MiniAppTransport({
      walletOrigin: ORIGIN,
      provider: 'google',
      storage: F.memoryStorage(),
      fetch: walletHostFetch().fetch,
      randomUUID: () => 'id',
      now: () => 0,
      setTimeout,
      clearTimeout: () => undefined,
      isForeground: () => true,
      onFocus: () => () => undefined,
      window: { ...broken },
    })
      .request(request)
      .catch((error: unknown) => error)) as BridgeError;
    expect(peerError.type).toBe('ERR_UNKNOWN_ENV');
    expect(ourError).toBeInstanceOf(BridgeError);
    expect([ourError.type, ourError.message]).toEqual([peerError.type, peerError.message]);
  });
});
