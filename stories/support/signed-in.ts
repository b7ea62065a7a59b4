/**
 * A signed-in account for container stories: the wallet connected, and a stand-in for the exchange ($api, $stream)
 * that answers the calls a story names from its fixtures, so the stores run their own code (the account lookup, the
 * acting account, the user channel's snapshot, the history pages) on story data instead of being forced into a state.
 * A call the story does not name never answers: what reads it stays loading, as on a slow network.
 */
import type { ExchangeClient } from '#lib/api/http-client.ts';
import type { CallName, CallRequest, CallResponse } from '#lib/api/contract.ts';
import { $api, $stream } from '#stores/api.ts';
import { $config } from '#stores/config.ts';
import { $borrowLend } from '#stores/lending.ts';
import { closeModal } from '#stores/modal.ts';
import { $priceIndexes } from '#stores/prices.ts';
import { $wallet } from '#stores/wallet.ts';
import { CONFIG, PRICE_INDEXES } from './fixtures/markets.ts';
import { CONNECTED_WALLET } from './fixtures/wallet.ts';
import { userDataFixture } from './fixtures/user-data.ts';
import { ready, seed, seedThrough, type StoreSeed } from './store-seeds.ts';

/** The stories' account id. */
const STORY_USER_ID = '7';

/** What the stand-in exchange answers, by call: a fixed answer or one computed from the request. */
export type ExchangeAnswers = {
  readonly [N in CallName]?: CallResponse<N> | ((request: CallRequest<N>) => CallResponse<N>);
};

/** The exchange's client, answering `answers` (a rejection where the answer is an Error) and nothing else. */
function exchangeDouble(answers: ExchangeAnswers): ExchangeClient {
  const never = new Promise<never>(() => undefined);
  return new Proxy({} as ExchangeClient, {
    get: (_, name) => {
      const answer = (answers as Record<PropertyKey, unknown>)[name];
      if (answer === undefined) return () => never;
      return (request: unknown) => {
        const value = typeof answer === 'function' ? (answer as (r: unknown) => unknown)(request) : answer;
        return value instanceof Error ? Promise.reject(value) : Promise.resolve(structuredClone(value));
      };
    },
  });
}

/** The stream: every channel asks its owner for a snapshot once (as on a first subscribe), then stays quiet. */
const STREAM_DOUBLE: NonNullable<ReturnType<typeof $stream.get>> = {
  connect: () => undefined,
  status: 'operational',
  onStatus: () => () => undefined,
  subscribe: (_channel, handlers) => {
    queueMicrotask(() => handlers.onResync?.('initial'));
    return () => undefined;
  },
};

const DAY_MS = 86_400_000;

/**
 * getUserData of the story account: 10,000 USDC, 0.5 BTC long from 95,200 and 3 ETH short from 3,410.5 (the
 * positions of the activity stories), one resting BTC bid, a stop loss under the long; margin figures as the
 * exchange would send them for the fixtures' index prices.
 */
const STORY_USER_DATA = userDataFixture({
  userId: STORY_USER_ID,
  alias: 'Satoshi',
  owner: CONNECTED_WALLET.status === 'connected' ? CONNECTED_WALLET.address : '0x1',
  registrationTimestamp: Date.UTC(2026, 10, 1),
  depositAddress: `0x${'e'.repeat(63)}7`,
  tokenBalances: { [CONFIG.usdcAddress]: '10000000000' },
  perpPositions: {
    'BTC-PERP': {
      size: '50000000',
      entryPrice: '95200',
      realizedPnl: '0',
      funding: '-12345000',
      bids: {
        '101': {
          id: 101,
          isBid: true,
          price: '95000',
          size: '20000000',
          sizeLeft: '10000000',
          timestamp: Date.UTC(2026, 10, 27, 9, 30, 5),
        },
      },
      asks: {},
      fundingCheckpoint: { index: 0, fundingPerLot: '0' },
    },
    'ETH-PERP': {
      size: '-300000000',
      entryPrice: '3410.5',
      realizedPnl: '0',
      funding: '4560000',
      bids: {},
      asks: {},
      fundingCheckpoint: { index: 0, fundingPerLot: '0' },
    },
  },
  margin: {
    value: '10925467500',
    initialCollateral: '10925467500',
    initialRequired: '1178290000',
    maintenanceCollateral: '10925467500',
    maintenanceRequired: '589145000',
    upnl: '925467500',
  },
});

/** The answers every signed-in story starts from: the wallet's one account and its data. */
const ACCOUNT_ANSWERS: ExchangeAnswers = {
  getUsersByAddress: {
    users: [
      {
        userId: STORY_USER_ID,
        alias: STORY_USER_DATA.userData.alias,
        owner: STORY_USER_DATA.userData.owner,
        registrationTimestamp: STORY_USER_DATA.userData.registrationTimestamp,
        depositAddress: STORY_USER_DATA.userData.depositAddress,
        apiKeys: {},
        tokenBalances: STORY_USER_DATA.userData.tokenBalances,
        lendingShares: {},
        borrowShares: {},
        autolendEnabled: false,
      },
    ],
  },
  getUserData: STORY_USER_DATA,
};

/**
 * Seeds for a story of the signed-in account: the wallet connected, the configuration, index prices and pools in,
 * and the stand-in exchange answering `answers` over the account's own. The session check it starts opens the
 * Establish connection modal in the store (no host shows it in a screen story); every reset closes it again.
 */
export function signedIn(answers: ExchangeAnswers = {}): StoreSeed[] {
  return [
    seedThrough(closeModal, () => undefined),
    seed($config, ready(CONFIG)),
    seed($priceIndexes, ready(PRICE_INDEXES)),
    seed($borrowLend, ready({ data: {}, seq: 1 })),
    seed($api, exchangeDouble({ ...ACCOUNT_ANSWERS, ...answers })),
    seed($stream, STREAM_DOUBLE),
    seed($wallet, CONNECTED_WALLET),
  ];
}

/** A UTC day's statistics `daysAgo` days before today (the 7- and 30-day windows count from today's start). */
export function dayStats(daysAgo: number, volume: bigint, fees: bigint, realizedPnl: bigint, trades: number) {
  const today = Date.now() - (Date.now() % DAY_MS);
  return {
    timestamp: today - daysAgo * DAY_MS,
    volume: String(volume),
    fees: String(fees),
    realizedPnl: String(realizedPnl),
    trades,
  };
}

/** getUserAggregatedStats of the tier-0 account: its 30-day figures in USD x 10^6, zero where a story names none. */
export function aggregatedStats(figures: {
  readonly volume30d: bigint;
  readonly realizedPnl?: bigint;
  readonly fees?: bigint;
  readonly trades: number;
}): CallResponse<'getUserAggregatedStats'> {
  return {
    userAggregatedStats: {
      volume30d: String(figures.volume30d),
      realizedPnl: String(figures.realizedPnl ?? 0n),
      fees: String(figures.fees ?? 0n),
      trades: figures.trades,
      feeTier: 0,
      takerFee: '0.0005',
      makerFee: '0.0002',
    },
  };
}
