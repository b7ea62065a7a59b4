import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '#server/engine/model/events.ts';
import { BTC, Harness, USD_P, USDC } from './harness.ts';

const DAY = 86_400_000;

/** The taker's and the maker's fee of the single trade in a placement's events. */
function fees(ev: EngineEvent[]): [bigint | undefined, bigint | undefined] {
  const taker = ev.find((e) => e.type === 'PlacePerpMarketOrder');
  const maker = ev.find((e) => e.type === 'OrderFills');
  return [
    taker?.type === 'PlacePerpMarketOrder' ? taker.fills[0]?.fee : undefined,
    maker?.type === 'OrderFills' ? maker.fills[0]?.fee : undefined,
  ];
}

describe('fee tier by 30-day volume (tier 1 from 1,000,000 USD: taker 0.04%, maker 0.015%)', () => {
  // Both sides of each trade add its notional to their 30-day volume after the fee is charged, so a trade that
  // crosses 1M is still charged at tier 0 and the next one at tier 1.
  it.each([
    // [name, trades: [BTC, days later, taker fee, maker fee, tier of both after]]
    ['one 970,000 USD trade stays in tier 0 (0.05% / 0.02%)', [[10n, 0, 485n * USDC, 194n * USDC, 0]]],
    [
      'the trade after crossing 1M pays tier 1',
      [
        [10n, 0, 485n * USDC, 194n * USDC, 0],
        // 97,000 more crosses 1M: still charged 0.05% = 48.5 and 0.02% = 19.4
        [1n, 0, 48_500_000n, 19_400_000n, 1],
        // now tier 1: 97,000 x 0.04% = 38.8 and x 0.015% = 14.55
        [1n, 0, 38_800_000n, 14_550_000n, 1],
      ],
    ],
    [
      'volume older than 30 days no longer counts',
      [
        [10n, 0, 485n * USDC, 194n * USDC, 0],
        [1n, 0, 48_500_000n, 19_400_000n, 1],
        // day 29: the day-0 volume is still inside the 30-day window
        [1n, 29, 38_800_000n, 14_550_000n, 1],
        // day 30: day 0 left the window; 97,000 of day 29 remains -> tier 0 again
        [1n, 1, 48_500_000n, 19_400_000n, 0],
      ],
    ],
  ] as const)('%s', (_n, trades) => {
    const h = new Harness();
    const [maker, taker] = [h.user('maker', 1_000_000n * USDC), h.user('taker', 1_000_000n * USDC)];
    for (const [btc, days, takerFee, makerFee, tierAfter] of trades) {
      h.ts += days * DAY;
      h.limit(maker, false, 97_000n, btc * BTC);
      const ev = h.ok({
        type: 'placeMarketOrder',
        userId: taker,
        market: 'BTC-PERP',
        isBid: true,
        price: 97_000n * USD_P,
        size: btc * BTC,
        reduceOnly: false,
      });
      expect(fees(ev)).toEqual([takerFee, makerFee]);
      expect([h.engine.userData(taker)?.fees.tier, h.engine.userData(maker)?.fees.tier]).toEqual([
        tierAfter,
        tierAfter,
      ]);
    }
  });

  it('shows the tier-1 rates in getUserData once reached', () => {
    const h = new Harness();
    const [maker, taker] = [h.user('maker', 1_000_000n * USDC), h.user('taker', 1_000_000n * USDC)];
    h.limit(maker, false, 100_000n, 10n * BTC);
    h.ok({
      type: 'placeMarketOrder',
      userId: taker,
      market: 'BTC-PERP',
      isBid: true,
      price: 100_000n * USD_P,
      size: 10n * BTC,
      reduceOnly: false,
    });
    // exactly 1,000,000 USD reaches tier 1 (minVolumeUsd is inclusive)
    expect(h.engine.aggregatedStats(taker)).toMatchObject({ tier: 1, volume30d: 1_000_000n * USDC });
    expect(h.engine.userData(taker)?.fees).toMatchObject({ tier: 1, perpTakerFee: 400_000n, perpMakerFee: 150_000n });
  });
});
