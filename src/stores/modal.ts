import {
  overlayStore,
  type OpenOverlay,
  type OverlayActionOptions,
  type OverlayArgs,
  type OverlayComponentProps,
} from './overlay.ts';

export type { OverlayActionResult as ModalActionResult } from './overlay.ts';

/**
 * Every modal of the spec (SPEC 4, modal flags) with the arguments it opens with; `undefined` means it takes none.
 * openModal is checked against this: the wrong id or arguments do not compile.
 */
export interface ModalArgs {
  readonly establishConnection: undefined;
  readonly createAccount: undefined;
  /** Optionally the account the transfer starts from (the account panel's Transfer). */
  readonly transferFunds: { readonly fromUserId?: string } | undefined;
  /** The sub-account to rename. */
  readonly editAccount: { readonly userId: string };
  /** The market whose position closes at market. */
  readonly marketClose: { readonly market: string };
  readonly addAccount: undefined;
  /** The market whose position gets a closing limit order. */
  readonly limitClose: { readonly market: string };
  readonly deposit: undefined;
  /** Optionally the token to withdraw (a balance row's Withdraw). */
  readonly withdraw: { readonly token?: string } | undefined;
  /** Close all: every position of the acting account at market, after a confirmation listing them. */
  readonly closeAll: undefined;
  /** The market whose leverage the dialog sets (the chip beside the market name). */
  readonly leverage: { readonly market: string };
  /** The market whose position gets its take profit / stop loss. */
  readonly tpsl: { readonly market: string };
  /** The token to supply to its lending pool (/earn). */
  readonly lend: { readonly token: string };
  /** The token whose supply to withdraw (/earn). */
  readonly withdrawLend: { readonly token: string };
  /** The token to borrow from its pool (/earn). */
  readonly borrow: { readonly token: string };
  /** The token whose debt to repay (/earn). */
  readonly repay: { readonly token: string };
}

/** The id of a modal. */
export type ModalId = keyof ModalArgs;

/** What a registered modal component receives from the ModalHost: its args, isOpen and onClose. */
export type ModalComponentProps<K extends ModalId> = OverlayComponentProps<ModalArgs, K>;

const modals = overlayStore<ModalArgs>();

/** The modal on top with its arguments, or undefined. */
export const $modal = modals.$open;

/** Every open modal, bottom first (two while Establish connection waits over a deposit, say); ModalHost renders them. */
export const $modals = modals.$stack;

/** True while the open modal's action runs: it shows loading and cannot be dismissed or submitted again. */
export const $modalPending = modals.$pending;

/** Opens a modal (features never import each other; they go through this action): openModal('deposit'). */
export function openModal<K extends ModalId>(id: K, ...args: OverlayArgs<ModalArgs, K>): void {
  modals.open(id, ...args);
}

/**
 * Opens a modal over the open one without losing it: the one beneath keeps its state and its running action and is
 * back when this one closes (Establish connection asked for in the middle of a deposit or a transfer).
 */
export function openModalOver<K extends ModalId>(id: K, ...args: OverlayArgs<ModalArgs, K>): void {
  modals.openOver(id, ...args);
}

/** Closes the modal on top (the one beneath, if any, is back). */
export function closeModal(): void {
  modals.close();
}

/** Closes this opening of a modal (and any opened over it); nothing when it has closed already. */
export function closeModalOpening(opening: OpenOverlay<ModalArgs>): void {
  modals.closeOpening(opening);
}

/**
 * Runs the open modal's action the SPEC 4 way: loading while it runs, a second submit meanwhile refused ('busy'),
 * then the modal closes on finish and on error (unless keepOpenOnError). Never throws: the result says how it ended;
 * the action itself tells the user (its toast) what went wrong.
 */
export function runModalAction<T>(action: () => Promise<T>, options?: OverlayActionOptions) {
  return modals.run(action, options);
}
