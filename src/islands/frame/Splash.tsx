import { useEffect, useState } from 'react';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { COOKIES } from '#lib/storage/keys.ts';
import { SplashView } from './SplashView.tsx';
import { $bootProgress, $contentShown } from '#stores/boot.ts';

/** Milliseconds per counted step: the number climbs towards the real load progress, never past it. */
const STEP_MS = 16;
/** Steps to close the gap to the target: the count catches up within a few frames instead of 1 % per step. */
const CATCH_UP_STEPS = 6;
/** Length of the fade-out once the count reaches 100 (matches splash.css). */
const FADE_MS = 120;

/**
 * Counts up towards a target, a share of the gap per step, so it never lags the real progress for long; once
 * everything has loaded (100) it shows 100 at once: counting the last stretch up and fading slowly kept a drawn book
 * hidden for ~0.9 s more on a cold start (bench/page-change.ts).
 */
function useCountTowards(target: number): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count >= target) return;
    if (target >= 100) return setCount(100);
    const step = Math.max(1, Math.ceil((target - count) / CATCH_UP_STEPS));
    const timer = setTimeout(() => setCount((c) => Math.min(c + step, target)), STEP_MS);
    return () => clearTimeout(timer);
  }, [count, target]);
  return count;
}

/** Props of the splash island. */
export interface SplashProps {
  /** The splash already showed in this visit (its session cookie came with the request): render none. */
  readonly warm?: boolean;
}

/**
 * The splash island (SPEC 2: the app's start): counts 0 to 100 following configuration, index prices and borrow/lend
 * loading, then fades. At most once per visit: showing it sets a session cookie, and the layout renders later pages
 * with `warm`, so they show what they have at once.
 */
export function Splash({ warm = false }: SplashProps) {
  const progress = useIslandStore($bootProgress, 0);
  const count = useCountTowards(progress);
  const [gone, setGone] = useState(warm);
  const leaving = count >= 100;
  // the page's own content (a live book) is drawn: leave at once, without the fade that would still cover it
  const shown = useIslandStore($contentShown, false);
  useEffect(() => {
    if (warm) return;
    document.cookie = `${COOKIES.splashShown}=1; path=/; SameSite=Lax`;
    // the data is already known (kept from an earlier page): no counter to watch
    if ($bootProgress.get() === 100) setGone(true);
  }, [warm]);
  useEffect(() => {
    if (shown) setGone(true);
  }, [shown]);
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setGone(true), FADE_MS);
    return () => clearTimeout(timer);
  }, [leaving]);
  if (gone) return null;
  return <SplashView count={count} leaving={leaving} />;
}
