import { useEffect } from 'react';
import { markInteractive } from '../interactive-mark.ts';

/** The account summary and order entry column (placeholder until the account layer lands). */
export function OrderPanel() {
  useEffect(() => markInteractive('form'), []);
  return <section className="order-panel" aria-label="Order" />;
}
