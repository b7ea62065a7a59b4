/**
 * Static configuration of the exchange engine: tokens, perpetual markets, fee tiers, referral kickbacks,
 * lending pools and the main vault (SPEC section 3). Units follow docs/CONVENTIONS.md: token amounts are bigint
 * base units, prices bigint x 10^9, rates and ratios bigint x 10^9, USD values bigint x 10^6.
 * Margin steps (required = notional x ratio + amount), funding configs and utilization curves are the domain
 * types, so the engine and the front end share one formula.
 */
import { MAIN_VAULT_ID as SPEC_MAIN_VAULT_ID } from '#lib/domain/constants.ts';
import type { FeeTier as DomainFeeTier } from '#lib/domain/fees.ts';
import type { FundingRateConfig } from '#lib/domain/funding.ts';
import type { UtilizationCurve } from '#lib/domain/lending.ts';
import type { MarginStep } from '#lib/domain/margin.ts';

/** Shared domain shapes used inside the configuration. */
export type { FundingRateConfig, MarginStep, UtilizationCurve };

/** A user id: a numeric string ("1", "2", ...), allocated in ascending order. */
export type UserId = string;
/** The fixed id of the main vault account (SPEC section 9), from the domain constants. */
export const MAIN_VAULT_ID: UserId = SPEC_MAIN_VAULT_ID;
/** The operator account: owns the main vault and collects fees, liquidation penalties and bad debt. */
export const OPERATOR_ID: UserId = '1';
/** An engine-assigned order id: a safe integer, unique across all markets, ascending. */
export type OrderId = number;
/** Token name, e.g. 'USDC', 'BTC' (the key of every per-token map in the engine). */
export type TokenName = string;
/** Market name, e.g. 'BTC-PERP'. */
export type MarketName = string;

/** Configuration of one token (SPEC "Token config"). */
export interface TokenConfig {
  readonly name: TokenName;
  /** Decimals of the token's base unit (USDC 6, BTC 8, ETH 8, SOL 9, APT 8). */
  readonly tokenDecimals: number;
  /** On-chain fungible-asset address of the token. */
  readonly contractAddress: string;
  /** Position of the token in the price index table. */
  readonly priceIndex: number;
  /** Share of a positive net value counted as collateral (rate scale). */
  readonly collateralFactor: bigint;
  /** Weight of a borrowed (negative) net value when opening risk (rate scale, >= 1.0). */
  readonly borrowInitialFactor: bigint;
  /** Weight of a borrowed (negative) net value for liquidation checks (rate scale, >= 1.0). */
  readonly borrowMaintenanceFactor: bigint;
  /** Penalty charged on the value of this token seized in a liquidation (rate scale). */
  readonly liquidationPenalty: bigint;
  readonly enabled: boolean;
}

/** Market lifecycle: `active` trades; `reduceOnly` accepts only reducing orders; `halted` accepts none. */
export type MarketStatus = 'active' | 'reduceOnly' | 'halted';

/** Configuration of one perpetual market (SPEC "Perpetual market config"). */
export interface MarketConfig {
  /** Numeric market id (stable, used in order ids' market lookups and on the wire). */
  readonly id: number;
  readonly name: MarketName;
  /** The token whose index price this market tracks and whose decimals measure the size. */
  readonly baseToken: TokenName;
  readonly priceIndex: number;
  /** Penalty on the closed notional when a position is liquidated (rate scale). */
  readonly liquidationPenalty: bigint;
  /** Smallest size increment in base units of the base token. */
  readonly lotSize: bigint;
  /** Smallest price increment (price scale). */
  readonly tickSize: bigint;
  readonly status: MarketStatus;
  /** Ascending by maxPositionInUsd; a position above the last step cannot be opened. */
  readonly marginSteps: readonly MarginStep[];
  readonly fundingRate: FundingRateConfig;
}

/** One fee tier: the domain's (tier, minVolumeUsd and its perp and spot FeeRates). */
export type FeeTier = DomainFeeTier;

/** Referral kickbacks, as shares of the fee paid by a referred ("slave") user (rate scale). */
export interface ReferralConfig {
  /** Share of its own fee returned to the referred user. */
  readonly slaveKickback: bigint;
  /** Share of the referred user's fee credited to the referrer ("master") as referralToClaim. */
  readonly masterKickback: bigint;
}

/** Configuration of one lending pool. */
export interface LendingPoolConfig {
  readonly token: TokenName;
  readonly borrowEnabled: boolean;
  readonly utilizationCurve: UtilizationCurve;
}

/** Configuration of the main vault (SPEC "vault"). */
export interface VaultConfig {
  readonly id: UserId;
  readonly alias: string;
  readonly ownerId: UserId;
  /** Smallest USDC deposit (base units). */
  readonly minDeposit: bigint;
  /** Share of a withdrawal kept by the vault (rate scale). */
  readonly withdrawalFee: bigint;
  /** Share of a withdrawing investor's profit paid to the vault owner (rate scale). */
  readonly profitShare: bigint;
}
