import { atom, computed } from 'nanostores';
import { $config } from './config.ts';
import { $borrowLend } from './lending.ts';
import { $priceIndexes } from './prices.ts';
import type { Resource } from './resource.ts';

const loaded = (r: Resource<unknown>) => (r.status === 'ready' ? 1 : 0);

/** Start-up progress in percent (0..100): configuration, index prices and borrow/lend data each count a third. */
export const $bootProgress = computed([$config, $priceIndexes, $borrowLend], (c, p, b) =>
  Math.floor(((loaded(c) + loaded(p) + loaded(b)) * 100) / 3),
);

/** True once everything the splash waits for has loaded: the app is ready. */
export const $ready = computed($bootProgress, (progress) => progress === 100);

/**
 * Starts what the splash waits for as soon as the page's first script runs (AppLayout), before the islands hydrate:
 * on a cold start the configuration was asked for only once the header island had loaded its code.
 */
export function startBoot(): void {
  $bootProgress.listen(() => undefined);
}

/**
 * True once the page's own content is on screen (the trade screen's live book): the splash then leaves at once even
 * if index prices or borrow/lend data are still loading, rather than cover a drawn book.
 */
export const $contentShown = atom(false);

/** The page's content is on screen: the splash may leave. */
export function markContentShown(): void {
  $contentShown.set(true);
}
