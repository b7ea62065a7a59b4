import { CALLS } from '#lib/api/contract.ts';
import { sessionCache, visitStorage } from '#lib/storage/session-cache.ts';
import { $api } from './api.ts';
import { liveChannel } from './live.ts';
import { resourceStore } from './resource.ts';

/** Lending pools by token name, kept live by the `borrowLend` channel; kept between a visit's pages. */
export const $borrowLend = resourceStore(() => $api.get()?.getBorrowLendingData(), {
  cache: sessionCache(visitStorage, 'borrowLend', CALLS.getBorrowLendingData.response),
});

liveChannel($borrowLend, 'borrowLend', (value, event) => {
  if (event.type !== 'BorrowLendUpdate') return value;
  const data = { ...value.data };
  for (const u of event.updates) {
    const known = data[u.token];
    if (known) data[u.token] = { ...known, ...u };
  }
  return { ...value, data };
});
