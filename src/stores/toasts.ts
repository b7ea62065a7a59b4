import { atom } from 'nanostores';
import type { MessageKey, MessageParams } from '#lib/i18n/index.ts';

/** Kinds of notice the toast area shows. */
export type ToastKind = 'success' | 'error' | 'info';

/** A notice waiting to be shown; texts are catalogue keys so stores never hold English. */
export interface ToastRequest {
  readonly id: number;
  readonly kind: ToastKind;
  readonly title: MessageKey;
  readonly description?: MessageKey;
  readonly params?: MessageParams;
}

/** Notices queued for the toast island, which drains them into the toast library. */
export const $toastQueue = atom<readonly ToastRequest[]>([]);

let nextId = 1;

/** Queues a notice (at most 10 visible, placed where they hide nothing: the island enforces both). */
export function notify(request: Omit<ToastRequest, 'id'>): void {
  $toastQueue.set([...$toastQueue.get(), { ...request, id: nextId++ }]);
}

/** Removes the queued notices the island has handed to the toast library. */
export function takeToasts(): readonly ToastRequest[] {
  const queued = $toastQueue.get();
  if (queued.length > 0) $toastQueue.set([]);
  return queued;
}

/**
 * The coming-soon notice of the header's settings and notification actions: neutral (info), since nothing failed;
 * a red error for a feature not built yet alarmed testers.
 */
export function notifyComingSoon(): void {
  notify({
    kind: 'info',
    title: 'sonnerMessages.comingSoon.title',
    description: 'sonnerMessages.comingSoon.description',
  });
}

/** A modal's or panel's code could not be downloaded when it opened: the network failure notice. */
export function notifyOverlayLoadFailed(): void {
  notify({ kind: 'error', title: 'sonnerMessages.network.error', description: 'errors.network' });
}
