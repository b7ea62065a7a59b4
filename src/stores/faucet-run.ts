/**
 * The test faucet's run as the exchange carries it out (startFaucet, getFaucetRun), shown in $faucetRun: started
 * by the Faucet buttons, then followed until it ends. The exchange, not the page, mints and credits, so a reload
 * mid-run loses nothing: the next page asks for the acting account's run and follows it on. The id of the run the
 * card shows is kept per account until the card is closed, so a run that ended while the page reloaded still shows
 * its outcome once. Loaded on first use (faucet.ts).
 */
import type { CallResponse } from '#lib/api/contract.ts';
import { TEST_FAUCET } from '#lib/domain/constants.ts';
import { STORAGE_KEYS } from '#lib/storage/keys.ts';
import { $api } from './api.ts';
import { $faucetPending, $faucetRun } from './faucet-state.ts';
import { notify } from './toasts.ts';
import { $currentUserId } from './wallet.ts';

type FaucetRun = NonNullable<CallResponse<'getFaucetRun'>['run']>;

/** The tokens in minting order (SPEC 9). */
const ORDER = Object.keys(TEST_FAUCET.amounts) as FaucetRun['tokens'][number]['token'][];

/** How often a running run is read again. */
const POLL_MS = 400;

/** Pause between reads; tests replace it. */
let sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Replaces the pause between reads of a running run (unit tests run without waiting). */
export function setFaucetPollSleep(next: (ms: number) => Promise<void>): void {
  sleep = next;
}

/** The account whose run the card shows (the one followed). */
let shownFor: string | undefined;

const storageKey = (userId: string) => `${STORAGE_KEYS.faucetRunPrefix}${userId}`;

/** The id of the run whose card shows for the account, kept over reloads; undefined without storage. */
function storedRunId(userId: string): string | undefined {
  try {
    return window.localStorage.getItem(storageKey(userId)) ?? undefined;
  } catch {
    return undefined;
  }
}

function storeRunId(userId: string, id: string | undefined): void {
  try {
    if (id === undefined) window.localStorage.removeItem(storageKey(userId));
    else window.localStorage.setItem(storageKey(userId), id);
  } catch {
    // no storage (privacy modes): a reload mid-run still finds the run while it runs
  }
}

/** Shows a run in the card, each token with the units it mints. */
function show(run: FaucetRun): void {
  $faucetRun.set(
    run.tokens.map(({ token, status }) => ({
      token,
      status,
      decimals: TEST_FAUCET.decimals[token],
      units: TEST_FAUCET.amounts[token] * 10n ** BigInt(TEST_FAUCET.decimals[token]),
    })),
  );
  $faucetPending.set(run.pending);
}

/** Reads the account's run until it ends, showing each change; a run seen to end with a failure gives the toast. */
async function follow(userId: string, run: FaucetRun): Promise<void> {
  shownFor = userId;
  storeRunId(userId, run.id);
  show(run);
  let current = run;
  while (current.pending) {
    await sleep(POLL_MS);
    const api = $api.get();
    if (api === undefined || shownFor !== userId) return;
    try {
      const { run: next } = await api.getFaucetRun({ userId });
      // the exchange restarted and forgot the run: what it minted is credited by the deposit scan
      if (next === null || next.id !== run.id) break;
      current = next;
    } catch {
      continue; // a failed read: the run goes on on the exchange, read again
    }
    if (shownFor === userId) show(current);
  }
  $faucetPending.set(false);
  // told once, by the page that saw it fail (a reload onto a run that had already failed shows only its card)
  if (run.pending && current.tokens.some((t) => t.status === 'failed'))
    notify({ kind: 'error', title: 'sonnerMessages.faucet.error', description: 'sonnerMessages.faucet.description' });
}

/**
 * Starts the test faucet for the acting account on the exchange and follows it. A run already going (a second
 * press, another tab) is answered instead of a new one, so one run mints once.
 */
export async function startFaucetRun(): Promise<void> {
  const api = $api.get();
  const userId = $currentUserId.get();
  if (!api || userId === undefined) {
    notify({ kind: 'error', title: 'sonnerMessages.faucet.error', description: 'sonnerMessages.faucet.notConnected' });
    return;
  }
  if ($faucetPending.get()) return;
  // the card shows at once, every token waiting, while the exchange is asked
  const asked = (status: 'waiting' | 'failed'): FaucetRun => ({
    id: '',
    pending: status === 'waiting',
    tokens: ORDER.map((token) => ({ token, status })),
  });
  show(asked('waiting'));
  try {
    // the session store brings the request signer, which a visitor's page must not download
    const { ensureSession } = await import('./session.ts');
    await ensureSession(userId);
    const { run } = await api.startFaucet({ userId });
    if (run === null) throw new Error('the exchange started no faucet run');
    await follow(userId, run);
  } catch {
    show(asked('failed'));
    notify({ kind: 'error', title: 'sonnerMessages.faucet.error', description: 'sonnerMessages.faucet.description' });
  }
}

/**
 * On a page's start: the account's run on the exchange shows again when it still runs (the page was reloaded
 * mid-run) or when it is the one whose card was left open; it is followed to its end.
 */
export async function resumeFaucetRun(userId: string): Promise<void> {
  const api = $api.get();
  if (api === undefined || $faucetRun.get() !== undefined) return;
  const { run } = await api.getFaucetRun({ userId });
  if ($faucetRun.get() !== undefined || $currentUserId.get() !== userId) return;
  if (run !== null && (run.pending || run.id === storedRunId(userId))) await follow(userId, run);
  else storeRunId(userId, undefined);
}

/** The card was closed: the run it showed does not come back after a reload. */
export function forgetFaucetRun(): void {
  if (shownFor !== undefined) storeRunId(shownFor, undefined);
  shownFor = undefined;
}
