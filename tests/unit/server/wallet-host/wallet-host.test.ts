import { Ed25519PublicKey, Ed25519Signature } from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletConnectClient } from '#lib/wallet-connect/client.ts';
import { MiniAppTransport } from '#lib/wallet-connect/transport/miniapp.ts';
import { serializeWalletRequest } from '#lib/wallet-connect/serialize/requests.ts';
import { deserializeWalletResponse } from '#lib/wallet-connect/serialize/responses.ts';
import { startWalletHost, type WalletHost } from '#server/wallet-host/index.ts';
import { memoryStorage } from '#tests/unit/lib/wallet-connect/fixtures.ts';

const DAPP = { domain: 'http://127.0.0.1:4321', name: 'Perp' };
let host: WalletHost;
beforeAll(async () => {
  host = await startWalletHost({ port: 0 });
});
afterAll(() => host.close());

/** A mini-app client against the host; polling timers shortened (injected), bridge events captured. */
function miniAppClient(fetchImpl: typeof fetch = fetch) {
  const opened: string[] = [];
  const waiters: ((param: string) => void)[] = [];
  let uuid = 0;
  const transport = new MiniAppTransport({
    walletOrigin: host.url,
    provider: 'apple',
    storage: memoryStorage(),
    fetch: fetchImpl,
    randomUUID: () => `00000000-0000-4000-8000-${String(++uuid).padStart(12, '0')}`,
    now: () => Date.now(),
    setTimeout: (callback) => setTimeout(callback, 5),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    isForeground: () => true,
    onFocus: () => () => undefined,
    postEvent: (_type, data) => {
      const param = decodeURIComponent(new URL(data.path_full, 'http://bot').searchParams.get('startapp') ?? '');
      const waiter = waiters.shift();
      if (waiter) waiter(param);
      else opened.push(param);
    },
  });
  // The bridge event may fire before the test asks for it (short requests open synchronously).
  const nextStartParam = () =>
    new Promise<string>((resolve) => {
      const ready = opened.shift();
      if (ready === undefined) waiters.push(resolve);
      else resolve(ready);
    });
  return {
    client: new WalletConnectClient({ dappInfo: DAPP, transport, storage: memoryStorage() }),
    opened,
    nextStartParam,
  };
}

