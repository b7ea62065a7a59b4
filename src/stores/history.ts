/**
 * /account/history: one list of the acting account (fills, orders, trigger orders, transfers, deposits, withdrawals
 * or funding), filtered by market and time, loaded a page at a time by the exchange's keyset cursor. Every fetch goes
 * through SPEC 9's throttle (one call per second, leading edge) and SPEC 5's guard (only for a connected wallet with
 * an account). exportHistory pages through the whole filtered set for the CSV file, with progress and a cancel.
 */
import { atom, onMount } from 'nanostores';
import type { ExchangeClient } from '#lib/api/http-client.ts';
import { CSV_BOM, csvLine } from '#lib/history/csv.ts';
import { csvHeader, csvRow, type CsvContext } from '#lib/history/history-csv.ts';
import { hasMarket, type HistoryKind, type HistoryRowOf } from '#lib/history/kinds.ts';
import { throttleLeading } from '#lib/history/throttle.ts';
import { $api } from './api.ts';
import { $config } from './config.ts';
import { $signIn } from './connection.ts';
import { $currentUserId } from './current-user.ts';
import { readyValue } from './resource.ts';
import { HISTORY_THROTTLE_MS } from '#lib/domain/constants.ts';

/** Rows a list page asks for (the table loads the next page as the user scrolls near the end). */
const HISTORY_PAGE_SIZE = 100;
/** Rows an export page asks for. */
const EXPORT_PAGE_SIZE = 100;

/** The market and time range a list is filtered by (times in ms, inclusive; undefined: no bound). */
export interface HistoryFilter {
  readonly market?: string;
  readonly from?: number;
  readonly to?: number;
}

/** Rows of one kind, tagged with it so a view never shows one list under another's columns. */
export type HistoryRows = {
  readonly [K in HistoryKind]: { readonly kind: K; readonly rows: readonly HistoryRowOf[K][] };
}[HistoryKind];

/** The list as the screen shows it. */
export type HistoryListState =
  | { readonly status: 'disconnected' }
  | { readonly status: 'loading'; readonly kind: HistoryKind }
  | { readonly status: 'error'; readonly kind: HistoryKind; readonly error: unknown }
  | ({
      readonly status: 'ready';
      readonly nextCursor: string | null;
      /** Rows matching the filter across all pages (undefined from a server that does not count). */
      readonly total: number | undefined;
      readonly isLoadingMore: boolean;
    } & HistoryRows);

/** The tab and filter chosen. */
export const $historyQuery = atom<{ readonly kind: HistoryKind; readonly filter: HistoryFilter }>({
  kind: 'fills',
  filter: {},
});

/** The list of the chosen tab and filter. */
export const $historyList = atom<HistoryListState>({ status: 'disconnected' });

/** One page of one list. */
interface Page {
  readonly list: HistoryRows;
  readonly nextCursor: string | null;
  readonly total: number | undefined;
}

/** Fetches one page of `kind` (the market filter only goes to lists that have markets). */
async function fetchPage(
  api: ExchangeClient,
  userId: string,
  kind: HistoryKind,
  filter: HistoryFilter,
  limit: number,
  cursor: string | undefined,
): Promise<Page> {
  const request = {
    userId,
    limit,
    ...(cursor === undefined ? {} : { cursor }),
    ...(filter.market !== undefined && hasMarket(kind) ? { market: filter.market } : {}),
    ...(filter.from === undefined ? {} : { from: filter.from }),
    ...(filter.to === undefined ? {} : { to: filter.to }),
  };
  const page = <K extends HistoryKind>(
    k: K,
    rows: readonly HistoryRowOf[K][],
    r: { nextCursor?: string | null; total?: number },
  ): Page => ({
    list: { kind: k, rows } as HistoryRows,
    nextCursor: r.nextCursor ?? null,
    total: r.total,
  });
  switch (kind) {
    case 'fills': {
      const r = await api.getUserPerpFills(request);
      return page(kind, r.fills, r);
    }
    case 'orders': {
      const r = await api.getUserPerpOrders(request);
      return page(kind, r.orders, r);
    }
    case 'triggers': {
      const r = await api.getUserTriggerOrders(request);
      return page(kind, r.triggers, r);
    }
    case 'transfers': {
      const r = await api.getUserTransfersHistory(request);
      return page(kind, r.transfers, r);
    }
    case 'deposits': {
      const r = await api.getUserHistoricalDeposits(request);
      return page(kind, r.deposits, r);
    }
    case 'withdrawals': {
      const r = await api.getUserWithdrawalsHistory(request);
      return page(kind, r.withdrawals, r);
    }
    case 'funding': {
      const r = await api.getUserFundingHistory(request);
      return page(kind, r.funding, r);
    }
  }
}

