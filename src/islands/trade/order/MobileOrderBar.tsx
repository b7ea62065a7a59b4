import { useEffect } from 'react';
import { markInteractive } from '../interactive-mark.ts';

/** The sticky Buy / Sell bar of the narrow layout (placeholder until the order form lands). */
export function MobileOrderBar() {
  useEffect(() => markInteractive('form'), []);
  return <div className="trade-action-bar" />;
}
