import { atom } from 'nanostores';

/** Every modal of the spec (section 4, modal flags), keyed for the one ModalHost. */
export type ModalId =
  | 'establishConnection'
  | 'createAccount'
  | 'transferFunds'
  | 'editAccount'
  | 'marketClose'
  | 'addAccount'
  | 'limitClose'
  | 'deposit'
  | 'withdraw';

/** The open modal with its arguments, or undefined when none is open. */
export const $modal = atom<{ readonly id: ModalId; readonly args?: Readonly<Record<string, string>> } | undefined>(
  undefined,
);

/** Opens a modal (features never import each other; they go through this action). */
export function openModal(id: ModalId, args?: Readonly<Record<string, string>>): void {
  $modal.set({ id, args });
}

/** Closes whatever modal is open. */
export function closeModal(): void {
  $modal.set(undefined);
}
