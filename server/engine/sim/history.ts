/**
 * The generated past of the local network: from a seed, the commands of every minute between two times, so a
 * fresh network opens on a week that looks lived in and a restarted one fills the time it was down. Nothing is
 * painted: every trade, candle, statistic, funding payment, interest accrual, vault share price and referral
 * kickback comes out of the engine applying these commands.
 *
 * - The index walks in 10-second steps at each asset's volatility (profile.ts), set on the engine every minute.
 * - Takers (the simulator's taker bot and six traders, five of them referred by two referrers, so kickbacks
 *   build up) trade each minute against the market maker: the market maker rests an order half a spread from the
 *   walk and the taker's market order, limited to that price, takes it. Two commands a trade keep the week cheap
 *   to generate while every 1-minute candle has trades at the walk's prices, two of them at the minute's low and
 *   high, so the candle spans the walk's range.
 * - Every hour: funding, interest, the liquidation scan, the main vault's trend-following rebalance (its target
 *   in BTC, ETH and SOL follows the price against its 24-hour EMA, traded through the engine like any taker), the
 *   USDC borrower's adjustment to a utilization drawn in 50-80 % every six hours, and the portfolio snapshot.
 * - At the start, only on a network that has none of these accounts: the accounts, their deposits, the lenders'
 *   and borrowers' positions in every pool, and the vault's investors; a few investor moves mid-week.
 *
 * Batches come one hour at a time; the caller applies each before asking for the next, since the hourly steps
 * read the engine (positions, pools, resting orders).
 */
import type { Command } from '#server/engine/model/commands.ts';
import type { MarketConfig, TokenName, UserId } from '#server/engine/model/config.ts';
import type { Seed } from '#server/engine/model/seed.ts';
import type { EngineQueries } from '#server/engine/read/queries.ts';
import { logUniform, profileOf, sizeForUsd, ticksOf, walkStep } from './profile.ts';
import { mulberry32, type Prng } from './prng.ts';
import { BOT_USDC, SIMULATOR_OWNERS } from './simulator.ts';

/** Days of history a fresh network starts with. */
export const HISTORY_DAYS = 7;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Walk steps per minute. */
const SUBSTEPS = 6;
const SUBSTEP_MS = MINUTE_MS / SUBSTEPS;
/**
 * The last 32 hours trade every minute, so every 1-minute candle the engine keeps (1,500 to 1,875 of them) has
 * trades; before that, trades come in 5-minute windows (the finest candles kept that far back are 5-minute ones).
 */
const FINE_MS = 32 * HOUR_MS;
const COARSE_MINUTES = 5;

const USDC = 1_000_000n;
const units = (amount: number, decimals: number) => BigInt(amount) * 10n ** BigInt(decimals);

/** A history account: its alias, owner address and who referred it. */
interface Persona {
  readonly alias: string;
  readonly owner: string;
  readonly referrer?: string;
}
const owner = (n: number) => `0x${(0x4157_0000 + n).toString(16).padStart(64, '0')}`;
const persona = (alias: string, n: number, referrer?: string): Persona => ({
  alias,
  owner: owner(n),
  ...(referrer ? { referrer } : {}),
});

/** The accounts the history creates (the simulator's two bots aside). */
export const PERSONAS = {
  referrers: [persona('Atlas', 1), persona('Borealis', 2)],
  traders: [
    persona('Trader1', 10, 'Atlas'),
    persona('Trader2', 11, 'Atlas'),
    persona('Trader3', 12, 'Atlas'),
    persona('Trader4', 13, 'Borealis'),
    persona('Trader5', 14, 'Borealis'),
    persona('Trader6', 15),
  ],
  lenders: [persona('Lender1', 20), persona('Lender2', 21), persona('Lender3', 22)],
  borrowers: [persona('Borrower1', 30), persona('Borrower2', 31)],
  investors: [persona('Investor1', 40), persona('Investor2', 41), persona('Investor3', 42)],
} as const;

