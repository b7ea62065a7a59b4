/** Nonces of signed requests outlive a restart: a request captured before it cannot be replayed after it. */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADERS } from '#lib/api/contract/auth.ts';
import { signRequest } from '#lib/api/signing.ts';
import { ExchangeStore } from '#server/exchange/store/store.ts';
import { Harness } from './harness.ts';

let h: Harness;
afterEach(async () => h?.stop());

describe('replay protection across restarts', () => {
  /** Sends a request with exactly these signature headers. */
  const send = async (call: string, body: string, signed: ReturnType<typeof signRequest>) => {
    const res = await fetch(`${h.exchange.url}/api/${call}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADERS.apiKey]: signed.apiKey,
        [SIGNATURE_HEADERS.timestamp]: String(signed.timestamp),
        [SIGNATURE_HEADERS.nonce]: signed.nonce,
        [SIGNATURE_HEADERS.signature]: signed.signature,
      },
      body,
    });
    return { status: res.status, body: (await res.json()) as { error?: { code: string; message: string } } };
  };

  it.each([
    ['an accepted request', 'setAliasName', (userId: string) => ({ userId, alias: 'renamed1' }), 200],
    // no collateral: the engine refuses the order, yet its nonce is spent
    [
      'a request the engine refused',
      'placeLimitOrder',
      (userId: string) => ({ userId, market: 'BTC-PERP', side: 'Bid', price: '1000', size: '10000' }),
      422,
    ],
  ])('refuses %s replayed after a restart', async (_name, call, request, firstStatus) => {
    h = await new Harness().start();
    const user = await h.user();
    const body = JSON.stringify(request(user.userId));
    const captured = signRequest(user.key, call, body, h.now);
    expect((await send(call, body, captured)).status).toBe(firstStatus);
    // durable once answered: a second connection (what a restart after kill -9 reads) already holds the nonce
    const reader = new ExchangeStore(join(h.dir, 'ex.sqlite'));
    expect(reader.recentNonces(0).map((n) => n.id)).toContain(`${user.key.publicKey}:${captured.nonce}`);
    reader.close();

    await h.restart();
    h.now += 1000; // still inside the timestamp window of the captured request
    expect(await send(call, body, captured)).toEqual({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'nonce already used' } },
    });
    // the key itself still works with a fresh nonce
    const fresh = JSON.stringify({ userId: user.userId, alias: 'renamed2' });
    expect((await send('setAliasName', fresh, signRequest(user.key, 'setAliasName', fresh, h.now))).status).toBe(200);
  });
});
