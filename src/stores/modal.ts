import { overlayStore, type OverlayActionOptions, type OverlayArgs, type OverlayComponentProps } from './overlay.ts';

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
}

/** The id of a modal. */
export type ModalId = keyof ModalArgs;

/** What a registered modal component receives from the ModalHost: its args, isOpen and onClose. */
export type ModalComponentProps<K extends ModalId> = OverlayComponentProps<ModalArgs, K>;

const modals = overlayStore<ModalArgs>();

/** The open modal with its arguments, or undefined; the one ModalHost renders it. */
export const $modal = modals.$open;

/** True while the open modal's action runs: it shows loading and cannot be dismissed or submitted again. */
export const $modalPending = modals.$pending;

/** Opens a modal (features never import each other; they go through this action): openModal('deposit'). */
export function openModal<K extends ModalId>(id: K, ...args: OverlayArgs<ModalArgs, K>): void {
  modals.open(id, ...args);
}

/** Closes whatever modal is open. */
export function closeModal(): void {
  modals.close();
}

/**
 * Runs the open modal's action the SPEC 4 way: loading while it runs, a second submit meanwhile refused ('busy'),
 * then the modal closes on finish and on error (unless keepOpenOnError). Never throws: the result says how it ended;
 * the action itself tells the user (its toast) what went wrong.
 */
export function runModalAction<T>(action: () => Promise<T>, options?: OverlayActionOptions) {
  return modals.run(action, options);
}