/** The vault's largest position per market, in USD, reached when the price is 2 % or more from its EMA. */
const VAULT_NOTIONAL: Readonly<Record<string, number>> = { BTC: 450_000, ETH: 300_000, SOL: 120_000 };
/** Weight of the newest hourly price in the vault's EMA: 2 / (24 + 1). */
const EMA_NUM = 2n;
const EMA_DEN = 25n;

/** Generation settings. */
export interface HistoryOptions {
  readonly seed: number;
  /** First and last time (ms) of the generated span; commands fall in [from, to]. */
  readonly from: number;
  readonly to: number;
}

/** The commands of a span of history, an hour at a time. */
export class HistoryGenerator {
  private readonly seed: Seed;
  private readonly engine: EngineQueries;
  private readonly opts: HistoryOptions;
  private readonly rng: Prng;
  private readonly prices = new Map<TokenName, bigint>();
  private readonly ema = new Map<TokenName, bigint>();
  private readonly markets: readonly MarketConfig[];
  private readonly decimals: ReadonlyMap<TokenName, number>;
  /** Account ids by owner, once they exist (an id never changes). */
  private readonly ids = new Map<string, UserId>();

  constructor(seed: Seed, engine: EngineQueries, opts: HistoryOptions) {
    this.seed = seed;
    this.engine = engine;
    this.opts = opts;
    this.rng = mulberry32(opts.seed);
    this.markets = seed.markets.filter((m) => m.status === 'active');
    this.decimals = new Map(seed.tokens.map((t) => [t.name, t.tokenDecimals]));
    for (const [token, price] of Object.entries(engine.priceIndexes())) {
      if (token === 'USDC') continue;
      this.prices.set(token, price);
      this.ema.set(token, price);
    }
  }

  /** True when the engine holds none of the history's accounts yet (a fresh network). */
  fresh(): boolean {
    return this.id(PERSONAS.traders[0].owner) === undefined;
  }

  /** The batches of the span in time order: apply each to the engine before taking the next. */
  *batches(): Generator<Command[]> {
    const { from, to } = this.opts;
    if (this.fresh()) {
      yield this.createAccounts(from);
      yield this.fundAccounts(from);
    }
    yield this.clearMarketMaker(from);
    let minute = Math.ceil(from / MINUTE_MS) * MINUTE_MS;
    while (minute < to) {
      const out: Command[] = [];
      const hourEnd = Math.min((Math.floor(minute / HOUR_MS) + 1) * HOUR_MS, to);
      if (minute % HOUR_MS === 0) out.push(...this.hourly(minute));
      while (minute < hourEnd) {
        const span = COARSE_MINUTES * MINUTE_MS;
        const minutes = minute + span <= to - FINE_MS && minute % span === 0 ? COARSE_MINUTES : 1;
        out.push(...this.window(minute, minutes, to));
        minute += minutes * MINUTE_MS;
      }
      yield out;
    }
    const end: Command[] = [
      { type: 'setIndexPrice', ts: to, prices: [...this.prices].map(([token, price]) => ({ token, price })) },
      { type: 'snapshotPortfolios', ts: to },
    ];
    yield end;
  }

  private id(ownerAddress: string): UserId | undefined {
    const known = this.ids.get(ownerAddress);
    if (known !== undefined) return known;
    const id = this.engine.usersByOwner(ownerAddress)[0]?.userId;
    if (id !== undefined) this.ids.set(ownerAddress, id);
    return id;
  }

  private must(ownerAddress: string): UserId {
    const id = this.id(ownerAddress);
    if (id === undefined) throw new Error(`history account ${ownerAddress} missing`);
    return id;
  }

  private createAccounts(ts: number): Command[] {
    const out: Command[] = [];
    const bots = [
      [SIMULATOR_OWNERS.marketMaker, 'MarketMaker'],
      [SIMULATOR_OWNERS.taker, 'Taker'],
    ] as const;
    for (const [address, alias] of bots)
      if (this.id(address) === undefined) out.push({ type: 'createUser', ts, owner: address, alias });
    const all = [
      ...PERSONAS.referrers,
      ...PERSONAS.traders,
      ...PERSONAS.lenders,
      ...PERSONAS.borrowers,
      ...PERSONAS.investors,
    ];
    for (const p of all as Persona[])
      out.push({
        type: 'createUser',
        ts,
        owner: p.owner,
        alias: p.alias,
        ...(p.referrer ? { referralCode: p.referrer } : {}),
      });
    return out;
  }

