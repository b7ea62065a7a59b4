/**
 * One requestAnimationFrame loop for every live widget (book, trades, depth): each frame it compares each
 * widget's version with the one it last drew and redraws only the changed ones, so a feed of thousands of updates
 * per second costs one draw per frame, and an idle screen costs a few integer comparisons. `invalidate` forces a
 * redraw for what versions do not see (resize, hover, fonts loaded).
 */

/** The frame clock: the browser's requestAnimationFrame, or a manual one in tests and benches. */
export interface FrameScheduler {
  request(callback: (time: number) => void): unknown;
  cancel(handle: unknown): void;
}
/** A widget on the loop. */
export interface Drawable {
  /** Changes whenever the widget's data changed (LiveBook.version, a tape's version). */
  version(): number;
  /** Draws the current data; `time` is the frame's timestamp. */
  draw(time: number): void;
}

/** The browser's animation frames (undefined outside a browser). @public */
export function animationFrames(): FrameScheduler | undefined {
  if (typeof requestAnimationFrame === 'undefined') return undefined;
  return { request: (cb) => requestAnimationFrame(cb), cancel: (h) => cancelAnimationFrame(h as number) };
}

type Entry = { readonly widget: Drawable; drawn: number; forced: boolean };

/** The shared loop: runs while at least one widget is on it. */
export class FrameLoop {
  readonly #scheduler: FrameScheduler;
  readonly #entries = new Set<Entry>();
  #handle: unknown = null;
  #frames = 0;
  #draws = 0;

  /** A loop on the given frame clock (default: the browser's). */
  constructor(scheduler: FrameScheduler | undefined = animationFrames()) {
    if (scheduler === undefined) throw new Error('FrameLoop needs requestAnimationFrame or a scheduler');
    this.#scheduler = scheduler;
  }

  /** Frames run and draws made so far (a bench's "draws only when changed" check). */
  get stats(): { frames: number; draws: number } {
    return { frames: this.#frames, draws: this.#draws };
  }

  /** Puts a widget on the loop (drawn on the next frame); returns the function that takes it off. */
  add(widget: Drawable): () => void {
    const entry: Entry = { widget, drawn: Number.NaN, forced: true };
    this.#entries.add(entry);
    this.#request();
    return () => {
      this.#entries.delete(entry);
      if (this.#entries.size === 0 && this.#handle !== null) {
        this.#scheduler.cancel(this.#handle);
        this.#handle = null;
      }
    };
  }

  /** Redraws a widget (or all) on the next frame even if its version did not move. */
  invalidate(widget?: Drawable): void {
    for (const entry of this.#entries) if (widget === undefined || entry.widget === widget) entry.forced = true;
  }

  #request(): void {
    if (this.#handle === null) this.#handle = this.#scheduler.request((time) => this.#frame(time));
  }

  #frame(time: number): void {
    this.#handle = null;
    this.#frames++;
    for (const entry of this.#entries) {
      const version = entry.widget.version();
      if (!entry.forced && version === entry.drawn) continue;
      entry.drawn = version;
      entry.forced = false;
      this.#draws++;
      entry.widget.draw(time);
    }
    if (this.#entries.size > 0) this.#request();
  }
}