/** The account history may be read for (SPEC 5's guard), with the client, or undefined. */
function guarded(): { api: ExchangeClient; userId: string } | undefined {
  const api = $api.get();
  const userId = $currentUserId.get();
  if ($signIn.get() !== 'signedIn' || api === undefined || userId === undefined) return undefined;
  return { api, userId };
}

// a load that a newer query or account overtook is dropped
let generation = 0;

function loadFirstPage(): void {
  const run = ++generation;
  const ready = guarded();
  const { kind, filter } = $historyQuery.get();
  if (!ready) return;
  fetchPage(ready.api, ready.userId, kind, filter, HISTORY_PAGE_SIZE, undefined).then(
    (page) => {
      if (run === generation)
        $historyList.set({
          status: 'ready',
          ...page.list,
          nextCursor: page.nextCursor,
          total: page.total,
          isLoadingMore: false,
        });
    },
    (error: unknown) => {
      if (run !== generation) return;
      console.warn('history', error);
      $historyList.set({ status: 'error', kind, error });
    },
  );
}

function loadNextPage(): void {
  const list = $historyList.get();
  const ready = guarded();
  if (!ready || list.status !== 'ready' || list.nextCursor === null) return;
  const run = generation;
  const { filter } = $historyQuery.get();
  fetchPage(ready.api, ready.userId, list.kind, filter, HISTORY_PAGE_SIZE, list.nextCursor).then(
    (page) => {
      const now = $historyList.get();
      if (run !== generation || now.status !== 'ready' || now.kind !== page.list.kind) return;
      $historyList.set({
        status: 'ready',
        kind: now.kind,
        rows: [...now.rows, ...page.list.rows],
        nextCursor: page.nextCursor,
        total: page.total,
        isLoadingMore: false,
      } as HistoryListState);
    },
    (error: unknown) => {
      console.warn('history page', error);
      const now = $historyList.get();
      if (run === generation && now.status === 'ready') $historyList.set({ ...now, isLoadingMore: false });
    },
  );
}

// one throttle for every history call of the screen: the first page and the pages after it
const throttledFirst = throttleLeading(loadFirstPage, HISTORY_THROTTLE_MS);
const throttledNext = throttleLeading(loadNextPage, HISTORY_THROTTLE_MS);

/** Shows the list of the query (loading at once; the fetch itself waits for the throttle). */
function refresh(): void {
  if (!guarded()) {
    generation++;
    $historyList.set(
      $signIn.get() === 'disconnected' || $signIn.get() === 'noAccount'
        ? { status: 'disconnected' }
        : { status: 'loading', kind: $historyQuery.get().kind },
    );
    return;
  }
  generation++;
  $historyList.set({ status: 'loading', kind: $historyQuery.get().kind });
  throttledFirst();
}

onMount($historyList, () => {
  const stops = [
    $signIn.listen(refresh),
    $currentUserId.listen(refresh),
    $historyQuery.listen(refresh),
    $api.listen(refresh),
  ];
  refresh();
  return () => {
    stops.forEach((stop) => stop());
    throttledFirst.cancel();
    throttledNext.cancel();
  };
});

