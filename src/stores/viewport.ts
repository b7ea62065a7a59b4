import { atom, onMount } from 'nanostores';
import { HEADER_BUTTONS_MIN_WIDTH_PX } from '#lib/domain/constants.ts';

/** True when the window is wider than the 850 px breakpoint (ticker, Faucet and Deposit show only then). */
export const $isWide = atom<boolean>(true);

onMount($isWide, () => {
  if (typeof window === 'undefined') return; // server render: keep the wide default
  const query = window.matchMedia(`(min-width: ${HEADER_BUTTONS_MIN_WIDTH_PX + 1}px)`);
  const update = () => $isWide.set(query.matches);
  update();
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
});
