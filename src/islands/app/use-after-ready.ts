import { useEffect, useState } from 'react';
import { $ready } from '#stores/boot.ts';
import { useIslandStore } from './use-island-store.ts';

/** How often to look whether the start splash has left and the frame's islands have hydrated. */
const SPLASH_POLL_MS = 50;
/**
 * What the page is still starting while one of these is in it: the splash, or an island due at load or idle that
 * has not hydrated yet (Astro drops `ssr` once it has; client:visible islands wait for the user, not for us).
 */
const STARTING = '.splash[role=progressbar], astro-island[ssr]:is([client=load], [client=idle])';
/** The longest wait for the browser to be idle once the page is interactive. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * True once the page is interactive: the app's start data has loaded, the start splash (a progressbar over the
 * page that fades once that data is in) has left, every island due at load or idle has hydrated, and the browser
 * has been idle once; never on the server, so what
 * waits on it renders its placeholder in the server HTML too and hydration matches. For code a screen can show a
 * moment later (a chart library, a secondary panel): it then loads after the page's own code, not before.
 */
export function useAfterReady(): boolean {
  const ready = useIslandStore($ready, false);
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    let idle: number | undefined;
    const poll = setInterval(() => {
      if (document.querySelector(STARTING) !== null) return;
      clearInterval(poll);
      if (typeof requestIdleCallback === 'function')
        idle = requestIdleCallback(() => setAfter(true), { timeout: IDLE_TIMEOUT_MS });
      else setAfter(true);
    }, SPLASH_POLL_MS);
    return () => {
      clearInterval(poll);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [ready, after]);
  return after;
}
