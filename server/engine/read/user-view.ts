/**
 * The getUserData view of an account (SPEC "Main vault" / user fields): balances, shares, positions with their
 * resting bids and asks, fees, referral, vault data and margin figures.
 */
import type { MarketName, TokenName, UserId } from '#server/engine/model/config.ts';
import { health } from '#server/engine/accounts/valuation.ts';
import type { Core } from '#server/engine/model/core.ts';
import { tierOf } from '#server/engine/trading/fees.ts';
import type { Account, TriggerOrder } from '#server/engine/model/state.ts';
import { leverageIn } from '#server/engine/trading/leverage.ts';
import { vaultSharePrice } from '#server/engine/accounts/vault-points.ts';

/** One resting order as shown in a position's bids/asks. */
export interface OpenOrderView {
  readonly id: number;
  readonly isBid: boolean;
  readonly price: bigint;
  readonly size: bigint;
  readonly sizeLeft: bigint;
  readonly timestamp: number;
}

/** A position with its open orders and funding checkpoint. */
export interface PerpPositionView {
  readonly size: bigint;
  readonly entryPrice: bigint;
  readonly realizedPnl: bigint;
  /** Funding settled since the position opened (USDC base units, positive received). */
  readonly funding: bigint;
  readonly bids: Record<string, OpenOrderView>;
  readonly asks: Record<string, OpenOrderView>;
  readonly fundingCheckpoint: { readonly index: number; readonly fundingPerLot: bigint };
}

/** Everything getUserData returns for one account. */
export interface UserData {
  readonly userId: UserId;
  readonly alias: string;
  readonly owner: string;
  readonly registrationTimestamp: number;
  readonly depositAddress: string;
  readonly autolendEnabled: boolean;
  readonly apiKeys: Record<string, number>;
  readonly tokenBalances: Record<TokenName, bigint>;
  readonly lendingShares: Record<TokenName, bigint>;
  readonly borrowShares: Record<TokenName, bigint>;
  readonly perpPositions: Record<MarketName, PerpPositionView>;
  readonly fees: {
    tier: number;
    perpTakerFee: bigint;
    perpMakerFee: bigint;
    spotTakerFee: bigint;
    spotMakerFee: bigint;
    slaveKickback: bigint;
    masterId: UserId | null;
    masterKickback: bigint;
    userAccFee: bigint;
  };
  readonly vaultInvestments: Record<UserId, { shares: bigint; sharePrice: bigint; costBasis: bigint }>;
  readonly vault: {
    ownerId: UserId;
    totalShares: bigint;
    minDeposit: bigint;
    withdrawalFee: bigint;
    profitShare: bigint;
  } | null;
  readonly referralToClaim: bigint;
  /** Debt no lender could fund when it arose, per token (accounts/settlement.ts). */
  readonly owed: Record<TokenName, bigint>;
  /** Leverage in force per market: the account's choice, else the market's maximum (trading/leverage.ts). */
  readonly leverage: Record<MarketName, number>;
  /** Open trigger orders, ascending id. */
  readonly triggerOrders: readonly TriggerOrder[];
  /** Account value, weighted collateral and margin requirements (USD scale). */
  readonly margin: {
    value: bigint;
    initialCollateral: bigint;
    initialRequired: bigint;
    maintenanceCollateral: bigint;
    maintenanceRequired: bigint;
    upnl: bigint;
  };
}

/** Builds the getUserData view of an account. */
export function userData(core: Core, acc: Account): UserData {
  const positions: Record<MarketName, PerpPositionView> = {};
  const ensure = (market: MarketName): PerpPositionView => {
    const existing = positions[market];
    if (existing !== undefined) return existing;
    const p = acc.positions.get(market);
    const ms = core.marketState.get(market)!;
    const view: PerpPositionView = {
      size: p?.size ?? 0n,
      entryPrice: p?.entryPrice ?? 0n,
      realizedPnl: p?.realizedPnl ?? 0n,
      funding: p?.funding ?? 0n,
      bids: {},
      asks: {},
      fundingCheckpoint: {
        index: p?.fundingIndex ?? ms.fundingIndex,
        fundingPerLot: p?.fundingPerLot ?? ms.fundingPerLot,
      },
    };
    positions[market] = view;
    return view;
  };
  for (const m of acc.positions.keys()) ensure(m);
  for (const o of acc.orders.values()) {
    const view: OpenOrderView = {
      id: o.id,
      isBid: o.isBid,
      price: o.price,
      size: o.size,
      sizeLeft: o.size - o.filled,
      timestamp: o.timestamp,
    };
    (o.isBid ? ensure(o.market).bids : ensure(o.market).asks)[String(o.id)] = view;
  }
  const tier = tierOf(core, acc, core.now);
  const isVault = acc.id === core.seed.vault.id;
  const init = health(core, acc, 'initial');
  const maint = health(core, acc, 'maintenance');
  return {
    userId: acc.id,
    alias: acc.alias,
    owner: acc.owner,
    registrationTimestamp: acc.createdAt,
    depositAddress: acc.depositAddress,
    autolendEnabled: acc.autoLend,
    apiKeys: Object.fromEntries(acc.apiKeys),
    tokenBalances: Object.fromEntries(acc.balances),
    lendingShares: Object.fromEntries(acc.lendShares),
    borrowShares: Object.fromEntries(acc.borrowShares),
    perpPositions: positions,
    fees: {
      tier: tier.tier,
      perpTakerFee: tier.perpTakerFee,
      perpMakerFee: tier.perpMakerFee,
      spotTakerFee: tier.spotTakerFee,
      spotMakerFee: tier.spotMakerFee,
      slaveKickback: acc.masterId === null ? 0n : core.seed.referral.slaveKickback,
      masterId: acc.masterId,
      masterKickback: acc.masterId === null ? 0n : core.seed.referral.masterKickback,
      userAccFee: acc.accFee,
    },
    vaultInvestments: Object.fromEntries(
      [...acc.vaultInvestments].map(([id, inv]) => [
        id,
        { shares: inv.shares, sharePrice: vaultSharePrice(core, core.accounts.get(id)!), costBasis: inv.costBasis },
      ]),
    ),
    vault: isVault
      ? {
          ownerId: core.seed.vault.ownerId,
          totalShares: core.vaultShares.get(acc.id) ?? 0n,
          minDeposit: core.seed.vault.minDeposit,
          withdrawalFee: core.seed.vault.withdrawalFee,
          profitShare: core.seed.vault.profitShare,
        }
      : null,
    referralToClaim: acc.referralToClaim,
    owed: Object.fromEntries(acc.owed),
    leverage: Object.fromEntries([...core.markets.values()].map((m) => [m.name, leverageIn(acc, m)])),
    triggerOrders: [...acc.triggers.values()],
    margin: {
      value: maint.value,
      initialCollateral: init.collateral,
      initialRequired: init.required,
      maintenanceCollateral: maint.collateral,
      maintenanceRequired: maint.required,
      upnl: maint.upnl,
    },
  };
}
