import { Suspense, lazy } from 'react';
import { Skeleton } from '#islands/ui/Skeleton.tsx';
import type { RateCurveViewProps } from './RateCurveView.tsx';

/** The rate curve and its chart library (lightweight-charts, about 58 KB gzip) in a chunk of their own. */
const RateCurveView = lazy(() => import('./RateCurveView.tsx').then((m) => ({ default: m.RateCurveView })));

/** Props of the curve's place: the curve's, and whether its code is still held back. */
export interface RateCurveSlotProps extends RateCurveViewProps {
  /** Shows the placeholder without loading the chart's code yet (the page is not interactive yet). */
  readonly isDeferred?: boolean;
}

/**
 * Where a token's rate curve goes: the chart once its code is in, a skeleton of the curve's own size until then (the
 * same one while deferred and while loading), so nothing below moves when it arrives.
 */
export function RateCurveSlot({ isDeferred = false, ...curve }: RateCurveSlotProps) {
  const placeholder = <Skeleton className="earn-curve-loading" height={320} />;
  if (isDeferred) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RateCurveView {...curve} />
    </Suspense>
  );
}
