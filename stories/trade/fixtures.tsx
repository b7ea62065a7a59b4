import type { Decorator } from '@storybook/react-vite';
import type { OrderFormMarket } from '#islands/trade/order/OrderFormView.tsx';

/** BTC-PERP as the local network configures it: tick $1, lot 0.0001 BTC. */
export const BTC_MARKET: OrderFormMarket = {
  name: 'BTC-PERP',
  baseToken: 'BTC',
  baseDecimals: 8,
  tickSize: 1_000_000_000n,
  lotSize: 10_000n,
  priceDecimals: 0,
};

/** A price in whole USD as USD x 10^9. */
export const usd9 = (dollars: bigint) => dollars * 1_000_000_000n;
/** A USD value in whole USD as USD x 10^6. */
export const usd6 = (dollars: bigint) => dollars * 1_000_000n;

/** Frames a panel at the trade screen's order column width (320 px). */
export const orderColumn: Decorator = (Story) => (
  <div style={{ width: 'var(--size-trade-order)', background: 'var(--color-surface-1)' }}>
    <Story />
  </div>
);
