/**
 * A deterministic live market simulator: a seeded random walk of the index prices (per-asset volatility,
 * profile.ts), market makers that keep at least `levels` levels a side at uneven prices with sizes growing away
 * from a touch of a few ticks that follows the price, and taker orders whose flow puts BTC and ETH volumes in the
 * millions a day. It only produces Commands (pure): the caller applies them to the engine.
 *
 * Everything it builds on is read from the engine on every call, never from a private copy: the index prices
 * (so a price set through the engine, e.g. by the clock and price controls, is where the walk continues), the
 * bot accounts and whether they were funded, and the market maker's resting orders. The book is maintained
 * incrementally: orders inside the new touch, beyond the ladder's depth or far from the size of their new distance
 * from the touch are cancelled, gaps are filled, and now and then a level is re-placed at random, so each second costs
 * about ten commands rather than a whole requote.
 *
 * A clock jump (the clock control advancing hours, or the process stopped for a while) never makes one call
 * produce more than one walk step and one book repair: the step covers at most MAX_STEP_MS, and the hourly and
 * per-minute maintenance of a jumped span belongs to whoever moved the clock (or to the history fill at start).
 */
import type { Command } from '#server/engine/model/commands.ts';
import type { MarketConfig, OrderId, TokenName, UserId } from '#server/engine/model/config.ts';
import type { EngineQueries } from '#server/engine/read/queries.ts';
import { logUniform, profileOf, sizeForUsd, ticksOf, walkStep } from './profile.ts';
import { mulberry32, type Prng } from './prng.ts';
import type { Seed } from '#server/engine/model/seed.ts';

/** Simulator settings. */
export interface SimulatorOptions {
  /** PRNG seed. */
  readonly seed: number;
  /** Price levels the market maker keeps per side per market (default 24). */
  readonly levels?: number;
}

/** Owner addresses of the simulator's bot accounts. */
export const SIMULATOR_OWNERS = {
  marketMaker: '0x51m0000000000000000000000000000000000000000000000000000000000000',
  taker: '0x51m1111111111111111111111111111111111111111111111111111111111111',
} as const;
/** USDC (base units) each bot receives once. */
export const BOT_USDC = 50_000_000n * 1_000_000n; // 50M USDC each

/** The longest span one walk step covers (ms): a clock jump is not a price jump. */
const MAX_STEP_MS = 10_000;
/** A gap between calls longer than this is a jump: its maintenance is not this call's. */
const JUMP_MS = 10_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Chance per market per call that the market maker moves one of its levels elsewhere. */
const CHURN = 0.08;

/** The bot accounts, their funding deposits and the market maker's ladder: commands for one moment. */
export class Simulator {
  private readonly seed: Seed;
  private readonly engine: EngineQueries;
  private readonly rng: Prng;
  private readonly levels: number;
  private lastMs: number | undefined;

  /** A simulator over the engine's markets and state (read on every call). */
  constructor(seed: Seed, engine: EngineQueries, opts: SimulatorOptions) {
    this.seed = seed;
    this.engine = engine;
    this.rng = mulberry32(opts.seed);
    this.levels = opts.levels ?? 24;
  }

