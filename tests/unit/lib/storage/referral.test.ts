import { describe, expect, it } from 'vitest';
import { captureReferral } from '#lib/storage/referral.ts';
import type { KeyValueStorage } from '#lib/storage/keys.ts';

/** A Map-backed storage for the rule's tests. */
function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('captureReferral (saved once, single value only)', () => {
  it.each([
    ['?referral=FRIEND', {}, 'FRIEND', 'FRIEND'],
    ['?referral=FRIEND', { referral: 'FIRST' }, undefined, 'FIRST'],
    ['?referral=a&referral=b', {}, undefined, undefined],
    ['?referral=', {}, undefined, undefined],
    ['?referral=%20%20', {}, undefined, undefined],
    ['', {}, undefined, undefined],
    ['?other=1', {}, undefined, undefined],
    ['?referral=caf%C3%A9&x=1', {}, 'café', 'café'],
  ] as const)('%s with %j saves %s', (search, initial, returned, stored) => {
    const storage = memoryStorage({ ...initial });
    expect(captureReferral(search, storage)).toBe(returned);
    expect(storage.data.get('referral')).toBe(stored);
  });
});
