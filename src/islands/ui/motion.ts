import { animate, useReducedMotion, useReducedMotionConfig, type DOMKeyframesDefinition } from 'motion/react';

/**
 * True when motion should be reduced: the nearest MotionConfig says so ('always', as Storybook's automated runs
 * set), or the user's system asks for reduced motion (motion's own default config would ignore that).
 */
export function useReduceMotion(): boolean {
  const configured = useReducedMotionConfig();
  const system = useReducedMotion();
  return Boolean(configured || system);
}

/** A duration token (e.g. --duration-panel: 280ms) read from the element's styles, in seconds. */
export function durationToken(element: Element, name: string): number {
  const text = getComputedStyle(element).getPropertyValue(name).trim();
  const match = /^([\d.]+)(ms|s)$/.exec(text);
  if (!match) return 0.2;
  const value = Number(match[1]);
  return match[2] === 'ms' ? value / 1000 : value;
}

/** An easing token (cubic-bezier(...)) read from the element's styles, as motion's four numbers. */
export function easeToken(element: Element, name: string): [number, number, number, number] {
  const text = getComputedStyle(element).getPropertyValue(name);
  const numbers = /cubic-bezier\(([^)]+)\)/.exec(text)?.[1]?.split(',').map(Number) ?? [];
  const [a = 0.2, b = 0.8, c = 0.2, d = 1] = numbers.every(Number.isFinite) ? numbers : [];
  return [a, b, c, d];
}

/**
 * Runs one enter or exit animation on an overlay element with the design tokens' timing and resolves when it ends:
 * what react-aria's onEnter/onExit wait for before showing or unmounting. With reduced motion nothing animates.
 */
export function playOverlay(
  element: HTMLElement,
  keyframes: DOMKeyframesDefinition,
  reduce: boolean,
  duration = '--duration-base',
): Promise<void> | undefined {
  if (reduce) return undefined;
  const controls = animate(element, keyframes, {
    duration: durationToken(element, duration),
    ease: easeToken(element, '--ease-out'),
  });
  return controls.finished.then(() => undefined);
}
