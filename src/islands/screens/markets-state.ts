import { describeApiError } from '#stores/error-text.ts';
import type { Resource } from '#stores/resource.ts';
import type { MarketRow, MarketsTableViewProps } from './MarketsTableView.tsx';

/** What the server renders and hydration starts from: the markets have not loaded. */
export const MARKETS_LOADING = { status: 'loading' } as const;

/** Maps the markets resource to the markets table's view state (shared by the home page and the route screens). */
export function marketsTableState(resource: Resource<readonly MarketRow[]>): MarketsTableViewProps {
  if (resource.status === 'loading') return { state: 'loading' };
  if (resource.status === 'error') return { state: 'error', message: describeApiError(resource.error) };
  return { state: 'ready', rows: resource.value };
}
