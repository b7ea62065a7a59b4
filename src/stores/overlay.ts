import { atom, type ReadableAtom } from 'nanostores';

/** The open overlay of one kind (modal or side panel): its id and the arguments it opened with. */
export type OpenOverlay<Args> = { readonly [K in keyof Args]: { readonly id: K; readonly args: Args[K] } }[keyof Args];

/** The arguments after the id: optional when an overlay takes none (its type admits undefined). */
export type OverlayArgs<Args, K extends keyof Args> = undefined extends Args[K] ? [args?: Args[K]] : [args: Args[K]];

/** What a registered overlay component (a modal, a side panel) receives from its host. */
export interface OverlayComponentProps<Args, K extends keyof Args> {
  readonly args: Args[K];
  /** False while the overlay animates out after closing; pass it to the Modal or SidePanel primitive. */
  readonly isOpen: boolean;
  /** Closes this overlay (the primitive's onOpenChange(false)). */
  readonly onClose: () => void;
}

/** How an overlay's action ended: its value, its error, or refused because one was already running. */
export type OverlayActionResult<T> =
  | { readonly status: 'done'; readonly value: T }
  | { readonly status: 'failed'; readonly error: unknown }
  | { readonly status: 'busy' };

/** Options of an overlay action. */
export interface OverlayActionOptions {
  /** Keep the overlay open when the action fails (SPEC 4: an add-account failure silently ends loading). */
  readonly keepOpenOnError?: boolean;
}

/** One kind of overlay: which one is open, whether its action runs, and the actions that change them. */
export interface OverlayStore<Args> {
  readonly $open: ReadableAtom<OpenOverlay<Args> | undefined>;
  /** True while the open overlay's action runs. */
  readonly $pending: ReadableAtom<boolean>;
  open<K extends keyof Args>(id: K, ...args: OverlayArgs<Args, K>): void;
  close(): void;
  run<T>(action: () => Promise<T>, options?: OverlayActionOptions): Promise<OverlayActionResult<T>>;
}

/**
 * Creates the store of one overlay kind. At most one is open; opening another replaces it. `run` is SPEC 4's rule:
 * pending while the action runs (a second run meanwhile is refused, so a double click submits once), then the
 * overlay closes on success and on failure; only the overlay that started the action is closed by it.
 */
export function overlayStore<Args>(): OverlayStore<Args> {
  const $open = atom<OpenOverlay<Args> | undefined>(undefined);
  const $pending = atom(false);
  const close = () => {
    $pending.set(false);
    $open.set(undefined);
  };
  return {
    $open,
    $pending,
    open<K extends keyof Args>(id: K, ...[args]: OverlayArgs<Args, K>) {
      $pending.set(false);
      // one object per opening: an action that outlives its overlay can tell it is gone
      $open.set({ id, args } as OpenOverlay<Args>);
    },
    close,
    async run<T>(action: () => Promise<T>, options: OverlayActionOptions = {}): Promise<OverlayActionResult<T>> {
      if ($pending.get()) return { status: 'busy' };
      const started = $open.get();
      $pending.set(true);
      let result: OverlayActionResult<T>;
      try {
        result = { status: 'done', value: await action() };
      } catch (error) {
        result = { status: 'failed', error };
      }
      if ($open.get() === started) {
        $pending.set(false);
        if (result.status === 'done' || !options.keepOpenOnError) close();
      }
      return result;
    },
  };
}
