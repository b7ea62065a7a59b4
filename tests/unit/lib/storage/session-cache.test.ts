import { describe, expect, it } from 'vitest';
import { CALLS } from '#lib/api/contract.ts';
import { SESSION_KEYS } from '#lib/storage/keys.ts';
import { sessionCache } from '#lib/storage/session-cache.ts';
import { MemoryStorage } from '#tests/unit/stores/support/memory-storage.ts';

const PRICES = { prices: { BTC: { price: '97000.5' }, USDC: { price: '1' } }, seq: 7 };
const KEY = `${SESSION_KEYS.bootCachePrefix}priceIndexes`;

describe('sessionCache', () => {
  it('gives back what it kept, checked by the contract schema', () => {
    const storage = new MemoryStorage();
    const cache = sessionCache(() => storage, 'priceIndexes', CALLS.getPriceIndexes.response);
    expect(cache.read()).toBeUndefined();
    cache.write(PRICES);
    expect(cache.read()).toEqual(PRICES);
  });

  it.each([
    ['not JSON', '{'],
    ['another format version', JSON.stringify({ version: 0, value: PRICES })],
    ['a shape the contract refuses', JSON.stringify({ version: 1, value: { prices: { BTC: { price: 'lots' } } } })],
    ['no value', JSON.stringify({ version: 1 })],
  ])('reads %s as nothing kept', (_, text) => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, text);
    expect(sessionCache(() => storage, 'priceIndexes', CALLS.getPriceIndexes.response).read()).toBeUndefined();
  });

  it('without storage (server render, storage refused) keeps nothing and throws nothing', () => {
    const cache = sessionCache(() => undefined, 'priceIndexes', CALLS.getPriceIndexes.response);
    cache.write(PRICES);
    expect(cache.read()).toBeUndefined();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const refused = sessionCache(() => refusing, 'priceIndexes', CALLS.getPriceIndexes.response);
    expect(() => refused.write(PRICES)).not.toThrow();
    expect(refused.read()).toBeUndefined();
  });
});
