/**
 * The generated week of history (server/engine/sim/history.ts) applied to a bare engine: the same seed gives the
 * same week; the candles are exactly an independent aggregation of the trades the engine reported; no unit of any
 * token is created or lost at any hour; the USDC pool stays between 40 % and 85 % utilized with interest accrued;
 * the vault trades and its value curve moves with drawdowns; referrers have kickbacks to claim; and the live
 * simulator continues the last generated candle with no price jump and no 1-minute gap.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { usdValue } from '#lib/domain/value.ts';
import { Engine } from '#server/engine/engine.ts';
import type { Command } from '#server/engine/model/commands.ts';
import type { Core } from '#server/engine/model/core.ts';
import { EngineError } from '#server/engine/model/errors.ts';
import type { Trade } from '#server/engine/model/events.ts';
import { defaultSeed } from '#server/engine/model/seed.ts';
import { HISTORY_DAYS, HistoryGenerator, PERSONAS } from '#server/engine/sim/history.ts';
import { Simulator } from '#server/engine/sim/simulator.ts';
import { CANDLE_PERIODS, type Candle, type CandlePeriod } from '#server/engine/trading/market-data.ts';

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** An arbitrary, unaligned end: the history must not depend on starting on a round minute. */
const TO = Date.UTC(2026, 10, 20, 13, 27, 45, 123);
const FROM = TO - HISTORY_DAYS * DAY;
const TOKENS = ['USDC', 'BTC', 'ETH', 'SOL', 'APT'] as const;
const SEED = defaultSeed(Date.UTC(2025, 0, 1));

type Ledger = Record<(typeof TOKENS)[number], bigint>;

/** Units of every token held anywhere (as tests/unit/server/engine/conservation.test.ts counts them). */
function units(core: Core): Ledger {
  const out = Object.fromEntries(TOKENS.map((t) => [t, 0n])) as Ledger;
  for (const acc of [...core.accounts.values(), core.insurance]) {
    for (const t of TOKENS) out[t] += (acc.balances.get(t) ?? 0n) - (acc.owed.get(t) ?? 0n);
    out.USDC += acc.referralToClaim;
    for (const pos of acc.positions.values()) out.USDC -= pos.cost;
  }
  for (const t of TOKENS) out[t] += core.pool(t).lendAmount - core.pool(t).borrowAmount;
  return out;
}

interface Generated {
  readonly engine: Engine;
  readonly commands: number;
  readonly rejected: string[];
  readonly trades: Map<string, Trade[]>;
  /** Deposits less withdrawals per token, and whether every hour's units matched them. */
  readonly put: Ledger;
  readonly unbalanced: string[];
  /** USDC utilization (parts per thousand) after every hour. */
  readonly utilization: number[];
}

function generate(seed: number, from = FROM, to = TO): Generated {
  const engine = new Engine(SEED);
  const core = (engine as unknown as { core: Core }).core;
  const put = Object.fromEntries(TOKENS.map((t) => [t, 0n])) as Ledger;
  const trades = new Map<string, Trade[]>();
  const rejected: string[] = [];
  const unbalanced: string[] = [];
  const utilization: number[] = [];
  let commands = 0;
  for (const batch of new HistoryGenerator(SEED, engine, { seed, from, to }).batches()) {
    for (const command of batch) {
      const out = engine.apply(command);
      commands++;
      if (out instanceof EngineError) {
        rejected.push(`${command.type}: ${out.code}`);
        continue;
      }
      if (command.type === 'deposit') put[command.token as keyof Ledger] += command.amount;
      if (command.type === 'withdraw') put[command.token as keyof Ledger] -= command.amount;
      for (const e of out)
        if (e.type === 'TradesUpdate') trades.set(e.market, [...(trades.get(e.market) ?? []), ...e.updates]);
    }
    const now = units(core);
    for (const t of TOKENS) if (now[t] !== put[t]) unbalanced.push(`${t} at ${engine.now()}: ${now[t]} != ${put[t]}`);
    const usdc = engine.borrowLendingData().USDC!;
    if (usdc.borrowAmount > 0n) utilization.push(Number((usdc.borrowAmount * 1000n) / usdc.lendAmount));
  }
  return { engine, commands, rejected, trades, put, unbalanced, utilization };
}

