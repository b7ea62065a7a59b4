/**
 * Vault fixtures: eight days of hourly-ish points (a 200,000 USDC vault that gains, dips and takes a deposit on day
 * 5), its account with two positions, the terms of the seed configuration, a stake and its history.
 */
import type { CallResponse } from '#lib/api/contract.ts';
import { userDataFixture } from '#stories/support/fixtures/user-data.ts';
import type { VaultPoint } from '#lib/domain/vault.ts';
import type { VaultHistoryRow } from '#islands/vault/VaultHistoryView.tsx';
import type { VaultPositionRow } from '#islands/vault/VaultPositionsView.tsx';

const DAY = 86_400_000;
const USDC = 1_000_000n;
/** The fixtures' "now": 27 Nov 2026, 10:00 UTC. */
const VAULT_NOW = Date.UTC(2026, 10, 27, 10);

/** PnL per day in whole USDC, day 0 first: up, a dip on days 3-4, up again. */
const PNL = [0n, 1_200n, 2_900n, 1_100n, 400n, 2_600n, 4_100n, 5_300n, 6_000n];

/**
 * Points every 12 hours over 8 days, oldest first: 200,000 USDC put in at day 0, 50,000 more at day 5 (at the share
 * price then, so the share count grows with it and the PnL line does not jump).
 */
export const VAULT_POINTS: readonly VaultPoint[] = Array.from({ length: 17 }, (_, i) => {
  const day = i / 2;
  const pnl = (PNL[Math.floor(day)]! * USDC * 2n + (PNL[Math.ceil(day)]! - PNL[Math.floor(day)]!) * USDC) / 2n;
  const deposited = day >= 5 ? 250_000n * USDC : 200_000n * USDC;
  const equity = deposited + pnl;
  // shares: 200,000 at 1.0, then 50,000 USDC at day 5's price 1.013 -> 49,358.341559 shares
  const shares = day >= 5 ? 200_000n * USDC + 49_358_341_559n : 200_000n * USDC;
  return { timestamp: VAULT_NOW - (16 - i) * (DAY / 2), equity, totalShares: shares, netDeposits: deposited };
});

/** The same points as getUserVaultPerformanceHistory answers them (newest first). */
export const VAULT_PERFORMANCE: CallResponse<'getUserVaultPerformanceHistory'> = {
  points: [...VAULT_POINTS].reverse().map((p) => ({
    timestamp: p.timestamp,
    equity: p.equity.toString(),
    totalShares: p.totalShares.toString(),
    netDeposits: p.netDeposits.toString(),
  })),
};

/** The vault's positions: long 2 BTC (up), short 100 SOL (down). */
export const VAULT_POSITION_ROWS: readonly VaultPositionRow[] = [
  {
    id: 'BTC-PERP',
    market: 'BTC-PERP',
    baseToken: 'BTC',
    sizeDecimals: 8,
    size: 200_000_000n,
    value: 194_246_000_000n,
    pnl: 3_246_000_000n,
  },
  {
    id: 'SOL-PERP',
    market: 'SOL-PERP',
    baseToken: 'SOL',
    sizeDecimals: 9,
    size: -100_000_000_000n,
    value: 18_731_000_000n,
    pnl: -731_000_000n,
  },
];

/** The seed's terms: 10 % profit share, 0.1 % withdrawal fee, 10 USDC minimum. */
export const VAULT_TERMS = { minDeposit: 10n * USDC, withdrawalFee: 1_000_000n, profitShare: 100_000_000n };

/** A deposit of 1,000 USDC at 1.0 and a withdrawal of 250 shares at 1.024 (fee 0.256, profit 6 x 10 % = 0.6). */
export const VAULT_HISTORY_ROWS: readonly VaultHistoryRow[] = [
  {
    id: 'w',
    timestamp: VAULT_NOW - DAY,
    kind: 'withdraw',
    amount: 255_144_000n,
    shares: 250n * USDC,
    sharePrice: 1_024_000_000n,
    fees: 856_000n,
  },
  {
    id: 'd',
    timestamp: VAULT_NOW - 6 * DAY,
    kind: 'deposit',
    amount: 1_000n * USDC,
    shares: 1_000n * USDC,
    sharePrice: 1_000_000_000n,
    fees: 0n,
  },
];

/** getUserData of the vault (id 2): 256,000 USDC of equity over 249,358.341559 shares, long 2 BTC, short 100 SOL. */
export const VAULT_ACCOUNT = userDataFixture({
  userId: '2',
  alias: 'MainVault',
  owner: '0x1',
  registrationTimestamp: VAULT_NOW - 8 * DAY,
  depositAddress: `0x${'d'.repeat(63)}2`,
  perpPositions: {
    'BTC-PERP': {
      size: '200000000',
      entryPrice: '95500',
      realizedPnl: '0',
      bids: {},
      asks: {},
      fundingCheckpoint: { index: 0, fundingPerLot: '0' },
    },
    'SOL-PERP': {
      size: '-100000000000',
      entryPrice: '180',
      realizedPnl: '0',
      bids: {},
      asks: {},
      fundingCheckpoint: { index: 0, fundingPerLot: '0' },
    },
  },
  vault: {
    ownerId: '1',
    totalShares: '249358341559',
    minDeposit: '1000000',
    withdrawalFee: '0.001',
    profitShare: '0.1',
  },
  margin: {
    value: '256000000000',
    initialCollateral: '256000000000',
    initialRequired: '21297700000',
    maintenanceCollateral: '256000000000',
    maintenanceRequired: '10648850000',
    upnl: '2515000000',
  },
});
