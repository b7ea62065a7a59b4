/**
 * The deposit wizard's steps and transitions (SPEC 4, deposit panel) as a pure reducer: start options lead to the
 * wallet form or the deposit address; the form leads to wallet selection, then connecting; success returns to the
 * form (after the success panel), failure stays on connecting with Try again; back from connecting goes to wallet selection; connecting jumps
 * straight to the form when the wallet is already connected; changing the network disconnects the form's wallet,
 * clears its token list and resets the token to the network's first. Each move says which way panels slide.
 */
import { networkTokens, type TransferNetwork } from '#lib/domain/transfer-networks.ts';
import type { TokenTicker } from '#lib/domain/tokens.ts';
import type { StepDirection } from '#islands/ui/StepTransition.tsx';

/** The wizard's panels. */
export type DepositStep = 'start' | 'form' | 'wallets' | 'connecting' | 'address';

/** The connecting panel's state (SPEC 3 deposit status: connecting, failed, success). */
export type ConnectStatus = 'connecting' | 'failed' | 'success';

/** Where the wizard is. */
export interface DepositWizardState {
  readonly step: DepositStep;
  /** How the last move slides: forward brings the new panel from the right. */
  readonly direction: StepDirection;
  readonly network: TransferNetwork;
  readonly token: TokenTicker;
  /**
   * Whether the form uses the connected wallet: true from the start (the app's wallet is the deposit's sender),
   * false after a network change until the user connects again.
   */
  readonly linked: boolean;
  /** The wallet being connected on the connecting panel. */
  readonly connect?: { readonly walletId: string; readonly status: ConnectStatus };
}

/** What can happen in the wizard. */
export type DepositWizardEvent =
  | { readonly type: 'choose'; readonly route: 'wallet' | 'address' }
  | { readonly type: 'back' }
  | { readonly type: 'selectWallet' }
  /** A wallet was picked; `connected` when the app's wallet is that one and already connected. */
  | { readonly type: 'pickWallet'; readonly walletId: string; readonly connected: boolean }
  | { readonly type: 'connected' }
  /** Leaves the success panel for the form. */
  | { readonly type: 'continue' }
  | { readonly type: 'connectFailed' }
  | { readonly type: 'retry' }
  | { readonly type: 'setNetwork'; readonly network: TransferNetwork }
  | { readonly type: 'setToken'; readonly token: TokenTicker };

/** The wizard as it opens: the start options, Aptos and its first token, the connected wallet in use. */
export function initialDepositWizard(): DepositWizardState {
  return { step: 'start', direction: 'forward', network: 'Aptos', token: networkTokens('Aptos')[0]!, linked: true };
}

/** Where Back leads from each panel. */
const BACK: Readonly<Record<DepositStep, DepositStep>> = {
  start: 'start',
  form: 'start',
  address: 'start',
  wallets: 'form',
  connecting: 'wallets',
};

/** The next state; an event that does not apply to the current panel leaves the state as it is. */
export function depositWizard(state: DepositWizardState, event: DepositWizardEvent): DepositWizardState {
  const go = (step: DepositStep, direction: StepDirection, change: Partial<DepositWizardState> = {}) => {
    const { connect: _dropped, ...rest } = state;
    return { ...rest, ...change, step, direction };
  };
  switch (event.type) {
    case 'choose':
      return state.step === 'start' ? go(event.route === 'wallet' ? 'form' : 'address', 'forward') : state;
    case 'back':
      return state.step === 'start' ? state : go(BACK[state.step], 'back');
    case 'selectWallet':
      return state.step === 'form' ? go('wallets', 'forward') : state;
    case 'pickWallet':
      if (state.step !== 'wallets') return state;
      // already connected: the connecting panel has nothing to do and hands over to the form
      if (event.connected) return go('form', 'back', { linked: true });
      return {
        ...state,
        step: 'connecting',
        direction: 'forward',
        connect: { walletId: event.walletId, status: 'connecting' },
      };
    case 'connected':
      if (state.step !== 'connecting' || state.connect === undefined) return state;
      return { ...state, connect: { ...state.connect, status: 'success' } };
    case 'continue':
      return state.connect?.status === 'success' ? go('form', 'back', { linked: true }) : state;
    case 'connectFailed':
      if (state.step !== 'connecting' || state.connect === undefined) return state;
      return { ...state, connect: { ...state.connect, status: 'failed' } };
    case 'retry':
      if (state.connect?.status !== 'failed') return state;
      return { ...state, connect: { ...state.connect, status: 'connecting' } };
    case 'setNetwork':
      if (event.network === state.network) return state;
      return { ...state, network: event.network, token: networkTokens(event.network)[0]!, linked: false };
    case 'setToken':
      return networkTokens(state.network).includes(event.token) ? { ...state, token: event.token } : state;
  }
}
