/** Public market reads: engine query results in contract form. */
import type { CallResponse } from '#lib/api/contract/calls.ts';
import type { CandlePeriod } from '#server/engine/trading/market-data.ts';
import type { Engine } from '#server/engine/engine.ts';
import type { Seed } from '#server/engine/model/seed.ts';
import { ApiFailure } from '#server/exchange/api/failure.ts';
import { maxLeverage } from '#server/engine/trading/leverage.ts';
import { wireAmount as amt, wirePrice as price, wireRate as rate } from '#server/exchange/api/wire.ts';

const CANDLE_LIMIT = 1000;

/** getConfig. */
export function configView(engine: Engine, seed: Seed): CallResponse<'getConfig'> {
  const c = engine.config();
  const decimals = new Map(c.tokens.map((t) => [t.name, t.tokenDecimals]));
  return {
    perpetualsMarkets: Object.fromEntries(
      c.perpetualsMarkets.map((m) => [
        m.name,
        {
          id: m.id,
          name: m.name,
          baseToken: m.baseToken,
          priceIndex: m.priceIndex,
          baseDecimals: decimals.get(m.baseToken) ?? 0,
          liquidationPenalty: rate(m.liquidationPenalty),
          lotSize: amt(m.lotSize),
          tickSize: price(m.tickSize),
          status: m.status,
          marginSteps: m.marginSteps.map((s) => ({
            initialMarginRatio: rate(s.initialMarginRatio),
            initialAmount: amt(s.initialAmount),
            maintenanceMarginRatio: rate(s.maintenanceMarginRatio),
            maintenanceAmount: amt(s.maintenanceAmount),
            maxPositionInUsd: amt(s.maxPositionInUsd),
          })),
          fundingRate: {
            enabled: m.fundingRate.enabled,
            interestRateHourly: rate(m.fundingRate.interestRateHourly),
            clampMin: rate(m.fundingRate.clampMin),
            clampMax: rate(m.fundingRate.clampMax),
            maxFundingRate: rate(m.fundingRate.maxFundingRate),
            minFundingRate: rate(m.fundingRate.minFundingRate),
          },
          maxLeverage: maxLeverage(m),
        },
      ]),
    ),
    tokens: Object.fromEntries(
      c.tokens.map((t) => [
        t.name,
        {
          name: t.name,
          priceIndex: t.priceIndex,
          collateralFactor: rate(t.collateralFactor),
          borrowInitialFactor: rate(t.borrowInitialFactor),
          borrowMaintenanceFactor: rate(t.borrowMaintenanceFactor),
          liquidationPenalty: rate(t.liquidationPenalty),
          contractAddress: t.contractAddress,
          enabled: t.enabled,
          tokenDecimals: t.tokenDecimals,
        },
      ]),
    ),
    feeTiers: c.feeTiers.map((f) => ({
      tier: f.tier,
      minVolumeUsd: amt(f.minVolumeUsd),
      perpTakerFee: rate(f.perpTakerFee),
      perpMakerFee: rate(f.perpMakerFee),
      spotTakerFee: rate(f.spotTakerFee),
      spotMakerFee: rate(f.spotMakerFee),
    })),
    referral: { slaveKickback: rate(c.referral.slaveKickback), masterKickback: rate(c.referral.masterKickback) },
    vault: {
      id: c.vault.id,
      alias: c.vault.alias,
      ownerId: c.vault.ownerId,
      minDeposit: amt(c.vault.minDeposit),
      withdrawalFee: rate(c.vault.withdrawalFee),
      profitShare: rate(c.vault.profitShare),
    },
    usdcAddress: seed.usdcAddress,
  };
}

/** getPriceIndexes; seq is the indexPrices channel's current sequence number. */
export function priceIndexesView(engine: Engine, seq: number): CallResponse<'getPriceIndexes'> {
  return {
    prices: Object.fromEntries(Object.entries(engine.priceIndexes()).map(([t, p]) => [t, { price: price(p) }])),
    seq,
  };
}

