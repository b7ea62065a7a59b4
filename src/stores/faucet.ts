import { onMount } from 'nanostores';
import { $faucetRun } from './faucet-state.ts';
import { $currentUserId } from './wallet.ts';

export { $faucetPending, $faucetRun, type FaucetTokenProgress, type FaucetTokenStatus } from './faucet-state.ts';

/** The run's code (starting, following, resuming), loaded on first use: most pages never show a faucet run. */
const load = () => import('./faucet-run.ts');

/**
 * Asks the exchange to run the test faucet for the acting account (it mints USDC, SOL and BTC a second apart and
 * credits them), showing each token's progress in $faucetRun until the run ends (faucet-run.ts).
 */
export async function requestFaucet(): Promise<void> {
  await (await load()).startFaucetRun();
}

/** Hides the last run's progress; a reload does not bring it back. */
export function closeFaucetRun(): void {
  $faucetRun.set(undefined);
  void load().then((run) => run.forgetFaucetRun());
}

// the card's island watches the run on every page: a run the exchange still carries out for the acting account (the
// page was reloaded mid-run), or one that ended unseen, shows again and is followed to its end
onMount($faucetRun, () => {
  if (typeof window === 'undefined') return;
  return $currentUserId.subscribe((userId) => {
    if (userId !== undefined && $faucetRun.get() === undefined)
      void load()
        .then((run) => run.resumeFaucetRun(userId))
        .catch(() => undefined); // the exchange unreachable: no card to resume, the Faucet button still works
  });
});
