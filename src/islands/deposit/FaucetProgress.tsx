import { useLayoutEffect, useRef } from 'react';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { $faucetPending, $faucetRun, closeFaucetRun } from '#stores/faucet.ts';
import { FaucetProgressView } from './FaucetProgressView.tsx';

/**
 * Island: the last faucet run's progress, shown from the Faucet press until closed. Its card sits where the toasts
 * do (faucet.css), so it publishes the room it takes (--faucet-progress-space on the root) and the toast stack
 * starts above it.
 */
export function FaucetProgress() {
  const run = useIslandStore($faucetRun);
  const isPending = useIslandStore($faucetPending);
  const host = useRef<HTMLDivElement>(null);
  const shown = run !== undefined;
  useLayoutEffect(() => {
    const card = host.current?.firstElementChild;
    if (!shown || !card) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(
        '--faucet-progress-space',
        `calc(${Math.ceil(card.getBoundingClientRect().height)}px + var(--space-2))`,
      ),
    );
    observer.observe(card);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--faucet-progress-space');
    };
  }, [shown]);
  if (run === undefined) return null;
  return (
    <div ref={host} className="faucet-progress-host">
      <FaucetProgressView run={run} isPending={isPending} onClose={closeFaucetRun} />
    </div>
  );
}
