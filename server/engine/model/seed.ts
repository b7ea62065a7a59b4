/**
 * The seed configuration of the local network (docs/CONVENTIONS.md "Markets of the local network"): what the
 * engine starts from. Values are written as decimal strings and parsed exactly, so they read like the spec.
 */
import { LOCAL_ASSETS } from '#lib/chain/local-assets.ts';
import { parseDecimal, PRICE_DECIMALS, RATE_DECIMALS, USD_DECIMALS } from '#lib/domain/fixed.ts';
import type { TokenTicker } from '#lib/domain/tokens.ts';
import type {
  FeeTier,
  FundingRateConfig,
  LendingPoolConfig,
  MarginStep,
  MarketConfig,
  ReferralConfig,
  TokenConfig,
  TokenName,
  UserId,
  VaultConfig,
} from './config.ts';
import { MAIN_VAULT_ID, OPERATOR_ID } from './config.ts';

/** Everything the engine starts from; `Engine` never reads configuration from anywhere else. */
export interface Seed {
  readonly tokens: readonly TokenConfig[];
  readonly markets: readonly MarketConfig[];
  /** Ascending by minVolumeUsd; the first tier starts at 0. */
  readonly feeTiers: readonly FeeTier[];
  readonly referral: ReferralConfig;
  /** Initial index price per token (price scale). */
  readonly indexPrices: Readonly<Record<TokenName, bigint>>;
  readonly lendingPools: readonly LendingPoolConfig[];
  readonly vault: VaultConfig;
  /** Wallet address owning the operator account (id 1) and, through it, the main vault (id 2). */
  readonly operatorOwner: string;
  readonly usdcAddress: string;
  /** The engine's clock before the first command (ms). */
  readonly genesisTs: number;
}

const rate = (text: string): bigint => parseDecimal(text, RATE_DECIMALS);
const usd = (text: string): bigint => parseDecimal(text, USD_DECIMALS);
const price = (text: string): bigint => parseDecimal(text, PRICE_DECIMALS);

/** A token of the seed; its contract address is the chain's fungible-asset metadata address (local-assets.ts). */
function token(
  name: TokenTicker,
  tokenDecimals: number,
  priceIndex: number,
  factors: readonly [collateral: string, borrowInitial: string, borrowMaintenance: string, penalty: string],
): TokenConfig {
  return {
    name,
    tokenDecimals,
    contractAddress: LOCAL_ASSETS[name].address,
    priceIndex,
    collateralFactor: rate(factors[0]),
    borrowInitialFactor: rate(factors[1]),
    borrowMaintenanceFactor: rate(factors[2]),
    liquidationPenalty: rate(factors[3]),
    enabled: true,
  };
}

/** Three steps up to 1M, 5M and 20M USD notional; required = notional x ratio (no fixed amount). */
function steps(imr: readonly [string, string, string], mmr: readonly [string, string, string]): MarginStep[] {
  const bounds = ['1000000', '5000000', '20000000'];
  return bounds.map((bound, i) => ({
    initialMarginRatio: rate(imr[i]!),
    initialAmount: 0n,
    maintenanceMarginRatio: rate(mmr[i]!),
    maintenanceAmount: 0n,
    maxPositionInUsd: usd(bound),
  }));
}

const FUNDING: FundingRateConfig = {
  enabled: true,
  interestRateHourly: rate('0.0000125'),
  clampMin: rate('-0.0005'),
  clampMax: rate('0.0005'),
  maxFundingRate: rate('0.005'),
  minFundingRate: rate('-0.005'),
};

const MAJOR_STEPS = steps(['0.02', '0.05', '0.1'], ['0.01', '0.025', '0.05']);
const ALT_STEPS = steps(['0.05', '0.1', '0.2'], ['0.025', '0.05', '0.1']);

/**
 * A market. Its liquidation penalty is half the first step's maintenance ratio: below the margin a position
 * keeps at its liquidation point, so a partial close can restore health and the penalty never eats all of it
 * (docs/LIQUIDATION.md).
 */
