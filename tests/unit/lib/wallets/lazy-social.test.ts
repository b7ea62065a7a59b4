/**
 * The Google / Apple stand-in: its real adapter loads once, and prepare() loads it ahead of the click so connect()
 * has nothing left to download (a popup opened after a download can be refused where it must follow the click).
 */
import { describe, expect, it } from 'vitest';
import type { ConnectedAccount, WalletAdapter } from '#lib/wallets/adapter.ts';
import { LazySocialAdapter } from '#lib/wallets/lazy-social.ts';

const account: ConnectedAccount = { address: `0x${'a'.repeat(64)}`, publicKey: `0x${'b'.repeat(64)}` };

/** A real adapter's stand-in whose load is counted and held until released. */
function counted() {
  const loads: Array<() => void> = [];
  const connects: number[] = [];
  const real = {
    connect: async () => {
      connects.push(loads.length);
      return account;
    },
    account: () => account,
  } as unknown as WalletAdapter;
  const load = () => new Promise<WalletAdapter>((done) => loads.push(() => done(real)));
  return { load, loads, connects };
}

describe('LazySocialAdapter', () => {
  it('loads its adapter once on prepare(), and connect() then uses it with no second load', async () => {
    const c = counted();
    const adapter = new LazySocialAdapter('google', 'data:,', c.load);
    expect(adapter.account()).toBeUndefined();
    adapter.prepare();
    adapter.prepare();
    expect(c.loads).toHaveLength(1);
    c.loads[0]!();
    await expect(adapter.connect()).resolves.toEqual(account);
    expect(c.loads).toHaveLength(1);
    expect(c.connects).toEqual([1]);
    expect(adapter.account()).toEqual(account);
  });

  it('without prepare() loads on connect(), still once', async () => {
    const c = counted();
    const adapter = new LazySocialAdapter('apple', 'data:,', c.load);
    expect(adapter.name).toBe('Apple');
    const connecting = adapter.connect();
    const again = adapter.connect();
    await Promise.resolve();
    expect(c.loads).toHaveLength(1);
    c.loads[0]!();
    await expect(connecting).resolves.toEqual(account);
    await expect(again).resolves.toEqual(account);
  });

  it('a failed load in prepare() is reported by connect(), not thrown unhandled', async () => {
    const adapter = new LazySocialAdapter('google', 'data:,', () => Promise.reject(new Error('chunk failed')));
    adapter.prepare();
    await expect(adapter.connect()).rejects.toThrow('chunk failed');
  });
});
