import type { SummaryInput } from '#lib/domain/account-summary.ts';
import type { ActionContext } from '#lib/domain/lending-actions.ts';
import type { LendingPool } from '#lib/domain/lending.ts';

const rate = (percent: bigint) => percent * 10_000_000n;

/** SOL's pool at 50 % used (1 share = 1 SOL): 300 lent, 150 borrowed; base 1 %, 8 % to the 70 % kink, then 200 %. */
const SOL_POOL: LendingPool = {
  lendShares: 300_000_000_000n,
  lendAmount: 300_000_000_000n,
  borrowShares: 150_000_000_000n,
  borrowAmount: 150_000_000_000n,
  lastUpdateTimestampSec: 1_000,
  utilizationCurve: { base: rate(1n), multiplier: rate(8n), kink: rate(70n), jump: rate(200n) },
};

/**
 * An account holding 12 SOL with 5 supplied and 0.5 borrowed, $1,200 of initial headroom: borrow capacity
 * $1,200 / 1.2 = $1,000 = 5.263157894 SOL at $190, Max 1 % under it (5.210526315).
 */
export const SOL_CTX: ActionContext = {
  holding: { balance: 12_000_000_000n, lendShares: 5_000_000_000n, borrowShares: 500_000_000n },
  pool: SOL_POOL,
  nowSec: 1_000,
  borrowEnabled: true,
  decimals: 9,
  price: 190_000_000_000n,
  borrowInitialFactor: rate(120n),
  headroomUsd: 1_200_000_004n,
};

const steps = [
  {
    initialMarginRatio: rate(10n),
    initialAmount: 0n,
    maintenanceMarginRatio: rate(5n),
    maintenanceAmount: 0n,
    maxPositionInUsd: 10n ** 15n,
  },
];

/** The account panel's input of SOL_CTX's account with one BTC-PERP position of `size` BTC (8 decimals) at $97,000. */
function summaryInput(size: bigint, usdc: bigint): SummaryInput {
  return {
    balances: new Map([
      ['USDC', usdc],
      ['SOL', SOL_CTX.holding.balance],
    ]),
    lendingShares: new Map([['SOL', SOL_CTX.holding.lendShares]]),
    borrowShares: new Map([['SOL', SOL_CTX.holding.borrowShares]]),
    owed: new Map(),
    positions:
      size === 0n
        ? []
        : [{ market: 'BTC-PERP', baseToken: 'BTC', sizeDecimals: 8, size, entryPrice: 97_000_000_000_000n }],
    tokenDecimals: new Map([
      ['USDC', 6],
      ['SOL', 9],
      ['BTC', 8],
    ]),
    prices: new Map([
      ['USDC', 1_000_000_000n],
      ['SOL', 190_000_000_000n],
      ['BTC', 97_000_000_000_000n],
    ]),
    pools: new Map([['SOL', SOL_POOL]]),
    marginSteps: new Map([['BTC-PERP', steps]]),
  };
}

/**
 * A calm account: 2,000 USDC and SOL worth 16.5 x $190 = $3,135 (12 held + 5 lent - 0.5 borrowed), so $5,135 of
 * equity; a 0.1 BTC long ($9,700, maintenance 5 % = $485): margin usage 485 / 5,135 = 9.44 %.
 */
export const CALM_ACCOUNT = summaryInput(10_000_000n, 2_000_000_000n);

/**
 * An account near liquidation: no USDC, $3,135 of SOL, a 0.55 BTC long ($53,350, maintenance $2,667.50): margin
 * usage 2,667.5 / 3,135 = 85.09 %, within 20 points of liquidation at 100 %.
 */
export const RISKY_ACCOUNT = summaryInput(55_000_000n, 0n);
