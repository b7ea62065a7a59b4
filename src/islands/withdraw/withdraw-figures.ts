/**
 * The withdraw form's figures, pure: the lending pool decoded from the wire, the account's limit for a token
 * (src/lib/domain/withdraw-limit.ts) less the network's fee, and the breakdown (balance change, borrowed part, USD
 * amount, fee in USD). The exchange debits amount + fee, so the fee comes out of what the limit allows.
 */
import { RATE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { borrowSharesValue, lendSharesValue, type LendingPool } from '#lib/domain/lending.ts';
import type { WithdrawNetwork } from '#lib/domain/transfer-networks.ts';
import { usdValue } from '#lib/domain/value.ts';
import { withdrawLimit, type WithdrawLimit } from '#lib/domain/withdraw-limit.ts';

/** A pool as getBorrowLendingData sends it (decimal strings). */
export interface WirePool {
  readonly lendShares: string;
  readonly lendAmount: string;
  readonly borrowShares: string;
  readonly borrowAmount: string;
  readonly borrowEnabled: boolean;
  readonly lastUpdateTimestampSec: number;
  readonly utilizationCurve: {
    readonly base: string;
    readonly multiplier: string;
    readonly kink: string;
    readonly jump: string;
  };
}

/** A wire pool as the domain's LendingPool (amounts in base units, curve rates x 10^9). */
export function decodePool(pool: WirePool): LendingPool {
  const rate = (text: string) => parseDecimal(text, RATE_DECIMALS);
  const c = pool.utilizationCurve;
  return {
    lendShares: BigInt(pool.lendShares),
    lendAmount: BigInt(pool.lendAmount),
    borrowShares: BigInt(pool.borrowShares),
    borrowAmount: BigInt(pool.borrowAmount),
    lastUpdateTimestampSec: pool.lastUpdateTimestampSec,
    utilizationCurve: { base: rate(c.base), multiplier: rate(c.multiplier), kink: rate(c.kink), jump: rate(c.jump) },
  };
}

/** One token of the account, as the limit needs it. */
export interface TokenHoldingFigures {
  readonly balance: bigint;
  readonly lendingShares: bigint;
  readonly borrowShares: bigint;
  readonly owed: bigint;
  readonly decimals: number;
  /** Index price, USD x 10^9. */
  readonly price: bigint;
  /** Rates x 10^9 from the token's configuration. */
  readonly collateralFactor: bigint;
  readonly borrowInitialFactor: bigint;
  /** The account's initial collateral minus its initial requirement (USD x 10^6). */
  readonly headroomUsd: bigint;
  /** The token's pool; without one nothing can be borrowed. */
  readonly pool: LendingPool | undefined;
  readonly borrowEnabled: boolean;
}

/**
 * The largest amount the form allows for a network: what the exchange accepts as an outflow (with borrow only if
 * the pool lends the token) minus the network's fee, never below zero, with what binds it and what the pool can lend.
 */
export function withdrawAmountLimit(figures: TokenHoldingFigures, feeUnits: bigint, borrow: boolean): WithdrawLimit {
  const pool = figures.pool;
  const lent = pool ? lendSharesValue(figures.lendingShares, pool) : 0n;
  const borrowed = pool ? borrowSharesValue(figures.borrowShares, pool) : 0n;
  const limit = withdrawLimit(
    {
      balance: figures.balance,
      net: figures.balance + lent - borrowed - figures.owed,
      decimals: figures.decimals,
      price: figures.price,
      collateralFactor: figures.collateralFactor,
      borrowInitialFactor: figures.borrowInitialFactor,
      headroomUsd: figures.headroomUsd,
      poolCash: pool ? pool.lendAmount - pool.borrowAmount : 0n,
    },
    borrow && figures.borrowEnabled && pool !== undefined,
  );
  return { ...limit, amount: limit.amount > feeUnits ? limit.amount - feeUnits : 0n };
}

/** What the breakdown shows for an amount. */
export interface WithdrawBreakdown {
  /** The token balance's change (negative): amount plus fee. */
  readonly balanceChange: bigint;
  /** The part of amount plus fee beyond the balance, borrowed. */
  readonly borrowed: bigint;
  /** USD x 10^6 of the amount, rounded down. */
  readonly amountUsd: bigint;
  readonly feeUsd: bigint;
  readonly settlementSec: number;
}

/** The breakdown of withdrawing `units` of a token over a network. */
export function withdrawBreakdown(
  units: bigint,
  balance: bigint,
  network: WithdrawNetwork,
  decimals: number,
  price: bigint,
): WithdrawBreakdown {
  const outflow = units > 0n ? units + network.feeUnits : 0n;
  const fromBalance = balance > 0n ? balance : 0n;
  return {
    balanceChange: -outflow,
    borrowed: outflow > fromBalance ? outflow - fromBalance : 0n,
    amountUsd: usdValue(units, decimals, price, 'floor'),
    feeUsd: usdValue(network.feeUnits, decimals, price, 'ceil'),
    settlementSec: network.settlementSec,
  };
}
