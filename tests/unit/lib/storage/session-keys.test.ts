import { describe, expect, it } from 'vitest';
import { createKeyPair } from '#lib/api/signing.ts';
import { readSessionKey, removeAllSessionKeys, removeSessionKey, writeSessionKey } from '#lib/storage/session-keys.ts';

function memory(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('session keys in local storage (one per user id)', () => {
  it('writes and reads back the pair and its expiry, each user under its own key', () => {
    const storage = memory();
    const a = { ...createKeyPair(), expiration: 1_000 };
    const b = { ...createKeyPair(), expiration: 2_000 };
    writeSessionKey(storage, '7', a);
    writeSessionKey(storage, '8', b);
    expect([...storage.map.keys()]).toEqual(['api_key_7', 'api_key_8']);
    expect(readSessionKey(storage, '7')).toEqual(a);
    expect(readSessionKey(storage, '8')).toEqual(b);
    expect(readSessionKey(storage, '9')).toBeUndefined();
  });

  const good = { ...createKeyPair(new Uint8Array(32).fill(1)), expiration: 5 };
  const goodText = () => {
    const s = memory();
    writeSessionKey(s, '1', good);
    return JSON.parse(s.map.get('api_key_1')!) as Record<string, unknown>;
  };
  it.each([
    ['not JSON', '{'],
    ['null', 'null'],
    ['a number', '42'],
    ['a seed that is not 32 bytes of hex', JSON.stringify({ ...goodText(), seed: 'zz' })],
    ['an expiry that is not a number', JSON.stringify({ ...goodText(), expiration: '5' })],
    ['a public key the seed does not give', JSON.stringify({ ...goodText(), publicKey: `0x${'0'.repeat(64)}` })],
  ])('reads %s as no key', (_name, text) => {
    expect(readSessionKey(memory({ api_key_1: text }), '1')).toBeUndefined();
  });

  it('removes one user, or every session key and nothing else', () => {
    const storage = memory({ last_connected_wallet: 'google', referral: '5' });
    writeSessionKey(storage, '1', good);
    writeSessionKey(storage, '2', good);
    removeSessionKey(storage, '1');
    expect(readSessionKey(storage, '1')).toBeUndefined();
    removeAllSessionKeys(storage, [...storage.map.keys()]);
    expect([...storage.map.keys()]).toEqual(['last_connected_wallet', 'referral']);
  });

  it("derives a seed's pair once: a second read is the same pair, and a tampered public key still reads as none", () => {
    const storage = memory();
    writeSessionKey(storage, '1', good);
    const first = readSessionKey(storage, '1')!;
    const second = readSessionKey(storage, '1')!;
    expect(second).toEqual(good);
    // the same secret key object: the signer's imported Web Crypto key (signing.ts) is reused with it
    expect(second.secretKey).toBe(first.secretKey);
    storage.setItem('api_key_1', JSON.stringify({ ...goodText(), publicKey: createKeyPair().publicKey }));
    expect(readSessionKey(storage, '1')).toBeUndefined();
  });
});
