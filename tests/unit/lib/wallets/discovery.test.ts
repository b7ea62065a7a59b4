import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '#lib/storage/keys.ts';
import { createWalletDiscovery } from '#lib/wallets/discovery.ts';
import { detectWallets } from '#lib/wallets/entries.ts';
import { memoryStorage } from '../wallet-connect/fixtures.ts';
import { fakeAptosWallet, fakeRegistry, fakeSolanaWallet } from './fakes.ts';

const DOMAIN = '127.0.0.1:4321';

function setup(lastConnected?: string) {
  const registry = fakeRegistry();
  const storage = memoryStorage(
    lastConnected === undefined ? {} : { [STORAGE_KEYS.lastConnectedWallet]: lastConnected },
  );
  return { registry, storage, discovery: createWalletDiscovery({ registry, storage, domain: DOMAIN }) };
}

describe('wallet entries', () => {
  it('lists Aptos wallets by name and Solana wallets as "<name> (Solana)", id = name plus network', () => {
    const { registry, discovery } = setup('Phantom:Solana');
    registry.register(fakeAptosWallet('Petra', 1).wallet);
    registry.register(fakeSolanaWallet('Phantom', 2).wallet);
    expect(discovery.entries()).toEqual([
      {
        id: 'Petra:Aptos',
        name: 'Petra',
        icon: expect.stringMatching(/^data:/),
        network: 'Aptos',
        recentlyUsed: false,
      },
      {
        id: 'Phantom:Solana',
        name: 'Phantom (Solana)',
        icon: expect.stringMatching(/^data:/),
        network: 'Solana',
        recentlyUsed: true,
      },
    ]);
  });

  it.each([
    ['a required Aptos feature missing', 'aptos:signTransaction', undefined],
    ['a required Aptos feature without its method', 'aptos:signMessage', { version: '1.0.0' }],
    ['a required Aptos method that is not a function', 'aptos:account', { version: '1.0.0', account: 'x' }],
  ])('leaves out a wallet with %s', (_label, feature, value) => {
    const { wallet } = fakeAptosWallet('Broken', 3);
    const features = { ...wallet.features } as Record<string, unknown>;
    if (value === undefined) delete features[feature];
    else features[feature] = value;
    expect(detectWallets([{ ...wallet, features } as never], null)).toEqual([]);
  });

  it.each(['standard:connect', 'standard:events', 'solana:signMessage'])(
    'leaves out a Solana wallet without %s',
    (feature) => {
      const { wallet } = fakeSolanaWallet('NoSol', 4);
      const features = { ...wallet.features } as Record<string, unknown>;
      delete features[feature];
      expect(detectWallets([{ ...wallet, features } as never], null)).toEqual([]);
    },
  );
});

describe('wallet discovery', () => {
  it('re-evaluates when a wallet registers late and when it unregisters', () => {
    const { registry, discovery } = setup();
    const seen: string[][] = [];
    discovery.subscribe((entries) => seen.push(entries.map((e) => e.id)));
    const unregister = registry.register(fakeAptosWallet('Late', 5).wallet);
    unregister();
    expect(seen).toEqual([['Late:Aptos'], []]);
    expect(discovery.adapter('Late:Aptos')).toBeUndefined();
  });

  it('resolves whenListed once the stored wallet registers after page load (auto-connect retry)', async () => {
    const { registry, discovery } = setup('Late:Aptos');
    const listed = discovery.whenListed('Late:Aptos');
    registry.register(fakeSolanaWallet('Other', 6).wallet);
    registry.register(fakeAptosWallet('Late', 7).wallet);
    const adapter = await listed;
    expect([adapter.id, adapter.kind, discovery.entries().find((e) => e.id === 'Late:Aptos')?.recentlyUsed]).toEqual([
      'Late:Aptos',
      'aptos',
      true,
    ]);
  });

  it('whenListed rejects when its signal aborts', async () => {
    const { discovery } = setup();
    const controller = new AbortController();
    const listed = discovery.whenListed('Never:Aptos', controller.signal);
    controller.abort(new Error('gave up'));
    await expect(listed).rejects.toThrow('gave up');
  });

  it('keeps one adapter per registered wallet, and drops it with the wallet', () => {
    const { registry, discovery } = setup();
    const unregister = registry.register(fakeAptosWallet('Petra', 1).wallet);
    const first = discovery.adapter('Petra:Aptos');
    expect(discovery.adapter('Petra:Aptos')).toBe(first);
    unregister();
    registry.register(fakeAptosWallet('Petra', 1).wallet);
    expect(discovery.adapter('Petra:Aptos')).not.toBe(first);
  });

  it('stops hearing the registry after close', () => {
    const { registry, discovery } = setup();
    const seen: number[] = [];
    discovery.subscribe((entries) => seen.push(entries.length));
    discovery.close();
    registry.register(fakeAptosWallet('Petra', 1).wallet);
    expect(seen).toEqual([]);
  });
});
