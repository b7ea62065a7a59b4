/**
 * A deterministic market simulator: seeded random-walk index prices and market-maker bots that keep every
 * book two-sided with several levels, plus occasional taker trades, so book, trades and candles are alive.
 * It only produces Commands (pure): the caller applies them to the engine. Bot account ids are looked up
 * through the `resolve` function (owner address -> user id) once the createUser commands have been applied.
 */
import type { Command } from './commands.ts';
import type { MarketConfig, TokenName, UserId } from './config.ts';
import { mulberry32, type Prng } from './prng.ts';
import type { Seed } from './seed.ts';

/** Simulator settings. */
export interface SimulatorOptions {
  /** PRNG seed. */
  readonly seed: number;
  /** Owner address -> main account id, or undefined before the account exists. */
  readonly resolve: (owner: string) => UserId | undefined;
  /** Price levels per side per market (default 8). */
  readonly levels?: number;
  /** Largest random-walk step per call, in parts per million of the price (default 500 = 0.05%). */
  readonly stepPpm?: number;
  /** Probability of a taker trade per market per call (default 0.3). */
  readonly takerChance?: number;
}

const MM_OWNER = '0x51m0000000000000000000000000000000000000000000000000000000000000';
const TAKER_OWNER = '0x51m1111111111111111111111111111111111111111111111111111111111111';
const BOT_USDC = 50_000_000n * 1_000_000n; // 50M USDC each

/** Produces the commands that keep the local network's markets alive. */
export class Simulator {
  private readonly seed: Seed;
  private readonly rng: Prng;
  private readonly opts: SimulatorOptions;
  private readonly prices = new Map<TokenName, bigint>();
  private phase: 'create' | 'fund' | 'run' = 'create';
  private lastMs = 0;

  /** A simulator over the seed's markets, starting from the seed's index prices. */
  constructor(seed: Seed, opts: SimulatorOptions) {
    this.seed = seed;
    this.opts = opts;
    this.rng = mulberry32(opts.seed);
    for (const [token, price] of Object.entries(seed.indexPrices)) this.prices.set(token, price);
  }

  /** The commands for time `nowMs` (call with non-decreasing times). */
  nextCommands(nowMs: number): Command[] {
    const ts = nowMs;
    const out: Command[] = [];
    if (this.phase === 'create') {
      this.phase = 'fund';
      this.lastMs = nowMs;
      return [
        { type: 'createUser', ts, owner: MM_OWNER, alias: 'MarketMaker' },
        { type: 'createUser', ts, owner: TAKER_OWNER, alias: 'Taker' },
      ];
    }
    const mm = this.opts.resolve(MM_OWNER);
    const taker = this.opts.resolve(TAKER_OWNER);
    if (mm === undefined || taker === undefined) return out;
    if (this.phase === 'fund') {
      this.phase = 'run';
      out.push({ type: 'deposit', ts, userId: mm, token: 'USDC', amount: BOT_USDC });
      out.push({ type: 'deposit', ts, userId: taker, token: 'USDC', amount: BOT_USDC });
    }
    out.push(this.walk(ts));
    for (const market of this.seed.markets) {
      if (market.status !== 'active') continue;
      out.push({ type: 'cancelOrders', ts, userId: mm, market: market.name, orderIds: [] });
      out.push(...this.quotes(ts, mm, market));
      if (this.rng.next() < (this.opts.takerChance ?? 0.3)) out.push(this.takerOrder(ts, taker, market));
    }
    if (Math.floor(nowMs / 3_600_000) > Math.floor(this.lastMs / 3_600_000)) out.push({ type: 'applyFunding', ts });
    if (Math.floor(nowMs / 60_000) > Math.floor(this.lastMs / 60_000)) {
      out.push({ type: 'accrueInterest', ts }, { type: 'liquidateScan', ts });
    }
    this.lastMs = nowMs;
    return out;
  }

  private walk(ts: number): Command {
    const step = BigInt(this.opts.stepPpm ?? 500);
    const prices: { token: TokenName; price: bigint }[] = [];
    for (const [token, price] of this.prices) {
      if (token === 'USDC') continue;
      const ppm = BigInt(this.rng.int(-Number(step), Number(step)));
      const next = price + (price * ppm) / 1_000_000n;
      this.prices.set(token, next > 0n ? next : price);
      prices.push({ token, price: this.prices.get(token)! });
    }
    return { type: 'setIndexPrice', ts, prices };
  }

  private quotes(ts: number, userId: UserId, market: MarketConfig): Command[] {
    const index = this.prices.get(market.baseToken) ?? 0n;
    const mid = (index / market.tickSize) * market.tickSize;
    // Spread: about 2 bps of the price per level, at least one tick.
    const gap = maxBig(market.tickSize, ((index / 5000n) / market.tickSize) * market.tickSize);
    const out: Command[] = [];
    for (let i = 1; i <= (this.opts.levels ?? 8); i++) {
      const offset = gap * BigInt(i);
      for (const isBid of [true, false]) {
        const price = isBid ? mid - offset : mid + offset;
        if (price <= 0n) continue;
        const size = market.lotSize * BigInt(this.rng.int(1, 40));
        out.push({ type: 'placeLimitOrder', ts, userId, market: market.name, isBid, price, size, reduceOnly: false });
      }
    }
    return out;
  }

  private takerOrder(ts: number, userId: UserId, market: MarketConfig): Command {
    const index = this.prices.get(market.baseToken) ?? 0n;
    const isBid = this.rng.next() < 0.5;
    const slack = index / 50n; // 2% protective price
    const raw = isBid ? index + slack : index - slack;
    const price = maxBig(market.tickSize, (raw / market.tickSize) * market.tickSize);
    const size = market.lotSize * BigInt(this.rng.int(1, 10));
    return { type: 'placeMarketOrder', ts, userId, market: market.name, isBid, price, size, reduceOnly: false };
  }
}

function maxBig(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
