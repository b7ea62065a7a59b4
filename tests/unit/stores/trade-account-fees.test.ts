import { describe, expect, it } from 'vitest';
import { accountFeeRates } from '#stores/trade-account.ts';

/** Two tiers as getConfig sends them: from 0 and from 1,000,000 USD of 30-day volume (USD x 10^6). */
const TIERS = [
  {
    tier: 0,
    minVolumeUsd: '0',
    perpTakerFee: '0.0005',
    perpMakerFee: '0.0002',
    spotTakerFee: '0.001',
    spotMakerFee: '0.0008',
  },
  {
    tier: 1,
    minVolumeUsd: '1000000000000',
    perpTakerFee: '0.0004',
    perpMakerFee: '-0.0001',
    spotTakerFee: '0.0009',
    spotMakerFee: '0.0007',
  },
];

describe("the order preview's fee rates", () => {
  it("are the account's tier by its 30-day volume, as the exchange charges them", () => {
    expect(accountFeeRates(TIERS, 0n)).toEqual({ takerFee: 500_000n, makerFee: 200_000n });
    expect(accountFeeRates(TIERS, 999_999_999_999n)).toEqual({ takerFee: 500_000n, makerFee: 200_000n });
    // at the threshold the next tier applies, with its maker rebate
    expect(accountFeeRates(TIERS, 1_000_000_000_000n)).toEqual({ takerFee: 400_000n, makerFee: -100_000n });
  });

  it('are zero when the configuration lists no tiers', () => {
    expect(accountFeeRates([], 5n)).toEqual({ takerFee: 0n, makerFee: 0n });
  });
});