  /** Deposits, the pools' lenders and borrowers, and the vault's first investors. */
  private fundAccounts(ts: number): Command[] {
    const out: Command[] = [];
    const dec = (t: TokenName) => this.decimals.get(t) ?? 0;
    const deposit = (address: string, token: TokenName, amount: bigint) =>
      out.push({ type: 'deposit', ts, userId: this.must(address), token, amount });
    const lend = (address: string, token: TokenName, amount: bigint) => {
      deposit(address, token, amount);
      out.push({ type: 'lend', ts, userId: this.must(address), token, amount });
    };
    const borrow = (address: string, token: TokenName, amount: bigint) =>
      out.push({ type: 'borrow', ts, userId: this.must(address), token, amount });
    for (const address of [SIMULATOR_OWNERS.marketMaker, SIMULATOR_OWNERS.taker]) {
      const id = this.must(address);
      if ((this.engine.account(id)?.history.deposits.length ?? 0) === 0) deposit(address, 'USDC', BOT_USDC);
    }
    for (const p of PERSONAS.referrers) deposit(p.owner, 'USDC', 100_000n * USDC);
    for (const p of PERSONAS.traders) deposit(p.owner, 'USDC', 3_000_000n * USDC);
    const [l1, l2, l3] = PERSONAS.lenders;
    lend(l1.owner, 'USDC', 5_000_000n * USDC);
    lend(l2.owner, 'USDC', 4_000_000n * USDC);
    lend(l2.owner, 'BTC', units(40, dec('BTC')));
    lend(l3.owner, 'ETH', units(600, dec('ETH')));
    lend(l3.owner, 'SOL', units(12_000, dec('SOL')));
    lend(l3.owner, 'APT', units(250_000, dec('APT')));
    // USDC borrowed against BTC (67 % of the pool), and every other token against USDC (30-50 % of each pool)
    const [b1, b2] = PERSONAS.borrowers;
    deposit(b1.owner, 'BTC', units(130, dec('BTC')));
    borrow(b1.owner, 'USDC', 6_000_000n * USDC);
    deposit(b2.owner, 'USDC', 9_000_000n * USDC);
    borrow(b2.owner, 'BTC', units(12, dec('BTC')));
    borrow(b2.owner, 'ETH', units(300, dec('ETH')));
    borrow(b2.owner, 'SOL', units(6_000, dec('SOL')));
    borrow(b2.owner, 'APT', units(100_000, dec('APT')));
    const vault = this.seed.vault.id;
    const [i1, i2, i3] = PERSONAS.investors;
    for (const [p, amount] of [
      [i1, 900_000n],
      [i2, 600_000n],
      [i3, 350_000n],
    ] as const) {
      deposit(p.owner, 'USDC', (amount + 300_000n) * USDC);
      out.push({ type: 'vaultDeposit', ts, userId: this.must(p.owner), vaultId: vault, amount: amount * USDC });
    }
    return out;
  }

  /** Cancels what the market maker rests (a restarted network's live ladder), so history trades never meet it. */
  private clearMarketMaker(ts: number): Command[] {
    const mm = this.id(SIMULATOR_OWNERS.marketMaker);
    if (mm === undefined) return [];
    const markets = new Set([...(this.engine.account(mm)?.orders.values() ?? [])].map((o) => o.market));
    return [...markets].map((market) => ({ type: 'cancelOrders', ts, userId: mm, market, orderIds: [] }));
  }

