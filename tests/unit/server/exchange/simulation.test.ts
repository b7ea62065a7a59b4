/**
 * The market simulator: it keeps every market alive when the exchange runs with it (driven through the
 * schedule's injectable timer), and resumes over the persisted state after a restart (server/exchange/simulation.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Command } from '#server/engine/model/commands.ts';
import { BOT_USDC, SIMULATOR_OWNERS } from '#server/engine/sim/simulator.ts';
import type { Every } from '#server/exchange/schedule.ts';
import { continuedSimulator, simulatorSeed } from '#server/exchange/simulation.ts';
import { parseDecimal, PRICE_DECIMALS } from '#lib/domain/fixed.ts';
import { Harness } from './harness.ts';
import { Peer } from './ws-peer.ts';

let h: Harness;
const running: Harness[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((x) => x.stop()));
});

/** Runs `ticks` simulator ticks one second apart; returns the commands of each. */
function simulate(ticks: number): Command[][] {
  const sim = continuedSimulator(h.exchange.service);
  return Array.from({ length: ticks }, () => {
    h.now += 1000;
    const commands = sim.nextCommands(h.exchange.service.stamp());
    h.exchange.service.executeBatch(commands);
    return commands;
  });
}

const engine = () => h.exchange.service.engine;
const bots = () =>
  Object.values(SIMULATOR_OWNERS).flatMap((owner) =>
    engine()
      .usersByOwner(owner)
      .map((u) => u.userId),
  );
const botDeposits = () =>
  bots().map((id) =>
    engine()
      .history(id, 'deposits')!
      .map((d) => d.amount),
  );
const walkOf = (commands: Command[]) => commands.find((c) => c.type === 'setIndexPrice')!;
/** Each token's step of a walk in parts per million of the price it started from. */
const stepsPpm = (commands: Command[], from: Record<string, bigint>) =>
  walkOf(commands).prices.map((p) => ((p.price - from[p.token]!) * 1_000_000n) / from[p.token]!);

describe('a simulating exchange', () => {
  it('keeps every market two-sided with trades, candles and streamed index prices', async () => {
    const timers: (() => void)[] = [];
    const every: Every = (tick) => {
      timers.push(tick);
      return () => void timers.splice(timers.indexOf(tick), 1);
    };
    h = await new Harness({ simulate: true, history: false, every }).start();
    running.push(h);
    const peer = await Peer.open(h.wsUrl);
    await peer.subscribe('indexPrices');
    expect(timers).toHaveLength(1);
    const TICKS = 30;
    for (let i = 0; i < TICKS; i++) {
      h.now += 1000;
      timers[0]!();
    }
    await peer.barrier();
    const client = h.client();
    const markets = Object.values((await client.getConfig()).perpetualsMarkets)
      .filter((m) => m.status === 'active')
      .map((m) => m.name);
    expect(markets.length).toBeGreaterThanOrEqual(4);
    for (const market of markets) {
      const book = await client.getPerpOrderBookData({ market });
      expect(book.data.bids.length > 0 && book.data.asks.length > 0, market).toBe(true);
      expect(
        parseDecimal(book.data.bids[0]!.price, PRICE_DECIMALS) < parseDecimal(book.data.asks[0]!.price, PRICE_DECIMALS),
        market,
      ).toBe(true);
      expect((await client.getPerpRecentTrades({ marketName: market })).trades.length, market).toBeGreaterThan(0);
      expect((await client.candles({ market, period: '1m' })).candles.length, market).toBeGreaterThan(0);
    }
    // every tick once the bots exist (the first one creates them) walks the index prices
    const updates = peer.events('indexPrices');
    expect(updates.length).toBeGreaterThanOrEqual(TICKS - 1);
    const last = updates.at(-1)!;
    const prices = await client.getPriceIndexes();
    expect(last.type === 'IndexPriceUpdate' && Object.fromEntries(last.updates.map((u) => [u.name, u.price]))).toEqual(
      Object.fromEntries(
        Object.entries(prices.prices)
          .filter(([t]) => t !== 'USDC')
          .map(([t, p]) => [t, p.price]),
      ),
    );
    expect(prices.seq).toBe(peer.seqs('indexPrices').at(-1));
    peer.close();
  });
});

