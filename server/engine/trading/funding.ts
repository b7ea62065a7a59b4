/**
 * Hourly funding over the domain formula (src/lib/domain/funding.ts): the premium is the book's mid price
 * over the index; every open position pays (or receives) size x index x rate, and the operator is the
 * counterparty of every payment (so of the rounding too: payers pay up, receivers receive down). Each payment is
 * one integer moved between two accounts; payers settle before receivers are paid, so the operator pays out of
 * what it just collected. The market's fundingCheckpoint {index, fundingPerLot} advances each period.
 */
import { divRound, pow10, PRICE_DECIMALS, RATE_DECIMALS, RATE_ONE } from '#lib/domain/fixed.ts';
import { fundingPayment, hourlyFundingRate } from '#lib/domain/funding.ts';
import { OPERATOR_ID, type MarketConfig } from '#server/engine/model/config.ts';
import type { Core } from '#server/engine/model/core.ts';
import type { Account, Position } from '#server/engine/model/state.ts';
import { payTo } from '#server/engine/accounts/settlement.ts';

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
    core.assign(ms, 'fundingPerLot', ms.fundingPerLot + perLot);
    core.assign(ms, 'fundingIndex', ms.fundingIndex + 1);
    core.assign(ms, 'lastFundingRate', rate);
    const payments: { acc: Account; pos: Position; paid: bigint }[] = [];
    for (const id of holdersInOrder(core, market.name)) {
      const acc = core.accounts.get(id)!;
      const pos = acc.positions.get(market.name);
      if (pos === undefined || pos.size === 0n || acc.id === OPERATOR_ID) continue;
      payments.push({ acc, pos, paid: fundingPayment(pos.size, decimals, index, rate) });
    }
    for (const pass of [true, false])
      for (const { acc, pos, paid } of payments) {
        if (paid > 0n !== pass) continue;
        payTo(core, acc, operator, 'USDC', paid, 'funding');
        core.savePosition(pos);
        pos.fundingPerLot = ms.fundingPerLot;
        pos.fundingIndex = ms.fundingIndex;
        pos.funding = (pos.funding ?? 0n) - paid;
        core.events.push({ type: 'FundingPayment', userId: acc.id, ts: core.now, market: market.name, amount: -paid });
        core.push(acc.history.fundings, { ts: core.now, market: market.name, amount: -paid, rate, size: pos.size });
      }
  }
}

/** Ids of the accounts with a position in a market, ascending (the account map's order, so replay-stable). */
function holdersInOrder(core: Core, market: string): string[] {
  return [...(core.positionIndex.get(market) ?? [])].sort((a, b) => Number(a) - Number(b));
}
