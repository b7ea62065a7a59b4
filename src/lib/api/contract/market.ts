/** Public market-data calls: configuration, prices, borrow/lend pools, books, trades, candles, time. */
import * as v from 'valibot';
import {
  Address,
  Amount,
  Empty,
  MarketName,
  Price,
  Rate,
  Side,
  StreamSeq,
  TimestampMs,
  TokenName,
} from './primitives.ts';

/** One step of a market's margin schedule; ratios are decimal strings, amounts USD base units (6 decimals). */
const MarginStep = v.object({
  initialMarginRatio: Rate,
  initialAmount: Amount,
  maintenanceMarginRatio: Rate,
  maintenanceAmount: Amount,
  maxPositionInUsd: Amount,
});
/** Funding parameters of a market. */
const FundingRateConfig = v.object({
  enabled: v.boolean(),
  interestRateHourly: Rate,
  clampMin: Rate,
  clampMax: Rate,
  maxFundingRate: Rate,
  minFundingRate: Rate,
});
/** Perpetual market configuration; lotSize in base units of the base token, tickSize a price. */
const PerpMarketConfig = v.object({
  id: v.pipe(v.number(), v.safeInteger()),
  name: MarketName,
  baseToken: TokenName,
  priceIndex: v.pipe(v.number(), v.integer(), v.minValue(0)),
  baseDecimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(18)),
  liquidationPenalty: Rate,
  lotSize: Amount,
  tickSize: Price,
  status: v.picklist(['active', 'reduceOnly', 'halted']),
  marginSteps: v.array(MarginStep),
  fundingRate: FundingRateConfig,
  /**
   * The largest leverage setLeverage accepts: 1 / the smallest initial margin ratio of the steps, rounded down. The
   * exchange always sends it (optional only so that answers recorded before it remain valid).
   */
  maxLeverage: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
});
/** Token configuration. */
const TokenConfig = v.object({
  name: TokenName,
  priceIndex: v.pipe(v.number(), v.integer(), v.minValue(0)),
  collateralFactor: Rate,
  borrowInitialFactor: Rate,
  borrowMaintenanceFactor: Rate,
  liquidationPenalty: Rate,
  contractAddress: Address,
  enabled: v.boolean(),
  tokenDecimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(18)),
});
/** A fee tier: 30-day volume threshold (USD base units) and fee rates. */
const FeeTier = v.object({
  tier: v.pipe(v.number(), v.integer(), v.minValue(0)),
  minVolumeUsd: Amount,
  perpTakerFee: Rate,
  perpMakerFee: Rate,
  spotTakerFee: Rate,
  spotMakerFee: Rate,
});
/** getConfig answer; markets keyed by name, tokens by ticker. */
export const ConfigResponse = v.object({
  perpetualsMarkets: v.record(v.string(), PerpMarketConfig),
  tokens: v.record(v.string(), TokenConfig),
  feeTiers: v.array(FeeTier),
  referral: v.object({ slaveKickback: Rate, masterKickback: Rate }),
  vault: v.object({
    id: v.string(),
    alias: v.string(),
    ownerId: v.string(),
    minDeposit: Amount,
    withdrawalFee: Rate,
    profitShare: Rate,
  }),
  usdcAddress: Address,
});
/** getPriceIndexes answer: token name to index price; seq lines it up with the `indexPrices` channel. */
export const PriceIndexesResponse = v.object({
  prices: v.record(v.string(), v.object({ price: Price })),
  seq: StreamSeq,
});

/** Utilization curve of a lending pool (rates as decimal strings). */
const UtilizationCurve = v.object({ base: Rate, multiplier: Rate, kink: Rate, jump: Rate });
/** Lending pool state of one token. */
const BorrowLendAsset = v.object({
  token: TokenName,
  lendShares: Amount,
  lendAmount: Amount,
  borrowShares: Amount,
  borrowAmount: Amount,
  borrowEnabled: v.boolean(),
  lastUpdateTimestampSec: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  utilizationCurve: UtilizationCurve,
});
/**
 * The exchange's insurance fund: what it holds per token name (base units, balance plus lent; it takes
 * liquidation penalties and pays bad debt) and, per token, the bad debt written off against the pool's lenders
 * once it was empty (cumulative base units).
 */
