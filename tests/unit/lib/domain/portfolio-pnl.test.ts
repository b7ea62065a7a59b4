import { describe, expect, it } from 'vitest';
import {
  coveredPeriods,
  periodPnl,
  portfolioSeries,
  startPoint,
  type PortfolioPoint,
} from '#lib/domain/portfolio-pnl.ts';

const USD = 1_000_000n;
const H = 3_600_000;
const NOW = 100 * 24 * H;
const at = (hoursAgo: number, value: bigint, inflow: bigint): PortfolioPoint => ({
  timestamp: NOW - hoursAgo * H,
  value: value * USD,
  inflow: inflow * USD,
});
/** 10 days of an account, newest first as the exchange answers: deposit 1000, +50 by day 2, deposit 500 (hour 30). */
const POINTS: PortfolioPoint[] = [
  at(1, 1_600n, 1_500n),
  at(30, 1_550n, 1_500n),
  at(48, 1_050n, 1_000n),
  at(240, 1_000n, 1_000n),
];

describe('coveredPeriods', () => {
  it.each<[string, PortfolioPoint[], string[]]>([
    ['no history', [], []],
    ['10 days', POINTS, ['24h', '7d', 'all']],
    ['an hour', [at(1, 1n, 1n)], ['all']],
    ['31 days', [at(31 * 24, 1n, 1n)], ['24h', '7d', '30d', 'all']],
  ])('%s', (_n, points, expected) => expect(coveredPeriods(points, NOW)).toEqual(expected));
});

describe('periodPnl: value minus inflow at both ends', () => {
  const now = { value: 1_620n * USD, inflow: 1_500n * USD };
  it.each<[string, '24h' | '7d' | 'all', bigint, bigint]>([
    // 24 h ago: 1050 with 1000 in (PnL 50); now 1620 with 1500 in (PnL 120): +70 over 1050 + 500 = 4.52 %
    ['24h', '24h', 70n * USD, 45_161_290n],
    // all: from 1000 with 1000 in: +120 over 1000 + 500
    ['all', 'all', 120n * USD, 80_000_000n],
  ])('%s', (_n, period, pnl, rate) => {
    const start = startPoint(POINTS, period, NOW)!;
    expect(periodPnl(start, now)).toEqual({ pnlUsd: pnl, rate });
  });

  it('is exactly zero for a faucet run', () => {
    expect(periodPnl(at(2, 0n, 0n), { value: 108_643n * USD, inflow: 108_643n * USD })).toEqual({
      pnlUsd: 0n,
      rate: 0n,
    });
  });
});

describe('portfolioSeries', () => {
  it('draws the PnL from the period start to a live now point equal to value minus net inflow', () => {
    const series = portfolioSeries(POINTS, '24h', 'pnl', { timestamp: NOW, value: 1_620n * USD });
    expect(series.map((p) => [(NOW - p.timestamp) / H, p.usd])).toEqual([
      [30, 50n * USD],
      [1, 100n * USD],
      [0, 120n * USD],
    ]);
  });

  it('draws the value over everything, keeping the latest of points in one ms', () => {
    const twin = [...POINTS, { ...at(1, 1_599n, 1_500n) }];
    const series = portfolioSeries(twin, 'all', 'value', undefined);
    expect(series.map((p) => p.usd)).toEqual([1_000n, 1_050n, 1_550n, 1_599n].map((v) => v * USD));
  });

  it('is empty without history', () => {
    expect(portfolioSeries([], 'all', 'pnl', { timestamp: NOW, value: 1n })).toEqual([]);
  });
});
