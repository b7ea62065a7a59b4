/**
 * getUserData decoded for views: token maps keyed by ticker instead of contract address, every amount, price and
 * margin figure as a bigint (base units, USD x 10^9 prices, USD x 10^6 values), positions and their resting orders
 * as lists. Pure: the stores feed it the wire value and the configuration. Tokens the configuration does not know
 * are left out rather than shown under an address.
 */
import { MAIN_VAULT_ID } from '#lib/domain/constants.ts';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import type { CallResponse } from './contract.ts';

type Wire = CallResponse<'getUserData'>['userData'];
type Config = CallResponse<'getConfig'>;

/** A resting order of the account. */
export interface OpenOrderView {
  readonly id: number;
  readonly market: string;
  readonly isBid: boolean;
  /** USD x 10^9. */
  readonly price: bigint;
  /** Base units of the market's token. */
  readonly size: bigint;
  readonly sizeLeft: bigint;
  readonly timestamp: number;
}

/** An open trigger order (a stop, or a take-profit / stop-loss leg of a position), prices USD x 10^9. */
export interface TriggerOrderView {
  readonly id: number;
  readonly market: string;
  readonly kind: 'stop' | 'takeProfit' | 'stopLoss';
  readonly isBid: boolean;
  /** Fires when the index is at or above ('above') or at or below ('below') the trigger price. */
  readonly condition: 'above' | 'below';
  readonly triggerPrice: bigint;
  /** null: executes as a market order. */
  readonly limitPrice: bigint | null;
  /** null: the whole position when it fires. */
  readonly size: bigint | null;
  readonly reduceOnly: boolean;
  readonly timestamp: number;
}

/** An open perpetual position (size signed: negative is short). */
export interface PositionView {
  readonly market: string;
  /** The market's base token and its decimals (what size is counted in). */
  readonly baseToken: string;
  readonly sizeDecimals: number;
  readonly size: bigint;
  /** USD x 10^9. */
  readonly entryPrice: bigint;
  /** USD x 10^6. */
  readonly realizedPnl: bigint;
  /** Funding settled since the position opened, USD x 10^6 (positive received, negative paid). */
  readonly funding: bigint;
}

/** The server's margin figures (USD x 10^6, signed). */
export interface MarginFiguresView {
  readonly value: bigint;
  readonly initialCollateral: bigint;
  readonly initialRequired: bigint;
  readonly maintenanceCollateral: bigint;
  readonly maintenanceRequired: bigint;
  readonly upnl: bigint;
}

/** One account as the screens read it. */
export interface UserDataView {
  readonly userId: string;
  readonly alias: string;
  readonly owner: string;
  readonly depositAddress: string;
  readonly registrationTimestamp: number;
  /** Session key (public key) -> expiry in ms. */
  readonly apiKeys: ReadonlyMap<string, number>;
  readonly autolendEnabled: boolean;
  /** Ticker -> base units. */
  readonly balances: ReadonlyMap<string, bigint>;
  readonly lendingShares: ReadonlyMap<string, bigint>;
  readonly borrowShares: ReadonlyMap<string, bigint>;
  /** Debt no lender could fund yet, ticker -> base units. */
  readonly owed: ReadonlyMap<string, bigint>;
  /** Positions with a non-zero size, in market-name order. */
  readonly positions: readonly PositionView[];
  /** Every resting order, oldest first. */
  readonly openOrders: readonly OpenOrderView[];
  /** Every open trigger order, ascending id. */
  readonly triggerOrders: readonly TriggerOrderView[];
  /** Leverage in force per market name (the account's choice, else the market's maximum). */
  readonly leverage: ReadonlyMap<string, number>;
  readonly margin: MarginFiguresView;
  /** Referral kickbacks not yet claimed, USDC base units. */
  readonly referralToClaim: bigint;
  /** The account's stake in the main vault (shares and the USDC put in not yet withdrawn); zeros when none. */
  readonly vaultStake: { readonly shares: bigint; readonly costBasis: bigint };
}

