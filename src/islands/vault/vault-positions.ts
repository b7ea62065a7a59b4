/** The vault's holdings as the positions table shows them: valued at the index price, exact. */
import type { CallResponse } from '#lib/api/contract.ts';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { unrealizedPnl } from '#lib/domain/margin.ts';
import { notionalUsd } from '#lib/domain/value.ts';
import type { VaultPositionRow } from './VaultPositionsView.tsx';

type Account = CallResponse<'getUserData'>['userData'];
type Config = CallResponse<'getConfig'>;

/** The vault's open positions, in market order: size, value and unrealized PnL at the base token's index price. */
export function vaultPositionRows(
  account: Account,
  config: Config,
  prices: ReadonlyMap<string, bigint>,
): VaultPositionRow[] {
  return Object.keys(account.perpPositions)
    .sort()
    .flatMap((market) => {
      const held = account.perpPositions[market]!;
      const cfg = config.perpetualsMarkets[market];
      const size = BigInt(held.size);
      if (size === 0n || cfg === undefined) return [];
      const index = prices.get(cfg.baseToken) ?? 0n;
      const position = {
        size,
        entryPrice: parseDecimal(held.entryPrice, PRICE_DECIMALS),
        sizeDecimals: cfg.baseDecimals,
      };
      return [
        {
          id: market,
          market,
          baseToken: cfg.baseToken,
          sizeDecimals: cfg.baseDecimals,
          size,
          value: notionalUsd(size < 0n ? -size : size, cfg.baseDecimals, index),
          pnl: unrealizedPnl(position, index),
        },
      ];
    });
}

/** TVL less the initial margin its positions tie up (never below zero): what the vault could still deploy. */
export function unallocatedUsdc(account: Account): bigint {
  const free = BigInt(account.margin.value) - BigInt(account.margin.initialRequired);
  return free > 0n ? free : 0n;
}
