/**
 * Liquidation checks on index updates (issue 12): every setIndexPrice checks the accounts the new price can move,
 * found through the engine's index of positions by market and holders by token, so its cost follows the accounts
 * that carry risk in that market, not every account. This measures BTC index updates with POSITIONS accounts
 * holding a BTC-PERP position, as many holding an ETH-PERP position and IDLE accounts that hold only USDC (no
 * liquidation fires: the moves stay small), next to the periodic liquidateScan, which checks every account.
 */
import { Engine } from '#server/engine/engine.ts';
import { mulberry32 } from '#server/engine/sim/prng.ts';
import { defaultSeed } from '#server/engine/model/seed.ts';

const POSITIONS = 5_000;
const IDLE = 20_000;
const UPDATES = 2_000;
const SCANS = 50;

/** Main-thread CPU seconds spent in `run`. */
function cpuSeconds(run: () => void): number {
  const u0 = process.threadCpuUsage();
  run();
  const u1 = process.threadCpuUsage(u0);
  return (u1.user + u1.system) / 1e6;
}

/** Prints setIndexPrice and liquidateScan rates on an engine with POSITIONS positions among IDLE accounts. */
export function benchPriceChecks(): void {
  const engine = new Engine(defaultSeed(0));
  const rng = mulberry32(11);
  const P = 1_000_000_000n;
  let ts = 1_000;
  const ok = (r: unknown): void => {
    if (r instanceof Error) throw r;
  };
  const user = (i: number, usdc: bigint): string => {
    ok(engine.apply({ type: 'createUser', ts: ts++, owner: `0xliq${i}`, alias: `liq${i}` }));
    const id = engine.usersByOwner(`0xliq${i}`)[0]!.userId;
    ok(engine.apply({ type: 'deposit', ts: ts++, userId: id, token: 'USDC', amount: usdc }));
    return id;
  };
  const maker = user(0, 10n ** 15n);
  for (let i = 1; i <= POSITIONS; i++) {
    const id = user(i, 10_000n * 1_000_000n);
    const size = 10_000n * BigInt(rng.int(1, 20));
    const isBid = i % 2 === 0;
    const common = { market: 'BTC-PERP', size, reduceOnly: false } as const;
    ok(
      engine.apply({ ...common, type: 'placeLimitOrder', ts: ts++, userId: maker, isBid: !isBid, price: 97_000n * P }),
    );
    ok(engine.apply({ ...common, type: 'placeMarketOrder', ts: ts++, userId: id, isBid, price: 97_000n * P }));
  }
  for (let i = 0; i < IDLE; i++) user(POSITIONS + 1 + i, 1_000n * 1_000_000n);
  let liquidations = 0;
  const update = cpuSeconds(() => {
    for (let i = 0; i < UPDATES; i++) {
      const price = (97_000n + BigInt(rng.int(-300, 300))) * P;
      const r = engine.apply({ type: 'setIndexPrice', ts: ts++, prices: [{ token: 'BTC', price }] });
      if (!(r instanceof Error)) liquidations += r.filter((e) => e.type === 'Liquidation').length;
    }
  });
  const scan = cpuSeconds(() => {
    for (let i = 0; i < SCANS; i++) ok(engine.apply({ type: 'liquidateScan', ts: ts++ }));
  });
  const n = (x: number): string => Math.round(x).toLocaleString('en');
  console.log(
    `liquidation checks: ${n(UPDATES / update)} BTC index updates/s with ${n(POSITIONS)} BTC-PERP and ${n(POSITIONS)} ETH-PERP positions among ${n(2 * POSITIONS + IDLE + 1)} accounts, the index picking the ${n(POSITIONS)} BTC-PERP holders (${n((update / UPDATES / POSITIONS) * 1e9)} ns per account checked, ${liquidations} liquidations); liquidateScan of every account ${n(SCANS / scan)}/s (${n((scan / SCANS) * 1e3)} ms each)`,
  );
}