/** Shows another tab, keeping the filter. */
export function setHistoryKind(kind: HistoryKind): void {
  if ($historyQuery.get().kind !== kind) $historyQuery.set({ ...$historyQuery.get(), kind });
}

/** Filters the list (market, time range). */
export function setHistoryFilter(filter: HistoryFilter): void {
  $historyQuery.set({ ...$historyQuery.get(), filter });
}

/** Loads the next page, when there is one and none is on its way. */
export function loadMoreHistory(): void {
  const list = $historyList.get();
  if (list.status !== 'ready' || list.nextCursor === null || list.isLoadingMore) return;
  $historyList.set({ ...list, isLoadingMore: true });
  throttledNext();
}

/** Loads the list again (Try again after an error). */
export function retryHistory(): void {
  refresh();
}

/** The export's state: rows written so far of how many (total unknown from an older server). */
export type HistoryExportState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly done: number; readonly total: number | undefined }
  | { readonly status: 'error' };

/** The running export, for its progress bar. */
export const $historyExport = atom<HistoryExportState>({ status: 'idle' });

let exportAbort: AbortController | undefined;

/** A file made by an export. */
export interface HistoryFile {
  readonly name: string;
  readonly text: string;
}

/** What the CSV needs of the configuration: token decimals and each market's base token. */
function csvContext(userId: string): CsvContext {
  const config = readyValue($config.get());
  return {
    userId,
    tokenDecimals: (token) => config?.tokens[token]?.tokenDecimals,
    marketBase: (market) => {
      const m = config?.perpetualsMarkets[market];
      return m === undefined ? undefined : { token: m.baseToken, decimals: m.baseDecimals };
    },
  };
}

/** The file's name: the account, the list and the filter ("history-12-fills-BTC-PERP.csv"). */
function fileName(userId: string, kind: HistoryKind, filter: HistoryFilter): string {
  const market = filter.market !== undefined && hasMarket(kind) ? `-${filter.market}` : '';
  return `history-${userId}-${kind}${market}.csv`;
}

/**
 * Writes the whole filtered list as CSV, page after page through the cursor (not just the rows on screen). Resolves
 * with the file, or undefined when canceled, refused by the guard or failed (the state then says error).
 */
export async function exportHistory(): Promise<HistoryFile | undefined> {
  const ready = guarded();
  if (!ready || $historyExport.get().status === 'running') return undefined;
  const { kind, filter } = $historyQuery.get();
  const abort = new AbortController();
  exportAbort = abort;
  const ctx = csvContext(ready.userId);
  const lines = [CSV_BOM + csvLine(csvHeader(kind))];
  let done = 0;
  let cursor: string | undefined;
  $historyExport.set({ status: 'running', done: 0, total: undefined });
  try {
    do {
      const page = await fetchPage(ready.api, ready.userId, kind, filter, EXPORT_PAGE_SIZE, cursor);
      if (abort.signal.aborted) return undefined;
      for (const row of page.list.rows) lines.push(csvLine(csvRow(page.list.kind, row as never, ctx)));
      done += page.list.rows.length;
      $historyExport.set({ status: 'running', done, total: page.total });
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    $historyExport.set({ status: 'idle' });
    return { name: fileName(ready.userId, kind, filter), text: lines.join('') };
  } catch (error) {
    if (abort.signal.aborted) return undefined;
    console.warn('history export', error);
    $historyExport.set({ status: 'error' });
    return undefined;
  } finally {
    if (exportAbort === abort) exportAbort = undefined;
    if (abort.signal.aborted) $historyExport.set({ status: 'idle' });
  }
}

/** Stops the running export; no file is made. */
export function cancelHistoryExport(): void {
  exportAbort?.abort();
  $historyExport.set({ status: 'idle' });
}

/** Forgets a failed export's error (the notice was read). */
export function dismissHistoryExportError(): void {
  if ($historyExport.get().status === 'error') $historyExport.set({ status: 'idle' });
}