async function post(path: string, body: unknown) {
  const response = await fetch(`${host.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Plays the wallet user: opens the start parameter on the host and approves or rejects it. */
async function decide(startParam: string, decision: 'approve' | 'reject') {
  const opened = await post('/v1/dev/miniapp/open', { startParam });
  expect(opened.status).toBe(200);
  const { client, id } = opened.json as { client: string; id: string };
  expect((await post(`/v1/dev/requests/${client}/${id}/${decision}`, {})).status).toBe(200);
  return opened.json;
}

describe('mini-app path over loopback', () => {
  it('connects: short request inline in the start parameter, approved, account remembered', async () => {
    const { client, nextStartParam } = miniAppClient();
    const result = client.connect();
    const param = await nextStartParam();
    expect(param.startsWith('prompt_apple')).toBe(true);
    expect(param.length - 'prompt_apple'.length).toBeLessThanOrEqual(1024);
    const described = await decide(param, 'approve');
    expect(described.title).toBe('Connect account');
    const response = await result;
    expect(response.status).toBe('approved');
    expect(await client.isConnected()).toBe(true);
  });

  it('signs a long message: uploaded first (>1024 chars), start parameter without body, signature verifies', async () => {
    const { client, nextStartParam } = miniAppClient();
    const connect = client.connect();
    await decide(await nextStartParam(), 'approve');
    const connected = await connect;
    if (connected.status !== 'approved') throw new Error('connect failed');
    const message = new TextEncoder().encode('x'.repeat(2000));
    const pending = client.signMessage({ chainId: 4, nonce: new TextEncoder().encode('n-1'), message });
    const param = await nextStartParam();
    const envelope = JSON.parse(
      Buffer.from(param.slice('prompt_apple'.length), 'base64url').toString('utf8'),
    ) as Record<string, unknown>;
    expect(Object.keys(envelope)).toEqual(['clientIdentityKey', 'id', 'signature', 'timestamp']);
    await decide(param, 'approve');
    const signed = await pending;
    if (signed.status !== 'approved') throw new Error('sign failed');
    expect(signed.args.fullMessage).toBe(`APTOS\nmessage: ${'x'.repeat(2000)}\nnonce: n-1`);
    const key = connected.args.account.publicKey as Ed25519PublicKey;
    const ok = key.verifyText({
      message: signed.args.fullMessage,
      signature: signed.args.signature as Ed25519Signature,
    });
    expect(ok).toBe(true);
  });

  it('a rejected request resolves as dismissed, not as an error', async () => {
    const { client, nextStartParam } = miniAppClient();
    const pending = client.signMessage({ chainId: 4, nonce: Uint8Array.of(49), message: Uint8Array.of(104) });
    await decide(await nextStartParam(), 'reject');
    await expect(pending).resolves.toEqual({ status: 'dismissed' });
  });

  it("a failed upload fails with 'Failed creating the wallet request'", async () => {
    const failingPost: typeof fetch = (input, init) =>
      init?.method === 'POST' ? Promise.resolve(new Response('{}', { status: 500 })) : fetch(input, init);
    const { client } = miniAppClient(failingPost);
    const pending = client.signMessage({
      chainId: 4,
      nonce: Uint8Array.of(49),
      message: new Uint8Array(1500).fill(104),
    });
    await expect(pending).rejects.toMatchObject({
      name: 'WalletConnectError',
      code: 'request_failed',
      message: 'Failed creating the wallet request',
    });
  });

  it('refuses an upload whose signature does not verify', async () => {
    const key = Buffer.alloc(32, 7).toString('base64url');
    const body = Buffer.from(JSON.stringify({ data: 'AQID', name: 'signMessage', version: 2 })).toString('base64');
    const result = await post(`/v1/dapp/clients/${key}/requests/`, {
      body,
      id: 'x',
      signature: Buffer.alloc(64).toString('base64'),
      timestamp: 1,
    });
    expect(result.status).toBe(400);
  });
});

/** Code the page would run inline (blocked by its CSP): script elements with a body or without src, on* handlers, javascript: URLs. */
function inlineCode(html: string): string[] {
  const found: string[] = [];
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)];
  if (scripts.length !== (html.match(/<script\b/gi) ?? []).length) found.push('unclosed <script>');
  for (const [, attrs = '', body = ''] of scripts) {
    if (!/\ssrc\s*=/i.test(attrs) || body.trim() !== '') found.push(`<script${attrs}>${body.trim()}`);
  }
  for (const [handler] of html.matchAll(/\son[a-z]+\s*=/gi)) found.push(handler.trim());
  for (const [url] of html.matchAll(/javascript:/gi)) found.push(url);
  return found;
}

describe('inline code detection', () => {
  it.each([
    ['an inline script', '<script>alert(1)</script>', ['<script>alert(1)']],
    ['an inline module script, upper case', '<SCRIPT type="module">go()</SCRIPT >', ['<script type="module">go()']],
    ['a script with src and a body', '<script src="/a.js">x()</script>', ['<script src="/a.js">x()']],
    ['an unclosed script', '<script src="/a.js">', ['unclosed <script>']],
    ['an event handler attribute', '<button onclick="x()">', ['onclick=']],
    ['a javascript: URL', '<a href="javascript:x()">', ['javascript:']],
    ['an external script only', '<script type="module" src="/prompt/prompt.js"></script>', []],
  ])('finds %s', (_label, html, expected) => {
    expect(inlineCode(html)).toEqual(expected);
  });
});

describe('prompt page', () => {
  it('is served with a strict CSP and runs no inline code: one external module script', async () => {
    const response = await fetch(`${host.url}/prompt/?provider=google`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'",
    );
    const html = await response.text();
    expect(inlineCode(html)).toEqual([]);
    expect([...html.matchAll(/<script\b[^>]*\ssrc="([^"]*)"/gi)].map((m) => m[1])).toEqual(['/prompt/prompt.js']);
  });
  it('its script is served as JavaScript and builds no code or markup from strings', async () => {
    const response = await fetch(`${host.url}/prompt/prompt.js`);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const js = await response.text();
    expect(js).toContain("__messageType: 'PromptConnectionRequest'");
    expect(js).not.toMatch(
      /\beval\(|new Function|innerHTML|outerHTML|insertAdjacentHTML|document\.write|setAttribute\(\s*['"]on/,
    );
  });
  it('has the accessible buttons Approve and Reject', async () => {
    const html = await (await fetch(`${host.url}/prompt/`)).text();
    expect(html).toMatch(/<button[^>]*>Approve<\/button>/);
    expect(html).toMatch(/<button[^>]*>Reject<\/button>/);
  });
  it('describes and approves a connect request posted by the prompt script', async () => {
    const request = serializeWalletRequest({ name: 'connect', version: 4, dappInfo: DAPP, args: {} });
    const json = {
      name: request.name,
      version: request.version,
      data: Buffer.from(request.data).toString('base64'),
      provider: 'google',
    };
    expect((await post('/v1/prompt/describe', json)).json).toEqual({
      title: 'Connect account',
      lines: ['Perp (http://127.0.0.1:4321) wants to see your account address.'],
    });
    const approved = await post('/v1/prompt/approve', json);
    const response = deserializeWalletResponse('connect', { data: Buffer.from(String(approved.json.data), 'base64') });
    expect(response).toMatchObject({ status: 'approved', args: { account: { name: 'Dev google account' } } });
  });
});