/** getBorrowLendingData (utilization curves come from the seed); seq is the borrowLend channel's current number. */
export function borrowLendingView(engine: Engine, seed: Seed, seq: number): CallResponse<'getBorrowLendingData'> {
  const curves = new Map(seed.lendingPools.map((p) => [p.token, p.utilizationCurve]));
  return {
    data: Object.fromEntries(
      Object.entries(engine.borrowLendingData()).map(([token, d]) => {
        const c = curves.get(token) ?? { base: 0n, multiplier: 0n, kink: 0n, jump: 0n };
        return [
          token,
          {
            token,
            lendShares: amt(d.lendShares),
            lendAmount: amt(d.lendAmount),
            borrowShares: amt(d.borrowShares),
            borrowAmount: amt(d.borrowAmount),
            borrowEnabled: d.borrowEnabled,
            lastUpdateTimestampSec: d.lastUpdateTimestampSec,
            utilizationCurve: {
              base: rate(c.base),
              multiplier: rate(c.multiplier),
              kink: rate(c.kink),
              jump: rate(c.jump),
            },
          },
        ];
      }),
    ),
    seq,
    insuranceFund: insuranceFundView(engine),
  };
}

/** The insurance fund in contract form (token names to base-unit amounts). */
function insuranceFundView(engine: Engine): NonNullable<CallResponse<'getBorrowLendingData'>['insuranceFund']> {
  const fund = engine.insuranceFund();
  const amounts = (m: Record<string, bigint>) => Object.fromEntries(Object.entries(m).map(([t, a]) => [t, amt(a)]));
  return { holdings: amounts(fund.holdings), socializedLoss: amounts(fund.socializedLoss) };
}

/** getPerpOrderBookData; seq is the market channel's current sequence number. */
export function orderBookView(engine: Engine, market: string, seq: number): CallResponse<'getPerpOrderBookData'> {
  // the whole book: clients keep a full book from this snapshot plus diffs at every depth, and group it by up to
  // 1000 ticks; a depth-limited snapshot would leave holes they could never fill
  const book = engine.orderBook(market, Number.POSITIVE_INFINITY);
  if (!book) throw new ApiFailure('unknown_market', `no market ${market}`);
  const levels = (l: { price: bigint; size: bigint }[]) => l.map((x) => ({ price: price(x.price), size: amt(x.size) }));
  return { data: { asks: levels(book.asks), bids: levels(book.bids) }, seq };
}

/** getPerpRecentTrades. */
export function recentTradesView(engine: Engine, market: string): CallResponse<'getPerpRecentTrades'> {
  if (!engine.orderBook(market, 0)) throw new ApiFailure('unknown_market', `no market ${market}`);
  return {
    trades: engine.recentTrades(market).map((t) => ({
      tradeId: t.tradeId,
      price: price(t.price),
      size: amt(t.size),
      timestamp: t.timestamp,
      isBid: t.isBid,
      side: t.isBid ? 'Bid' : 'Ask',
    })),
  };
}

/** getPerpMarketsData; unknown names are an error rather than silently dropped. */
export function marketsView(engine: Engine, names: readonly string[]): CallResponse<'getPerpMarketsData'> {
  const unknown = names.find((n) => !engine.orderBook(n, 0));
  if (unknown) throw new ApiFailure('unknown_market', `no market ${unknown}`);
  return {
    perpMarkets: engine.marketsData(names).map((m) => ({
      name: m.name,
      price: price(m.price),
      indexPrice: price(m.indexPrice),
      predictedFundingRate: rate(m.predictedFundingRate),
      change24h: rate(m.change24h),
      high24h: price(m.high24h),
      low24h: price(m.low24h),
      baseVolume24h: amt(m.baseVolume24h),
      quoteVolume24h: amt(m.quoteVolume24h),
      openInterest: amt(m.openInterest),
      fundingCheckpoint: { index: m.fundingCheckpoint.index, fundingPerLot: rate(m.fundingCheckpoint.fundingPerLot) },
    })),
  };
}

/** candles in [from, to], oldest first, at most CANDLE_LIMIT (the newest when cut). */
export function candlesView(
  engine: Engine,
  market: string,
  period: CandlePeriod,
  from = 0,
  to = Number.MAX_SAFE_INTEGER,
): CallResponse<'candles'> {
  if (!engine.orderBook(market, 0)) throw new ApiFailure('unknown_market', `no market ${market}`);
  const list = engine
    .candles(market, period, from)
    .filter((c) => c.start <= to)
    .slice(-CANDLE_LIMIT);
  return {
    candles: list.map((c) => ({
      time: c.start,
      open: price(c.open),
      high: price(c.high),
      low: price(c.low),
      close: price(c.close),
      volume: amt(c.baseVolume),
    })),
  };
}
