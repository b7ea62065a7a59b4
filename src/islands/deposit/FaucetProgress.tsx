import { useIslandStore } from '#islands/app/use-island-store.ts';
import { $faucetPending, $faucetRun, closeFaucetRun } from '#stores/faucet.ts';
import { FaucetProgressView } from './FaucetProgressView.tsx';

/** Island: the last faucet run's progress, shown from the header's Faucet press until closed. */
export function FaucetProgress() {
  const run = useIslandStore($faucetRun);
  const isPending = useIslandStore($faucetPending);
  if (run === undefined) return null;
  return <FaucetProgressView run={run} isPending={isPending} onClose={closeFaucetRun} />;
}
