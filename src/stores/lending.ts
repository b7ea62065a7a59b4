import { $api } from './api.ts';
import { liveChannel } from './live.ts';
import { resourceStore } from './resource.ts';

/** Lending pools by token name, kept live by the `borrowLend` channel. */
export const $borrowLend = resourceStore(() => $api.get()?.getBorrowLendingData());

liveChannel($borrowLend, 'borrowLend', (value, event) => {
  if (event.type !== 'BorrowLendUpdate') return value;
  const data = { ...value.data };
  for (const u of event.updates) {
    const known = data[u.token];
    if (known) data[u.token] = { ...known, ...u };
  }
  return { ...value, data };
});
