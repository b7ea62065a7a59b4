/**
 * A real exchange in this process (temp SQLite, loopback port 0) and an order flow fed straight into its service
 * (commands, no HTTP), so the stream carries a chosen rate of book level updates: resting limit orders and cancels
 * within 300 ticks of 97,000 on BTC-PERP, and one order in ten crossing the touch (trades, hence candles).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startExchange, type RunningExchange } from '#server/exchange/index.ts';
import type { Command } from '#server/engine/model/commands.ts';
import { EngineError } from '#server/engine/model/errors.ts';
import { mulberry32 } from '#server/engine/sim/prng.ts';

const P = 1_000_000_000n;
const LOT = 10_000n;
const MID = 97_000;
const MAKERS = 8;

/** The running exchange and its order flow. */
export interface BookFeed {
  readonly exchange: RunningExchange;
  /** Sends orders until `levelUpdates` book level updates went out or `ms` passed; returns what was sent. */
  run(
    ratePerSecond: number,
    ms: number,
  ): Promise<{ levelUpdates: number; commands: number; trades: number; ms: number }>;
  close(): Promise<void>;
}

/**
 * Starts the exchange (or feeds `running`, e.g. the local network's, which its owner closes), funds the makers and
 * rests an initial book of 300 levels per side.
 */
export async function startBookFeed(running?: RunningExchange): Promise<BookFeed> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-book-'));
  const exchange =
    running ??
    (await startExchange({
      db: join(dir, 'ex.sqlite'),
      port: 0,
      simulate: false,
      maintenance: false,
      log: () => {},
    }));
  const svc = exchange.service;
  const rng = mulberry32(11);
  const users: string[] = [];
  for (let i = 0; i < MAKERS; i++) {
    svc.execute({ type: 'createUser', ts: svc.stamp(), owner: `0xbench${i}`, alias: `bench${i}` });
    const userId = svc.engine.usersByOwner(`0xbench${i}`)[0]!.userId;
    svc.execute({ type: 'deposit', ts: svc.stamp(), userId, token: 'USDC', amount: 10n ** 15n });
    users.push(userId);
  }
  const resting: { id: number; owner: string }[] = [];
  let levelUpdates = 0;
  let trades = 0;
  const place = (isBid: boolean, tick: number, lots: number): Command => ({
    type: 'placeLimitOrder',
    ts: svc.stamp(),
    userId: users[rng.int(0, users.length - 1)]!,
    market: 'BTC-PERP',
    isBid,
    price: BigInt(tick) * P,
    size: BigInt(lots) * LOT,
    reduceOnly: false,
  });
  const execute = (commands: Command[]) => {
    for (const result of svc.executeBatch(commands)) {
      if (result instanceof EngineError) continue;
      for (const e of result.events) {
        if (e.type === 'OrderbookUpdate') levelUpdates += e.asksUpdates.length + e.bidsUpdates.length;
        if (e.type === 'TradesUpdate') trades += e.updates.length;
        if (e.type === 'PlacePerpLimitOrder' && e.filledSize < e.size) resting.push({ id: e.orderId, owner: e.userId });
      }
    }
  };
  execute(
    Array.from({ length: 600 }, (_, i) => place(i % 2 === 0, i % 2 === 0 ? MID - 1 - (i >> 1) : MID + 1 + (i >> 1), 5)),
  );
  /** One command of the flow: rest, cancel, or cross. */
  const next = (): Command => {
    const r = rng.next();
    if (r < 0.1) {
      const isBid = rng.next() < 0.5;
      return place(isBid, isBid ? MID + 3 : MID - 3, rng.int(1, 3));
    }
    if (r < 0.55 && resting.length > 50) {
      const j = rng.int(0, resting.length - 1);
      const { id, owner } = resting[j]!;
      resting[j] = resting[resting.length - 1]!;
      resting.pop();
      return { type: 'cancelOrders', ts: svc.stamp(), userId: owner, market: 'BTC-PERP', orderIds: [id] };
    }
    const isBid = rng.next() < 0.5;
    const distance = rng.int(1, 300);
    return place(isBid, isBid ? MID - distance : MID + distance, rng.int(1, 20));
  };
  return {
    exchange,
    async run(rate, ms) {
      const start = performance.now();
      const [levels0, trades0] = [levelUpdates, trades];
      let commands = 0;
      for (;;) {
        const elapsed = performance.now() - start;
        if (elapsed >= ms) break;
        // top up to the rate so far; one batch per few ms keeps the stream smooth
        const due = (rate * elapsed) / 1000 - (levelUpdates - levels0);
        if (due > 0) {
          const batch = Array.from({ length: Math.min(200, Math.ceil(due)) }, next);
          execute(batch);
          commands += batch.length;
        }
        await new Promise((r) => setTimeout(r, 4));
      }
      return {
        levelUpdates: levelUpdates - levels0,
        commands,
        trades: trades - trades0,
        ms: performance.now() - start,
      };
    },
    async close() {
      if (!running) await exchange.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
