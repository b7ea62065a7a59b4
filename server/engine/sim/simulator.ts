/**
 * A deterministic market simulator: seeded random-walk index prices and market-maker bots that keep every
 * book two-sided with several levels, plus occasional taker trades, so book, trades and candles are alive.
 * It only produces Commands (pure): the caller applies them to the engine. Bot account ids are looked up
 * through the `resolve` function (owner address -> user id) once the createUser commands have been applied.
 * A simulator over a restored engine continues it: the caller passes the current index prices, which bots are
 * already funded, the time of the last command, and a seed derived from the persisted state (so a restart does
 * not replay the same walk).
 */
import type { Command } from '#server/engine/model/commands.ts';
import type { MarketConfig, TokenName, UserId } from '#server/engine/model/config.ts';
import { mulberry32, type Prng } from './prng.ts';
import type { Seed } from '#server/engine/model/seed.ts';

/** Simulator settings. */
export interface SimulatorOptions {
  /** PRNG seed. */
  readonly seed: number;
  /** Owner address -> main account id, or undefined before the account exists. */
  readonly resolve: (owner: string) => UserId | undefined;
  /** True when a bot account already received its funding deposit (default: none has). */
  readonly funded?: (userId: UserId) => boolean;
  /** Index prices to walk on from (default the seed's). */
  readonly prices?: Readonly<Record<TokenName, bigint>>;
  /** Time (ms) of the last tick before this simulator, for the hourly and per-minute cadence (default: the first call). */
  readonly since?: number;
  /** Price levels per side per market (default 8). */
  readonly levels?: number;
  /** Largest random-walk step per call, in parts per million of the price (default 500 = 0.05%). */
  readonly stepPpm?: number;
  /** Probability of a taker trade per market per call (default 0.3). */
  readonly takerChance?: number;
}

/** Owner addresses of the simulator's bot accounts. */
export const SIMULATOR_OWNERS = {
  marketMaker: '0x51m0000000000000000000000000000000000000000000000000000000000000',
  taker: '0x51m1111111111111111111111111111111111111111111111111111111111111',
} as const;
/** USDC (base units) each bot receives once. */
export const BOT_USDC = 50_000_000n * 1_000_000n; // 50M USDC each

/** Produces the commands that keep the local network's markets alive. */
export class Simulator {
  private readonly seed: Seed;
  private readonly rng: Prng;
  private readonly opts: SimulatorOptions;
  private readonly prices = new Map<TokenName, bigint>();
  private readonly fundedHere = new Set<UserId>();
  private lastMs: number | undefined;

  /** A simulator over the seed's markets, starting from `opts.prices` or else the seed's index prices. */
  constructor(seed: Seed, opts: SimulatorOptions) {
    this.seed = seed;
    this.opts = opts;
    this.rng = mulberry32(opts.seed);
    this.lastMs = opts.since;
    for (const [token, price] of Object.entries(opts.prices ?? seed.indexPrices)) this.prices.set(token, price);
  }

  /** The commands for time `nowMs` (call with non-decreasing times). */
  nextCommands(nowMs: number): Command[] {
    const ts = nowMs;
    const mm = this.opts.resolve(SIMULATOR_OWNERS.marketMaker);
    const taker = this.opts.resolve(SIMULATOR_OWNERS.taker);
    if (mm === undefined || taker === undefined) {
      // only the missing bots: their ids are known, and they are funded, on the next call
      const out: Command[] = [];
      if (mm === undefined)
        out.push({ type: 'createUser', ts, owner: SIMULATOR_OWNERS.marketMaker, alias: 'MarketMaker' });
      if (taker === undefined) out.push({ type: 'createUser', ts, owner: SIMULATOR_OWNERS.taker, alias: 'Taker' });
      return out;
    }
    const out: Command[] = [];
    for (const userId of [mm, taker]) {
      if (this.fundedHere.has(userId) || this.opts.funded?.(userId)) continue;
      this.fundedHere.add(userId);
      out.push({ type: 'deposit', ts, userId, token: 'USDC', amount: BOT_USDC });
    }
    out.push(this.walk(ts));
    for (const market of this.seed.markets) {
      if (market.status !== 'active') continue;
      out.push({ type: 'cancelOrders', ts, userId: mm, market: market.name, orderIds: [] });
      out.push(...this.quotes(ts, mm, market));
      if (this.rng.next() < (this.opts.takerChance ?? 0.3)) out.push(this.takerOrder(ts, taker, market));
    }
    const last = this.lastMs ?? nowMs;
    if (Math.floor(nowMs / 3_600_000) > Math.floor(last / 3_600_000)) out.push({ type: 'applyFunding', ts });
    if (Math.floor(nowMs / 60_000) > Math.floor(last / 60_000)) {
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
    const gap = maxBig(market.tickSize, (index / 5000n / market.tickSize) * market.tickSize);
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
