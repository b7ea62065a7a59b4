/** The page's Google / Apple adapter picks its prompt per SPEC 4: the mini-app link inside the messaging app, else the popup. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserWalletDiscovery } from '#lib/wallets/browser.ts';
import { browserSocialAdapter } from '#lib/wallets/social-browser.ts';
import { memoryStorage } from '../wallet-connect/fixtures.ts';

const CONFIG = {
  walletOrigin: 'http://127.0.0.1:8787',
  dappInfo: { domain: 'http://127.0.0.1:4321', name: 'Perps' },
  chainId: 4,
  icons: { google: 'data:,g', apple: 'data:,a' },
};
const DOCUMENT = {
  visibilityState: 'visible',
  hasFocus: () => true,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
};

function fakeWindow(extra: Record<string, unknown> = {}) {
  const open = vi.fn(() => null); // a blocked popup ends the call at once
  const window = {
    open,
    screenLeft: 0,
    screenTop: 0,
    outerWidth: 1000,
    outerHeight: 800,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    setInterval: () => 1,
    clearInterval: () => undefined,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (h: ReturnType<typeof setTimeout>) => clearTimeout(h),
    localStorage: memoryStorage(),
    location: { host: '127.0.0.1:4321', origin: 'http://127.0.0.1:4321' },
    fetch: vi.fn(async () => new Response('{}', { status: 404 })),
    crypto: { randomUUID: () => '00000000-0000-4000-8000-000000000001' },
    self: 1,
    top: 1,
    parent: { postMessage: vi.fn() },
    ...extra,
  };
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', DOCUMENT);
  return { open };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('browserSocialAdapter', () => {
  it('opens the popup prompt of its provider in a browser', async () => {
    const { open } = fakeWindow();
    await expect(browserSocialAdapter('apple', CONFIG).connect()).rejects.toMatchObject({
      code: 'prompt_popup_blocked',
    });
    expect(open).toHaveBeenCalledWith(`${CONFIG.walletOrigin}/prompt/?provider=apple`, undefined, expect.any(String));
  });

  it('inside the messaging app, opens the wallet bot through the bridge instead', async () => {
    vi.useFakeTimers();
    const postEvent = vi.fn();
    const { open } = fakeWindow({ TelegramWebviewProxy: { postEvent } });
    void browserSocialAdapter('apple', CONFIG)
      .connect()
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(open).not.toHaveBeenCalled();
    expect(postEvent).toHaveBeenCalledWith('web_app_open_tg_link', expect.stringContaining('startapp=prompt_apple'));
  });

  it('discovery outside a browser is "Wallet not ready"', () => {
    expect(() => browserWalletDiscovery()).toThrow(
      expect.objectContaining({ code: 'not_ready', message: expect.stringMatching(/^Wallet not ready/) }),
    );
  });
});