/** Candles of one period built from the trades alone (the test's own aggregation). */
function aggregate(trades: readonly Trade[], period: CandlePeriod, decimals: number): Candle[] {
  const len = CANDLE_PERIODS[period];
  const out: Candle[] = [];
  for (const t of trades) {
    const start = t.timestamp - (t.timestamp % len);
    const quote = usdValue(t.size, decimals, t.price, 'trunc');
    const last = out.at(-1);
    if (last?.start === start) {
      last.high = t.price > last.high ? t.price : last.high;
      last.low = t.price < last.low ? t.price : last.low;
      last.close = t.price;
      last.baseVolume += t.size;
      last.quoteVolume += quote;
    } else
      out.push({
        start,
        open: t.price,
        high: t.price,
        low: t.price,
        close: t.price,
        baseVolume: t.size,
        quoteVolume: quote,
      });
  }
  return out;
}

const id = (owner: string, engine: Engine) => engine.usersByOwner(owner)[0]!.userId;

let week: Generated;
beforeAll(() => {
  week = generate(20);
}, 120_000);

describe('the generated week', () => {
  it('is identical for the same seed and differs for another', () => {
    const span = { from: TO - 6 * HOUR, to: TO };
    const [a, b, c] = [
      generate(7, span.from, span.to),
      generate(7, span.from, span.to),
      generate(8, span.from, span.to),
    ];
    expect(a.commands).toBeGreaterThan(1000);
    expect(b.engine.snapshot()).toBe(a.engine.snapshot());
    expect(c.engine.snapshot()).not.toBe(a.engine.snapshot());
  });

  it('is applied by the engine without a refusal and spans the week', () => {
    expect(week.rejected).toEqual([]);
    expect(week.engine.now()).toBe(TO);
    for (const market of ['BTC-PERP', 'ETH-PERP', 'SOL-PERP', 'APT-PERP']) {
      const hours = week.engine.candles(market, '1h');
      expect(hours.length, market).toBe(HISTORY_DAYS * 24 + 1);
      expect(hours[0]!.start, market).toBe(FROM - (FROM % HOUR));
    }
  });

  it.each(Object.keys(CANDLE_PERIODS) as CandlePeriod[])(
    'has %s candles equal to the trades aggregated apart',
    (period) => {
      for (const [market, trades] of week.trades) {
        const decimals = market === 'SOL-PERP' ? 9 : 8;
        const engine = week.engine.candles(market, period);
        const expected = aggregate(trades, period, decimals).slice(-engine.length);
        expect(engine.length, market).toBeGreaterThanOrEqual(
          Math.min(100, (HISTORY_DAYS * DAY) / CANDLE_PERIODS[period]),
        );
        expect(engine, `${market} ${period}`).toEqual(expected);
      }
    },
  );

  it('has no gap in the 1-minute candles the engine keeps, nor in the hourly ones', () => {
    for (const market of week.trades.keys()) {
      for (const period of ['1m', '1h'] as const) {
        const starts = week.engine.candles(market, period).map((c) => c.start);
        const steps = new Set(starts.slice(1).map((s, i) => s - starts[i]!));
        expect([...steps], `${market} ${period}`).toEqual([CANDLE_PERIODS[period]]);
      }
    }
  });

  it('creates and loses no unit of any token, hour after hour', () => {
    expect(week.unbalanced).toEqual([]);
    expect(week.put.BTC).toBeGreaterThan(0n);
  });

  it('keeps the USDC pool 40-85 % utilized, with supply interest accrued', () => {
    expect(week.utilization.length).toBeGreaterThan(HISTORY_DAYS * 24);
    expect(Math.min(...week.utilization)).toBeGreaterThanOrEqual(400);
    expect(Math.max(...week.utilization)).toBeLessThanOrEqual(850);
    const usdc = week.engine.borrowLendingData().USDC!;
    expect(usdc.lendAmount).toBeGreaterThan(9_000_000n * 1_000_000n); // 9M lent, plus a week's interest
    for (const token of TOKENS) expect(week.engine.borrowLendingData()[token]!.borrowAmount, token).toBeGreaterThan(0n);
  });

  it('makes BTC and ETH trade millions a day', () => {
    const [btc, eth] = week.engine.marketsData(['BTC-PERP', 'ETH-PERP']);
    expect(btc!.quoteVolume24h).toBeGreaterThan(5_000_000n * 1_000_000n);
    expect(eth!.quoteVolume24h).toBeGreaterThan(3_000_000n * 1_000_000n);
    expect(btc!.change24h).not.toBe(0n);
  });

  it('has the vault trade, pay funding and move with drawdowns', () => {
    const vault = SEED.vault.id;
    expect(week.engine.history(vault, 'fills')!.length).toBeGreaterThan(10);
    expect(week.engine.history(vault, 'fundings')!.length).toBeGreaterThan(24);
    const values = week.engine
      .history(vault, 'portfolioValues')!
      .slice()
      .reverse()
      .map((p) => p.value);
    expect(values.length).toBeGreaterThan(HISTORY_DAYS * 24);
    let peak = values[0]!;
    let drawdown = 0n;
    for (const v of values) {
      if (v > peak) peak = v;
      if (peak - v > drawdown) drawdown = peak - v;
    }
    expect(drawdown).toBeGreaterThan(1_000n * 1_000_000n); // more than $1,000 below a previous high
    expect(week.engine.vaultSharePrice()).not.toBe(1_000_000_000n);
  });

  it('gives a trader an hourly curve with no gap whose inflow is its deposits (issue 22)', () => {
    const trader = id(PERSONAS.traders[0].owner, week.engine);
    const points = week.engine.history(trader, 'portfolioValues')!.slice().reverse();
    const deposited = week.engine.history(trader, 'deposits')!.reduce((sum, d) => sum + d.amount, 0n);
    const transfers = week.engine.history(trader, 'transfers')!.length;
    // its inflow is its USDC deposits (USDC at 1.0 is worth its units) unless it moved funds between accounts
    if (transfers === 0) expect(points.at(-1)!.inflow).toBe(deposited);
    const hourly = points.filter((p) => p.ts % HOUR === 0).map((p) => p.ts);
    for (let i = 1; i < hourly.length; i++) expect(hourly[i]! - hourly[i - 1]!).toBe(HOUR);
    expect(hourly.length).toBeGreaterThanOrEqual(HISTORY_DAYS * 24 - 1);
  });

  it('leaves referrers kickbacks to claim', () => {
    for (const p of PERSONAS.referrers) {
      const acc = week.engine.account(id(p.owner, week.engine))!;
      expect(acc.referralToClaim, p.alias).toBeGreaterThan(0n);
    }
  });
});

