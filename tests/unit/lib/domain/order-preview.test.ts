import { describe, expect, it } from 'vitest';
import { marketOrderPrice, previewOrder, resultingPosition } from '#lib/domain/order-preview.ts';

const USD = 1_000_000n;
const PRICE = 1_000_000_000n;
const BTC = 100_000_000n;
/** 10 % initial, 5 % maintenance, no fixed amounts, one step for any size. */
const steps = [
  {
    initialMarginRatio: 100_000_000n,
    initialAmount: 0n,
    maintenanceMarginRatio: 50_000_000n,
    maintenanceAmount: 0n,
    maxPositionInUsd: 10n ** 18n,
  },
];
const market = { name: 'BTC-PERP', sizeDecimals: 8, marginSteps: steps, markPrice: 100_000n * PRICE };
const long = (size: bigint, entry: bigint) => ({
  market: 'BTC-PERP',
  size,
  entryPrice: entry,
  sizeDecimals: 8,
  markPrice: market.markPrice,
  marginSteps: steps,
});

describe('resultingPosition', () => {
  it.each([
    ['opens', 0n, 0n, 2n, 50n, 2n, 50n],
    ['adds at a size-weighted entry', 1n, 100n, 3n, 200n, 4n, 175n],
    ['reduces keeping the entry', 4n, 100n, -1n, 300n, 3n, 100n],
    ['closes flat', -2n, 100n, 2n, 90n, 0n, 0n],
    ['flips at the fill price', 1n, 100n, -3n, 80n, -2n, 80n],
  ])('%s', (_name, size, entry, delta, price, nextSize, nextEntry) => {
    expect(resultingPosition(size, entry, delta, price)).toEqual({ size: nextSize, entry: nextEntry });
  });
});

describe('previewOrder', () => {
  it('a 1 BTC long at $100,000 on $20,000: fee, 10 % margin, leverage over equity after fee, liquidation price', () => {
    const p = previewOrder({
      side: 'buy',
      size: BTC,
      price: 100_000n * PRICE,
      feeRate: 500_000n, // 0.05 %
      market,
      collateralUsd: 20_000n * USD,
      positions: [],
    });
    expect(p.notionalUsd).toBe(100_000n * USD);
    expect(p.feeUsd).toBe(50n * USD);
    expect(p.marginRequiredUsd).toBe(10_000n * USD);
    expect(p.resultingSize).toBe(BTC);
    // 100,000 / 19,950, rounded up
    expect(p.leverage).toBe(5_012_531_329n);
    // (100,000 - 19,950) / 0.95, a long's rounded up
    expect(p.liquidationPrice).toBe(84_263_157_894_737n);
    expect(p.liquidatableAtOnce).toBe(false);
  });

  it('warns when the account would be below maintenance at once', () => {
    const input = {
      side: 'buy' as const,
      size: BTC,
      price: 100_000n * PRICE,
      feeRate: 500_000n,
      market,
      positions: [],
    };
    expect(previewOrder({ ...input, collateralUsd: 5_100n * USD }).liquidatableAtOnce).toBe(false);
    // 5,040 - 50 fee = 4,990 < 5,000 maintenance
    expect(previewOrder({ ...input, collateralUsd: 5_040n * USD }).liquidatableAtOnce).toBe(true);
  });

  it('a reduce needs no margin and settles its PnL into collateral', () => {
    const p = previewOrder({
      side: 'sell',
      size: BTC / 2n,
      price: 100_000n * PRICE,
      feeRate: 0n,
      market,
      collateralUsd: 10_000n * USD,
      positions: [long(BTC, 90_000n * PRICE)],
    });
    expect(p.marginRequiredUsd).toBe(0n);
    expect(p.resultingSize).toBe(BTC / 2n);
    expect(p.resultingEntry).toBe(90_000n * PRICE);
    // collateral 10,000 + 5,000 realized, plus 5,000 unrealized on the half kept: equity 20,000 for 50,000 notional
    expect(p.leverage).toBe(2_500_000_000n);
  });
});

describe('marketOrderPrice', () => {
  it.each([
    ['buy', 100_000_030_000_000n, 105_000_100_000_000n],
    ['sell', 100_000_030_000_000n, 95_000_000_000_000n],
  ] as const)('%s from %s with 5 %% slack on a 0.1 tick -> %s', (side, reference, expected) => {
    expect(marketOrderPrice(side, reference, 100_000_000n)).toBe(expected);
  });
});
