import { atom, onMount } from 'nanostores';
import { mediaQuery } from '#styles/media.ts';

/** True when the window is wider than the 850 px breakpoint (ticker, Faucet and Deposit show only then). */
export const $isWide = atom<boolean>(true);

onMount($isWide, () => {
  if (typeof window === 'undefined') return; // server render: keep the wide default
  const query = window.matchMedia(mediaQuery('--media-wide'));
  const update = () => $isWide.set(query.matches);
  update();
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
});
