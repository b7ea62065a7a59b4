import { describe, expect, it } from 'vitest';
import {
  percentAtTrigger,
  tpslFieldText,
  tpslFieldTrigger,
  pnlAtTrigger,
  stopBeyondLiquidation,
  tpslTrigger,
  triggerSideOk,
  type TpSlBasis,
  type TpSlLeg,
  type TpSlMode,
} from '#lib/domain/tpsl.ts';

const USD = (n: bigint) => n * 1_000_000n; // USD x 10^6
const P = (n: bigint) => n * 1_000_000_000n; // price x 10^9
// 0.01 BTC (8 decimals) long at 100,000 on a 0.1 tick
const LONG: TpSlBasis = { size: 1_000_000n, entry: P(100_000n), sizeDecimals: 8, tickSize: 100_000_000n };
const SHORT: TpSlBasis = { ...LONG, size: -1_000_000n };
// 100 APT (8 decimals) long at 5.123 on a 0.001 tick
const APT: TpSlBasis = { size: 10_000_000_000n, entry: 5_123_000_000n, sizeDecimals: 8, tickSize: 1_000_000n };

describe.each<[string, TpSlBasis, TpSlLeg, TpSlMode, bigint, bigint]>([
  // 100,000 x 1.05 = 105,000
  ['long TP +5 %', LONG, 'takeProfit', 'percent', 500n, P(105_000n)],
  // 100,000 x 0.975 = 97,500
  ['long SL -2.5 %', LONG, 'stopLoss', 'percent', 250n, P(97_500n)],
  // short: the take profit lies below, the stop above
  ['short TP +5 %', SHORT, 'takeProfit', 'percent', 500n, P(95_000n)],
  ['short SL -5 %', SHORT, 'stopLoss', 'percent', 500n, P(105_000n)],
  // $33.33 over 0.01 BTC is a $3,333 move: 103,333
  ['long TP $33.33', LONG, 'takeProfit', 'pnl', 33_330_000n, P(103_333n)],
  // $10 over 100 APT is a $0.10 move: 5.023
  ['APT SL $10', APT, 'stopLoss', 'pnl', USD(10n), 5_023_000_000n],
  ['price as typed', LONG, 'takeProfit', 'price', P(101_000n), P(101_000n)],
])('tpslTrigger %s', (_name, basis, leg, mode, magnitude, trigger) => {
  it('gives the trigger price', () => expect(tpslTrigger(basis, leg, mode, magnitude)).toBe(trigger));
});

describe('tpslTrigger rounds toward the entry', () => {
  // entry 100,000.05: +1 % is 101,000.0505, down to 101,000.0; -1 % is 99,000.0495, up to 99,000.1
  const basis = { ...LONG, entry: 100_000_050_000_000n };
  it('a trigger above the entry rounds down', () =>
    expect(tpslTrigger(basis, 'takeProfit', 'percent', 100n)).toBe(101_000_000_000_000n));
  it('a trigger below the entry rounds up', () =>
    expect(tpslTrigger(basis, 'stopLoss', 'percent', 100n)).toBe(99_000_100_000_000n));
  // $0.004 over 0.01 BTC is a $0.40 move: 100,000.4
  it('a PnL rounds its move down', () =>
    expect(tpslTrigger(LONG, 'takeProfit', 'pnl', 4_000n)).toBe(100_000_400_000_000n));
  it('a loss of 100 % or more has no trigger', () =>
    expect(tpslTrigger(LONG, 'stopLoss', 'percent', 10_000n)).toBeNull());
  it('a flat position has no trigger', () =>
    expect(tpslTrigger({ ...LONG, size: 0n }, 'takeProfit', 'percent', 100n)).toBeNull());
});