  /** The commands for time `nowMs` (call with non-decreasing times). */
  nextCommands(nowMs: number): Command[] {
    const ts = nowMs;
    const mm = this.userId(SIMULATOR_OWNERS.marketMaker);
    const taker = this.userId(SIMULATOR_OWNERS.taker);
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
      if ((this.engine.account(userId)?.history.deposits.length ?? 0) > 0) continue;
      out.push({ type: 'deposit', ts, userId, token: 'USDC', amount: BOT_USDC });
    }
    const last = this.lastMs ?? this.engine.now();
    const jumped = nowMs - last > JUMP_MS;
    const prices = this.walk(Math.min(Math.max(nowMs - last, 0), MAX_STEP_MS));
    out.push({ type: 'setIndexPrice', ts, prices: [...prices].map(([token, price]) => ({ token, price })) });
    for (const market of this.seed.markets) {
      if (market.status !== 'active') continue;
      const index = prices.get(market.baseToken);
      if (index === undefined) continue;
      out.push(...this.ladder(ts, mm, market, index));
      if (this.rng.next() < profileOf(market.baseToken).takerChance)
        out.push(this.takerOrder(ts, taker, market, index));
    }
    if (!jumped && Math.floor(nowMs / HOUR_MS) > Math.floor(last / HOUR_MS)) out.push({ type: 'applyFunding', ts });
    if (!jumped && Math.floor(nowMs / MINUTE_MS) > Math.floor(last / MINUTE_MS))
      out.push({ type: 'accrueInterest', ts }, { type: 'liquidateScan', ts });
    this.lastMs = nowMs;
    return out;
  }

  private userId(owner: string): UserId | undefined {
    return this.engine.usersByOwner(owner)[0]?.userId;
  }

  /** The next index price of every non-USDC token, one step of `dtMs` from the engine's current index. */
  private walk(dtMs: number): Map<TokenName, bigint> {
    const next = new Map<TokenName, bigint>();
    for (const [token, price] of Object.entries(this.engine.priceIndexes())) {
      if (token === 'USDC') continue;
      next.set(token, dtMs > 0 ? walkStep(this.rng, price, profileOf(token), dtMs) : price);
    }
    return next;
  }

  /**
   * Keeps the market maker's ladder around `index`: cancels what sits inside the touch or past the ladder's
   * depth (and, now and then, one level at random), then places levels where the touch or a gap is empty and
   * until each side holds `levels` levels.
   */
  private ladder(ts: number, userId: UserId, market: MarketConfig, index: bigint): Command[] {
    const profile = profileOf(market.baseToken);
    const tick = market.tickSize;
    const decimals = this.seed.tokens.find((t) => t.name === market.baseToken)?.tokenDecimals ?? 8;
    const half = ticksOf(index, profile.halfSpreadPpb * (0.6 + 0.8 * this.rng.next()), tick);
    const gap = ticksOf(index, profile.gapPpb, tick);
    const depth = (gap * BigInt(this.levels) * 3n) / 2n; // ticks from the touch the ladder may reach
    const mid = index / tick;
    const tops = { bid: mid - half, ask: (index + tick - 1n) / tick + half };
    const levelUsd = (away: bigint) => profile.touchUsd * (1 + (0.35 * Number(away)) / Number(gap));
    const cancel: OrderId[] = [];
    const sides = { bid: [] as bigint[], ask: [] as bigint[] };
    const orders = [...(this.engine.account(userId)?.orders.values() ?? [])].filter((o) => o.market === market.name);
    for (const o of orders) {
      const t = o.price / tick;
      const side = o.isBid ? 'bid' : 'ask';
      const away = o.isBid ? tops.bid - t : t - tops.ask; // ticks from the touch, outward
      // a level the price moved to or from keeps the size of where it was: re-placed at a size for where it is now
      const usd = (Number(o.size - o.filled) * Number(o.price)) / 10 ** (decimals + 9);
      const fit = levelUsd(away);
      if (away < 0n || away > depth || usd > 2.2 * fit || usd < 0.3 * fit) cancel.push(o.id);
      else sides[side].push(t);
    }
    if (orders.length > 0 && this.rng.next() < CHURN) {
      const o = orders[this.rng.int(0, orders.length - 1)]!;
      if (!cancel.includes(o.id)) {
        cancel.push(o.id);
        const list = sides[o.isBid ? 'bid' : 'ask'];
        list.splice(list.indexOf(o.price / tick), 1);
      }
    }
    const out: Command[] = [];
    if (cancel.length > 0) out.push({ type: 'cancelOrders', ts, userId, market: market.name, orderIds: cancel });
    for (const side of ['bid', 'ask'] as const) {
      const isBid = side === 'bid';
      // distance of each kept level from the touch, nearest first (a level may hold several orders)
      const kept = [...new Set(sides[side].map((t) => (isBid ? tops.bid - t : t - tops.ask)))].sort((a, b) =>
        a < b ? -1 : a > b ? 1 : 0,
      );
      const place = (away: bigint) => {
        const t = isBid ? tops.bid - away : tops.ask + away;
        if (t <= 0n) return;
        const price = t * tick;
        const usd = levelUsd(away) * (0.6 + 0.8 * this.rng.next());
        const size = sizeForUsd(usd, price, decimals, market.lotSize);
        out.push({ type: 'placeLimitOrder', ts, userId, market: market.name, isBid, price, size, reduceOnly: false });
      };
      const nextGap = () => {
        const g = BigInt(Math.round(Number(gap) * (0.3 + 1.4 * this.rng.next())));
        return g > 0n ? g : 1n;
      };
      // the touch follows the price: a level within half a spread of it, else a new one at it
      let prev: bigint;
      let count = 0;
      let i = 0;
      if (kept.length > 0 && kept[0]! <= half) {
        prev = kept[0]!;
        i = 1;
      } else {
        place(0n);
        prev = 0n;
      }
      count++;
      while (count < this.levels) {
        const next = kept[i];
        if (next !== undefined && next - prev <= gap * 2n) {
          prev = next;
          i++;
        } else {
          prev += nextGap();
          if (prev > depth) break;
          place(prev);
        }
        count++;
      }
    }
    return out;
  }

  private takerOrder(ts: number, userId: UserId, market: MarketConfig, index: bigint): Command {
    const profile = profileOf(market.baseToken);
    const decimals = this.seed.tokens.find((t) => t.name === market.baseToken)?.tokenDecimals ?? 8;
    const isBid = this.rng.next() < 0.5;
    const slack = index / 50n; // 2% protective price
    const raw = isBid ? index + slack : index - slack;
    const price = raw > market.tickSize ? (raw / market.tickSize) * market.tickSize : market.tickSize;
    const size = sizeForUsd(logUniform(this.rng, profile.takerUsd), index, decimals, market.lotSize);
    return { type: 'placeMarketOrder', ts, userId, market: market.name, isBid, price, size, reduceOnly: false };
  }
}