export const InsuranceFund = v.object({
  holdings: v.record(TokenName, Amount),
  socializedLoss: v.record(TokenName, Amount),
});
/**
 * getBorrowLendingData answer: token name to pool; seq lines it up with the `borrowLend` channel. The exchange
 * always sends insuranceFund (optional only so that answers recorded before it remain valid).
 */
export const BorrowLendingResponse = v.object({
  data: v.record(v.string(), BorrowLendAsset),
  seq: StreamSeq,
  insuranceFund: v.optional(InsuranceFund),
});

/** One price level; size in base units. */
export const BookLevel = v.object({ price: Price, size: Amount });
/**
 * getPerpOrderBookData request. Without depth the answer is the whole book, every level, which is what a client
 * needs to apply the `market:<market>` OrderbookUpdate diffs to; depth caps the levels per side (best first).
 */
export const OrderBookRequest = v.strictObject({
  market: MarketName,
  depth: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
});
/** getPerpOrderBookData answer; seq is the last `market:<market>` event the book includes (apply later ones). */
export const OrderBookResponse = v.object({
  data: v.object({ asks: v.array(BookLevel), bids: v.array(BookLevel) }),
  seq: StreamSeq,
});
/** A trade's id: increasing per exchange, the same in the recent-trades list and the stream (deduplication). */
export const TradeId = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
/** A public trade; isBid is the taker's side. */
const Trade = v.object({
  tradeId: TradeId,
  price: Price,
  size: Amount,
  timestamp: TimestampMs,
  isBid: v.boolean(),
  side: Side,
});
/** getPerpRecentTrades request. */
export const RecentTradesRequest = v.strictObject({ marketName: MarketName });
/** getPerpRecentTrades answer, newest first. */
export const RecentTradesResponse = v.object({ trades: v.array(Trade) });
/** Market statistics row; volumes in base units (base) and USD base units (quote). */
const PerpMarketData = v.object({
  name: MarketName,
  /** Last trade price, or the mark price before any trade. */
  price: Price,
  indexPrice: Price,
  predictedFundingRate: Rate,
  /** Change of the last price over the 24 h window's opening price, as a signed ratio (0.0123 = +1.23 %). */
  change24h: Rate,
  high24h: Price,
  low24h: Price,
  baseVolume24h: Amount,
  quoteVolume24h: Amount,
  /** Long open interest times index price, USD base units. */
  openInterest: Amount,
  fundingCheckpoint: v.object({ index: v.pipe(v.number(), v.integer(), v.minValue(0)), fundingPerLot: Rate }),
});
/** getPerpMarketsData request: names to report. */
export const PerpMarketsRequest = v.strictObject({ markets: v.pipe(v.array(MarketName), v.maxLength(64)) });
/** getPerpMarketsData answer. */
export const PerpMarketsResponse = v.object({ perpMarkets: v.array(PerpMarketData) });
/** Candle periods. */
const CandlePeriod = v.picklist(['1m', '5m', '15m', '1h', '4h', '1d']);
/** candles request; times in ms, defaulting to the last 300 periods. */
export const CandlesRequest = v.strictObject({
  market: MarketName,
  period: CandlePeriod,
  from: v.optional(TimestampMs),
  to: v.optional(TimestampMs),
});
/** One OHLCV candle; volume in base units. */
const Candle = v.object({
  time: TimestampMs,
  open: Price,
  high: Price,
  low: Price,
  close: Price,
  volume: Amount,
});
/** candles answer, oldest first. */
export const CandlesResponse = v.object({ candles: v.array(Candle) });
/** getTime answer: the server clock, for latency and clock skew. */
export const TimeResponse = v.object({ time: TimestampMs });
/** Requests that carry nothing. */
export const NoRequest = Empty;
