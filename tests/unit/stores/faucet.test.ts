/**
 * The faucet run against the real exchange and chain emulation on loopback: the exchange mints each token in turn a
 * gap apart and credits it; the page shows the run from the press to its end. A reload mid-run (a new page's stores)
 * finds the run still going on the exchange and follows it to the same end, crediting once; a press meanwhile starts
 * no second run.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $api } from '#stores/api.ts';
import { $config } from '#stores/config.ts';
import { $faucetPending, $faucetRun, closeFaucetRun, requestFaucet } from '#stores/faucet.ts';
import { resumeFaucetRun, setFaucetPollSleep } from '#stores/faucet-run.ts';
import { rememberSessionKey } from '#stores/session.ts';
import { takeToasts } from '#stores/toasts.ts';
import { $currentUserId, $wallet } from '#stores/wallet.ts';
import { Harness, type TestUser } from '#tests/unit/server/exchange/harness.ts';
import { MemoryStorage } from './support/memory-storage.ts';

/** The exchange's pauses between mints, held until the test lets each go. */
const held: { readonly ms: number; readonly go: () => void }[] = [];
/** Whether the exchange's pauses wait for the test (else they pass at once). */
let holding = false;

let h: Harness;
let tokens: Record<string, string>;

beforeAll(async () => {
  h = await new Harness({
    faucetSleep: (ms) => (holding ? new Promise<void>((go) => held.push({ ms, go })) : Promise.resolve()),
  }).start();
  const config = await h.client().getConfig();
  $config.setValue(config);
  tokens = Object.fromEntries(Object.entries(config.tokens).map(([ticker, t]) => [ticker, t.contractAddress]));
});
afterAll(async () => h.stop());
beforeEach(() => {
  vi.stubGlobal('window', { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
  takeToasts();
  $faucetRun.set(undefined);
  $faucetPending.set(false);
  holding = false;
  held.length = 0;
  // each read of a running run waits a turn of the event loop, not the page's 400 ms
  setFaucetPollSleep(() => new Promise((resolve) => setTimeout(resolve, 1)));
});
afterEach(() => {
  vi.unstubAllGlobals();
  $api.set(undefined);
  $wallet.set({ status: 'disconnected' });
  $currentUserId.set(undefined);
});

/** Signs the user in as the app would: its session key stored, its wallet connected, its account acting. */
async function signedIn(alias: string): Promise<TestUser> {
  const user = await h.user(alias);
  rememberSessionKey(user.userId, { ...user.key, expiration: Date.UTC(2100, 0, 1) });
  $api.set(user.client);
  $wallet.set({ status: 'connected', walletId: 'test', address: user.address, kind: 'aptos' });
  $currentUserId.set(user.userId);
  return user;
}

/** What the exchange holds for the user, by ticker (base units). */
async function balances(user: TestUser): Promise<Record<string, string | undefined>> {
  const { userData } = await user.client.getUserData({ userId: user.userId });
  return Object.fromEntries(
    Object.entries(tokens).map(([ticker, address]) => [ticker, userData.tokenBalances[address]]),
  );
}

/** Resolves once the exchange's run waits in its `n`th pause between mints. */
async function pause(n: number): Promise<void> {
  await vi.waitFor(() => expect(held.length).toBeGreaterThanOrEqual(n));
}

const statuses = () =>
  $faucetRun
    .get()
    ?.map((p) => p.status[0])
    .join('');

describe('requestFaucet', () => {
  it('shows USDC, SOL and BTC minted in turn a second apart, then credited by the exchange', async () => {
    const user = await signedIn('faucetuser');
    holding = true;
    const seen: string[] = [];
    const stop = $faucetRun.listen(() => seen.push(statuses() ?? '-'));
    const done = requestFaucet();
    // w = waiting, m = minting or minted, c = credited: the exchange waits a second before SOL, then before BTC
    await pause(1);
    await vi.waitFor(() => expect(statuses()).toBe('mww'));
    held[0]!.go();
    await pause(2);
    held[1]!.go();
    await done;
    stop();
    expect(held.map((p) => p.ms)).toEqual([1000, 1000]);
    expect(seen).toContain('mww');
    expect(seen.at(-1)).toBe('ccc');
    expect($faucetRun.get()?.map((p) => [p.token, p.units])).toEqual([
      ['USDC', 10_000_000_000n],
      ['SOL', 10_000_000_000n],
      ['BTC', 100_000_000n],
    ]);
    // 10,000 USDC (6 decimals), 10 SOL (9), 1 BTC (8)
    expect(await balances(user)).toMatchObject({ USDC: '10000000000', SOL: '10000000000', BTC: '100000000' });
    expect($faucetPending.get()).toBe(false);
    expect(takeToasts()).toEqual([]);
  });

  it('a reload mid-run follows the run on to its end; a press meanwhile mints nothing twice', async () => {
    const user = await signedIn('faucetreload');
    holding = true;
    // the page that pressed Faucet, then went away: the exchange carries the run on
    const { run } = await user.client.startFaucet({ userId: user.userId });
    await pause(1); // USDC minted, SOL waits its second
    // the reloaded page: nothing shown, the acting account known; it finds the run and follows it
    const resumed = resumeFaucetRun(user.userId);
    await vi.waitFor(() => expect($faucetPending.get()).toBe(true));
    expect(statuses()).toBe('mww');
    // Faucet pressed again meanwhile: the page waits for the run it shows, the exchange answers the same run
    await requestFaucet();
    expect((await user.client.startFaucet({ userId: user.userId })).run?.id).toBe(run?.id);
    held[0]!.go();
    await pause(2);
    held[1]!.go();
    await resumed;
    expect(statuses()).toBe('ccc');
    expect((await user.client.getFaucetRun({ userId: user.userId })).run?.id).toBe(run?.id);
    // credited once: 10,000 USDC, 10 SOL, 1 BTC, not twice
    expect(await balances(user)).toMatchObject({ USDC: '10000000000', SOL: '10000000000', BTC: '100000000' });
  });

  it('a run that ended during the reload shows its outcome once; closed, it does not come back', async () => {
    const user = await signedIn('faucetended');
    await requestFaucet();
    expect(statuses()).toBe('ccc');
    $faucetRun.set(undefined); // the reload
    await resumeFaucetRun(user.userId);
    expect(statuses()).toBe('ccc');
    closeFaucetRun();
    await vi.waitFor(() => expect(window.localStorage.getItem(`faucet_run_${user.userId}`)).toBeNull());
    await resumeFaucetRun(user.userId);
    expect($faucetRun.get()).toBeUndefined();
  });

  it('asks for a connected account first', async () => {
    await requestFaucet();
    expect($faucetRun.get()).toBeUndefined();
    expect(takeToasts()).toMatchObject([{ description: 'sonnerMessages.faucet.notConnected' }]);
  });
});
