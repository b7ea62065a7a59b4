/** The test faucet's run as the card shows it (faucet.ts starts and resumes it, faucet-run.ts follows it). */
import { atom } from 'nanostores';
import type { TEST_FAUCET } from '#lib/domain/constants.ts';

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
