/**
 * The /account/balance rows, pure: per token the account holds in any form, its balance, what it lent (lend shares
 * x the pool's lend share price, rounded down) and borrowed (borrow shares x the borrow share price, rounded up), the
 * net value of SPEC 3 (balance + lent - borrowed), that in USD at the index price, the collateral factor, and the
 * APR the lent part earns and the borrowed part pays (the pool's curve at its utilization).
 */
import { curveAt } from '#lib/domain/lending-curve.ts';
import { borrowSharesValue, lendSharesValue, utilization, type LendingPool } from '#lib/domain/lending.ts';
import { usdValue } from '#lib/domain/value.ts';

/** One token of the account; amounts in the token's base units, rates x 10^9, USD x 10^6. */
export interface BalanceRow {
  readonly id: string;
  readonly token: string;
  readonly decimals: number;
  readonly balance: bigint;
  readonly lent: bigint;
  readonly borrowed: bigint;
  readonly net: bigint;
  /** undefined until the token's price is known. */
  readonly usd: bigint | undefined;
  readonly collateralFactor: bigint;
  /** Supply APR earned on the lent part, borrow APR paid on the borrowed part; undefined when nothing is lent / borrowed. */
  readonly earnApr: bigint | undefined;
  readonly payApr: bigint | undefined;
}

/** A configured token as the rows need it. */
export interface BalanceToken {
  readonly name: string;
  readonly decimals: number;
  readonly collateralFactor: bigint;
}

/** What the rows are computed from. */
export interface BalanceRowsInput {
  readonly tokens: readonly BalanceToken[];
  readonly balances: ReadonlyMap<string, bigint>;
  readonly lendingShares: ReadonlyMap<string, bigint>;
  readonly borrowShares: ReadonlyMap<string, bigint>;
  readonly pools: ReadonlyMap<string, LendingPool>;
  readonly prices: ReadonlyMap<string, bigint>;
}

/** One row per configured token the account holds in any form, in configuration order. */
export function balanceRows(input: BalanceRowsInput): BalanceRow[] {
  const rows: BalanceRow[] = [];
  for (const token of input.tokens) {
    const balance = input.balances.get(token.name) ?? 0n;
    const lendShares = input.lendingShares.get(token.name) ?? 0n;
    const borrowShares = input.borrowShares.get(token.name) ?? 0n;
    if (balance === 0n && lendShares === 0n && borrowShares === 0n) continue;
    const pool = input.pools.get(token.name);
    const lent = pool === undefined ? lendShares : lendSharesValue(lendShares, pool);
    const borrowed = pool === undefined ? borrowShares : borrowSharesValue(borrowShares, pool);
    const net = balance + lent - borrowed;
    const price = input.prices.get(token.name);
    const rates = pool && curveAt(pool.utilizationCurve, utilization(pool.borrowAmount, pool.lendAmount));
    rows.push({
      id: token.name,
      token: token.name,
      decimals: token.decimals,
      balance,
      lent,
      borrowed,
      net,
      usd: price === undefined ? undefined : usdValue(net, token.decimals, price, 'floor'),
      collateralFactor: token.collateralFactor,
      earnApr: lent > 0n ? rates?.supplyApr : undefined,
      payApr: borrowed > 0n ? rates?.borrowApr : undefined,
    });
  }
  return rows;
}

/** Totals in USD x 10^6 (each token rounded down on its own): net value, lent and borrowed; tokens without a price left out. */
export function balanceTotals(
  rows: readonly BalanceRow[],
  prices: ReadonlyMap<string, bigint>,
): { readonly usd: bigint; readonly lentUsd: bigint; readonly borrowedUsd: bigint } {
  let [usd, lentUsd, borrowedUsd] = [0n, 0n, 0n];
  for (const row of rows) {
    const price = prices.get(row.token);
    if (price === undefined) continue;
    usd += row.usd ?? 0n;
    lentUsd += usdValue(row.lent, row.decimals, price, 'floor');
    borrowedUsd += usdValue(row.borrowed, row.decimals, price, 'ceil');
  }
  return { usd, lentUsd, borrowedUsd };
}
