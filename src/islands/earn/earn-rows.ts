/**
 * The /earn markets table's rows, pure: for each configured token with a lending pool, the pool's APRs at its
 * current utilization (the curve of src/lib/domain/lending-curve.ts, the rates the exchange accrues), its totals and
 * free liquidity, the token's collateral factor, and the account's supplied and borrowed amounts at the pool's
 * share prices (supplied rounds down, borrowed up, as the exchange values them).
 */
import { curveAt } from '#lib/domain/lending-curve.ts';
import { borrowSharesValue, lendSharesValue, utilization, type LendingPool } from '#lib/domain/lending.ts';
import { usdValue } from '#lib/domain/value.ts';

/** One token's market on /earn; amounts in the token's base units, rates x 10^9, price USD x 10^9. */
export interface EarnMarketRow {
  readonly id: string;
  readonly token: string;
  readonly decimals: number;
  readonly supplyApr: bigint;
  readonly borrowApr: bigint;
  readonly utilization: bigint;
  readonly totalSupplied: bigint;
  readonly totalBorrowed: bigint;
  /** What the pool can still lend or pay out: supplied minus borrowed. */
  readonly available: bigint;
  readonly collateralFactor: bigint;
  readonly borrowEnabled: boolean;
  /** Index price, undefined until the prices load (USD sorting then puts the row last). */
  readonly price: bigint | undefined;
  /** The account's share of the pool; undefined without an account. */
  readonly yourSupplied: bigint | undefined;
  readonly yourBorrowed: bigint | undefined;
  /** The pool itself, for its rate curve. */
  readonly pool: LendingPool;
}

/** A token as the rows need it (from the configuration, rates already decoded). */
export interface EarnToken {
  readonly name: string;
  readonly decimals: number;
  readonly collateralFactor: bigint;
}

/** The account's lend and borrow shares by token. */
export interface EarnHoldings {
  readonly lendingShares: ReadonlyMap<string, bigint>;
  readonly borrowShares: ReadonlyMap<string, bigint>;
}

/** Inputs of the rows: tokens in configuration order, decoded pools, whether each pool lends, prices, holdings. */
export interface EarnRowsInput {
  readonly tokens: readonly EarnToken[];
  readonly pools: ReadonlyMap<string, LendingPool>;
  readonly borrowEnabled: ReadonlyMap<string, boolean>;
  readonly prices: ReadonlyMap<string, bigint>;
  readonly holdings: EarnHoldings | undefined;
}

/** One row per token that has a pool, in configuration order. */
export function earnRows(input: EarnRowsInput): EarnMarketRow[] {
  const rows: EarnMarketRow[] = [];
  for (const token of input.tokens) {
    const pool = input.pools.get(token.name);
    if (pool === undefined) continue;
    const point = curveAt(pool.utilizationCurve, utilization(pool.borrowAmount, pool.lendAmount));
    const held = input.holdings;
    rows.push({
      id: token.name,
      token: token.name,
      decimals: token.decimals,
      supplyApr: point.supplyApr,
      borrowApr: point.borrowApr,
      utilization: point.utilization,
      totalSupplied: pool.lendAmount,
      totalBorrowed: pool.borrowAmount,
      available: pool.lendAmount > pool.borrowAmount ? pool.lendAmount - pool.borrowAmount : 0n,
      collateralFactor: token.collateralFactor,
      borrowEnabled: input.borrowEnabled.get(token.name) ?? false,
      price: input.prices.get(token.name),
      yourSupplied: held && lendSharesValue(held.lendingShares.get(token.name) ?? 0n, pool),
      yourBorrowed: held && borrowSharesValue(held.borrowShares.get(token.name) ?? 0n, pool),
      pool,
    });
  }
  return rows;
}

/**
 * An amount of a row's token in USD x 10^6 (rounded down) so columns of different tokens sort by worth; -1 when
 * the amount or the price is unknown, which sorts it below every real value.
 */
export function rowUsd(row: EarnMarketRow, units: bigint | undefined): bigint {
  if (units === undefined || row.price === undefined) return -1n;
  return usdValue(units, row.decimals, row.price, 'floor');
}
