import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { AnimatePresence, motion, type Variants } from 'motion/react';
import { durationToken, easeToken, useReduceMotion } from './motion.ts';
import './overlay.css';

/** Which way a wizard moves: forward slides the new panel in from the right, back from the left. */
export type StepDirection = 'forward' | 'back';

/** Props of a step transition: the current step's key, the way it moved, and its panel. */
export interface StepTransitionProps {
  /** Identifies the current step; a new value slides the new panel in and the old one out. */
  readonly step: string;
  readonly direction: StepDirection;
  readonly children: ReactNode;
}

const offset = (direction: StepDirection, entering: boolean) => {
  const fromRight = direction === 'forward' ? entering : !entering;
  return fromRight ? '100%' : '-100%';
};

const VARIANTS: Variants = {
  enter: (direction: StepDirection) => ({ x: offset(direction, true), opacity: 0 }),
  centre: { x: 0, opacity: 1 },
  exit: (direction: StepDirection) => ({ x: offset(direction, false), opacity: 0 }),
};

/** Reduced motion: the new panel simply replaces the old one. */
const STILL: Variants = { enter: { x: 0, opacity: 1 }, centre: { x: 0, opacity: 1 }, exit: { x: 0, opacity: 0 } };

/**
 * Slides wizard panels left or right (the deposit wizard's steps). The outgoing panel leaves the layout at once
 * (popLayout) and is clipped by the frame; focus moves to the new panel so keyboard and screen-reader users follow
 * the step, and reduced motion swaps panels without movement.
 */
export function StepTransition({ step, direction, children }: StepTransitionProps) {
  const reduce = useReduceMotion();
  const frame = useRef<HTMLDivElement>(null);
  const [timing, setTiming] = useState<{ duration: number; ease: [number, number, number, number] }>({
    duration: 0.25,
    ease: [0.2, 0.8, 0.2, 1],
  });
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true; // panels arriving after the first one take focus
    if (frame.current)
      setTiming({
        duration: durationToken(frame.current, '--duration-step'),
        ease: easeToken(frame.current, '--ease-out'),
      });
  }, []);
  // stable, so React calls it only when a panel attaches (focus it) or detaches (null), not on every render
  const panel = useCallback((element: HTMLDivElement | null) => {
    if (element && mounted.current) element.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={frame} className="ui-steps">
      <AnimatePresence initial={false} mode="popLayout" custom={direction}>
        <motion.div
          key={step}
          ref={panel}
          tabIndex={-1}
          className="ui-step"
          data-step={step}
          custom={direction}
          variants={reduce ? STILL : VARIANTS}
          initial="enter"
          animate="centre"
          exit="exit"
          transition={reduce ? { duration: 0 } : timing}
        >
          {children}
        </motion.div>
      </AnimatePresence>
    </div>
  );
}
