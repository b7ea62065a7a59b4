/** Response polling that is quick after the user returns from the wallet and sparse while the page is hidden. */
import { WalletConnectError } from '#lib/wallet-connect/errors.ts';
import { RESPONSE_POLLING } from '#lib/wallet-connect/constants.ts';

/** Intervals of the spec (section 9): 2 s foreground, 3 s background, 300 ms after focus, 5 minutes overall. */
const POLLING = RESPONSE_POLLING;

/** Timers, clock and page visibility; injectable for tests. */
export interface PollingEnvironment {
  readonly now: () => number;
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
  /** True while the page is in the foreground. */
  readonly isForeground: () => boolean;
  /** Calls back when the page regains focus; returns the unsubscribe. */
  readonly onFocus: (callback: () => void) => () => void;
}

/** Calls `attempt` until it returns a value (not undefined); throws WalletConnectError('timeout') after 5 minutes. */
export async function pollUntil<T>(env: PollingEnvironment, attempt: () => Promise<T | undefined>): Promise<T> {
  let cancelWait: (() => void) | undefined;
  let resumed = false;
  const unsubscribe = env.onFocus(() => {
    resumed = true;
    cancelWait?.();
  });
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const handle = env.setTimeout(resolve, ms);
      cancelWait = () => {
        env.clearTimeout(handle);
        resolve();
      };
    });
  try {
    const start = env.now();
    while (env.now() - start < POLLING.timeoutMs) {
      await wait(env.isForeground() ? POLLING.foregroundMs : POLLING.backgroundMs);
      if (resumed) {
        resumed = false;
        // Give the wallet a moment to persist the answer the user just gave.
        await wait(POLLING.resumeDelayMs);
      }
      const result = await attempt();
      if (result !== undefined) return result;
    }
    throw new WalletConnectError('timeout');
  } finally {
    unsubscribe();
  }
}
