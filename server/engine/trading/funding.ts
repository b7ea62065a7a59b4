/**
 * Hourly funding over the domain formula (src/lib/domain/funding.ts): the premium is the book's mid price
 * over the index; every open position pays (or receives) size x index x rate, and the operator is the
 * counterparty of the rounding. The market's fundingCheckpoint {index, fundingPerLot} advances each period.
 */
import { divRound, pow10, PRICE_DECIMALS, RATE_DECIMALS, RATE_ONE } from '#lib/domain/fixed.ts';
import { fundingPayment, hourlyFundingRate } from '#lib/domain/funding.ts';
import { OPERATOR_ID, type MarketConfig } from '#server/engine/model/config.ts';
import type { Core } from '#server/engine/model/core.ts';
import { pushCapped } from '#server/engine/model/state.ts';

/** Mark price: mid of best bid and ask when both exist, else the index. */
export function markPrice(core: Core, market: MarketConfig): bigint {
  const book = core.books.get(market.name)!;
  const bid = book.bestBid();
  const ask = book.bestAsk();
  const index = core.price(market.baseToken);
  if (bid === undefined || ask === undefined) return index;
  return divRound(BigInt(bid + ask) * market.tickSize, 2n, 'trunc');
}

/** The funding rate the market would pay now (ratio x 10^9 per hour; positive = longs pay). */
export function predictedFundingRate(core: Core, market: MarketConfig): bigint {
  const index = core.price(market.baseToken);
  if (index <= 0n) return 0n;
  const premium = divRound((markPrice(core, market) - index) * RATE_ONE, index, 'trunc');
  return hourlyFundingRate(market.fundingRate, premium);
}

/** Settles one funding period on every enabled market. */
export function applyFunding(core: Core): void {
  const operator = core.account(OPERATOR_ID);
  for (const market of core.markets.values()) {
    if (!market.fundingRate.enabled) continue;
    const rate = predictedFundingRate(core, market);
    const index = core.price(market.baseToken);
    const decimals = core.token(market.baseToken).tokenDecimals;
    const ms = core.marketState.get(market.name)!;
    // Per-lot payment kept at USD x 10^9 so small lots do not round to zero.
    const perLot = divRound(
      market.lotSize * index * rate,
      pow10(decimals + PRICE_DECIMALS + RATE_DECIMALS - 9),
      'ceil',
    );
    ms.fundingPerLot += perLot;
    ms.fundingIndex += 1;
    ms.lastFundingRate = rate;
    for (const acc of core.accounts.values()) {
      const pos = acc.positions.get(market.name);
      if (pos === undefined || pos.size === 0n || acc.id === OPERATOR_ID) continue;
      const paid = fundingPayment(pos.size, decimals, index, rate);
      core.credit(acc, 'USDC', -paid, 'funding');
      core.credit(operator, 'USDC', paid, 'funding');
      pos.fundingPerLot = ms.fundingPerLot;
      pos.fundingIndex = ms.fundingIndex;
      core.events.push({ type: 'FundingPayment', userId: acc.id, ts: core.now, market: market.name, amount: -paid });
      pushCapped(acc.history.fundings, { ts: core.now, market: market.name, amount: -paid, rate, size: pos.size });
    }
  }
}
