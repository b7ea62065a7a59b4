/**
 * Liquidation as issue 12 (finding 4) asks for it: checked on every index update, partial where that restores
 * health, a penalty below the remaining margin, an insurance fund that takes penalties and pays bad debt, and
 * socialised loss once the fund is empty. Rules and numbers: docs/LIQUIDATION.md.
 */
import { describe, expect, it } from 'vitest';
import { Engine } from '#server/engine/engine.ts';
import type { Core } from '#server/engine/model/core.ts';
import type { EngineEvent } from '#server/engine/model/events.ts';
import { BTC, Harness, USD_P, USDC } from './harness.ts';

/** A trader with `usdc` long `size` BTC-PERP bought from a maker at 97,000 (taker fee 0.05%). */
function longAt97k(usdc: bigint, size: bigint, h = new Harness(), alias = 'trader'): { h: Harness; trader: string } {
  const maker = h.user(`maker${alias}`, 10_000_000n * USDC);
  const trader = h.user(alias, usdc);
  h.limit(maker, false, 97_000n, size);
  h.ok({
    type: 'placeMarketOrder',
    userId: trader,
    market: 'BTC-PERP',
    isBid: true,
    price: 97_000n * USD_P,
    size,
    reduceOnly: false,
  });
  return { h, trader };
}

const btcAt = (h: Harness, dollars: bigint): EngineEvent[] =>
  h.ok({ type: 'setIndexPrice', prices: [{ token: 'BTC', price: dollars * USD_P }] });
const liquidations = (ev: EngineEvent[]) => ev.filter((e) => e.type === 'Liquidation');
const initialOk = (h: Harness, id: string) => {
  const m = h.engine.userData(id)!.margin;
  return m.initialCollateral >= m.initialRequired;
};

describe('liquidation on index updates', () => {
  // 10,000 USDC long 2 BTC at 97,000 (fee 97): value 9,903 + 2 x (P - 97,000), maintenance 1% of 2P
  it.each([
    // 92,980: value 1,863 >= 1,859.20 maintenance: safe
    [92_980n, false],
    // 92,900: value 1,703 < 1,858: the update itself liquidates, no scan needed
    [92_900n, true],
  ] as const)('a BTC index of %s liquidates: %s', (price, liquidated) => {
    const { h, trader } = longAt97k(10_000n * USDC, 2n * BTC);
    expect(liquidations(btcAt(h, price)).map((e) => e.userId)).toEqual(liquidated ? [trader] : []);
  });

  it('closes only the part that restores the initial margin, and the fund takes the penalty', () => {
    const { h, trader } = longAt97k(10_000n * USDC, 2n * BTC);
    const [event] = liquidations(btcAt(h, 92_900n));
    // closing q BTC at 92,900 with a 0.5% penalty: 1,703 - 464.5q >= 2% x (2 - q) x 92,900 for q >= 1.4446
    // penalty 0.5% of 1.4446 x 92,900 = 134,203.34 notional = 671.0167
    expect(event).toMatchObject({ size: 14_446n * 10_000n, price: 92_900n * USD_P, penalty: 671_016_700n });
    expect([h.btcPos(trader), h.btcPos('1')]).toEqual([5_554n * 10_000n, 14_446n * 10_000n]);
    expect(initialOk(h, trader)).toBe(true);
    expect(h.engine.insuranceFund().holdings).toEqual({ USDC: 671_016_700n });
    // 9,903 - 4,100 x 1.4446 realized - 671.0167 penalty
    expect(h.usdc(trader)).toBe(9_903_000_000n - 5_922_860_000n - 671_016_700n);
  });

  it('never takes a penalty beyond the remaining equity', () => {
    const { h, trader } = longAt97k(10_000n * USDC, 2n * BTC);
    // at 92,074 the value is 51 USD: no partial close restores health, the whole position goes, and the
    // 0.5% penalty (920.74) is cut to the 51 left, so the account ends at exactly zero, never below
    const [event] = liquidations(btcAt(h, 92_074n));
    expect(event).toMatchObject({ size: 2n * BTC, penalty: 51n * USDC });
    expect(h.engine.userData(trader)!.margin.value).toBe(0n);
    expect([h.usdc(trader), h.engine.userData(trader)!.borrowShares]).toEqual([0n, {}]);
    expect(h.engine.insuranceFund().holdings).toEqual({ USDC: 51n * USDC });
  });
});