describe('PnL and percent at a trigger', () => {
  it('long at 105,000 gains $50 and 5 %', () => {
    expect(pnlAtTrigger(LONG, P(105_000n))).toBe(USD(50n));
    expect(percentAtTrigger(LONG, P(105_000n))).toBe(50_000_000n); // 5 %
  });
  it('long at 97,500 loses $25 and 2.5 %', () => {
    expect(pnlAtTrigger(LONG, P(97_500n))).toBe(-USD(25n));
    expect(percentAtTrigger(LONG, P(97_500n))).toBe(-25_000_000n); // -2.5 %
  });
  it('short at 95,000 gains $50 and 5 %', () => {
    expect(pnlAtTrigger(SHORT, P(95_000n))).toBe(USD(50n));
    expect(percentAtTrigger(SHORT, P(95_000n))).toBe(50_000_000n);
  });
  it('APT at 5.023 loses $10 and 1.95 %', () => {
    expect(pnlAtTrigger(APT, 5_023_000_000n)).toBe(-USD(10n));
    // 0.1 / 5.123 = 0.0195198126... -> -19,519,812 x 10^-9, toward zero
    expect(percentAtTrigger(APT, 5_023_000_000n)).toBe(-19_519_812n);
  });
});

describe.each<[string, bigint, TpSlLeg, bigint, boolean]>([
  ['long TP above mark', 1n, 'takeProfit', P(101n), true],
  ['long TP at mark', 1n, 'takeProfit', P(100n), false],
  ['long SL below mark', 1n, 'stopLoss', P(99n), true],
  ['long SL above mark', 1n, 'stopLoss', P(101n), false],
  ['short TP below mark', -1n, 'takeProfit', P(99n), true],
  ['short SL above mark', -1n, 'stopLoss', P(101n), true],
  ['short SL below mark', -1n, 'stopLoss', P(99n), false],
])('triggerSideOk %s (mark 100)', (_name, size, leg, trigger, ok) => {
  it(`is ${ok}`, () => expect(triggerSideOk(size, leg, trigger, P(100n))).toBe(ok));
});

describe.each<[string, bigint, bigint, bigint | null, boolean]>([
  ['long stop above liquidation', 1n, P(91n), P(90n), false],
  ['long stop at liquidation', 1n, P(90n), P(90n), true],
  ['long stop below liquidation', 1n, P(89n), P(90n), true],
  ['short stop below liquidation', -1n, P(109n), P(110n), false],
  ['short stop past liquidation', -1n, P(111n), P(110n), true],
  ['no liquidation price', 1n, P(1n), null, false],
])('stopBeyondLiquidation %s', (_name, size, trigger, liquidation, beyond) => {
  it(`is ${beyond}`, () => expect(stopBeyondLiquidation(size, trigger, liquidation)).toBe(beyond));
});

describe('TP/SL fields', () => {
  it('reads a typed price on the tick, and refuses one off it', () => {
    expect(tpslFieldTrigger(LONG, 'takeProfit', 'price', '101000.5', 1)).toBe(101_000_500_000_000n);
    expect(tpslFieldTrigger({ ...LONG, tickSize: P(1n) }, 'takeProfit', 'price', '101000.5', 1)).toBeNull();
  });
  it('reads a % and a USD amount over the basis, none without one', () => {
    expect(tpslFieldTrigger(LONG, 'takeProfit', 'percent', '5', 1)).toBe(P(105_000n));
    expect(tpslFieldTrigger(LONG, 'stopLoss', 'pnl', '25', 1)).toBe(P(97_500n));
    expect(tpslFieldTrigger(null, 'stopLoss', 'pnl', '25', 1)).toBeNull();
    expect(tpslFieldTrigger(LONG, 'stopLoss', 'pnl', '', 1)).toBeNull();
  });
  it('writes a trigger back in each mode', () => {
    expect(tpslFieldText(LONG, 'price', P(97_500n), 1)).toBe('97500');
    expect(tpslFieldText(LONG, 'percent', P(97_500n), 1)).toBe('2.5');
    expect(tpslFieldText(LONG, 'pnl', P(97_500n), 1)).toBe('25');
    // 2 % of 98,684 rounds toward the entry to 96,711: a 1.9993 % move, written back as 2 %
    const entry = { ...LONG, entry: P(98_684n), tickSize: P(1n) };
    expect(tpslFieldTrigger(entry, 'stopLoss', 'percent', '2', 0)).toBe(P(96_711n));
    expect(tpslFieldText(entry, 'percent', P(96_711n), 0)).toBe('2');
  });
});