  /** The commands at the top of an hour: maintenance, the vault's rebalance, lending and investor moves. */
  private hourly(ts: number): Command[] {
    const out: Command[] = [...this.clearMarketMaker(ts)];
    out.push({ type: 'applyFunding', ts }, { type: 'accrueInterest', ts }, { type: 'liquidateScan', ts });
    for (const [token, price] of this.prices) {
      const ema = this.ema.get(token)!;
      this.ema.set(token, ema + ((price - ema) * EMA_NUM) / EMA_DEN);
    }
    out.push(...this.rebalanceVault(ts));
    if (ts % (6 * HOUR_MS) === 0) out.push(...this.adjustUsdcBorrow(ts));
    out.push(...this.investorMoves(ts));
    out.push({ type: 'snapshotPortfolios', ts });
    return out;
  }

  /** The vault's trend-following targets, reached through the engine against the market maker. */
  private rebalanceVault(ts: number): Command[] {
    const out: Command[] = [];
    const vault = this.engine.account(this.seed.vault.id);
    const mm = this.id(SIMULATOR_OWNERS.marketMaker);
    if (vault === undefined || mm === undefined) return out;
    for (const market of this.markets) {
      const notional = VAULT_NOTIONAL[market.baseToken];
      const price = this.prices.get(market.baseToken);
      const ema = this.ema.get(market.baseToken);
      if (notional === undefined || price === undefined || ema === undefined || ema === 0n) continue;
      const trend = Number(((price - ema) * 1_000_000n) / ema) / 1_000_000;
      const fraction = Math.max(-1, Math.min(1, trend / 0.02));
      const decimals = this.decimals.get(market.baseToken) ?? 0;
      const magnitude = Math.abs(fraction) < 0.05 ? 0n : sizeForUsd(Math.abs(fraction) * notional, price, decimals, 1n);
      const target = fraction < 0 ? -magnitude : magnitude;
      const held = vault.positions.get(market.name)?.size ?? 0n;
      const delta = ((target - held) / market.lotSize) * market.lotSize;
      const deltaUsd = Number((abs(delta) * price) / 10n ** BigInt(decimals + 9));
      if (deltaUsd < notional * 0.05) continue;
      out.push(...this.trade(ts, mm, this.seed.vault.id, market, price, delta > 0n, abs(delta)));
    }
    return out;
  }

  /** Borrows or repays USDC so the pool's utilization lands on a fresh draw in [50 %, 80 %]. */
  private adjustUsdcBorrow(ts: number): Command[] {
    const pool = this.engine.borrowLendingData().USDC;
    const borrower = this.id(PERSONAS.borrowers[0].owner);
    if (pool === undefined || borrower === undefined || pool.lendAmount === 0n) return [];
    const util = BigInt(this.rng.int(500, 800));
    const target = (pool.lendAmount * util) / 1000n;
    const delta = target - pool.borrowAmount;
    if (delta > 0n) return [{ type: 'borrow', ts, userId: borrower, token: 'USDC', amount: delta }];
    if (delta < 0n) return [{ type: 'repayBorrow', ts, userId: borrower, token: 'USDC', amount: -delta }];
    return [];
  }

  /** Mid-week moves: an investor takes a third out, another adds, a referrer claims its kickbacks once. */
  private investorMoves(ts: number): Command[] {
    const day = Math.floor((ts - this.opts.from) / DAY_MS);
    const hour = new Date(ts).getUTCHours();
    const vaultId = this.seed.vault.id;
    const [, i2, i3] = PERSONAS.investors;
    if (day === 3 && hour === 14) {
      const id = this.id(i2.owner);
      const shares = id === undefined ? undefined : this.engine.account(id)?.vaultInvestments.get(vaultId)?.shares;
      if (id !== undefined && shares !== undefined && shares > 3n)
        return [{ type: 'vaultWithdraw', ts, userId: id, vaultId, shares: shares / 3n }];
    }
    if (day === 5 && hour === 9) {
      const id = this.id(i3.owner);
      if (id !== undefined) return [{ type: 'vaultDeposit', ts, userId: id, vaultId, amount: 200_000n * USDC }];
    }
    if (day === 4 && hour === 12) {
      const id = this.id(PERSONAS.referrers[0].owner);
      if (id !== undefined && (this.engine.account(id)?.referralToClaim ?? 0n) > 0n)
        return [{ type: 'claimReferral', ts, userId: id }];
    }
    return [];
  }

