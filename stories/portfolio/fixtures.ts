/** Shared data of the portfolio stories: an account of about $12,500 after a week of trading. */
import type { BalanceRow } from '#islands/portfolio/balance-rows.ts';
import type { FeeTierRow } from '#islands/portfolio/fee-rows.ts';
import type { OverviewChart, OverviewFigures, TradeTotals } from '#stores/portfolio.ts';

const USD = 1_000_000n;
const RATE = 1_000_000_000n;
const H = 3_600_000;
/** A fixed "now": stories never read the clock. */
const NOW = Date.UTC(2026, 10, 20, 12);

/** The headline figures: $12,480.25 of value, +$480.25 (+4.00 %) over the week, a 2.5x long. */
export const FIGURES: OverviewFigures = {
  accountValueUsd: 12_480_250_000n,
  unrealizedPnlUsd: -42_100_000n,
  leverage: 2_500_000_000n,
  marginUsage: 312_500_000n,
  freeCollateralUsd: 9_120_000_000n,
  periodPnl: { pnlUsd: 480_250_000n, rate: 40_020_833n },
  volume30dUsd: 182_400n * USD,
  feeTier: 0,
  takerFee: 500_000n,
  makerFee: 200_000n,
};

/** A week of hourly PnL: a dip below zero, then a climb to +$480.25 at "now". */
const pnlSeries = Array.from({ length: 7 * 24 + 1 }, (_, i) => {
  const wave = BigInt(Math.round(Math.sin(i / 14) * 150)) * USD;
  const drift = BigInt(i * 3) * USD;
  return { timestamp: NOW - (7 * 24 - i) * H, usd: wave + drift - 120n * USD };
});

/** The chart in PnL mode over 7 days (24h, 7d and All covered). */
export const PNL_CHART: OverviewChart = {
  periods: ['24h', '7d', 'all'],
  period: '7d',
  mode: 'pnl',
  series: pnlSeries,
};

/** The same week as account value: 12,000 deposited, so the value is 12,000 + PnL. */
export const VALUE_CHART: OverviewChart = {
  ...PNL_CHART,
  mode: 'value',
  series: pnlSeries.map((p) => ({ ...p, usd: p.usd + 12_000n * USD })),
};

/**
 * A new account's first minutes, the chart's points seconds apart (the walk's account): $10,000 deposited at 11:57:05,
 * the faucet's 0 PnL, trades at 11:57:40, 11:57:41 and 11:58:20, and now at 12:00:00 (PnL -$2.45).
 */
export const NEW_ACCOUNT_CHART: OverviewChart = {
  periods: ['all'],
  period: 'all',
  mode: 'pnl',
  series: [
    { timestamp: NOW - 175_000, usd: 0n },
    { timestamp: NOW - 140_000, usd: -1_200_000n },
    { timestamp: NOW - 139_000, usd: -1_150_000n },
    { timestamp: NOW - 100_000, usd: 350_000n },
    { timestamp: NOW, usd: -2_450_000n },
  ],
};

/** The last 24 hours of the week, hourly, with two flows of one minute (11:15:05 and 11:15:50) among them. */
export const DAY_CHART: OverviewChart = {
  ...PNL_CHART,
  period: '24h',
  series: [
    ...pnlSeries.slice(-25, -1),
    { timestamp: NOW - 45 * 60_000 + 5_000, usd: pnlSeries.at(-2)!.usd + 20n * USD },
    { timestamp: NOW - 45 * 60_000 + 50_000, usd: pnlSeries.at(-2)!.usd + 25n * USD },
    pnlSeries.at(-1)!,
  ],
};

const totals = (volume: bigint, fees: bigint, pnl: bigint, trades: number): TradeTotals => ({
  volumeUsd: volume * USD,
  feesUsd: fees,
  realizedPnlUsd: pnl,
  trades,
});
/** 7 and 30 days of trading. */
export const PERFORMANCE = {
  d7: totals(48_200n, 24_100_000n, 522_350_000n, 31),
  d30: totals(182_400n, 91_200_000n, -130_800_000n, 118),
};

/** BTC held, USDC partly lent, SOL borrowed. */
export const BALANCE_ROWS: readonly BalanceRow[] = [
  {
    id: 'USDC',
    token: 'USDC',
    decimals: 6,
    balance: 4_000n * USD,
    lent: 5_000n * USD,
    borrowed: 0n,
    net: 9_000n * USD,
    usd: 9_000n * USD,
    collateralFactor: RATE,
    earnApr: 52_100_000n,
    payApr: undefined,
  },
  {
    id: 'BTC',
    token: 'BTC',
    decimals: 8,
    balance: 5_000_000n,
    lent: 0n,
    borrowed: 0n,
    net: 5_000_000n,
    usd: 4_850n * USD,
    collateralFactor: (RATE * 9n) / 10n,
    earnApr: undefined,
    payApr: undefined,
  },
  {
    id: 'SOL',
    token: 'SOL',
    decimals: 9,
    balance: 0n,
    lent: 0n,
    borrowed: 7_000_000_000n,
    net: -7_000_000_000n,
    usd: -1_330n * USD,
    collateralFactor: (RATE * 8n) / 10n,
    earnApr: undefined,
    payApr: 74_000_000n,
  },
];

/** The totals of BALANCE_ROWS. */
export const BALANCE_TOTALS = { usd: 12_520n * USD, lentUsd: 5_000n * USD, borrowedUsd: 1_330n * USD };

const tier = (n: number, min: bigint, taker: bigint, maker: bigint, yours: boolean): FeeTierRow => ({
  id: String(n),
  tier: n,
  minVolumeUsd: min * USD,
  perpTakerFee: taker,
  perpMakerFee: maker,
  spotTakerFee: taker,
  spotMakerFee: maker,
  yours,
});
/** The local network's four tiers, the account in tier 0. */
export const FEE_ROWS: readonly FeeTierRow[] = [
  tier(0, 0n, 500_000n, 200_000n, true),
  tier(1, 1_000_000n, 400_000n, 150_000n, false),
  tier(2, 10_000_000n, 350_000n, 100_000n, false),
  tier(3, 100_000_000n, 300_000n, 0n, false),
];
/** 182,400 of volume: 817,600 left to tier 1, 18.24 % of the way. */
export const FEE_STANDING = {
  current: FEE_ROWS[0]!,
  next: { tier: FEE_ROWS[1]!, volumeLeftUsd: 817_600n * USD, progress: 182_400_000n },
};
