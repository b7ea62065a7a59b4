import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Decorator, StrictArgs } from '@storybook/react-vite';
import { resetStores, type StoreSeed } from './store-seeds.ts';

export { ready, seed, seedThrough, type StoreSeed } from './store-seeds.ts';

/** True inside an outer seeder: only the outermost one resets, so meta and story seeds add up. */
const InsideSeeder = createContext(false);

/** Counts story mounts: a story's late unmount must not reset the stores the next story already seeded. */
let mounts = 0;

/**
 * Seeds stores once per story mount, before the story's first render. The outermost seeder (the global one in
 * .storybook/preview.tsx) first puts every seeded store back to pristine, so nothing a previous story seeded or its
 * play function changed leaks in, and resets again when its story unmounts.
 */
function StoreSeeder({ seeds, children }: { readonly seeds: readonly StoreSeed[]; readonly children: ReactNode }) {
  const nested = useContext(InsideSeeder);
  const [mount] = useState(() => {
    if (!nested) resetStores();
    for (const s of seeds) s.apply();
    return nested ? undefined : ++mounts;
  });
  const mounted = useRef(false);
  useEffect(() => {
    if (mount === undefined) return;
    mounted.current = true;
    // a microtask later: React's strict mode unmounts and remounts at once, which is not the story leaving
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        if (!mounted.current && mount === mounts) resetStores();
      });
    };
  }, [mount]);
  return <InsideSeeder.Provider value>{children}</InsideSeeder.Provider>;
}

/**
 * A decorator that seeds stores before the story renders and resets them after it, typed per store:
 * `decorators: [withStores(seed($wallet, CONNECTED), seed($perpMarkets, ready(PERP_MARKETS)))]`.
 * Meta-level and story-level uses add up (story seeds apply last).
 */
export function withStores<TArgs = StrictArgs>(...seeds: readonly StoreSeed[]): Decorator<TArgs> {
  return (Story, { id }) => (
    <StoreSeeder key={id} seeds={seeds}>
      <Story />
    </StoreSeeder>
  );
}
