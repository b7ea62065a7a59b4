/**
 * Random money sequences against two properties of issue 12 (findings 1 and 7):
 * - every account can be read after every step: its getUserData and getUsersByAddress views pass the contract's
 *   schemas (balances and shares are unsigned), and no pool lends more than it holds;
 * - no unit is created or lost: per token, balances less owed amounts (every account, the insurance fund), plus
 *   each pool's cash (lent - borrowed), plus for USDC the referral kickbacks waiting to be claimed less the
 *   positions' cost bases, equals deposits less withdrawals exactly. Trading PnL, fees, funding, interest,
 *   liquidations and bad debt only move units.
 * A rejected step must change nothing, and no step may fail in its commit phase (that would throw). The steps
 * include stop and TP/SL trigger orders (fired by the price steps), IOC and post-only limits and leverage changes.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { UserData, UserSummary } from '#lib/api/contract/user.ts';
import type { Command } from '#server/engine/model/commands.ts';
import type { Core } from '#server/engine/model/core.ts';
import { EngineError } from '#server/engine/model/errors.ts';
import { summaryView, TokenBook, userDataView } from '#server/exchange/views/user.ts';
import { BTC, Harness, USD_P, USDC } from './harness.ts';

const TOKENS = ['USDC', 'BTC', 'SOL'] as const;
const SOL = 1_000_000_000n;
const UNIT = { USDC, BTC, SOL } as const;
const PRICE = { BTC: 97_000n, SOL: 190n } as const;
const MARKETS = [
  { name: 'BTC-PERP', token: 'BTC', lot: 10_000n, tick: USD_P },
  { name: 'SOL-PERP', token: 'SOL', lot: 10_000_000n, tick: USD_P / 100n },
] as const;

const step = fc.record({
  kind: fc.constantFrom(
    ...(['limit', 'limit', 'limit', 'limit', 'market', 'market', 'market', 'cancel', 'price', 'price'] as const),
    ...(['deposit', 'withdraw'] as const),
    ...(['transfer', 'lend', 'withdrawLend', 'borrow', 'repay', 'funding', 'accrue', 'scan', 'vaultIn'] as const),
    ...(['vaultOut', 'claim', 'autolend'] as const),
    ...(['stop', 'stop', 'tpsl', 'tpsl', 'cancelTriggers', 'leverage', 'ioc', 'postOnly'] as const),
  ),
  user: fc.integer({ min: 0, max: 5 }),
  other: fc.integer({ min: 0, max: 5 }),
  token: fc.integer({ min: 0, max: 2 }),
  market: fc.integer({ min: 0, max: 1 }),
  isBid: fc.boolean(),
  ticks: fc.integer({ min: -300, max: 300 }),
  lots: fc.integer({ min: 1, max: 10_000 }),
  pct: fc.integer({ min: -40, max: 40 }),
  amount: fc.integer({ min: 1, max: 5_000 }),
  flag: fc.boolean(),
});
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** The test's own books: what deposits and withdrawals put in and took out, per token. */
type Ledger = Record<(typeof TOKENS)[number], bigint>;

