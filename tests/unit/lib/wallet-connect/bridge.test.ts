import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { isIframe, isMiniAppEnvironment, type BridgeHostWindow } from '#lib/wallet-connect/bridge/environment.ts';
import { BRIDGE_ERROR_TYPES, BridgeError } from '#lib/wallet-connect/bridge/errors.ts';
import {
  parseBridgeMessage,
  subscribeBridgeEvents,
  type BridgeEventWindow,
  type BridgeMessage,
} from '#lib/wallet-connect/bridge/messages.ts';
import { bridgeMessage, MINI_APP_HOST_ORIGIN, postBridgeEvent } from '#lib/wallet-connect/bridge/post-event.ts';

const PARAMS = { path_full: '/AptosConnectBot/AptosConnect?startapp=prompt_googleabc' };
const PARAMS_JSON = '{"path_full":"/AptosConnectBot/AptosConnect?startapp=prompt_googleabc"}';
const IFRAME_MESSAGE = `{"eventType":"web_app_open_tg_link","eventData":${PARAMS_JSON}}`;

/** A window with the given channels: a native proxy, an iframe parent, or the legacy external.notify. */
function fakeWindow(options: { proxy?: unknown; iframe?: boolean | 'throws'; notify?: boolean } = {}) {
  const parent = { postMessage: vi.fn() };
  const external = options.notify
    ? {
        notify: vi.fn(function (this: unknown) {
          return this;
        }),
      }
    : {};
  const self = {};
  const host: BridgeHostWindow = {
    ...(options.proxy === undefined ? {} : { TelegramWebviewProxy: options.proxy }),
    self,
    get top() {
      if (options.iframe === 'throws') throw new Error('SecurityError: cross-origin frame');
      return options.iframe ? {} : self;
    },
    parent,
    external,
  };
  return { host, parent, external };
}

describe('environment', () => {
  it('a real Window fits the bridge window types (checked by the type checker)', () => {
    expectTypeOf<Window>().toExtend<BridgeHostWindow>();
    expectTypeOf<Window>().toExtend<BridgeEventWindow>();
  });

  it.each([
    ['no proxy', {}, false],
    ['a proxy with postEvent', { proxy: { postEvent: () => undefined } }, true],
    // The reference client only asks whether the proxy is defined.
    ['a proxy without postEvent', { proxy: {} }, true],
    ['a null proxy', { proxy: null }, true],
    ['an iframe without proxy (the web client)', { iframe: true }, false],
  ] as const)('isMiniAppEnvironment with %s is %s', (_label, options, expected) => {
    expect(isMiniAppEnvironment(fakeWindow(options).host)).toBe(expected);
  });

  it.each([
    [false, false],
    [true, true],
    ['throws', true],
  ] as const)('isIframe when iframe=%s is %s', (iframe, expected) => {
    expect(isIframe(fakeWindow({ iframe }).host)).toBe(expected);
  });
});

