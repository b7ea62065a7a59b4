/**
 * The exchange's faucet runs (handlers/faucet-run.ts) with their steps injected: tokens in order a second apart,
 * then credited; a refused mint fails it and the tokens after it, what was minted is still credited; a refused
 * claim leaves its token minted; a start while a run goes on answers that run, a start after it ends a new one.
 */
import { describe, expect, it, vi } from 'vitest';
import { FaucetRuns } from '#server/exchange/handlers/faucet-run.ts';

/** A run's token statuses, first letters: w waiting, m minting or minted, c credited, f failed. */
const letters = (runs: FaucetRuns, userId = '7') =>
  runs
    .latest(userId)
    ?.tokens.map((t) => t.status[0])
    .join('');

function steps(opts: { refuseMint?: string; refuseClaim?: string } = {}) {
  const done: string[] = [];
  const gaps: number[] = [];
  return {
    done,
    gaps,
    steps: {
      mint: async (_userId: string, token: string) => {
        if (token === opts.refuseMint) throw new Error('mint refused');
        done.push(`mint ${token}`);
      },
      claim: async (_userId: string, token: string) => {
        if (token === opts.refuseClaim) throw new Error('claim refused');
        done.push(`claim ${token}`);
      },
      sleep: async (ms: number) => void gaps.push(ms),
    },
  };
}

describe('FaucetRuns', () => {
  it('mints USDC, SOL and BTC a second apart, then credits each', async () => {
    const { steps: s, done, gaps } = steps();
    const runs = new FaucetRuns(s);
    expect(runs.latest('7')).toBeNull();
    const run = runs.start('7');
    expect(run).toMatchObject({ pending: true, tokens: [{ token: 'USDC' }, { token: 'SOL' }, { token: 'BTC' }] });
    await vi.waitFor(() => expect(runs.latest('7')?.pending).toBe(false));
    expect(done).toEqual(['mint USDC', 'mint SOL', 'mint BTC', 'claim USDC', 'claim SOL', 'claim BTC']);
    expect(gaps).toEqual([1000, 1000]);
    expect(letters(runs)).toBe('ccc');
  });

  it.each([
    ['a refused SOL mint fails SOL and BTC; the USDC minted is credited', { refuseMint: 'SOL' }, 'cff'],
    ['a refused BTC claim leaves BTC minted for the deposit scan', { refuseClaim: 'BTC' }, 'ccm'],
  ])('%s', async (_name, refuse, outcome) => {
    const runs = new FaucetRuns(steps(refuse).steps);
    runs.start('7');
    await vi.waitFor(() => expect(runs.latest('7')?.pending).toBe(false));
    expect(letters(runs)).toBe(outcome);
  });

  it('answers the run going on instead of starting a second; after it ends, a start is a new run', async () => {
    const gates: (() => void)[] = [];
    const { steps: s, done } = steps();
    const runs = new FaucetRuns({ ...s, sleep: () => new Promise<void>((go) => gates.push(go)) });
    const first = runs.start('7');
    expect(runs.start('7').id).toBe(first.id);
    // another account's run is its own
    expect(runs.start('8').id).not.toBe(first.id);
    await vi.waitFor(() => {
      for (const go of gates.splice(0)) go();
      expect([runs.latest('7')?.pending, runs.latest('8')?.pending]).toEqual([false, false]);
    });
    // one USDC mint for 7 and one for 8: never two for one account
    expect(done.filter((d) => d === 'mint USDC')).toHaveLength(2);
    expect(runs.start('7').id).not.toBe(first.id);
  });
});