describe('the live simulator after the week', () => {
  it('continues the last candle: no price jump, no 1-minute gap', () => {
    const { engine } = generate(21, TO - 3 * HOUR, TO);
    const lastIndex = engine.priceIndexes().BTC!;
    const lastCandle = engine.candles('BTC-PERP', '1m').at(-1)!;
    const sim = new Simulator(SEED, engine, { seed: 5 });
    const firstTick = sim.nextCommands(TO + 1000);
    const walk = firstTick.find((c) => c.type === 'setIndexPrice')!;
    const btc = walk.prices.find((p) => p.token === 'BTC')!.price;
    // one second's step at 50 % a year is about 0.009 %: a jump would be far beyond 0.1 %
    expect(btc > lastIndex ? (btc - lastIndex) * 1000n : (lastIndex - btc) * 1000n).toBeLessThan(lastIndex);
    let commands: Command[] = firstTick;
    for (let t = 1; t <= 180; t++) {
      for (const c of commands) expect(engine.apply(c)).not.toBeInstanceOf(EngineError);
      commands = sim.nextCommands(TO + 1000 * (t + 1));
    }
    const candles = engine.candles('BTC-PERP', '1m');
    const seam = candles.findIndex((c) => c.start === lastCandle.start);
    const after = candles.slice(seam);
    expect(after.length).toBeGreaterThanOrEqual(3);
    expect(after.map((c) => c.start)).toEqual(after.map((_, i) => lastCandle.start + i * MIN));
    expect(after[0]!.open).toBe(lastCandle.open);
  });
});
