import { computed, onMount } from 'nanostores';
import { $accountLookupFailures, $accounts } from './accounts.ts';
import { $currentUserId } from './current-user.ts';
import { $modal, $modalPending, closeModal, openModal } from './modal.ts';
import { $wallet } from './wallet.ts';

/** Lookups that may fail before the user is offered to create an account anyway (SPEC 4: "or fails"). */
const FAILURES_BEFORE_OFFER = 3;

/**
 * Where signing in stands: no wallet, a wallet connecting, its accounts being looked up, a wallet without an
 * account (Create account), or an account acting (the header shows it).
 */
export type SignInStep = 'disconnected' | 'connecting' | 'lookingUp' | 'noAccount' | 'signedIn';

/**
 * The sign-in step. While something watches it, it drives SPEC 4's flow after a connect: a wallet without accounts
 * (or whose lookup keeps failing) gets the Create account modal; an account without a valid session key gets the
 * Establish connection modal, again whenever the acting account changes.
 */
export const $signIn = computed([$wallet, $accounts, $currentUserId], (wallet, accounts, userId): SignInStep => {
  if (wallet.status === 'disconnected') return 'disconnected';
  if (wallet.status === 'connecting') return 'connecting';
  if (accounts.status !== 'ready') return 'lookingUp';
  if (accounts.value.length === 0) return 'noAccount';
  return userId === undefined ? 'lookingUp' : 'signedIn';
});

onMount($signIn, () => {
  if (typeof window === 'undefined') return;
  /** The wallet address the create-account modal was offered to, and the account a session was asked for. */
  let offeredTo: string | undefined;
  let sessionFor: string | undefined;
  const offer = (address: string) => {
    if (offeredTo === address) return;
    offeredTo = address;
    openModal('createAccount');
  };
  const step = () => {
    const wallet = $wallet.get();
    if (wallet.status !== 'connected') {
      offeredTo = undefined;
      sessionFor = undefined;
      return;
    }
    const accounts = $accounts.get();
    if (accounts.status === 'ready' && accounts.value.length === 0) return offer(wallet.address);
    if (accounts.status !== 'ready') {
      if ($accountLookupFailures.get() >= FAILURES_BEFORE_OFFER) offer(wallet.address);
      return;
    }
    // accounts arrived after all: a create-account offer made because of failed lookups is withdrawn
    if ($modal.get()?.id === 'createAccount' && !$modalPending.get() && offeredTo === wallet.address) closeModal();
    const userId = $currentUserId.get();
    if (userId === undefined || userId === sessionFor) return;
    sessionFor = userId;
    // session.ts (and the signer it needs) loads only once an account is acting; closing the modal leaves the
    // account without a key, by choice
    import('./session.ts').then(({ ensureSession }) => ensureSession(userId)).catch(() => undefined);
  };
  const stops = [
    $wallet.listen(step),
    $accounts.listen(step),
    $currentUserId.listen(step),
    $accountLookupFailures.listen(step),
  ];
  step();
  return () => stops.forEach((stop) => stop());
});
