import { useCallback } from 'react';
import { useStore } from '@nanostores/react';
import { $modalPending, runModalAction, type ModalActionResult } from '#stores/modal.ts';
import { $panelPending, runPanelAction } from '#stores/panel.ts';
import type { OverlayActionOptions } from '#stores/overlay.ts';

/** What a modal or panel needs for its submit: the guarded action and whether it runs. */
export interface OverlayAction<A extends unknown[], T> {
  /** Runs the action unless one already runs ('busy'); the overlay closes when it ends (see runModalAction). */
  readonly run: (...args: A) => Promise<ModalActionResult<T>>;
  /** Pass to the Modal/SidePanel (blocks dismissal) and to the submit Button (isPending blocks a double press). */
  readonly isPending: boolean;
}

/**
 * A modal's action, SPEC 4's way: `const { run, isPending } = useModalAction(transfer)`, then
 * `<Modal isPending={isPending}>` and `<Button isPending={isPending} onPress={() => run(form)}>`.
 */
export function useModalAction<A extends unknown[], T>(
  action: (...args: A) => Promise<T>,
  options?: OverlayActionOptions,
): OverlayAction<A, T> {
  const isPending = useStore($modalPending);
  const keepOpenOnError = options?.keepOpenOnError;
  const run = useCallback(
    (...args: A) => runModalAction(() => action(...args), { keepOpenOnError }),
    [action, keepOpenOnError],
  );
  return { run, isPending };
}

/** A side panel's action, the same way as useModalAction. @public */
export function usePanelAction<A extends unknown[], T>(
  action: (...args: A) => Promise<T>,
  options?: OverlayActionOptions,
): OverlayAction<A, T> {
  const isPending = useStore($panelPending);
  const keepOpenOnError = options?.keepOpenOnError;
  const run = useCallback(
    (...args: A) => runPanelAction(() => action(...args), { keepOpenOnError }),
    [action, keepOpenOnError],
  );
  return { run, isPending };
}
