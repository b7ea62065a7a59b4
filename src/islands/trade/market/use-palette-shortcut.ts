import { useEffect, useRef } from 'react';

/**
 * Ctrl+K (Cmd+K on a Mac) opens the market palette from anywhere on the trade screen, text fields included (a
 * modifier shortcut never collides with typing); the browser's own Ctrl+K is replaced only here.
 */
export function usePaletteShortcut(open: () => void): void {
  const latest = useRef(open);
  latest.current = open;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey)
        return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
