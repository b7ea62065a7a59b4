import type { ReactNode } from 'react';
import { Meter } from 'react-aria-components';
import { RATE_ONE } from '#lib/domain/fixed.ts';
import { formatPercent } from '#lib/domain/format.ts';
import './progress-ring.css';

/** Ratios (x 10^9, the domain's rate scale) at or above which the ring turns amber, then rose. */
export interface RingThresholds {
  readonly warning: bigint;
  readonly danger: bigint;
}

/** Props of a progress ring. */
export interface ProgressRingProps {
  /** The ratio shown, x 10^9 (RATE_DECIMALS): 250_000_000n fills a quarter; clamped to 0..1 for drawing. */
  readonly value: bigint;
  /** What the ring measures, for screen readers: "Margin usage". */
  readonly 'aria-label': string;
  /** Colour steps, higher is worse (margin usage); none keeps the accent colour. */
  readonly thresholds?: RingThresholds;
  /** Text read out (default: the ratio as a percentage with 2 decimals, "81.25%"). */
  readonly valueLabel?: string;
  /** Show the whole percent inside the ring (default true; "81%", cut, so 99.99 % never reads 100 %). */
  readonly showValue?: boolean;
  /** Content in the middle instead of the value (an icon). */
  readonly children?: ReactNode;
  readonly className?: string;
}

/** Which colour step a ratio is at. */
function ringLevel(value: bigint, thresholds?: RingThresholds): 'normal' | 'warning' | 'danger' {
  if (thresholds === undefined) return 'normal';
  if (value >= thresholds.danger) return 'danger';
  if (value >= thresholds.warning) return 'warning';
  return 'normal';
}

const CIRCUMFERENCE = 100; // the arc is drawn with pathLength 100, so its dash is the percentage itself

/**
 * A circular gauge (RAC Meter, role=meter with aria-valuenow/valuetext) for the account panel's margin indicator.
 * The bigint ratio becomes a percentage for drawing only, in basis points, so nothing is rounded into the label.
 */
export function ProgressRing({
  value,
  'aria-label': label,
  thresholds,
  valueLabel,
  showValue = true,
  children,
  className,
}: ProgressRingProps) {
  const clamped = value < 0n ? 0n : value > RATE_ONE ? RATE_ONE : value;
  const percent = Number((clamped * 10_000n) / RATE_ONE) / 100; // drawing only: two decimals are plenty
  const text = valueLabel ?? formatPercent(value);
  const wholePercent = value <= 0n ? 0n : (value * 100n) / RATE_ONE; // the centre has room for whole percent only
  return (
    <Meter
      value={percent}
      minValue={0}
      maxValue={100}
      aria-label={label}
      valueLabel={text}
      data-level={ringLevel(value, thresholds)}
      className={className ? `ui-ring ${className}` : 'ui-ring'}
    >
      <svg viewBox="0 0 44 44" aria-hidden="true" focusable="false">
        <circle className="ui-ring-track" cx="22" cy="22" r="19" pathLength={CIRCUMFERENCE} />
        <circle
          className="ui-ring-arc"
          cx="22"
          cy="22"
          r="19"
          pathLength={CIRCUMFERENCE}
          strokeDasharray={`${percent} ${CIRCUMFERENCE}`}
        />
      </svg>
      <span className="ui-ring-centre" aria-hidden="true">
        {children ?? (showValue ? `${wholePercent}%` : null)}
      </span>
    </Meter>
  );
}