/** Contract address -> ticker of every configured token. */
function tickersByAddress(config: Config): ReadonlyMap<string, string> {
  return new Map(Object.values(config.tokens).map((token) => [token.contractAddress, token.name]));
}

/** A wire map keyed by token address, re-keyed by ticker; unknown addresses are dropped. */
function byTicker(amounts: Readonly<Record<string, string>>, tickers: ReadonlyMap<string, string>) {
  const out = new Map<string, bigint>();
  for (const [address, amount] of Object.entries(amounts)) {
    const ticker = tickers.get(address);
    if (ticker !== undefined) out.set(ticker, BigInt(amount));
  }
  return out;
}

const price = (text: string) => parseDecimal(text, PRICE_DECIMALS);

/** Decodes one account's wire data with the configuration that names its tokens and markets. */
export function decodeUserData(wire: Wire, config: Config): UserDataView {
  const tickers = tickersByAddress(config);
  const positions: PositionView[] = [];
  const openOrders: OpenOrderView[] = [];
  for (const market of Object.keys(wire.perpPositions).sort()) {
    const held = wire.perpPositions[market]!;
    for (const order of [...Object.values(held.bids), ...Object.values(held.asks)])
      openOrders.push({
        id: order.id,
        market,
        isBid: order.isBid,
        price: price(order.price),
        size: BigInt(order.size),
        sizeLeft: BigInt(order.sizeLeft),
        timestamp: order.timestamp,
      });
    const size = BigInt(held.size);
    const configured = config.perpetualsMarkets[market];
    if (size === 0n || configured === undefined) continue;
    positions.push({
      market,
      baseToken: configured.baseToken,
      sizeDecimals: configured.baseDecimals,
      size,
      entryPrice: price(held.entryPrice),
      realizedPnl: BigInt(held.realizedPnl),
      funding: BigInt(held.funding ?? '0'),
    });
  }
  openOrders.sort((a, b) => a.timestamp - b.timestamp || a.id - b.id);
  const m = wire.margin;
  return {
    userId: wire.userId,
    alias: wire.alias,
    owner: wire.owner,
    depositAddress: wire.depositAddress,
    registrationTimestamp: wire.registrationTimestamp,
    apiKeys: new Map(Object.entries(wire.apiKeys)),
    autolendEnabled: wire.autolendEnabled,
    balances: byTicker(wire.tokenBalances, tickers),
    lendingShares: byTicker(wire.lendingShares, tickers),
    borrowShares: byTicker(wire.borrowShares, tickers),
    owed: byTicker(wire.owed ?? {}, tickers),
    positions,
    openOrders,
    triggerOrders: (wire.triggerOrders ?? []).map((o): TriggerOrderView => ({
      id: o.triggerId,
      market: o.market,
      kind: o.kind,
      isBid: o.isBid,
      condition: o.condition,
      triggerPrice: price(o.triggerPrice),
      limitPrice: o.limitPrice === null ? null : price(o.limitPrice),
      size: o.size === null ? null : BigInt(o.size),
      reduceOnly: o.reduceOnly,
      timestamp: o.timestamp,
    })),
    leverage: new Map(Object.entries(wire.leverage ?? {})),
    margin: {
      value: BigInt(m.value),
      initialCollateral: BigInt(m.initialCollateral),
      initialRequired: BigInt(m.initialRequired),
      maintenanceCollateral: BigInt(m.maintenanceCollateral),
      maintenanceRequired: BigInt(m.maintenanceRequired),
      upnl: BigInt(m.upnl),
    },
    referralToClaim: BigInt(wire.referralToClaim),
    vaultStake: {
      shares: BigInt(wire.vaultInvestments[MAIN_VAULT_ID]?.shares ?? '0'),
      costBasis: BigInt(wire.vaultInvestments[MAIN_VAULT_ID]?.costBasis ?? '0'),
    },
  };
}
