import { atom, onMount } from 'nanostores';
import { STORAGE_KEYS } from '#lib/storage/keys.ts';

/** Market names the trader starred, persisted locally. */
export const $favouriteMarkets = atom<readonly string[]>([]);

/** Reads the saved list, ignoring anything that is not a list of strings. */
function readSaved(): readonly string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.favouriteMarkets) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Stars or un-stars a market. */
export function toggleFavourite(market: string): void {
  const list = $favouriteMarkets.get();
  const next = list.includes(market) ? list.filter((m) => m !== market) : [...list, market];
  $favouriteMarkets.set(next);
  window.localStorage.setItem(STORAGE_KEYS.favouriteMarkets, JSON.stringify(next));
}

onMount($favouriteMarkets, () => {
  if (typeof window === 'undefined') return;
  if ($favouriteMarkets.get().length === 0) $favouriteMarkets.set(readSaved());
});