function command(h: Harness, users: string[], prices: Record<string, bigint>, s: Step): Command {
  const ts = h.ts++;
  const userId = users[s.user]!;
  const token = TOKENS[s.token]!;
  const amount = (BigInt(s.amount) * UNIT[token]) / (token === 'USDC' ? 1n : 1_000n);
  const m = MARKETS[s.market]!;
  const index = prices[m.token]!;
  const price = index + (index * BigInt(s.ticks)) / 10_000n;
  const ticked = (price / m.tick) * m.tick;
  const size = BigInt(s.lots) * m.lot;
  switch (s.kind) {
    case 'limit':
      return {
        type: 'placeLimitOrder',
        ts,
        userId,
        market: m.name,
        isBid: s.isBid,
        price: ticked,
        size,
        reduceOnly: false,
      };
    case 'market': {
      const worst = s.isBid ? index * 2n : m.tick;
      return {
        type: 'placeMarketOrder',
        ts,
        userId,
        market: m.name,
        isBid: s.isBid,
        price: (worst / m.tick) * m.tick,
        size,
        reduceOnly: s.flag,
      };
    }
    case 'cancel':
      return { type: 'cancelOrders', ts, userId, market: m.name, orderIds: [] };
    case 'ioc':
    case 'postOnly':
      return {
        type: 'placeLimitOrder',
        ts,
        userId,
        market: m.name,
        isBid: s.isBid,
        price: ticked,
        size,
        reduceOnly: false,
        ...(s.kind === 'ioc' ? { ioc: true } : { postOnly: true }),
      };
    case 'stop':
      return {
        type: 'placeTriggerOrder',
        ts,
        userId,
        market: m.name,
        isBid: s.isBid,
        triggerPrice: ticked,
        ...(s.flag ? { limitPrice: ticked } : {}),
        size,
        reduceOnly: s.other % 2 === 0,
      };
    case 'tpsl': {
      // a take profit and a stop loss pct % either side of the index (refused on the wrong side or past liquidation)
      const long = (h.engine.account(userId)?.positions.get(m.name)?.size ?? 0n) > 0n;
      const away = (index * BigInt(Math.abs(s.pct) + 1)) / 100n;
      const [up, down] = [((index + away) / m.tick) * m.tick, ((index - away) / m.tick) * m.tick];
      return {
        type: 'placeTpSl',
        ts,
        userId,
        market: m.name,
        ...(s.flag ? {} : { size }),
        takeProfit: { triggerPrice: long ? up : down },
        ...(s.other % 2 === 0 ? { stopLoss: { triggerPrice: long ? down : up } } : {}),
      };
    }
    case 'cancelTriggers':
      return { type: 'cancelTriggerOrders', ts, userId, market: m.name, triggerIds: [] };
    case 'leverage':
      return { type: 'setLeverage', ts, userId, market: m.name, leverage: 1 + (s.amount % 50) };
    case 'price': {
      const t = m.token;
      prices[t] = prices[t]! + (prices[t]! * BigInt(s.pct)) / 100n;
      if (prices[t]! < m.tick) prices[t] = m.tick;
      return { type: 'setIndexPrice', ts, prices: [{ token: t, price: (prices[t]! / m.tick) * m.tick }] };
    }
    case 'deposit':
      return { type: 'deposit', ts, userId, token, amount };
    case 'withdraw':
      return { type: 'withdraw', ts, userId, token, amount, address: '0xabc', fee: s.flag ? amount / 100n : 0n };
    case 'transfer':
      return { type: 'transfer', ts, fromUserId: userId, toUserId: users[s.other]!, token, amount, borrow: s.flag };
    case 'lend':
      return { type: 'lend', ts, userId, token, amount };
    case 'withdrawLend':
      return s.flag ? { type: 'withdrawLend', ts, userId, token } : { type: 'withdrawLend', ts, userId, token, amount };
    case 'borrow':
      return { type: 'borrow', ts, userId, token, amount };
    case 'repay':
      return s.flag ? { type: 'repayBorrow', ts, userId, token } : { type: 'repayBorrow', ts, userId, token, amount };
    case 'funding':
      return { type: 'applyFunding', ts };
    case 'accrue':
      h.ts += s.amount * 60_000;
      return { type: 'accrueInterest', ts: h.ts };
    case 'scan':
      return { type: 'liquidateScan', ts };
    case 'vaultIn':
      return { type: 'vaultDeposit', ts, userId, vaultId: '2', amount: 10n * USDC + amount };
    case 'vaultOut': {
      const shares = h.engine.account(userId)?.vaultInvestments.get('2')?.shares ?? 0n;
      return { type: 'vaultWithdraw', ts, userId, vaultId: '2', shares: s.flag ? shares : shares / 2n + 1n };
    }
    case 'claim':
      return { type: 'claimReferral', ts, userId };
    case 'autolend':
      return { type: 'setAutoLend', ts, userId, enabled: s.flag };
  }
}

/** Units of each token in the engine, by the rule of the file comment. */
function units(core: Core): Ledger {
  const out: Ledger = { USDC: 0n, BTC: 0n, SOL: 0n };
  for (const acc of [...core.accounts.values(), core.insurance]) {
    for (const t of TOKENS) out[t] += (acc.balances.get(t) ?? 0n) - (acc.owed.get(t) ?? 0n);
    out.USDC += acc.referralToClaim;
    for (const pos of acc.positions.values()) out.USDC -= pos.cost;
  }
  for (const t of TOKENS) out[t] += core.pool(t).lendAmount - core.pool(t).borrowAmount;
  return out;
}

