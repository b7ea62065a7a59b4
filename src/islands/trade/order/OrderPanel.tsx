import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { absBig } from '#lib/domain/fixed.ts';
import { tickDecimals, unitsToInputText } from '#lib/domain/format.ts';
import { buyingPower, initialRatioAt } from '#lib/domain/leverage.ts';
import { shareInBps } from '#lib/domain/percent.ts';
import { estimateMarketFill, slippageOf, SLIPPAGE_WARNING, type BookLevel } from '#lib/domain/market-fill.ts';
import { marketOrderPrice, previewOrder } from '#lib/domain/order-preview.ts';
import type { OrderBook } from '#lib/market/order-book.ts';
import { readOrder, sizeAtPercent } from '#lib/domain/validation/order.ts';
import { unitsForUsd, usdValue } from '#lib/domain/value.ts';
import { t } from '#lib/i18n/trade.ts';
import { $currentMarketConfig } from '#stores/current-market.ts';
import { $bookTop, $marketFeed } from '#stores/market-feed.ts';
import { $marketSummary } from '#stores/market-summary.ts';
import { $orderDraft, clearDraftAmounts, clearDraftSize, updateDraft } from '#stores/order-draft.ts';
import { openPanel } from '#stores/panel.ts';
import { $orderPending, placeOrder } from '#stores/trade-actions.ts';
import { placeStopOrder } from '#stores/trigger-actions.ts';
import { $tradeAccount, marketGridOf } from '#stores/trade-account.ts';
import { $accountSummary } from '#stores/user-data.ts';
import { markInteractive } from '../interactive-mark.ts';
import { AccountSummaryView } from './AccountSummaryView.tsx';
import { OrderFormView, type OrderFormAccount } from './OrderFormView.tsx';
import { tpslLegState } from './TpSlFieldsView.tsx';

/** One side of the live book as levels, best first, on the market's grid (USD x 10^9, base units). */
function* sideLevels(book: OrderBook, isBid: boolean, tickSize: bigint, lotSize: bigint): Generator<BookLevel> {
  const side = isBid ? book.bids : book.asks;
  for (let depth = 0; ; depth++) {
    const tick = side.tickAt(depth);
    if (tick === undefined) return;
    yield { price: BigInt(tick) * tickSize, size: BigInt(side.lotsAt(depth)) * lotSize };
  }
}

/**
 * The order column: the account's summary and the order form of the current market, previewed with the domain's
 * margin math against the live account, sent signed with the session key.
 */
