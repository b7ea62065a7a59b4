import { describe, expect, it } from 'vitest';
import { applyFill, marginNotional, unrealizedPnl } from '#server/engine/trading/positions.ts';
import { newPosition } from '#server/engine/model/state.ts';

const P = 1_000_000_000n; // 1 USD at price scale
const BTC = 100_000_000n; // 1 BTC in base units (8 decimals)

describe('applyFill', () => {
  it.each([
    // [name, start size, start entry, delta, price, new size, new entry, realized USD-scale]
    ['open long', 0n, 0n, BTC, 100n * P, BTC, 100n * P, 0n],
    ['add to long averages', BTC, 100n * P, BTC, 110n * P, 2n * BTC, 105n * P, 0n],
    ['reduce long at a gain', 2n * BTC, 105n * P, -BTC / 2n, 115n * P, (3n * BTC) / 2n, 105n * P, 5_000_000n],
    ['close long at a loss', BTC, 100n * P, -BTC, 90n * P, 0n, 0n, -10_000_000n],
    ['flip long to short', BTC, 100n * P, -3n * BTC, 120n * P, -2n * BTC, 120n * P, 20_000_000n],
    ['reduce short at a gain', -2n * BTC, 120n * P, BTC, 100n * P, -BTC, 120n * P, 20_000_000n],
    // 1 base unit short closed 1 USD higher: -1e-8 USD, floors to -1 micro-USD
    ['rounding floors against the trader', -1n, 100n * P, 1n, 101n * P, 0n, 0n, -1n],
    // averaging 1 @ 100 and 2 @ 101: 302/3 = 100.666666666(6) -> half-up 100.666666667
    ['average entry rounds half up', BTC, 100n * P, 2n * BTC, 101n * P, 3n * BTC, 100_666_666_667n, 0n],
  ] as const)('%s', (_n, size, entry, delta, price, newSize, newEntry, realized) => {
    const pos = { ...newPosition(0n, 0), size, entryPrice: entry };
    expect(applyFill(pos, delta, price, 8)).toBe(realized);
    expect(pos.size).toBe(newSize);
    expect(pos.entryPrice).toBe(newEntry);
    expect(pos.realizedPnl).toBe(realized);
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
  ] as const)('notional(%s @ %s, %s dp) = %s', (size, price, dp, expected) => {
    expect(marginNotional(size, price, dp)).toBe(expected);
  });

  it.each([
    [2n * BTC, 100n * P, 103n * P, 6_000_000n],
    [-2n * BTC, 100n * P, 103n * P, -6_000_000n],
    [0n, 0n, 103n * P, 0n],
  ] as const)('upnl(size %s entry %s mark %s) = %s', (size, entry, mark, expected) => {
    expect(unrealizedPnl({ ...newPosition(0n, 0), size, entryPrice: entry }, mark, 8)).toBe(expected);
  });
});
