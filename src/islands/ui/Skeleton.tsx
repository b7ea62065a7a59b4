import type { CSSProperties } from 'react';
import './skeleton.css';

/** Props of a skeleton block: its size as CSS lengths (default: full width, one line of text). */
export interface SkeletonProps {
  readonly width?: CSSProperties['width'];
  readonly height?: CSSProperties['height'];
  /** A circle (an icon or avatar) instead of a rounded bar. */
  readonly isCircle?: boolean;
  readonly className?: string;
}

/**
 * A placeholder shape while data loads. Decorative (aria-hidden): the container announces loading, e.g. with
 * aria-busy or a Spinner's label. The shimmer stops under reduced motion.
 */
export function Skeleton({ width, height, isCircle, className }: SkeletonProps) {
  return (
    <span
      className={className ? `ui-skeleton ${className}` : 'ui-skeleton'}
      data-circle={isCircle || undefined}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}
