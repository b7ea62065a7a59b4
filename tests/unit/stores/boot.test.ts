import { describe, expect, it } from 'vitest';
import { $bootProgress, $contentShown, $ready, markContentShown } from '#stores/boot.ts';
import { $config } from '#stores/config.ts';
import { $borrowLend } from '#stores/lending.ts';
import { $priceIndexes } from '#stores/prices.ts';

describe('boot progress (what the splash counts to)', () => {
  it('counts a third per loaded part and is ready only at 100', () => {
    const stop = $bootProgress.listen(() => {});
    expect($bootProgress.get()).toBe(0);
    $priceIndexes.setValue({ prices: {}, seq: 0 });
    expect($bootProgress.get()).toBe(33);
    $config.setValue({
      perpetualsMarkets: {},
      tokens: {},
      feeTiers: [],
      usdcAddress: `0x${'0'.repeat(64)}`,
      referral: { slaveKickback: '0.1', masterKickback: '0.2' },
      vault: {
        id: '2',
        alias: 'Main vault',
        ownerId: '1',
        minDeposit: '1000000',
        withdrawalFee: '0.001',
        profitShare: '0.1',
      },
    });
    expect($bootProgress.get()).toBe(66);
    expect($ready.get()).toBe(false);
    $borrowLend.setValue({ data: {}, seq: 0 });
    expect($bootProgress.get()).toBe(100);
    expect($ready.get()).toBe(true);
    stop();
  });

  it("lets the splash leave once the page content is shown (the trade screen's live book)", () => {
    expect($contentShown.get()).toBe(false);
    markContentShown();
    expect($contentShown.get()).toBe(true);
  });
});