describe('simulator across restarts', () => {
  it('continues prices, bots and funding from the database, with a fresh random stream', async () => {
    h = await new Harness().start();
    running.push(h);
    const first = simulate(4);
    expect(first[0]!.map((c) => c.type)).toEqual(['createUser', 'createUser']);
    expect(botDeposits()).toEqual([[BOT_USDC], [BOT_USDC]]);
    const botIds = bots();
    // a distinctive price (twice the seed's): only a simulator that reads the engine walks on from it
    const btc = engine().priceIndexes().BTC! * 2n;
    h.exchange.service.execute({
      type: 'setIndexPrice',
      ts: h.exchange.service.stamp(),
      prices: [{ token: 'BTC', price: btc }],
    });
    const before = engine().priceIndexes();

    await h.restart();
    expect(engine().priceIndexes()).toEqual(before);
    const [tick] = simulate(1);
    expect(tick!.filter((c) => c.type === 'createUser' || c.type === 'deposit')).toEqual([]);
    const btcStep = walkOf(tick!).prices.find((p) => p.token === 'BTC')!.price - btc;
    expect(btcStep * 1_000_000n <= btc * 500n && -btcStep * 1_000_000n <= btc * 500n).toBe(true);
    expect(bots()).toEqual(botIds);
    expect(botDeposits()).toEqual([[BOT_USDC], [BOT_USDC]]);

    // the next start draws other steps than this one did (a fixed seed would repeat them on every start)
    const again = engine().priceIndexes();
    await h.restart();
    const [next] = simulate(1);
    expect(stepsPpm(next!, again)).not.toEqual(stepsPpm(tick!, before));
  });

  it.each([
    [0, 1],
    [1, 2],
    [41, 42],
    [2 ** 40, 2 ** 40 + 1],
  ])('seeds differ after log positions %i and %i', (a, b) => {
    expect(simulatorSeed(a)).not.toBe(simulatorSeed(b));
    expect(Number.isInteger(simulatorSeed(a)) && simulatorSeed(a) >= 0 && simulatorSeed(a) < 2 ** 32).toBe(true);
  });
});

describe('history at start', () => {
  const HOUR = 3_600_000;
  it('generates the week on a fresh database, then fills the downtime after a restart with no gap or jump', async () => {
    h = await new Harness({ history: true }).start();
    running.push(h);
    const hourly = engine().candles('BTC-PERP', '1h');
    expect(hourly.length).toBe(7 * 24);
    expect(hourly.at(-1)!.start).toBe(h.now - HOUR);
    expect(engine().now()).toBe(h.now);
    // the fill ends on a snapshot: the next start replays nothing of the week
    expect(h.exchange.service.store.latestSnapshot()?.seq).toBe(h.exchange.service.store.lastSeq());
    const last = engine().candles('BTC-PERP', '1m').at(-1)!;
    const seq = h.exchange.service.store.lastSeq();

    h.now += 3 * HOUR + 20_000;
    await h.restart();
    expect(engine().now()).toBe(h.now);
    expect(h.exchange.service.store.lastSeq()).toBeGreaterThan(seq + 3 * 60);
    const minutes = engine().candles('BTC-PERP', '1m');
    const after = minutes.slice(minutes.findIndex((c) => c.start === last.start));
    expect(after.length).toBeGreaterThanOrEqual(3 * 60);
    expect(after.map((c) => c.start)).toEqual(after.map((_, i) => last.start + i * 60_000));
    const [a, b] = [last.close, after[1]!.open];
    expect((a > b ? a - b : b - a) * 200n).toBeLessThan(a); // within 0.5 %: one minute's move, not a jump
    // the accounts were made once: a restart adds none
    expect(engine().usersByOwner(SIMULATOR_OWNERS.marketMaker)).toHaveLength(1);
    expect(botDeposits()).toEqual([[BOT_USDC], [BOT_USDC]]);
  }, 120_000);
});
