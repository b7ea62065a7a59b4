import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { ApiError, ContractError } from '#lib/api/errors.ts';
import { requestMessage, SIGNATURE_HEADERS } from '#lib/api/contract.ts';
import { createKeyPair, verifyText } from '#lib/api/signing.ts';

type Reply = { status: number; body: string; statusText?: string } | Error;
function fakeFetch(reply: Reply, seen: { url?: string; init?: RequestInit } = {}): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    seen.url = url;
    seen.init = init;
    if (reply instanceof Error) throw reply;
    return new Response(reply.body, { status: reply.status, statusText: reply.statusText ?? '' });
  }) as unknown as typeof fetch;
}
const client = (reply: Reply, seen?: { url?: string; init?: RequestInit }) =>
  new ExchangeClient({ baseUrl: 'http://x/', fetch: fakeFetch(reply, seen) });

describe('ExchangeClient', () => {
  it('posts to /api/<call> and returns the validated answer', async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    await expect(client({ status: 200, body: '{"time":5}' }, seen).getTime()).resolves.toEqual({ time: 5 });
    expect(seen.url).toBe('http://x/api/getTime');
    expect(seen.init?.method).toBe('POST');
  });

  describe.each([
    ['not JSON', { status: 200, body: '<html>' }, ContractError, 'bad_response', 200],
    ['a float where a string is due', { status: 200, body: '{"time":"5"}' }, ContractError, 'bad_response', 200],
    [
      'an error envelope',
      { status: 403, body: '{"error":{"code":"forbidden","message":"no"}}', statusText: 'Forbidden' },
      ApiError,
      'forbidden',
      403,
    ],
    ['a bare 502', { status: 502, body: 'bad gateway', statusText: 'Bad Gateway' }, ApiError, 'http', 502],
    ['a network failure', new TypeError('fetch failed'), ApiError, 'network', 0],
  ] as const)('answer with %s', (_n, reply, Type, code, status) => {
    it('rejects with a typed error carrying url, status and data', async () => {
      const error = await client(reply as Reply)
        .getTime()
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Type);
      expect(error).toMatchObject({ name: Type.name, code, status, url: 'http://x/api/getTime' });
    });
  });

  it('names where the response broke the contract', async () => {
    const error = (await client({ status: 200, body: '{"prices":{"BTC":{"price":1.5}}}' })
      .getPriceIndexes()
      .catch((e) => e)) as ContractError;
    expect(error.path).toEqual(['prices', 'BTC', 'price']);
  });

  it('signs session calls over call name, timestamp, nonce and the exact body', async () => {
    const key = createKeyPair();
    const seen: { url?: string; init?: RequestInit } = {};
    const signed = new ExchangeClient({
      baseUrl: 'http://x',
      fetch: fakeFetch({ status: 200, body: `{"txHash":"0x${'1'.repeat(64)}"}` }, seen),
      sessionKey: () => key,
      now: () => 1234,
    });
    await signed.setAliasName({ userId: '3', alias: 'Main' });
    const h = seen.init?.headers as Record<string, string>;
    expect(h[SIGNATURE_HEADERS.apiKey]).toBe(key.publicKey);
    expect(h[SIGNATURE_HEADERS.timestamp]).toBe('1234');
    const text = requestMessage('setAliasName', 1234, h[SIGNATURE_HEADERS.nonce]!, String(seen.init?.body));
    expect(verifyText(key.publicKey, text, h[SIGNATURE_HEADERS.signature]!)).toBe(true);
  });

  it("asks the key source for the key of the request's own account (one session key per user id)", async () => {
    const keys = new Map([
      ['3', createKeyPair()],
      ['4', createKeyPair()],
    ]);
    const asked: unknown[] = [];
    const seen: { url?: string; init?: RequestInit } = {};
    const signed = new ExchangeClient({
      baseUrl: 'http://x',
      fetch: fakeFetch({ status: 200, body: `{"txHash":"0x${'1'.repeat(64)}"}` }, seen),
      sessionKey: (request) => {
        asked.push(request);
        return (request.userId && keys.get(request.userId)) || null;
      },
    });
    await signed.setAliasName({ userId: '4', alias: 'Second' });
    expect(asked).toEqual([{ name: 'setAliasName', userId: '4' }]);
    expect((seen.init?.headers as Record<string, string>)[SIGNATURE_HEADERS.apiKey]).toBe(keys.get('4')!.publicKey);
    // an account without a key is sent unsigned (the exchange answers 401, which the app turns into its modal)
    await signed.setAliasName({ userId: '9', alias: 'Nobody' });
    expect(Object.keys(seen.init?.headers as object)).toEqual(['content-type']);
  });

  it('does not sign public calls', async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const c = new ExchangeClient({
      baseUrl: 'http://x',
      fetch: fakeFetch({ status: 200, body: '{"time":1}' }, seen),
      sessionKey: () => createKeyPair(),
    });
    await c.getTime();
    expect(Object.keys(seen.init?.headers as object)).toEqual(['content-type']);
  });
});

describe('timeouts (SPEC 9: the HTTP client has no default timeout)', () => {
  afterEach(() => vi.restoreAllMocks());

  /** A fetch that answers only when released, and rejects with the abort reason if its signal fires first. */
  function heldFetch(): { fetch: typeof fetch; release: () => void } {
    let release = () => {};
    const held = ((_url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        release = () => resolve(new Response('{"time":7}'));
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    return { fetch: held, release: () => release() };
  }

  it('sets no timer without timeoutMs, so a call waits until it settles', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { fetch, release } = heldFetch();
    const call = new ExchangeClient({ baseUrl: 'http://x', fetch }).getTime();
    release();
    await expect(call).resolves.toEqual({ time: 7 });
    expect(timeout).not.toHaveBeenCalled();
  });

  it('aborts with a typed timeout error after timeoutMs when one is given', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const error = await new ExchangeClient({ baseUrl: 'http://x', fetch: heldFetch().fetch, timeoutMs: 5 })
      .getTime()
      .catch((e: unknown) => e);
    expect(timeout).toHaveBeenCalledWith(5);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'timeout', status: 0 });
  });
});