describe('random money sequences', () => {
  it('keep every account readable and every unit accounted for', () => {
    // how often the runs reached the trigger paths, so the property cannot pass by never firing one
    const seen = { triggered: 0, legs: 0, orphaned: 0 };
    fc.assert(
      fc.property(fc.array(step, { minLength: 40, maxLength: 120, size: 'max' }), (steps) => {
        const h = new Harness();
        const core = (h.engine as unknown as { core: Core }).core;
        const tokens = new TokenBook(h.engine);
        const users = [0, 1, 2, 3, 4, 5].map((i) => h.user(`prop${i}`, 0n, i === 5 ? '3' : undefined));
        const put: Ledger = { USDC: 0n, BTC: 0n, SOL: 0n };
        const prices: Record<string, bigint> = { BTC: PRICE.BTC * USD_P, SOL: PRICE.SOL * USD_P };
        // collateral of several kinds: USDC, BTC only, SOL only, both, and a lender
        const seed: [number, (typeof TOKENS)[number], bigint][] = [
          [0, 'USDC', 50_000n * USDC],
          [1, 'BTC', BTC / 2n],
          [2, 'SOL', 200n * SOL],
          [3, 'USDC', 5_000n * USDC],
          [3, 'BTC', BTC / 10n],
          [4, 'USDC', 20_000n * USDC],
          [5, 'BTC', BTC / 4n],
        ];
        for (const [i, token, amount] of seed) {
          h.ok({ type: 'deposit', userId: users[i]!, token, amount });
          put[token] += amount;
        }
        h.ok({ type: 'lend', userId: users[4]!, token: 'USDC', amount: 10_000n * USDC });
        // trigger lifecycle: an id leaves the open set once, and never both legs of a pair fire
        const closed = new Set<number>();
        const fired = new Set<number>();
        const oco = new Map<number, number>();
        for (const s of steps) {
          const cmd = command(h, users, prices, s);
          const before = h.engine.snapshot();
          const r = h.engine.apply(cmd);
          if (r instanceof EngineError) expect(h.engine.snapshot()).toBe(before);
          else {
            if (cmd.type === 'deposit') put[cmd.token as keyof Ledger] += cmd.amount;
            else if (cmd.type === 'withdraw') put[cmd.token as keyof Ledger] -= cmd.amount;
            for (const e of r) {
              if (e.type === 'TriggerOrderTriggered') seen.triggered++;
              if (e.type === 'PlaceTriggerOrder' && e.kind !== 'stop') seen.legs++;
              if (e.type === 'CanceledTriggerOrders' && e.reason === 'positionClosed') seen.orphaned++;
              if (e.type === 'PlaceTriggerOrder' && e.ocoId !== null) oco.set(e.triggerId, e.ocoId);
              const left =
                e.type === 'TriggerOrderTriggered'
                  ? [e.triggerId]
                  : e.type === 'CanceledTriggerOrders'
                    ? e.triggerIds
                    : [];
              for (const id of left) {
                expect(closed.has(id), `trigger ${id} left twice`).toBe(false);
                closed.add(id);
              }
              if (e.type === 'TriggerOrderTriggered') {
                fired.add(e.triggerId);
                expect(fired.has(oco.get(e.triggerId) ?? -1), `both legs of ${e.triggerId} fired`).toBe(false);
              }
            }
          }
          // the orphan rule: every open TP/SL leg closes a position that is still there on its side
          for (const acc of core.accounts.values())
            for (const t of acc.triggers.values()) {
              expect(closed.has(t.id)).toBe(false);
              const size = acc.positions.get(t.market)?.size ?? 0n;
              if (t.kind !== 'stop') expect(t.isBid ? size < 0n : size > 0n, `orphan leg ${t.id}`).toBe(true);
            }
          expect(units(core)).toEqual(put);
          for (const t of TOKENS) expect(core.pool(t).lendAmount >= core.pool(t).borrowAmount).toBe(true);
          for (const id of core.accounts.keys()) v.parse(UserData, userDataView(h.engine.userData(id)!, tokens));
          for (const owner of core.owners.keys())
            for (const u of h.engine.usersByOwner(owner)) v.parse(UserSummary, summaryView(u, tokens));
        }
      }),
      { numRuns: 60, seed: 12 },
    );
    expect(seen.triggered).toBeGreaterThan(20);
    expect(seen.legs).toBeGreaterThan(20);
    expect(seen.orphaned).toBeGreaterThan(0);
  });
});
