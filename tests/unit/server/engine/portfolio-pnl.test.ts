/**
 * Issue 22: every portfolio point carries the account's cumulative net inflow, so PnL(t) = value(t) - inflow(t)
 * exactly: deposits, withdrawals, transfers in and out never count as gains; fees, price moves and liquidations do.
 */
import { describe, expect, it } from 'vitest';
import { BTC, Harness, USD_P, USDC } from './harness.ts';

/** The newest portfolio point of an account as [value, inflow, value - inflow] (USD x 10^6). */
function last(h: Harness, id: string): [bigint, bigint, bigint] {
  const p = h.engine.history(id, 'portfolioValues')![0]!;
  return [p.value, p.inflow, p.value - p.inflow];
}
const btcAt = (h: Harness, dollars: bigint) =>
  h.ok({ type: 'setIndexPrice', prices: [{ token: 'BTC', price: dollars * USD_P }] });

describe('PnL from value and net inflow', () => {
  it('counts deposits, withdrawals and transfers in and out as inflow, fees and price moves as PnL', () => {
    const h = new Harness();
    btcAt(h, 97_000n);
    const a = h.user('alice', 10_000n * USDC); // value 10,000, inflow 10,000
    const b = h.user('bobby', 1_000n * USDC);
    expect(last(h, a)).toEqual([10_000n * USDC, 10_000n * USDC, 0n]);
    h.ok({ type: 'deposit', userId: a, token: 'BTC', amount: BTC }); // + 1 BTC at 97,000
    expect(last(h, a)).toEqual([107_000n * USDC, 107_000n * USDC, 0n]);
    // withdraw 2,000 USDC with a 1 USDC fee: 2,000 leaves as outflow, the fee is a loss
    h.ok({ type: 'withdraw', userId: a, token: 'USDC', amount: 2_000n * USDC, fee: USDC, address: '0x1' });
    expect(last(h, a)).toEqual([104_999n * USDC, 105_000n * USDC, -USDC]);
    // 500 USDC in from bob; 0.1 BTC (9,700) out to bob: neither moves either PnL
    h.ok({ type: 'transfer', fromUserId: b, toUserId: a, token: 'USDC', amount: 500n * USDC, borrow: false });
    expect(last(h, a)).toEqual([105_499n * USDC, 105_500n * USDC, -USDC]);
    expect(last(h, b)).toEqual([500n * USDC, 500n * USDC, 0n]);
    h.ok({ type: 'transfer', fromUserId: a, toUserId: b, token: 'BTC', amount: BTC / 10n, borrow: false });
    expect(last(h, a)).toEqual([95_799n * USDC, 95_800n * USDC, -USDC]);
    expect(last(h, b)).toEqual([10_200n * USDC, 10_200n * USDC, 0n]);
    // BTC to 98,000: alice's 0.9 BTC gains 900, bob's 0.1 BTC gains 100; the hourly point carries the same inflow
    btcAt(h, 98_000n);
    h.ok({ type: 'snapshotPortfolios' });
    expect(last(h, a)).toEqual([96_699n * USDC, 95_800n * USDC, 899n * USDC]);
    expect(last(h, b)).toEqual([10_300n * USDC, 10_200n * USDC, 100n * USDC]);
    // one point per inflow plus the snapshot: 2 deposits, 1 withdrawal, 2 transfers, 1 hourly
    expect(h.engine.history(a, 'portfolioValues')).toHaveLength(6);
  });

  it('keeps an emptied account on the hourly curve, its loss to fees intact', () => {
    const h = new Harness();
    const a = h.user('alice', 100n * USDC);
    h.ok({ type: 'withdraw', userId: a, token: 'USDC', amount: 99n * USDC, fee: USDC, address: '0x1' });
    h.ok({ type: 'snapshotPortfolios' });
    expect(last(h, a)).toEqual([0n, USDC, -USDC]);
  });

  it('books a liquidation as a loss: the inflow stays the deposit', () => {
    const h = new Harness();
    const maker = h.user('maker', 10_000_000n * USDC);
    const trader = h.user('trader', 10_000n * USDC);
    h.limit(maker, false, 97_000n, 2n * BTC);
    h.ok({
      type: 'placeMarketOrder',
      userId: trader,
      market: 'BTC-PERP',
      isBid: true,
      price: 97_000n * USD_P,
      size: 2n * BTC,
      reduceOnly: false,
    });
    // at 92,900 the long of 2 BTC bought at 97,000 (fee 97) is liquidated: 1.4446 BTC closed, penalty 671.0167
    expect(btcAt(h, 92_900n).some((e) => e.type === 'Liquidation')).toBe(true);
    h.ok({ type: 'snapshotPortfolios' });
    // USDC 9,903 - 4,100 x 1.4446 realized - 671.0167 = 3,309.1233; open 0.5554 BTC x -4,100 = -2,277.14
    // value 1,031.9833, inflow 10,000: PnL -8,968.0167
    expect(last(h, trader)).toEqual([1_031_983_300n, 10_000n * USDC, -8_968_016_700n]);
  });

  it('counts a vault deposit and withdrawal as transfers out and in', () => {
    const h = new Harness();
    const a = h.user('alice', 10_000n * USDC);
    h.ok({ type: 'vaultDeposit', userId: a, vaultId: h.seed.vault.id, amount: 1_000n * USDC });
    expect(last(h, a)).toEqual([9_000n * USDC, 9_000n * USDC, 0n]);
  });
});
