/**
 * The faucet run against the real exchange and chain emulation on loopback: each token is minted in turn with its
 * progress shown, the deposit-claim scan runs at once and credits them; a refused mint gives the faucet toast.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeClient } from '#lib/api/http-client.ts';
import { $api } from '#stores/api.ts';
import { $config } from '#stores/config.ts';
import { $chainIndexer } from '#stores/chain-indexer.ts';
import { $depositClaims } from '#stores/deposit-claims.ts';
import { $faucetPending, $faucetRun, requestFaucet, setFaucetSleep, type FaucetTokenStatus } from '#stores/faucet.ts';
import { rememberSessionKey } from '#stores/session.ts';
import { takeToasts } from '#stores/toasts.ts';
import { $currentUserId, $wallet } from '#stores/wallet.ts';
import { Harness, type TestUser } from '#tests/unit/server/exchange/harness.ts';
import { MemoryStorage } from './support/memory-storage.ts';

/** The user's session key, stored the way the app stores one it authorised (the faucet is session-signed). */
function withSessionKey(user: TestUser): void {
  rememberSessionKey(user.userId, { ...user.key, expiration: Date.UTC(2100, 0, 1) });
}

let h: Harness;
let tokens: Record<string, string>;

beforeAll(async () => {
  h = await new Harness().start();
  $chainIndexer.set(h.chain.indexerUrl); // where the claim scan reads holdings
  const config = await h.client().getConfig();
  $config.setValue(config);
  tokens = Object.fromEntries(Object.entries(config.tokens).map(([ticker, t]) => [ticker, t.contractAddress]));
});
afterAll(async () => h.stop());
beforeEach(() => {
  vi.stubGlobal('window', { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
  takeToasts();
  $depositClaims.set({ status: 'idle' });
  $faucetRun.set(undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  $api.set(undefined);
  $wallet.set({ status: 'disconnected' });
  $currentUserId.set(undefined);
  setFaucetSleep(async () => undefined);
});

describe('requestFaucet', () => {
  it('mints USDC, SOL and BTC in turn a gap apart, then credits them at once through the claim scan', async () => {
    const user = await h.user('faucetuser');
    withSessionKey(user);
    $api.set(user.client);
    $wallet.set({ status: 'connected', walletId: 'test', address: user.address, kind: 'aptos' });
    $currentUserId.set(user.userId);
    const seen: string[] = [];
    const gaps: number[] = [];
    setFaucetSleep(async (ms) => {
      gaps.push(ms);
    });
    const stop = $faucetRun.listen((run) => seen.push(run?.map((p) => p.status[0]).join('') ?? '-'));
    await requestFaucet();
    stop();
    expect(gaps).toEqual([1000, 1000]);
    // w = waiting, m = minting then minted, c = credited: one token at a time, credits after the last mint
    expect(seen[0]).toBe('www');
    expect(seen).toContain('mww');
    expect(seen).toContain('mmw');
    expect(seen.at(-1)).toBe('ccc');
    expect($faucetRun.get()?.map((p) => [p.token, p.units])).toEqual([
      ['USDC', 10_000_000_000n],
      ['SOL', 10_000_000_000n],
      ['BTC', 100_000_000n],
    ]);
    const { userData } = await user.client.getUserData({ userId: user.userId });
    expect(userData.tokenBalances[tokens.USDC!]).toBe('10000000000');
    expect(userData.tokenBalances[tokens.BTC!]).toBe('100000000');
    expect($faucetPending.get()).toBe(false);
    expect(takeToasts()).toEqual([]);
  });

  it('gives the faucet toast and marks the unminted tokens failed when a mint is refused', async () => {
    const user = await h.user('faucetfail');
    withSessionKey(user);
    let calls = 0;
    const mint = user.client.testFaucet.bind(user.client);
    const failing = Object.create(user.client, {
      testFaucet: {
        value: async (...args: Parameters<ExchangeClient['testFaucet']>) => {
          calls += 1;
          if (calls === 2) throw new Error('faucet down');
          return mint(...args);
        },
      },
    }) as ExchangeClient;
    $api.set(failing);
    $wallet.set({ status: 'connected', walletId: 'test', address: user.address, kind: 'aptos' });
    $currentUserId.set(user.userId);
    await requestFaucet();
    const statuses: FaucetTokenStatus[] | undefined = $faucetRun.get()?.map((p) => p.status);
    expect(statuses).toEqual(['credited', 'failed', 'failed']);
    expect(takeToasts()).toMatchObject([{ kind: 'error', title: 'sonnerMessages.faucet.error' }]);
  });

  it('asks for a connected account first', async () => {
    await requestFaucet();
    expect($faucetRun.get()).toBeUndefined();
    expect(takeToasts()).toMatchObject([{ description: 'sonnerMessages.faucet.notConnected' }]);
  });
});