function market(id: number, baseToken: string, lot: bigint, tick: string, marginSteps: MarginStep[]): MarketConfig {
  return {
    id,
    name: `${baseToken}-PERP`,
    baseToken,
    priceIndex: id,
    liquidationPenalty: marginSteps[0]!.maintenanceMarginRatio / 2n,
    lotSize: lot,
    tickSize: price(tick),
    status: 'active',
    marginSteps,
    fundingRate: FUNDING,
  };
}

/** The default local-network seed: USDC, BTC, ETH, SOL, APT and the four perpetual markets. */
export function defaultSeed(genesisTs = Date.UTC(2025, 0, 1)): Seed {
  const tokens = [
    token('USDC', 6, 0, ['1', '1.05', '1.02', '0']),
    token('BTC', 8, 1, ['0.9', '1.1', '1.05', '0.03']),
    token('ETH', 8, 2, ['0.85', '1.12', '1.06', '0.03']),
    token('SOL', 9, 3, ['0.8', '1.15', '1.08', '0.05']),
    token('APT', 8, 4, ['0.7', '1.2', '1.1', '0.05']),
  ];
  const curve = (base: string, multiplier: string, kink: string, jump: string) => ({
    base: rate(base),
    multiplier: rate(multiplier),
    kink: rate(kink),
    jump: rate(jump),
  });
  const vaultOwner: UserId = OPERATOR_ID;
  return {
    tokens,
    markets: [
      market(1, 'BTC', 10_000n, '1', MAJOR_STEPS), // lot 0.0001 BTC, tick $1
      market(2, 'ETH', 100_000n, '0.1', MAJOR_STEPS), // lot 0.001 ETH, tick $0.1
      market(3, 'SOL', 10_000_000n, '0.01', ALT_STEPS), // lot 0.01 SOL, tick $0.01
      market(4, 'APT', 10_000_000n, '0.001', ALT_STEPS), // lot 0.1 APT, tick $0.001
    ],
    feeTiers: [
      {
        tier: 0,
        minVolumeUsd: 0n,
        perpTakerFee: rate('0.0005'),
        perpMakerFee: rate('0.0002'),
        spotTakerFee: rate('0.001'),
        spotMakerFee: rate('0.0008'),
      },
      {
        tier: 1,
        minVolumeUsd: usd('1000000'),
        perpTakerFee: rate('0.0004'),
        perpMakerFee: rate('0.00015'),
        spotTakerFee: rate('0.0009'),
        spotMakerFee: rate('0.0007'),
      },
      {
        tier: 2,
        minVolumeUsd: usd('10000000'),
        perpTakerFee: rate('0.00035'),
        perpMakerFee: rate('0.0001'),
        spotTakerFee: rate('0.0008'),
        spotMakerFee: rate('0.0006'),
      },
      {
        tier: 3,
        minVolumeUsd: usd('100000000'),
        perpTakerFee: rate('0.0003'),
        perpMakerFee: 0n,
        spotTakerFee: rate('0.0007'),
        spotMakerFee: rate('0.0005'),
      },
    ],
    referral: { slaveKickback: rate('0.1'), masterKickback: rate('0.2') },
    indexPrices: { USDC: price('1'), BTC: price('97000'), ETH: price('3400'), SOL: price('190'), APT: price('9') },
    lendingPools: [
      { token: 'USDC', borrowEnabled: true, utilizationCurve: curve('0', '0.1', '0.8', '1') },
      { token: 'BTC', borrowEnabled: true, utilizationCurve: curve('0', '0.05', '0.7', '1.5') },
      { token: 'ETH', borrowEnabled: true, utilizationCurve: curve('0', '0.06', '0.7', '1.5') },
      { token: 'SOL', borrowEnabled: true, utilizationCurve: curve('0.01', '0.08', '0.7', '2') },
      { token: 'APT', borrowEnabled: true, utilizationCurve: curve('0.01', '0.1', '0.6', '2') },
    ],
    vault: {
      id: MAIN_VAULT_ID,
      alias: 'MainVault',
      ownerId: vaultOwner,
      minDeposit: usd('10'),
      withdrawalFee: rate('0.001'),
      profitShare: rate('0.1'),
    },
    operatorOwner: `0x${'1'.padStart(64, '0')}`,
    usdcAddress: tokens[0]!.contractAddress,
    genesisTs,
  };
}
