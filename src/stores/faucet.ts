import { atom } from 'nanostores';
import { TEST_FAUCET } from '#lib/domain/constants.ts';
import { $api } from './api.ts';
import { $depositClaims, scanDeposits } from './deposit-claims.ts';
import { notify } from './toasts.ts';
import { $currentUserId } from './wallet.ts';

/** The test faucet's tokens in minting order (SPEC 9: USDC 10000, SOL 10, BTC 1, one second apart). */
export type FaucetToken = keyof typeof TEST_FAUCET.amounts;

/** Where one token of a faucet run is: waiting its turn, minting, minted to the deposit address, credited, failed. */
export type FaucetTokenStatus = 'waiting' | 'minting' | 'minted' | 'credited' | 'failed';

/** One token of a run, with the base units it mints. */
export interface FaucetTokenProgress {
  readonly token: FaucetToken;
  readonly units: bigint;
  readonly decimals: number;
  readonly status: FaucetTokenStatus;
}

/** The last faucet run, shown in its progress card until closed; undefined when none is shown. */
export const $faucetRun = atom<readonly FaucetTokenProgress[] | undefined>(undefined);

/** True while a test-faucet run mints or credits. */
export const $faucetPending = atom(false);

const ORDER = Object.keys(TEST_FAUCET.amounts) as FaucetToken[];

/** Pause between mints; tests replace it. */
let sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Replaces the pause between mints (unit tests run without waiting). */
export function setFaucetSleep(next: (ms: number) => Promise<void>): void {
  sleep = next;
}

function setStatus(token: FaucetToken, status: FaucetTokenStatus, when?: FaucetTokenStatus): void {
  const run = $faucetRun.get();
  if (run === undefined) return;
  $faucetRun.set(
    run.map((p) => (p.token === token && (when === undefined || p.status === when) ? { ...p, status } : p)),
  );
}

/** Runs a deposit-claim scan now, waiting out one the timer already started; resolves once one ran after the mints. */
async function scanNow(): Promise<void> {
  for (let tries = 0; tries < 20; tries += 1) {
    const result = await scanDeposits();
    if (result !== undefined) return;
    if ($depositClaims.get().status !== 'scanning') throw new Error('the deposit scan cannot run');
    await new Promise<void>((resolve) => {
      const stop = $depositClaims.listen((state) => {
        if (state.status !== 'scanning') {
          stop();
          resolve();
        }
      });
    });
  }
  throw new Error('the deposit scan stayed busy');
}

/**
 * Mints the test tokens to the acting account's deposit address one by one, a second apart, showing each token's
 * progress in $faucetRun; then runs the deposit-claim scan at once rather than on its 30 s tick, which credits them.
 * A failed mint gives the faucet's failure toast and marks the rest failed.
 */
export async function requestFaucet(): Promise<void> {
  const api = $api.get();
  const userId = $currentUserId.get();
  if (!api || userId === undefined) {
    notify({ kind: 'error', title: 'sonnerMessages.faucet.error', description: 'sonnerMessages.faucet.notConnected' });
    return;
  }
  if ($faucetPending.get()) return;
  $faucetPending.set(true);
  $faucetRun.set(
    ORDER.map((token) => ({
      token,
      decimals: TEST_FAUCET.decimals[token],
      units: TEST_FAUCET.amounts[token] * 10n ** BigInt(TEST_FAUCET.decimals[token]),
      status: 'waiting',
    })),
  );
  try {
    // loaded on first use: the session store brings the request signer, which a visitor's page must not download
    const { ensureSession } = await import('./session.ts');
    await ensureSession(userId);
    for (const [index, token] of ORDER.entries()) {
      if (index > 0) await sleep(TEST_FAUCET.gapMs);
      setStatus(token, 'minting');
      await api.testFaucet({ userId, token });
      setStatus(token, 'minted');
    }
  } catch {
    for (const token of ORDER) setStatus(token, 'failed', 'minting');
    for (const token of ORDER) setStatus(token, 'failed', 'waiting');
    notify({ kind: 'error', title: 'sonnerMessages.faucet.error', description: 'sonnerMessages.faucet.description' });
  }
  try {
    if ($faucetRun.get()?.some((p) => p.status === 'minted')) {
      await scanNow();
      for (const token of ORDER) setStatus(token, 'credited', 'minted');
    }
  } catch {
    // a refused claim already has its toast (deposit-claims.ts); the 30 s scan tries again
  } finally {
    $faucetPending.set(false);
  }
}

/** Hides the last run's progress. */
export function closeFaucetRun(): void {
  $faucetRun.set(undefined);
}
