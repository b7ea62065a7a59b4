import type { ReactNode } from 'react';
import './badge.css';

/** Colour of a badge: neutral, accent (info, "new"), buy/sell (long/short, gains/losses), warning (coming soon). */
export type BadgeVariant = 'neutral' | 'accent' | 'buy' | 'sell' | 'warning';

/** Props of a badge: its text and colour. */
export interface BadgeProps {
  readonly children: ReactNode;
  readonly variant?: BadgeVariant;
  /** Numbers in the badge use tabular figures (an APR, a leverage). */
  readonly isNumeric?: boolean;
  readonly className?: string;
}

/** A small status label (static text, not interactive): "Long 10x", "APR 0%", "Coming soon". */
export function Badge({ children, variant = 'neutral', isNumeric, className }: BadgeProps) {
  return (
    <span
      className={className ? `ui-badge ${className}` : 'ui-badge'}
      data-variant={variant}
      data-numeric={isNumeric || undefined}
    >
      {children}
    </span>
  );
}
