import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { AnimatePresence, motion } from 'motion/react';
import { SplashView } from './SplashView.tsx';
import { $bootProgress } from '../../stores/boot.ts';

/** Milliseconds per counted step: the number climbs towards the real load progress, never past it. */
const STEP_MS = 12;

/** Splash container: counts 0 to 100 following configuration, index prices and borrow/lend loading. */
function useCountTowards(target: number): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count >= target) return;
    const timer = setTimeout(() => setCount((c) => Math.min(c + 1, target)), STEP_MS);
    return () => clearTimeout(timer);
  }, [count, target]);
  return count;
}

/** The splash island: shown until everything has loaded and the count reached 100. */
export function Splash() {
  const progress = useStore($bootProgress);
  const count = useCountTowards(progress);
  const done = count >= 100;
  return (
    <AnimatePresence>
      {!done && (
        <motion.div key="splash" initial={{ opacity: 1 }} exit={{ opacity: 0 }} transition={{ duration: 0.3 }}>
          <SplashView count={count} />
        </motion.div>
      )}
    </AnimatePresence>
  );
}
