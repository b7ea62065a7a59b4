import { atom, computed, type ReadableAtom } from 'nanostores';

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
  /**
   * Keep the overlay open when the action fails (SPEC 4: an add-account failure silently ends loading), or when it
   * fails in the ways this says (the user closed Establish connection: nothing failed, they may try again).
   */
  readonly keepOpenOnError?: boolean | ((error: unknown) => boolean);
}

/** One kind of overlay: which one is open, whether its action runs, and the actions that change them. */
export interface OverlayStore<Args> {
  /** The overlay on top (the one the user acts in), or undefined. */
  readonly $open: ReadableAtom<OpenOverlay<Args> | undefined>;
  /** Every open overlay, bottom first: one, or two while an overlay waits beneath the one opened over it. */
  readonly $stack: ReadableAtom<readonly OpenOverlay<Args>[]>;
  /** True while the top overlay's action runs. */
  readonly $pending: ReadableAtom<boolean>;
  /** Opens an overlay in place of whatever is open. */
  open<K extends keyof Args>(id: K, ...args: OverlayArgs<Args, K>): void;
  /**
   * Opens an overlay over the open one, which stays (its state and its running action kept) and is back on top
   * when this one closes. It takes the place of an overlay already opened over another, and of the same overlay.
   */
  openOver<K extends keyof Args>(id: K, ...args: OverlayArgs<Args, K>): void;
  /** Closes the top overlay (the one beneath, if any, is back on top). */
  close(): void;
  /** Closes this opening of an overlay, and any opened over it; nothing when it is no longer open. */
  closeOpening(opening: OpenOverlay<Args>): void;
  run<T>(action: () => Promise<T>, options?: OverlayActionOptions): Promise<OverlayActionResult<T>>;
}

/** The opening an action belongs to when it runs with no overlay open. */
const NOTHING_OPEN = Object.freeze({});

/**
 * Creates the store of one overlay kind. One overlay is open, or two when one was opened over another (a session
 * key asked for in the middle of a deposit); opening another replaces them. `run` is SPEC 4's rule: pending while
 * the action runs (a second run meanwhile is refused, so a double click submits once), then the overlay closes on
 * success and on failure; only the opening that started the action is closed by it.
 */
export function overlayStore<Args>(): OverlayStore<Args> {
  const $stack = atom<readonly OpenOverlay<Args>[]>([]);
  // which openings have an action running (one object per opening, so an action that outlives it can tell); an
  // action run with nothing open (a story renders a modal without its host) is pending as NOTHING_OPEN
  const running = atom<ReadonlySet<object>>(new Set());
  const $open = computed($stack, (stack) => stack.at(-1));
  const $pending = computed([$open, running], (top, busy) => busy.has(top ?? NOTHING_OPEN));
  const setRunning = (opening: object, on: boolean) => {
    const next = new Set(running.get());
    if (on) next.add(opening);
    else next.delete(opening);
    running.set(next);
  };
  const closeOpening = (opening: object) => {
    const stack: readonly object[] = $stack.get();
    const at = stack.indexOf(opening);
    if (at < 0) return;
    for (const gone of stack.slice(at)) setRunning(gone, false);
    $stack.set($stack.get().slice(0, at));
  };
  return {
    $open,
    $stack,
    $pending,
    open<K extends keyof Args>(id: K, ...[args]: OverlayArgs<Args, K>) {
      running.set(new Set());
      $stack.set([{ id, args } as OpenOverlay<Args>]);
    },
    openOver<K extends keyof Args>(id: K, ...[args]: OverlayArgs<Args, K>) {
      const stack = $stack.get();
      const beneath = stack.slice(0, 1).filter((open) => open.id !== id);
      for (const gone of stack.slice(beneath.length)) setRunning(gone, false);
      $stack.set([...beneath, { id, args } as OpenOverlay<Args>]);
    },
    close() {
      const top = $stack.get().at(-1);
      if (top) closeOpening(top);
    },
    closeOpening,
    async run<T>(action: () => Promise<T>, options: OverlayActionOptions = {}): Promise<OverlayActionResult<T>> {
      const started = $open.get() ?? NOTHING_OPEN;
      if (running.get().has(started)) return { status: 'busy' };
      setRunning(started, true);
      let result: OverlayActionResult<T>;
      try {
        result = { status: 'done', value: await action() };
      } catch (error) {
        result = { status: 'failed', error };
      }
      setRunning(started, false);
      const keep = options.keepOpenOnError;
      const stays = result.status === 'failed' && (typeof keep === 'function' ? keep(result.error) : keep === true);
      if (!stays) closeOpening(started);
      return result;
    },
  };
}
