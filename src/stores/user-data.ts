import { atom, computed, onMount } from 'nanostores';
import { syncChannel } from '#lib/api/channel-sync.ts';
import type { CallResponse, StreamEvent } from '#lib/api/contract.ts';
import { decodeUserData, type UserDataView } from '#lib/api/user-view.ts';
import { accountSummary, type AccountSummary, type SummaryInput } from '#lib/domain/account-summary.ts';
import { newestPoint, startPoint, type PortfolioPoint } from '#lib/domain/portfolio-pnl.ts';
import { RATE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { $api, $stream } from './api.ts';
import { serverNow } from './server-clock.ts';
import { $config } from './config.ts';
import { $currentUserId } from './current-user.ts';
import { $lendingPools } from './lending.ts';
import { $indexPrices } from './prices.ts';
import { readyValue, type Resource } from './resource.ts';
import { notify } from './toasts.ts';
import { notifyTriggerEvent } from './trigger-notices.ts';

export type { UserDataView } from '#lib/api/user-view.ts';
export type { AccountSummary } from '#lib/domain/account-summary.ts';

type UserDataResponse = CallResponse<'getUserData'>;

/** After a failed snapshot, the stream channel is subscribed again this much later (it loads the snapshot anew). */
const RETRY_MS = 2000;
/** The portfolio history (for the 24 h change) is read again this often while watched. */
const HISTORY_REFRESH_MS = 60_000;

/** getUserData of the current account as the stream keeps it, with the account it belongs to. */
const $wire = atom<{ readonly userId?: string; readonly resource: Resource<UserDataResponse> }>({
  resource: { status: 'loading' },
});

/**
 * Events that change nothing but these fields are folded in; any other (balances, fills, orders, lending) changes
 * the server's margin figures too, so it throws and syncChannel loads the snapshot again: exact, never drifting.
 */
function applyUserEvent(value: UserDataResponse, event: StreamEvent): UserDataResponse {
  const user = value.userData;
  switch (event.type) {
    case 'SetAlias':
      return { ...value, userData: { ...user, alias: event.newAlias } };
    case 'SetAutoLend':
      return { ...value, userData: { ...user, autolendEnabled: event.enabled } };
    case 'AddApiKey':
      return {
        ...value,
        userData: { ...user, apiKeys: { ...user.apiKeys, [event.apiKey]: event.expirationTimestamp } },
      };
    case 'RemoveApiKey': {
      const apiKeys = { ...user.apiKeys };
      delete apiKeys[event.apiKey];
      return { ...value, userData: { ...user, apiKeys } };
    }
    default:
      throw new Error(`${event.type} changes the margin figures: load the snapshot`);
  }
}

/**
 * The current account's data, decoded (SPEC 4: follows $currentUserId; the previous account's stream subscription is
 * dropped). Loading until the snapshot and the configuration are in; its error only until a retry loads it.
 */
export const $userData = computed([$wire, $config], (wire, config): Resource<UserDataView> => {
  if (wire.resource.status !== 'ready') return wire.resource;
  const cfg = readyValue(config);
  return cfg === undefined
    ? { status: 'loading' }
    : { status: 'ready', value: decodeUserData(wire.resource.value.userData, cfg) };
});

/** Keeps one account's data live from its `user:<id>` channel; returns the unsubscribe. */
function follow(userId: string): () => void {
  const api = $api.get();
  const stream = $stream.get();
  if (!api || !stream) return () => undefined;
  stream.connect();
  let told = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stop = () => undefined as void;
  const subscribe = () => {
    stop = syncChannel(stream, `user:${userId}`, {
      load: () => api.getUserData({ userId }),
      apply: (value, event) => {
        if (event.type === 'BalanceChange' && INFLOW_REASONS.has(event.reason)) reloadPortfolio();
        return applyUserEvent(value, event);
      },
      onValue: (value) => $wire.set({ userId, resource: { status: 'ready', value } }),
      onError: (error) => {
        if ($wire.get().resource.status !== 'ready') $wire.set({ userId, resource: { status: 'error', error } });
        if (!told)
          notify({
            kind: 'error',
            title: 'sonnerMessages.userData.error',
            description: 'sonnerMessages.userData.description',
          });
        told = true;
        stop();
        retry = setTimeout(subscribe, RETRY_MS);
      },
    });
  };
  subscribe();
  // the trigger notices ride the same channel subscription (the client shares it between handlers)
  const kindOf = (id: number) => {
    const wire = $wire.get();
    const orders = wire.userId === userId && wire.resource.status === 'ready' ? wire.resource.value.userData : null;
    return orders?.triggerOrders?.find((o) => o.triggerId === id)?.kind;
  };
  const offNotices = stream.subscribe(`user:${userId}`, { onEvent: (event) => notifyTriggerEvent(event, kindOf) });
  return () => {
    clearTimeout(retry);
    stop();
    offNotices();
  };
}

onMount($wire, () => {
  if (typeof window === 'undefined') return;
  let unfollow = () => undefined as void;
  const stop = $currentUserId.subscribe((userId) => {
    unfollow();
    $wire.set({ userId, resource: { status: 'loading' } });
    unfollow = userId === undefined ? () => undefined : follow(userId);
  });
  return () => {
    stop();
    unfollow();
  };
});

/** How many portfolio points are read: the exchange keeps 1000 (about 41 days of hourly points). */
const HISTORY_LIMIT = 1000;

/**
 * The current account's portfolio history (value and cumulative net inflow, USD x 10^6), for the 24 h change and the
 * portfolio page; loading until the first answer for the account, its error only until a retry answers.
 */
const $portfolio = atom<{
  readonly userId?: string;
  readonly status: 'loading' | 'ready' | 'error';
  readonly points: readonly PortfolioPoint[];
}>({ status: 'loading', points: [] });

/** Reads the history again now (an inflow moved the account), when anything watches it. */
let reloadPortfolio: () => void = () => undefined;

onMount($portfolio, () => {
  if (typeof window === 'undefined') return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const load = (userId: string) => {
    clearTimeout(timer);
    $api
      .get()
      ?.getUserPortfolioValueHistory({ userId, limit: HISTORY_LIMIT })
      .then(
        ({ portfolioValues }) => {
          if ($currentUserId.get() !== userId) return;
          $portfolio.set({
            userId,
            status: 'ready',
            points: portfolioValues.map((p) => ({
              timestamp: p.timestamp,
              value: BigInt(p.value),
              inflow: BigInt(p.inflow),
            })),
          });
        },
        () => {
          // history fetch failures are logged only (SPEC 8); the change shows 0 meanwhile
          if ($currentUserId.get() === userId && $portfolio.get().status !== 'ready')
            $portfolio.set({ userId, status: 'error', points: [] });
        },
      )
      .finally(() => {
        if ($currentUserId.get() === userId) timer = setTimeout(() => load(userId), HISTORY_REFRESH_MS);
      });
  };
  reloadPortfolio = () => {
    const userId = $currentUserId.get();
    if (userId !== undefined) load(userId);
  };
  const stop = $currentUserId.subscribe((userId) => {
    $portfolio.set({ userId, status: 'loading', points: [] });
    if (userId !== undefined) load(userId);
  });
  return () => {
    stop();
    clearTimeout(timer);
    reloadPortfolio = () => undefined;
  };
});

/** Balance changes that move the account's net inflow: its history gains a point, so it is read again. */
const INFLOW_REASONS = new Set(['deposit', 'withdraw', 'transfer', 'vault']);

/** The current account's portfolio history as a resource (points newest first, as the exchange answers). */
export const $portfolioHistory = computed(
  [$portfolio, $currentUserId],
  (portfolio, userId): Resource<readonly PortfolioPoint[]> => {
    if (portfolio.userId !== userId || userId === undefined) return { status: 'loading' };
    if (portfolio.status === 'error') return { status: 'error', error: new Error('portfolio history') };
    return portfolio.status === 'ready' ? { status: 'ready', value: portfolio.points } : { status: 'loading' };
  },
);

/**
 * What the account's figures are computed from (its holdings, positions, prices, pools and margin tables), live with
 * index prices; undefined until the account's data and the configuration are loaded. The withdraw form computes the
 * account's health after an outflow from it.
 */
export const $summaryInput = computed(
  [$userData, $config, $indexPrices, $lendingPools, $portfolio],
  (data, config, prices, pools, portfolio): SummaryInput | undefined => {
    const user = readyValue(data);
    const cfg = readyValue(config);
    if (user === undefined || cfg === undefined) return undefined;
    const tokens = Object.values(cfg.tokens);
    const markets = Object.values(cfg.perpetualsMarkets);
    const ratio = (text: string) => parseDecimal(text, RATE_DECIMALS);
    const history = portfolio.userId === user.userId ? portfolio.points : [];
    const newest = newestPoint(history);
    return {
      ...user,
      tokenDecimals: new Map(tokens.map((token) => [token.name, token.tokenDecimals])),
      prices,
      pools,
      marginSteps: new Map(
        markets.map((m) => [
          m.name,
          m.marginSteps.map((s) => ({
            initialMarginRatio: ratio(s.initialMarginRatio),
            initialAmount: BigInt(s.initialAmount),
            maintenanceMarginRatio: ratio(s.maintenanceMarginRatio),
            maintenanceAmount: BigInt(s.maintenanceAmount),
            maxPositionInUsd: BigInt(s.maxPositionInUsd),
          })),
        ]),
      ),
      ...withDayAgo(startPoint(history, '24h', serverNow()), newest),
    };
  },
);

/**
 * The account side panel's figures for the current account (balance in USD, 24 h change, open PnL, leverage, margin
 * usage), live with index prices; undefined until the account's data and the configuration are loaded.
 */
export const $accountSummary = computed($summaryInput, (input): AccountSummary | undefined =>
  input === undefined ? undefined : accountSummary(input),
);

/** The history the 24 h change needs: the point a day ago and the current net inflow (the newest point's). */
const withDayAgo = (dayAgo: PortfolioPoint | undefined, newest: PortfolioPoint | undefined) =>
  dayAgo === undefined || newest === undefined ? {} : { dayAgo, inflowNowUsd: newest.inflow };