describe('bad debt', () => {
  // 1,000 USDC long 0.2 BTC at 97,000 (fee 9.70); a gap to 92,000 loses 1,000: value -9.70
  it('is paid by the insurance fund while it holds enough', () => {
    const { h } = longAt97k(10_000n * USDC, 2n * BTC);
    btcAt(h, 92_074n); // the first trader's penalty puts 51 USDC in the fund
    btcAt(h, 97_000n);
    const second = longAt97k(1_000n * USDC, BTC / 5n, h, 'second').trader;
    const ev = btcAt(h, 92_000n);
    expect(ev.find((e) => e.type === 'BadDebt')).toMatchObject({
      userId: second,
      token: 'USDC',
      amount: 9_700_000n,
      coveredByFund: 9_700_000n,
      socialized: 0n,
    });
    expect(h.engine.insuranceFund().holdings).toEqual({ USDC: 51n * USDC - 9_700_000n });
    expect(h.engine.netAmount(second, 'USDC')).toBe(0n);
  });

  it('is written off against the pool lenders once the fund is empty (socialised loss)', () => {
    const h = new Harness();
    const lender = h.user('lender', 1_000n * USDC);
    h.ok({ type: 'lend', userId: lender, token: 'USDC', amount: 1_000n * USDC });
    const { trader } = longAt97k(1_000n * USDC, BTC / 5n, h);
    const ev = btcAt(h, 92_000n);
    expect(ev.find((e) => e.type === 'BadDebt')).toMatchObject({
      userId: trader,
      amount: 9_700_000n,
      coveredByFund: 0n,
      socialized: 9_700_000n,
    });
    // the 9.70 the trader borrowed to pay its loss is gone from the lender's 1,000, and recorded as such
    expect(h.engine.netAmount(lender, 'USDC')).toBe(1_000n * USDC - 9_700_000n);
    expect(h.engine.netAmount(trader, 'USDC')).toBe(0n);
    expect(h.engine.insuranceFund().socializedLoss).toEqual({ USDC: 9_700_000n });
    const pool = h.engine.borrowLendingData()['USDC']!;
    expect([pool.lendAmount, pool.borrowAmount]).toEqual([1_000n * USDC - 9_700_000n, 0n]);
  });
});

describe('a restored engine', () => {
  it('liquidates exactly as the live one (fund, socialised loss and position index included)', () => {
    const { h } = longAt97k(10_000n * USDC, 2n * BTC);
    longAt97k(1_000n * USDC, BTC / 5n, h, 'second');
    btcAt(h, 92_900n);
    const restored = Engine.restore(h.seed, h.engine.snapshot());
    for (const price of [92_000n, 90_000n, 97_000n]) {
      const cmd = { type: 'setIndexPrice', ts: h.ts++, prices: [{ token: 'BTC', price: price * USD_P }] } as const;
      expect(restored.apply(cmd)).toEqual(h.engine.apply(cmd));
    }
    expect(restored.snapshot()).toBe(h.engine.snapshot());
    expect(restored.insuranceFund()).toEqual(h.engine.insuranceFund());
    // the derived indexes the checks read are rebuilt to the same sets
    const core = (e: Engine) => (e as unknown as { core: Core }).core;
    const sets = (m: Map<string, Set<string>>) =>
      [...m]
        .filter(([, ids]) => ids.size > 0)
        .map(([k, ids]) => [k, [...ids].sort()])
        .sort();
    expect(sets(core(restored).positionIndex)).toEqual(sets(core(h.engine).positionIndex));
    expect(sets(core(restored).holders)).toEqual(sets(core(h.engine).holders));
    expect(sets(core(h.engine).positionIndex)).toEqual([['BTC-PERP', ['1', '3', '5']]]);
  });
});
