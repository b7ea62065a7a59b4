import { useEffect, useState } from 'react';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { SplashView } from './SplashView.tsx';
import { $bootProgress } from '#stores/boot.ts';

/** Milliseconds per counted step: the number climbs towards the real load progress, never past it. */
const STEP_MS = 12;
/** Length of the fade-out once the count reaches 100 (matches splash.css). */
const FADE_MS = 300;

/** Counts up one step at a time towards a target. */
function useCountTowards(target: number): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count >= target) return;
    const timer = setTimeout(() => setCount((c) => Math.min(c + 1, target)), STEP_MS);
    return () => clearTimeout(timer);
  }, [count, target]);
  return count;
}

/** The splash island: counts 0 to 100 following configuration, index prices and borrow/lend loading, then fades. */
export function Splash() {
  const progress = useIslandStore($bootProgress, 0);
  const count = useCountTowards(progress);
  const [gone, setGone] = useState(false);
  const leaving = count >= 100;
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setGone(true), FADE_MS);
    return () => clearTimeout(timer);
  }, [leaving]);
  if (gone) return null;
  return <SplashView count={count} leaving={leaving} />;
}
