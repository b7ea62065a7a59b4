import { atom } from 'nanostores';
import { $api } from './api.ts';
import { $currentUserId } from './wallet.ts';
import { notify } from './toasts.ts';

/** True while a test-faucet request runs. */
export const $faucetPending = atom(false);

/** Asks the exchange's test faucet to mint USDC, SOL and BTC to the current account's deposit address. */
export async function requestFaucet(): Promise<void> {
  const api = $api.get();
  const userId = $currentUserId.get();
  if (!api || userId === undefined) {
    notify({ kind: 'error', title: 'sonnerMessages.faucet.error', description: 'sonnerMessages.faucet.notConnected' });
    return;
  }
  $faucetPending.set(true);
  try {
    await api.testFaucet({ userId });
    notify({ kind: 'success', title: 'sonnerMessages.faucet.success' });
  } catch {
    notify({ kind: 'error', title: 'sonnerMessages.faucet.error', description: 'sonnerMessages.faucet.description' });
  } finally {
    $faucetPending.set(false);
  }
}
