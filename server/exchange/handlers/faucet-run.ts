/**
 * The test faucet as a run the exchange carries out (startFaucet, getFaucetRun): it mints USDC, SOL and BTC to the
 * account's deposit address a second apart, then claims each, which credits it. The page only shows the run: a reload
 * in the middle finds it still going (getFaucetRun) and follows it to its end, and a second start while it runs
 * answers the same run, so one press mints once however many pages ask.
 */
import { randomUUID } from 'node:crypto';
import type { CallResponse } from '#lib/api/contract.ts';
import { TEST_FAUCET } from '#lib/domain/constants.ts';

/** A run as the wire carries it. */
type FaucetRunView = NonNullable<CallResponse<'getFaucetRun'>['run']>;
type FaucetToken = FaucetRunView['tokens'][number]['token'];
type FaucetTokenStatus = FaucetRunView['tokens'][number]['status'];

const ORDER = Object.keys(TEST_FAUCET.amounts) as FaucetToken[];

/** What a run does, given by the funds handlers: mint one token, claim (credit) one token, wait. */
export interface FaucetRunSteps {
  readonly mint: (userId: string, token: FaucetToken) => Promise<unknown>;
  readonly claim: (userId: string, token: FaucetToken) => Promise<unknown>;
  readonly sleep: (ms: number) => Promise<void>;
}

interface Run {
  readonly id: string;
  pending: boolean;
  readonly tokens: { token: FaucetToken; status: FaucetTokenStatus }[];
}

const view = (run: Run): FaucetRunView => ({
  id: run.id,
  pending: run.pending,
  tokens: run.tokens.map((t) => ({ ...t })),
});

/** The latest faucet run of each account (kept in memory: a restarted exchange has none, the chain keeps the coins). */
export class FaucetRuns {
  readonly #runs = new Map<string, Run>();
  readonly #steps: FaucetRunSteps;

  constructor(steps: FaucetRunSteps) {
    this.#steps = steps;
  }

  /** The account's latest run, or null. */
  latest(userId: string): FaucetRunView | null {
    const run = this.#runs.get(userId);
    return run === undefined ? null : view(run);
  }

  /** Starts a run for the account, or answers the one still running (never two at once). */
  start(userId: string): FaucetRunView {
    const current = this.#runs.get(userId);
    if (current?.pending === true) return view(current);
    const run: Run = { id: randomUUID(), pending: true, tokens: ORDER.map((token) => ({ token, status: 'waiting' })) };
    this.#runs.set(userId, run);
    void this.#carryOut(userId, run);
    return view(run);
  }

  /** Mints each token in turn, then credits what was minted; a refused mint fails it and every token after it. */
  async #carryOut(userId: string, run: Run): Promise<void> {
    const steps = this.#steps;
    try {
      for (const [index, entry] of run.tokens.entries()) {
        if (index > 0) await steps.sleep(TEST_FAUCET.gapMs);
        entry.status = 'minting';
        await steps.mint(userId, entry.token);
        entry.status = 'minted';
      }
    } catch {
      for (const entry of run.tokens)
        if (entry.status === 'minting' || entry.status === 'waiting') entry.status = 'failed';
    }
    for (const entry of run.tokens) {
      if (entry.status !== 'minted') continue;
      try {
        await steps.claim(userId, entry.token);
        entry.status = 'credited';
      } catch {
        // it stays minted on the deposit address: the page's deposit scan claims it on its next round
      }
    }
    run.pending = false;
  }
}