  /**
   * One window (a minute, or five in the coarse part): the walk in 10-second steps, the index at its start, and
   * the window's trades at random steps along the walk.
   */
  private window(start: number, minutes: number, to: number): Command[] {
    const steps = SUBSTEPS * minutes;
    const paths = new Map<TokenName, bigint[]>();
    for (const [token, price] of this.prices) {
      const path: bigint[] = [];
      let p = price;
      for (let k = 0; k < steps; k++) {
        p = walkStep(this.rng, p, profileOf(token), SUBSTEP_MS);
        path.push(p);
      }
      paths.set(token, path);
    }
    const out: Command[] = [
      { type: 'setIndexPrice', ts: start, prices: [...paths].map(([token, path]) => ({ token, price: path[0]! })) },
    ];
    const mm = this.id(SIMULATOR_OWNERS.marketMaker);
    const takers = [SIMULATOR_OWNERS.taker, ...PERSONAS.traders.map((p) => p.owner)].map((a) => this.id(a));
    const planned: { k: number; market: MarketConfig; taker: UserId; isBid: boolean; usd: number }[] = [];
    for (const market of this.markets) {
      const profile = profileOf(market.baseToken);
      const path = paths.get(market.baseToken)!;
      // a coarse window has a minute's count of trades, each `minutes` times the size: the same volume
      const count = this.rng.int(profile.tradesPerMinute[0], profile.tradesPerMinute[1]);
      for (let j = 0; j < count; j++) {
        // the taker bot takes 40 % of the flow, the six traders the rest
        const who = this.rng.next() < 0.4 ? 0 : this.rng.int(1, takers.length - 1);
        const taker = takers[who];
        // the first two trades at the window's low and high, so its candle spans the walk's range
        const k = j === 0 ? extreme(path, -1) : j === 1 ? extreme(path, 1) : this.rng.int(0, steps - 1);
        const isBid = this.rng.next() < 0.5;
        const usd = logUniform(this.rng, profile.tradeUsd) * minutes;
        if (taker !== undefined) planned.push({ k, market, taker, isBid, usd });
      }
    }
    planned.sort((a, b) => a.k - b.k);
    for (const t of planned) {
      const ts = start + t.k * SUBSTEP_MS;
      if (ts >= to || mm === undefined) continue;
      const price = paths.get(t.market.baseToken)![t.k]!;
      const size = sizeForUsd(t.usd, price, this.decimals.get(t.market.baseToken) ?? 0, t.market.lotSize);
      out.push(...this.trade(ts, mm, t.taker, t.market, price, t.isBid, size));
    }
    for (const [token, path] of paths) this.prices.set(token, path[path.length - 1]!);
    return out;
  }

  /** A taker's market order filled by the market maker's order resting half a spread from `index`. */
  private trade(
    ts: number,
    mm: UserId,
    taker: UserId,
    market: MarketConfig,
    index: bigint,
    isBid: boolean,
    size: bigint,
  ): Command[] {
    const tick = market.tickSize;
    const half = ticksOf(index, profileOf(market.baseToken).halfSpreadPpb * (0.6 + 0.8 * this.rng.next()), tick);
    const t = isBid ? (index + tick - 1n) / tick + half : index / tick - half;
    if (t <= 0n) return [];
    const price = t * tick;
    return [
      { type: 'placeLimitOrder', ts, userId: mm, market: market.name, isBid: !isBid, price, size, reduceOnly: false },
      { type: 'placeMarketOrder', ts, userId: taker, market: market.name, isBid, price, size, reduceOnly: false },
    ];
  }
}

/** The index of the path's lowest (sign -1) or highest (sign 1) price. */
function extreme(path: readonly bigint[], sign: -1 | 1): number {
  let best = 0;
  for (let i = 1; i < path.length; i++) if (sign < 0 ? path[i]! < path[best]! : path[i]! > path[best]!) best = i;
  return best;
}

function abs(x: bigint): bigint {
  return x < 0n ? -x : x;
}
