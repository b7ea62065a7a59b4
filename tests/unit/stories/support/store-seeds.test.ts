import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { resourceStore } from '#stores/resource.ts';
import { LOADING, failed, ready, resetStores, seed, seedThrough } from '#stories/support/store-seeds.ts';

describe('story store seeds', () => {
  it('seed sets an atom and resetStores puts back the value it had before its first seed', () => {
    const $count = atom(1);
    seed($count, 5).apply();
    expect($count.get()).toBe(5);
    $count.set(9); // a play function changed it
    seed($count, 7).apply(); // a later story seeds again: pristine stays 1
    resetStores();
    expect($count.get()).toBe(1);
  });

  it('seeds a resource store with any state and resets it to loading', () => {
    const $data = resourceStore<{ readonly n: number }>(() => undefined);
    seed($data, ready({ n: 1 })).apply();
    expect($data.get()).toEqual({ status: 'ready', value: { n: 1 } });
    const error = new Error('down');
    seed($data, failed(error)).apply();
    expect($data.get()).toEqual({ status: 'error', error });
    resetStores();
    expect($data.get()).toEqual(LOADING);
  });
});

describe('seedThrough', () => {
  it('seeds a read-only store through its actions and resets it through them', () => {
    const $open = atom<string | undefined>(undefined);
    seedThrough(
      () => $open.set(undefined),
      () => $open.set('deposit'),
    ).apply();
    expect($open.get()).toBe('deposit');
    resetStores();
    expect($open.get()).toBeUndefined();
  });
});