export function OrderPanel({ onPlaced }: { readonly onPlaced?: () => void } = {}) {
  const resolution = useStore($currentMarketConfig);
  const draft = useStore($orderDraft);
  const top = useStore($bookTop);
  const feed = useStore($marketFeed);
  const summary = useStore($marketSummary);
  const account = useStore($tradeAccount);
  const accountSummary = useStore($accountSummary);
  const isPending = useStore($orderPending);
  const [submitted, setSubmitted] = useState(false);
  // a new form after each order: its fields forget they were blurred, so the cleared size is not marked at once
  const [formKey, setFormKey] = useState(0);
  const config = resolution.status === 'ready' ? resolution.config : undefined;
  const grid = useMemo(() => (config ? marketGridOf(config) : undefined), [config]);
  useEffect(() => markInteractive('form'), []);
  // another market's price and size mean nothing here
  useEffect(() => {
    clearDraftAmounts();
    setSubmitted(false);
  }, [grid?.name]);

  if (grid === undefined) {
    return <p className="order-panel-message">{t('order.loading')}</p>;
  }
  const index = summary.status === 'ready' ? summary.value.index : null;
  const buying = draft.side === 'buy';
  const opposite = top.market === grid.name ? (buying ? top.bestAsk : top.bestBid) : null;
  const reference = opposite ?? index;
  const market = { ...grid, name: grid.name, priceDecimals: tickDecimals(grid.tickSize) };
  const isStop = draft.type === 'stopMarket' || draft.type === 'stopLimit';
  const reading = readOrder(
    {
      type: draft.type,
      priceText: draft.price,
      triggerText: draft.trigger,
      sizeText: draft.size,
      sizeUnit: draft.sizeUnit,
    },
    { ...grid, priceDecimals: market.priceDecimals },
    reference,
    { isBuy: buying, mark: index },
  );
  const ready = account.status === 'ready' ? account : undefined;
  const leverage = ready?.leverage.get(grid.name) ?? grid.maxLeverage;
  const crosses =
    draft.type === 'market' ||
    draft.type === 'stopMarket' ||
    (reading.ok && opposite !== null && (buying ? reading.price >= opposite : reading.price <= opposite));
  const preview =
    ready && reading.ok && index !== null
      ? previewOrder({
          side: draft.side,
          size: reading.size,
          price: reading.price,
          feeRate: crosses ? ready.takerFee : ready.makerFee,
          market: {
            name: grid.name,
            sizeDecimals: grid.baseDecimals,
            marginSteps: grid.marginSteps,
            markPrice: index,
            leverage,
          },
          collateralUsd: ready.collateralUsd,
          positions: ready.positions,
        })
      : null;
  // the slider reaches the buying power (free collateral at the first step's initial margin or 1 / leverage, the
  // larger), or the position for reduce-only
  const held = ready?.positions.find((p) => p.market === grid.name);
  const sliderPrice = reading.ok ? reading.price : reference;
  const firstStep = grid.marginSteps[0];
  const power =
    ready === undefined || firstStep === undefined
      ? undefined
      : buyingPower(ready.freeCollateralUsd, initialRatioAt(firstStep.initialMarginRatio, leverage));
  const maxSize =
    power === undefined || sliderPrice === null || sliderPrice === 0n
      ? undefined
      : draft.reduceOnly
        ? absBig(held?.size ?? 0n)
        : unitsForUsd(power, grid.baseDecimals, sliderPrice, 'floor');
  const onPercent = (percent: number) => {
    if (maxSize === undefined || sliderPrice === null) return;
    const size = sizeAtPercent(maxSize, percent, grid.lotSize);
    const text =
      draft.sizeUnit === 'base'
        ? unitsToInputText(size, grid.baseDecimals)
        : unitsToInputText(usdValue(size, grid.baseDecimals, sliderPrice, 'floor') / 10_000n, 2);
    updateDraft({ percent, size: text });
  };
  // a typed size moves the slider to its share of the maximum (floored, at most 100 %)
  const sliderPercent =
    draft.percent ?? (reading.ok && maxSize !== undefined ? Number(shareInBps(reading.size, maxSize)) / 100 : 0);
  const crossesAt = draft.type === 'limit' && reading.ok && crosses ? opposite : null;
  // a market order walks the opposite side of the live book: its estimated average, and a warning past the slippage
  const book = feed?.book.book;
  const estimate =
    draft.type === 'market' && reading.ok && book && top.market === grid.name && opposite !== null
      ? estimateMarketFill(sideLevels(book, !buying, grid.tickSize, grid.lotSize), reading.size)
      : null;
  const slippage =
    estimate?.averagePrice == null || opposite === null
      ? null
      : {
          averagePrice: estimate.averagePrice,
          ratio: slippageOf(estimate.averagePrice, opposite),
          short: reading.ok && estimate.filled < reading.size ? estimate.filled : null,
        };
  const accountState: OrderFormAccount =
    account.status === 'disconnected' ? 'disconnected' : account.status === 'ready' ? 'ready' : 'loading';
  // take profit / stop loss on entry protect the order's size from its price, against the preview's liquidation
  const tpslProps = {
    basis: reading.ok
      ? {
          size: buying ? reading.size : -reading.size,
          entry: reading.price,
          sizeDecimals: grid.baseDecimals,
          tickSize: grid.tickSize,
        }
      : null,
    mark: index,
    liquidation: preview?.liquidationPrice ?? null,
  };
  const tpslOn = draft.tpslOn && !isStop;
  const takeProfit = tpslOn ? tpslLegState({ ...tpslProps, market }, 'takeProfit', draft.takeProfit) : null;
  const stopLoss = tpslOn ? tpslLegState({ ...tpslProps, market }, 'stopLoss', draft.stopLoss) : null;
  const tpslBlocked = [takeProfit, stopLoss].some((leg) => leg !== null && (leg.wrongSide || leg.beyond));
  const submit = async () => {
    setSubmitted(true);
    if (!ready || !reading.ok || tpslBlocked) return;
    const common = { grid, userId: ready.userId, market: grid.name, side: draft.side, size: reading.size };
    const placed =
      isStop && reading.trigger !== null
        ? await placeStopOrder({
            ...common,
            triggerPrice: reading.trigger,
            limitPrice: draft.type === 'stopLimit' ? reading.price : undefined,
            reduceOnly: draft.reduceOnly,
          })
        : await placeOrder({
            ...common,
            type: draft.type === 'market' ? 'market' : 'limit',
            price: draft.type === 'market' ? marketOrderPrice(draft.side, reading.price, grid.tickSize) : reading.price,
            reduceOnly: draft.reduceOnly,
            postOnly: draft.type === 'limit' && draft.postOnly,
            ioc: draft.type === 'limit' && draft.ioc,
            tpsl: tpslOn
              ? { takeProfit: takeProfit?.trigger ?? undefined, stopLoss: stopLoss?.trigger ?? undefined }
              : undefined,
          });
    if (placed) {
      clearDraftSize();
      setSubmitted(false);
      setFormKey((key) => key + 1);
      onPlaced?.();
    }
  };
  return (
    <div className="order-panel">
      <AccountSummaryView summary={account.status === 'disconnected' ? null : (accountSummary ?? undefined)} />
      <OrderFormView
        key={formKey}
        market={market}
        draft={draft}
        onChange={(patch) => (patch.percent != null ? onPercent(patch.percent) : updateDraft(patch))}
        issues={reading.ok ? [] : reading.issues}
        preview={preview}
        account={accountState}
        maxSize={maxSize}
        sliderPercent={sliderPercent}
        crossesAt={crossesAt}
        marketFill={
          slippage === null
            ? null
            : { ...slippage, isWarning: slippage.ratio > SLIPPAGE_WARNING || slippage.short !== null }
        }
        buyingPower={power}
        tpsl={tpslProps}
        tpslBlocked={tpslBlocked}
        isPending={isPending}
        wasSubmitted={submitted}
        onSubmit={() => void submit()}
        onConnect={() => openPanel('login')}
      />
    </div>
  );
}
