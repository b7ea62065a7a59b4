/** Account reads: engine views in contract form (per-token maps keyed by token address, as SPEC section 3). */
import type { CallResponse } from '#lib/api/contract/calls.ts';
import type { Engine } from '#server/engine/engine.ts';
import type { UserData } from '#server/engine/read/user-view.ts';
import { ApiFailure } from '#server/exchange/api/failure.ts';
import { wireAmount as amt, wirePrice as price, wireRate as rate, wireTrigger } from '#server/exchange/api/wire.ts';

type WireUser = CallResponse<'getUserData'>['userData'];
type Summary = CallResponse<'getUsersByAddress'>['users'][number];

/** Token name <-> contract address, from the engine config. */
export class TokenBook {
  readonly #byName = new Map<string, string>();
  readonly #byAddress = new Map<string, string>();

  constructor(engine: Engine) {
    for (const t of engine.config().tokens) {
      this.#byName.set(t.name, t.contractAddress);
      this.#byAddress.set(t.contractAddress, t.name);
    }
  }
  /** The address of a token name (the name itself if unknown, which the config never allows). */
  address(name: string): string {
    return this.#byName.get(name) ?? name;
  }
  /** The token name of an address, or an unknown_token failure. */
  name(address: string): string {
    const name = this.#byAddress.get(address);
    if (!name) throw new ApiFailure('unknown_token', `no token at ${address}`);
    return name;
  }
  /** A name-keyed bigint map as an address-keyed wire map. */
  byAddress(map: Record<string, bigint>): Record<string, string> {
    return Object.fromEntries(Object.entries(map).map(([name, v]) => [this.address(name), amt(v)]));
  }
}

/** The listing fields of an account. */
export function summaryView(u: UserData, tokens: TokenBook): Summary {
  return {
    userId: u.userId,
    alias: u.alias,
    owner: u.owner,
    registrationTimestamp: u.registrationTimestamp,
    depositAddress: u.depositAddress,
    apiKeys: { ...u.apiKeys },
    tokenBalances: tokens.byAddress(u.tokenBalances),
    lendingShares: tokens.byAddress(u.lendingShares),
    borrowShares: tokens.byAddress(u.borrowShares),
    autolendEnabled: u.autolendEnabled,
  };
}

/** The full account view. */
export function userDataView(u: UserData, tokens: TokenBook): WireUser {
  const order = (o: UserData['perpPositions'][string]['bids'][string]) => ({
    id: o.id,
    isBid: o.isBid,
    price: price(o.price),
    size: amt(o.size),
    sizeLeft: amt(o.sizeLeft),
    timestamp: o.timestamp,
  });
  const orders = (m: Record<string, Parameters<typeof order>[0]>) =>
    Object.fromEntries(Object.entries(m).map(([id, o]) => [id, order(o)]));
  const f = u.fees;
  return {
    ...summaryView(u, tokens),
    perpPositions: Object.fromEntries(
      Object.entries(u.perpPositions).map(([market, p]) => [
        market,
        {
          size: amt(p.size),
          entryPrice: price(p.entryPrice),
          realizedPnl: amt(p.realizedPnl),
          funding: amt(p.funding),
          bids: orders(p.bids),
          asks: orders(p.asks),
          fundingCheckpoint: {
            index: p.fundingCheckpoint.index,
            fundingPerLot: rate(p.fundingCheckpoint.fundingPerLot),
          },
        },
      ]),
    ),
    fees: {
      tier: f.tier,
      perpTakerFee: rate(f.perpTakerFee),
      perpMakerFee: rate(f.perpMakerFee),
      spotTakerFee: rate(f.spotTakerFee),
      spotMakerFee: rate(f.spotMakerFee),
      slaveKickback: rate(f.slaveKickback),
      masterId: f.masterId,
      masterKickback: rate(f.masterKickback),
      userAccFee: amt(f.userAccFee),
    },
    vaultInvestments: Object.fromEntries(
      Object.entries(u.vaultInvestments).map(([id, i]) => [
        id,
        { shares: amt(i.shares), sharePrice: price(i.sharePrice), costBasis: amt(i.costBasis) },
      ]),
    ),
    vault: u.vault && {
      ownerId: u.vault.ownerId,
      totalShares: amt(u.vault.totalShares),
      minDeposit: amt(u.vault.minDeposit),
      withdrawalFee: rate(u.vault.withdrawalFee),
      profitShare: rate(u.vault.profitShare),
    },
    referralToClaim: amt(u.referralToClaim),
    owed: tokens.byAddress(u.owed),
    leverage: { ...u.leverage },
    triggerOrders: u.triggerOrders.map(wireTrigger),
    margin: {
      value: amt(u.margin.value),
      initialCollateral: amt(u.margin.initialCollateral),
      initialRequired: amt(u.margin.initialRequired),
      maintenanceCollateral: amt(u.margin.maintenanceCollateral),
      maintenanceRequired: amt(u.margin.maintenanceRequired),
      upnl: amt(u.margin.upnl),
    },
  };
}

/** The account, or an unknown_user failure. */
export function requireUser(engine: Engine, userId: string): UserData {
  const u = engine.userData(userId);
  if (!u) throw new ApiFailure('unknown_user', `no account ${userId}`);
  return u;
}
