import { computed } from 'nanostores';
import { CALLS } from '#lib/api/contract.ts';
import { RATE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import type { LendingPool } from '#lib/domain/lending.ts';
import { sessionCache, visitStorage } from '#lib/storage/session-cache.ts';
import { $api } from './api.ts';
import { liveChannel } from './live.ts';
import { readyValue, resourceStore } from './resource.ts';

/** Lending pools by token name, kept live by the `borrowLend` channel; kept between a visit's pages. */
export const $borrowLend = resourceStore(() => $api.get()?.getBorrowLendingData(), {
  cache: sessionCache(visitStorage, 'borrowLend', CALLS.getBorrowLendingData.response),
});

/**
 * How often pool updates reach the screens at most. A clock advance accrues every pool at each hour it crosses, so a
 * 30-day jump sends 720 updates at once; published one by one, /earn rendered its table and curve for each and its
 * "Your supplied" trailed the exchange by a second or more after the jump (seen in tests/e2e/earn.spec.ts).
 */
const POOL_PUBLISH_MS = 100;

liveChannel(
  $borrowLend,
  'borrowLend',
  (value, event) => {
    if (event.type !== 'BorrowLendUpdate') return value;
    const data = { ...value.data };
    for (const u of event.updates) {
      const known = data[u.token];
      if (known) data[u.token] = { ...known, ...u };
    }
    return { ...value, data };
  },
  { publishMs: POOL_PUBLISH_MS },
);

/** The live lending pools decoded for the domain math (amounts in base units, curve rates x 10^9), by token. */
export const $lendingPools = computed($borrowLend, (resource): ReadonlyMap<string, LendingPool> => {
  const rate = (text: string) => parseDecimal(text, RATE_DECIMALS);
  const entries = Object.entries(readyValue(resource)?.data ?? {}).map(([token, p]): [string, LendingPool] => [
    token,
    {
      lendShares: BigInt(p.lendShares),
      lendAmount: BigInt(p.lendAmount),
      borrowShares: BigInt(p.borrowShares),
      borrowAmount: BigInt(p.borrowAmount),
      lastUpdateTimestampSec: p.lastUpdateTimestampSec,
      utilizationCurve: {
        base: rate(p.utilizationCurve.base),
        multiplier: rate(p.utilizationCurve.multiplier),
        kink: rate(p.utilizationCurve.kink),
        jump: rate(p.utilizationCurve.jump),
      },
    },
  ]);
  return new Map(entries);
});
