import { overlayStore, type OverlayActionOptions, type OverlayArgs, type OverlayComponentProps } from './overlay.ts';

/** Every side panel of the spec with the arguments it opens with; `undefined` means it takes none. */
export interface PanelArgs {
  /** The account panel (312 px plus its close strip). */
  readonly account: undefined;
  /** The login panel (320 px, toggle handle). */
  readonly login: undefined;
  /** Borrow details and stats of one token (420 px), from the withdraw modal's Enable borrow switch. */
  readonly borrowDetails: { readonly token: string };
}

/** The id of a side panel. */
export type PanelId = keyof PanelArgs;

/** What a registered panel component receives from the PanelHost: its args, isOpen and onClose. @public */
export type PanelComponentProps<K extends PanelId> = OverlayComponentProps<PanelArgs, K>;

const panels = overlayStore<PanelArgs>();

/** The open side panel with its arguments, or undefined; the one PanelHost renders it. */
export const $panel = panels.$open;

/** True while the open panel's action runs. */
export const $panelPending = panels.$pending;

/** Opens a side panel: openPanel('borrowDetails', { token: 'USDC' }). */
export function openPanel<K extends PanelId>(id: K, ...args: OverlayArgs<PanelArgs, K>): void {
  panels.open(id, ...args);
}

/** Closes the open side panel. */
export function closePanel(): void {
  panels.close();
}

/** Runs the open panel's action: pending while it runs, then the panel closes (see runModalAction). */
export function runPanelAction<T>(action: () => Promise<T>, options?: OverlayActionOptions) {
  return panels.run(action, options);
}
