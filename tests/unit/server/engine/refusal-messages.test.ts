/**
 * What a refusal says (issue 21): a margin shortfall names both figures in USD with 2 decimals, never raw base
 * units, and hands them on as details for the client's own wording; the other refusals that carried figures word
 * them as a reader would (prices in dollars, amounts in tokens).
 */
import { describe, expect, it } from 'vitest';
import { EngineError } from '#server/engine/model/errors.ts';
import type { Command } from '#server/engine/model/commands.ts';
import { fromEngineError } from '#server/exchange/api/failure.ts';
import { BTC, Harness, USD_P, USDC } from './harness.ts';

type NoTs<C> = C extends Command ? Omit<C, 'ts'> : never;

/** Applies a command expected to be refused; returns the refusal. */
function refusal(h: Harness, cmd: NoTs<Command>): EngineError {
  const r = h.engine.apply({ ...cmd, ts: h.ts++ } as Command);
  if (!(r instanceof EngineError)) throw new Error('expected a refusal');
  return r;
}

describe('margin refusals in USD', () => {
  it('a transfer that borrows beyond the collateral: -$177.00 of collateral for $0.00 required', () => {
    // 0.01 BTC at the seed's 97,000 index is 970 USD, weighted 0.9 as collateral: 873.00. The transfer leaves a
    // 1,000 USDC debt, weighed 1.05 against it: 873.00 - 1,050.00 = -177.00; no position requires anything.
    const h = new Harness();
    const lender = h.user('lender', 10_000n * USDC);
    h.ok({ type: 'lend', userId: lender, token: 'USDC', amount: 10_000n * USDC });
    const [user, to] = [h.user('borrower', 0n), h.user('receiver', 0n)];
    h.ok({ type: 'deposit', userId: user, token: 'BTC', amount: BTC / 100n });
    const r = refusal(h, {
      type: 'transfer',
      fromUserId: user,
      toUserId: to,
      token: 'USDC',
      amount: 1_000n * USDC,
      borrow: true,
    });
    expect(r.code).toBe('insufficient_margin');
    expect(r.message).toBe('Not enough margin: -$177.00 of collateral for $0.00 required');
    expect(r.details).toEqual({ collateral: '-177000000', required: '0' });
    // on the wire: the figures beside the reason, for the client's toast
    expect(fromEngineError(r).toEnvelope()).toEqual({
      error: {
        code: 'insufficient_margin',
        message: 'Not enough margin: -$177.00 of collateral for $0.00 required',
        details: { reason: 'insufficient_margin', collateral: '-177000000', required: '0' },
      },
    });
  });

  it('an order beyond the margin at 5x: the collateral left after its fee against 1,940.00 required', () => {
    // a 0.1 BTC bid counts at the 97,000 index: 9,700 USD, at 5x 1,940.00 required; the 1,000 USDC held less the
    // order's taker fee stands against it
    const h = new Harness();
    const user = h.user('lev', 1_000n * USDC);
    h.ok({ type: 'setLeverage', userId: user, market: 'BTC-PERP', leverage: 5 });
    const r = refusal(h, {
      type: 'placeLimitOrder',
      userId: user,
      market: 'BTC-PERP',
      isBid: true,
      price: 90_000n * USD_P,
      size: BTC / 10n,
      reduceOnly: false,
    });
    expect(r.code).toBe('insufficient_margin');
    expect(r.message).toMatch(/^Not enough margin: \$\d{3}\.\d{2} of collateral for \$1,940\.00 required$/);
    expect(r.details?.['required']).toBe('1940000000');
    expect(BigInt(r.details!['collateral']!)).toBeLessThan(1_000n * USDC);
  });

  it('lowering the leverage under an open position names what it would need', () => {
    const h = new Harness();
    const maker = h.user('maker', 1_000_000n * USDC);
    const user = h.user('lev', 1_000n * USDC);
    h.limit(maker, false, 97_000n, BTC / 10n);
    h.ok({
      type: 'placeMarketOrder',
      userId: user,
      market: 'BTC-PERP',
      isBid: true,
      price: 98_000n * USD_P,
      size: BTC / 10n,
      reduceOnly: false,
    });
    // 9,700 USD of position at 9x: 9,700 / 9 = 1,077.777... -> 1,077.78 required
    const r = refusal(h, { type: 'setLeverage', userId: user, market: 'BTC-PERP', leverage: 9 });
    expect(r.code).toBe('leverage_needs_margin');
    expect(r.message).toMatch(/^Not enough margin: \$\d{3}\.\d{2} of collateral for \$1,077\.78 required$/);
  });
});

describe.each([
  [
    'an off-tick price in dollars',
    (h: Harness) => {
      const user = h.user('tick', 1_000n * USDC);
      return refusal(h, {
        type: 'placeLimitOrder',
        userId: user,
        market: 'BTC-PERP',
        isBid: true,
        price: 90_000n * USD_P + 1n,
        size: BTC / 1000n,
        reduceOnly: false,
      });
    },
    'bad_tick',
    /^price 90000\.000000001 is not a positive multiple of the tick \d+(\.\d+)?$/,
  ],
  [
    'a vault deposit under the minimum in USD',
    (h: Harness) => {
      const user = h.user('vault', 1_000n * USDC);
      return refusal(h, { type: 'vaultDeposit', userId: user, vaultId: h.seed.vault.id, amount: USDC });
    },
    'below_minimum',
    /^the minimum vault deposit is \$10\.00$/,
  ],
  [
    'a withdrawal of more than is lent, in tokens',
    (h: Harness) => {
      const user = h.user('lend', 100n * USDC);
      h.ok({ type: 'lend', userId: user, token: 'USDC', amount: 50n * USDC });
      return refusal(h, { type: 'withdrawLend', userId: user, token: 'USDC', amount: 60n * USDC });
    },
    'insufficient_balance',
    /^only 50 USDC is lent, 60 asked$/,
  ],
] as const)('%s', (_name, refuse, code, message) => {
  it('says it without raw base units', () => {
    const r = refuse(new Harness());
    expect(r.code).toBe(code);
    expect(r.message).toMatch(message);
  });
});
