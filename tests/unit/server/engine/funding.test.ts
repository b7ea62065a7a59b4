import { describe, expect, it } from 'vitest';
import { BTC, Harness, USD_P, USDC } from './harness.ts';

/**
 * Funding with a skewed book. `long` bought 0.05 BTC from `short` at 97000 (index 97000); a quoter then rests a
 * bid and an ask whose mid is the mark. premium = (mark - index) / index, truncated at 1e-9; the rate is
 * clamp(premium + clamp(0.0000125 - premium, -0.0005, 0.0005), -0.005, 0.005) and a position pays
 * size x index x rate (rounded up, so a receiver gets the fraction less and the operator keeps it).
 * 0.05 BTC x 97000 = 4850 USD of notional.
 */
describe('funding on a skewed book', () => {
  it.each([
    // mid 98000: premium 1000/97000 = 10_309_278; inner clamp -> -500_000; 9_809_278 -> outer clamp 5_000_000.
    // 4850 x 0.005 = 24.25 each way; per lot 9.7 x 0.005 = 0.0485 USD = 48_500_000 at 1e9
    ['mark 1.03% over index: both clamps', 97_950n, 98_050n, 5_000_000n, -24_250_000n, 24_250_000n, 48_500_000n],
    // mid 97100: premium 100/97000 = 1_030_927; inner clamp -> -500_000; rate 530_927.
    // 4850 x 0.000530927 = 2.57499595: the long pays 2.574996, the short receives 2.574995
    [
      'mark 0.103% over index: the interest part clamps',
      97_050n,
      97_150n,
      530_927n,
      -2_574_996n,
      2_574_995n,
      5_149_992n,
    ],
    // mid 96900: premium -1_030_927; inner clamp -> +500_000; rate -530_927: shorts pay
    ['mark 0.103% under index', 96_850n, 96_950n, -530_927n, 2_574_995n, -2_574_996n, -5_149_991n],
    // mid 96000: premium -10_309_278 (truncated toward zero); +500_000 -> -9_809_278 -> outer clamp -5_000_000
    ['mark 1.03% under index: both clamps', 95_950n, 96_050n, -5_000_000n, 24_250_000n, -24_250_000n, -48_500_000n],
  ] as const)('%s', (_n, bid, ask, rate, longGets, shortGets, perLot) => {
    const h = new Harness();
    const [long, short, quoter] = [
      h.user('long', 100_000n * USDC),
      h.user('short', 100_000n * USDC),
      h.user('quoter', 1_000_000n * USDC),
    ];
    h.limit(short, false, 97_000n, BTC / 20n);
    h.ok({
      type: 'placeMarketOrder',
      userId: long,
      market: 'BTC-PERP',
      isBid: true,
      price: 97_000n * USD_P,
      size: BTC / 20n,
      reduceOnly: false,
    });
    h.limit(quoter, true, bid, BTC / 100n);
    h.limit(quoter, false, ask, BTC / 100n);
    expect(h.engine.marketsData(['BTC-PERP'])[0]?.predictedFundingRate).toBe(rate);
    const [l, s, op] = [h.usdc(long), h.usdc(short), h.usdc('1')];
    const ts = h.ts;
    const ev = h.ok({ type: 'applyFunding' });
    expect([h.usdc(long) - l, h.usdc(short) - s, h.usdc('1') - op]).toEqual([
      longGets,
      shortGets,
      -(longGets + shortGets),
    ]);
    // payers settle first (the operator pays receivers out of what it collected), each side in id order
    const payments = [
      { type: 'FundingPayment', userId: long, ts, market: 'BTC-PERP', amount: longGets },
      { type: 'FundingPayment', userId: short, ts, market: 'BTC-PERP', amount: shortGets },
    ];
    expect(ev.filter((e) => e.type === 'FundingPayment')).toEqual(
      payments.filter((p) => p.amount < 0n).concat(payments.filter((p) => p.amount >= 0n)),
    );
    expect(h.engine.history(long, 'fundings')).toEqual([
      { ts, market: 'BTC-PERP', amount: longGets, rate, size: BTC / 20n },
    ]);
    expect(h.engine.history(short, 'fundings')).toEqual([
      { ts, market: 'BTC-PERP', amount: shortGets, rate, size: -BTC / 20n },
    ]);
    // the quoter holds no position: no payment, no row
    expect(h.engine.history(quoter, 'fundings')).toEqual([]);
    expect(h.engine.marketsData(['BTC-PERP'])[0]?.fundingCheckpoint).toEqual({ index: 1, fundingPerLot: perLot });
    expect(h.engine.userData(long)?.perpPositions['BTC-PERP']?.fundingCheckpoint).toEqual({
      index: 1,
      fundingPerLot: perLot,
    });
  });

  it('accumulates rows and the checkpoint over periods, newest row first', () => {
    const h = new Harness();
    const [long, short, quoter] = [
      h.user('long', 100_000n * USDC),
      h.user('short', 100_000n * USDC),
      h.user('quoter', 1_000_000n * USDC),
    ];
    h.limit(short, false, 97_000n, BTC / 20n);
    h.ok({
      type: 'placeMarketOrder',
      userId: long,
      market: 'BTC-PERP',
      isBid: true,
      price: 97_000n * USD_P,
      size: BTC / 20n,
      reduceOnly: false,
    });
    h.ok({ type: 'applyFunding' }); // one-sided book: mark = index, rate = interest 12_500: 4850 x 0.0000125 = 0.060625
    h.limit(quoter, true, 97_950n, BTC / 100n);
    h.limit(quoter, false, 98_050n, BTC / 100n);
    h.ok({ type: 'applyFunding' }); // 5_000_000 as above
    expect(h.engine.history(long, 'fundings')?.map((r) => [r.amount, r.rate])).toEqual([
      [-24_250_000n, 5_000_000n],
      [-60_625n, 12_500n],
    ]);
    // per lot 9.7 x 0.0000125 = 121_250, then + 48_500_000
    expect(h.engine.marketsData(['BTC-PERP'])[0]?.fundingCheckpoint).toEqual({ index: 2, fundingPerLot: 48_621_250n });
    // funding since open, the positions page's column: -0.060625 - 24.25 = -24.310625 paid by the long; the short
    // receives the same (both payments are exact, nothing rounds)
    expect(h.engine.userData(long)?.perpPositions['BTC-PERP']?.funding).toBe(-24_310_625n);
    expect(h.engine.userData(short)?.perpPositions['BTC-PERP']?.funding).toBe(24_310_625n);
  });

  it('starts funding since open at zero on a position opened again after it closed', () => {
    const h = new Harness();
    const [long, short] = [h.user('long', 100_000n * USDC), h.user('short', 100_000n * USDC)];
    const buy = (isBid: boolean, userId: string) =>
      h.ok({
        type: 'placeMarketOrder',
        userId,
        market: 'BTC-PERP',
        isBid,
        price: (isBid ? 98_000n : 96_000n) * USD_P,
        size: BTC / 20n,
        reduceOnly: false,
      });
    h.limit(short, false, 97_000n, BTC / 20n);
    buy(true, long);
    h.ok({ type: 'applyFunding' });
    expect(h.engine.userData(long)?.perpPositions['BTC-PERP']?.funding).toBe(-60_625n);
    h.limit(short, true, 97_000n, BTC / 20n);
    buy(false, long); // flat
    h.limit(short, false, 97_000n, BTC / 20n);
    buy(true, long); // open again
    expect(h.engine.userData(long)?.perpPositions['BTC-PERP']?.funding).toBe(0n);
  });
});
