import { describe, expect, it } from 'vitest';
import { applyFill, fillNotional, marginNotional, unrealizedPnl } from '#server/engine/trading/positions.ts';
import { newPosition } from '#server/engine/model/state.ts';

const P = 1_000_000_000n; // 1 USD at price scale
const BTC = 100_000_000n; // 1 BTC in base units (8 decimals)
const USD = 1_000_000n; // 1 USD at USD scale

describe('applyFill on a cost basis', () => {
  it.each([
    // [name, start size, start cost, delta, fill notional, new size, new cost, new entry, realized]
    ['open long', 0n, 0n, BTC, 100n * USD, BTC, 100n * USD, 100n * P, 0n],
    ['add to long averages', BTC, 100n * USD, BTC, 110n * USD, 2n * BTC, 210n * USD, 105n * P, 0n],
    // a quarter of the cost (52.5) closes against 57.5 of proceeds
    [
      'reduce long at a gain',
      2n * BTC,
      210n * USD,
      -BTC / 2n,
      57_500_000n,
      (3n * BTC) / 2n,
      157_500_000n,
      105n * P,
      5n * USD,
    ],
    ['close long at a loss', BTC, 100n * USD, -BTC, 90n * USD, 0n, 0n, 0n, -10n * USD],
    // the notional splits 120 closing + 240 opening, adding up to the 360 both sides booked
    ['flip long to short', BTC, 100n * USD, -3n * BTC, 360n * USD, -2n * BTC, -240n * USD, 120n * P, 20n * USD],
    ['reduce short at a gain', -2n * BTC, -240n * USD, BTC, 100n * USD, -BTC, -120n * USD, 120n * P, 20n * USD],
    // 3 units cost 10: closing one takes 10/3 = 3 (truncated), the residue stays with the 2 units left
    ['the residue stays in the cost', 3n, 10n, -1n, 3n, 2n, 7n, 350_000_000_000n, 0n],
    // ... and is realized by the last close: 6 - 7 = -1, so the two closes realize 9 - 10 exactly
    ['the last close realizes the residue', 2n, 7n, -2n, 6n, 0n, 0n, 0n, -1n],
    // averaging 1 @ 100 and 2 @ 101: 302/3 = 100.666666666(6) -> half-up 100.666666667
    ['average entry rounds half up', BTC, 100n * USD, 2n * BTC, 202n * USD, 3n * BTC, 302n * USD, 100_666_666_667n, 0n],
  ] as const)('%s', (_n, size, cost, delta, notional, newSize, newCost, newEntry, realized) => {
    const pos = { ...newPosition(0n, 0), size, cost };
    expect(applyFill(pos, delta, notional, 8)).toBe(realized);
    expect([pos.size, pos.cost, pos.entryPrice, pos.realizedPnl]).toEqual([newSize, newCost, newEntry, realized]);
  });

  it.each([
    // [name, sequence of (delta, price) for one side; the other side books the opposite]
    [
      'odd sizes at odd prices',
      [
        [7n, 97_000_333_000_000n],
        [-3n, 96_999_999_000_000n],
        [5n, 97_001_000_000_001n],
        [-9n, 97_000_000_000_007n],
      ],
    ],
    [
      'flips through zero',
      [
        [10n, 100n * P],
        [-25n, 101n * P],
        [30n, 99n * P],
        [-15n, 100n * P],
      ],
    ],
  ] as const)('is zero-sum between the two sides of every trade: %s', (_n, trades) => {
    const [a, b] = [newPosition(0n, 0), newPosition(0n, 0)];
    let [ra, rb] = [0n, 0n];
    for (const [delta, price] of trades) {
      const n = fillNotional(delta, price, 8);
      ra += applyFill(a, delta, n, 8);
      rb += applyFill(b, -delta, n, 8);
    }
    // both flat again: what one realized the other lost, to the unit
    expect([a.size, b.size, a.cost, b.cost]).toEqual([0n, 0n, 0n, 0n]);
    expect(ra + rb).toBe(0n);
  });
});

describe('notional and unrealized PnL', () => {
  it.each([
    // 0.5 BTC at 97000 = 48500 USD
    [BTC / 2n, 97_000n * P, 8, 48_500_000_000n],
    [-BTC / 2n, 97_000n * P, 8, 48_500_000_000n],
    // 1 base unit of BTC at 97000.5: 0.000970005 USD -> ceil to 0.000971
    [1n, 97_000_500_000_000n, 8, 971n],
    // 3 SOL (9 decimals) at 190.25 = 570.75
    [3_000_000_000n, 190_250_000_000n, 9, 570_750_000n],
  ] as const)('margin notional(%s @ %s, %s dp) = %s', (size, price, dp, expected) => {
    expect(marginNotional(size, price, dp)).toBe(expected);
  });

  it.each([
    // the fill notional rounds down: 0.000970005 USD -> 0.000970
    [1n, 97_000_500_000_000n, 8, 970n],
    [-BTC / 2n, 97_000n * P, 8, 48_500_000_000n],
  ] as const)('fill notional(%s @ %s, %s dp) = %s', (size, price, dp, expected) => {
    expect(fillNotional(size, price, dp)).toBe(expected);
  });

  it.each([
    [2n * BTC, 200n * USD, 103n * P, 6n * USD],
    [-2n * BTC, -200n * USD, 103n * P, -6n * USD],
    [0n, 0n, 103n * P, 0n],
  ] as const)('upnl(size %s cost %s mark %s) = %s', (size, cost, mark, expected) => {
    expect(unrealizedPnl({ size, cost }, mark, 8)).toBe(expected);
  });
});