describe('postBridgeEvent', () => {
  it('native client: the proxy gets the method and the params as a JSON string, called on the proxy', () => {
    const proxy = {
      postEvent: vi.fn(function (this: unknown) {
        return this;
      }),
    };
    const { host, parent } = fakeWindow({ proxy, iframe: true });
    postBridgeEvent(host, 'web_app_open_tg_link', PARAMS);
    expect(proxy.postEvent).toHaveBeenCalledExactlyOnceWith('web_app_open_tg_link', PARAMS_JSON);
    expect(proxy.postEvent.mock.results[0]?.value).toBe(proxy);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it.each([
    ['a readable top', true, undefined, MINI_APP_HOST_ORIGIN],
    ['a cross-origin top', 'throws', undefined, 'https://web.telegram.org'],
    ['a configured origin', true, 'https://web.example.test', 'https://web.example.test'],
  ] as const)(
    'web client (iframe, %s): the parent gets {eventType, eventData} as JSON',
    (_label, iframe, targetOrigin, expectedOrigin) => {
      const { host, parent } = fakeWindow({ proxy: { postEvent: 'not a function' }, iframe });
      postBridgeEvent(host, 'web_app_open_tg_link', PARAMS, targetOrigin === undefined ? {} : { targetOrigin });
      expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith(IFRAME_MESSAGE, expectedOrigin);
    },
  );

  it('legacy client: external.notify gets the same JSON, called on external', () => {
    const { host, parent, external } = fakeWindow({ notify: true });
    postBridgeEvent(host, 'web_app_open_tg_link', PARAMS);
    const notify = (external as { notify: ReturnType<typeof vi.fn> }).notify;
    expect(notify).toHaveBeenCalledExactlyOnceWith(IFRAME_MESSAGE);
    expect(notify.mock.results[0]?.value).toBe(external);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it("anywhere else: BridgeError('unknown_environment'), type and message ERR_UNKNOWN_ENV", () => {
    const { host } = fakeWindow({ proxy: {} });
    const error = (() => {
      try {
        postBridgeEvent(host, 'web_app_open_tg_link', PARAMS);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(BridgeError);
    expect(error).toMatchObject({
      name: 'BridgeError',
      code: 'unknown_environment',
      type: 'ERR_UNKNOWN_ENV',
      message: 'ERR_UNKNOWN_ENV',
    });
  });

  it.each([
    ['web_app_ready', undefined, '{"eventType":"web_app_ready"}'],
    ['web_app_open_tg_link', PARAMS, IFRAME_MESSAGE],
    [
      'web_app_setup_back_button',
      { is_visible: false },
      '{"eventType":"web_app_setup_back_button","eventData":{"is_visible":false}}',
    ],
  ])('bridgeMessage(%s)', (type, data, expected) => {
    expect(bridgeMessage(type, data)).toBe(expected);
  });
});

/** The error and its cause chain as [code, message] pairs (a non-bridge root cause as its name). */
function chain(error: unknown): (readonly [string, string] | string)[] {
  const links: (readonly [string, string] | string)[] = [];
  for (let link = error; link !== undefined; link = (link as Error).cause) {
    links.push(link instanceof BridgeError ? [link.code, link.message] : (link as Error).name);
  }
  return links;
}

const miniAppsFailed = ['parse_failure', '"miniAppsMessage" transformer failed to parse the value'] as const;
const eventTypeFailed = (received: string): ReturnType<typeof chain> => [
  miniAppsFailed,
  ['parse_failure', 'Parser for "eventType" property failed'],
  ['parse_failure', '"string" transformer failed to parse the value'],
  ['unexpected_type', `Unexpected value received: ${received}`],
];

describe('parseBridgeMessage', () => {
  it.each<[string, unknown, BridgeMessage]>([
    [
      'a JSON string',
      '{"eventType":"theme_changed","eventData":{"theme_params":{}}}',
      { eventType: 'theme_changed', eventData: { theme_params: {} } },
    ],
    [
      'an object',
      { eventType: 'visibility_changed', eventData: { is_visible: true } },
      { eventType: 'visibility_changed', eventData: { is_visible: true } },
    ],
    ['no eventData', '{"eventType":"main_button_pressed"}', { eventType: 'main_button_pressed' }],
    ['null eventData (kept)', { eventType: 'e', eventData: null }, { eventType: 'e', eventData: null }],
    ['a numeric eventType (as text)', { eventType: 5 }, { eventType: '5' }],
  ])('accepts %s', (_label, input, expected) => {
    expect(parseBridgeMessage(input)).toStrictEqual(expected);
  });

  it.each<[string, unknown, ReturnType<typeof chain>]>([
    ['text that is not JSON', '{eventType', [miniAppsFailed, ['invalid_value', ''], 'SyntaxError']],
    ['null', null, [miniAppsFailed, ['unexpected_value', 'ERR_UNEXPECTED_VALUE']]],
    ['an array', '[1]', [miniAppsFailed, ['unexpected_value', 'ERR_UNEXPECTED_VALUE']]],
    ['a number', 42, [miniAppsFailed, ['unexpected_value', 'ERR_UNEXPECTED_VALUE']]],
    ['a missing eventType', { eventData: 1 }, eventTypeFailed('undefined')],
    ['an object eventType', '{"eventType":{"a":1}}', eventTypeFailed('{"a":1}')],
    ['a boolean eventType', { eventType: true }, eventTypeFailed('true')],
  ])('rejects %s with parse_failure and the reason in its causes', (_label, input, expected) => {
    let caught: unknown;
    try {
      parseBridgeMessage(input);
    } catch (error) {
      caught = error;
    }
    expect(chain(caught)).toEqual(expected);
  });

  it('every code carries the reference type', () => {
    expect(BRIDGE_ERROR_TYPES).toEqual({
      unknown_environment: 'ERR_UNKNOWN_ENV',
      parse_failure: 'ERR_PARSE',
      unexpected_type: 'ERR_UNEXPECTED_TYPE',
      invalid_value: 'ERR_INVALID_VALUE',
      unexpected_value: 'ERR_UNEXPECTED_VALUE',
    });
  });
});

describe('subscribeBridgeEvents', () => {
  function listeningWindow() {
    const listeners = new Set<(event: MessageEvent) => void>();
    const parent = {};
    const host: BridgeEventWindow = {
      parent,
      addEventListener: (_type, fn) => void listeners.add(fn),
      removeEventListener: (_type, fn) => void listeners.delete(fn),
    };
    const send = (data: unknown, source: unknown = parent) =>
      listeners.forEach((fn) => fn({ data, source } as MessageEvent));
    return { host, listeners, send };
  }

  it('delivers parsed events from the parent and ignores other sources and non-bridge messages', () => {
    const { host, send } = listeningWindow();
    const received: BridgeMessage[] = [];
    subscribeBridgeEvents(host, (message) => received.push(message));
    send('{"eventType":"visibility_changed","eventData":{"is_visible":false}}');
    send('{"eventType":"theme_changed"}', {});
    send('not json');
    send({ __messageType: 'PromptConnectionRequest' });
    send({ eventType: 'popup_closed', eventData: { button_id: 'ok' } });
    expect(received).toEqual([
      { eventType: 'visibility_changed', eventData: { is_visible: false } },
      { eventType: 'popup_closed', eventData: { button_id: 'ok' } },
    ]);
  });

  it('the returned function unsubscribes', () => {
    const { host, listeners, send } = listeningWindow();
    const listener = vi.fn();
    const unsubscribe = subscribeBridgeEvents(host, listener);
    unsubscribe();
    send('{"eventType":"theme_changed"}');
    expect(listener).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});
