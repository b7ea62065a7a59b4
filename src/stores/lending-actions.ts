/**
 * The /earn actions against the exchange (lend, withdrawLend, borrow, repayBorrow, setAutoLend), session-signed,
 * each with its success or failure toast. The session store (and its signer) loads with the first action, so a
 * visitor who only reads the markets never downloads it. The account's figures follow through the user stream:
 * every lending event reloads getUserData (user-data.ts), so the panel and balances move at once.
 */
import { atom } from 'nanostores';
import { formatAmount } from '#lib/domain/format.ts';
import type { LendingAction } from '#lib/domain/lending-actions.ts';
import { notify } from './toasts.ts';
import { notifyFailure } from './errors.ts';
import { withSessionLazily } from './session-lazy.ts';

/** One lending action as the modal submits it; `units` undefined means all (withdraw every share, repay-all). */
export interface LendingRequest {
  readonly action: LendingAction;
  readonly userId: string;
  readonly token: string;
  readonly tokenAddress: string;
  readonly decimals: number;
  readonly units: bigint | undefined;
}

/**
 * Sends a lending action and tells the user how it went (the amount the exchange moved, or why it refused).
 * Rethrows a failure so the modal's action ends as failed.
 */
export async function runLendingAction(request: LendingRequest): Promise<void> {
  const { action, userId, tokenAddress } = request;
  const amount = request.units?.toString();
  const title = action === 'withdrawLend' ? 'withdrawLend' : action;
  try {
    const result = await withSessionLazily(userId, (api) => {
      switch (action) {
        case 'lend':
          return api.lend({ userId, tokenAddress, amount: amount ?? '0' });
        case 'borrow':
          return api.borrow({ userId, tokenAddress, amount: amount ?? '0' });
        case 'withdrawLend':
          return api.withdrawLend({ userId, tokenAddress, ...(amount === undefined ? {} : { amount }) });
        case 'repay':
          return api.repayBorrow({ userId, tokenAddress, ...(amount === undefined ? {} : { amount }) });
      }
    });
    notify({
      kind: 'success',
      title: `sonnerMessages.${title}.success`,
      description: 'sonnerMessages.lending.detail',
      params: { amount: formatAmount(BigInt(result.amount), request.decimals), token: request.token },
    });
  } catch (error) {
    notifyFailure(`sonnerMessages.${title}.error`, error);
    throw error;
  }
}

/** Turns autolend on or off; false when it failed (told by a toast). */
async function setAutoLend(userId: string, enabled: boolean): Promise<boolean> {
  try {
    await withSessionLazily(userId, (api) => api.setAutoLend({ userId, enabled }));
    notify({ kind: 'success', title: enabled ? 'sonnerMessages.autoLend.on' : 'sonnerMessages.autoLend.off' });
    return true;
  } catch (error) {
    notifyFailure('sonnerMessages.autoLend.error', error);
    return false;
  }
}

/** The autolend state the user last pressed for an account, while it is sent or until its data shows it. */
export const $autolendWanted = atom<{ readonly userId: string; readonly on: boolean } | undefined>(undefined);
/** True while an autolend call is out (its Establish connection included). */
export const $autolendSending = atom(false);

/**
 * The autolend switch's press. It shows at once ($autolendWanted) and is sent now, or right after the call already out
 * (an Establish connection still open, a slow answer), so a press is never lost while the account's figures reload;
 * a failure (told by its toast) puts the switch back to what the account has.
 */
export function requestAutoLend(userId: string, on: boolean): void {
  $autolendWanted.set({ userId, on });
  if (!$autolendSending.get()) void sendWanted();
}

/** Sends what the user wants until the last press has gone through or one failed. */
async function sendWanted(): Promise<void> {
  $autolendSending.set(true);
  let sent: { readonly userId: string; readonly on: boolean } | undefined;
  try {
    const same = (a: typeof sent, b: typeof sent) => a?.userId === b?.userId && a?.on === b?.on;
    for (let want = $autolendWanted.get(); want !== undefined && !same(want, sent); want = $autolendWanted.get()) {
      if (!(await setAutoLend(want.userId, want.on))) {
        if ($autolendWanted.get() === want) $autolendWanted.set(undefined);
        return;
      }
      sent = want;
    }
  } finally {
    $autolendSending.set(false);
  }
}

/** The account's data now shows what was pressed: the switch follows the account again. */
export function settleAutoLend(userId: string, enabled: boolean): void {
  const want = $autolendWanted.get();
  if (!$autolendSending.get() && want?.userId === userId && want.on === enabled) $autolendWanted.set(undefined);
}
