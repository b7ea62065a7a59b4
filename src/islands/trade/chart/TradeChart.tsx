import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { formatPrice } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/advanced.ts';
import { CANDLE_PERIOD_MS, type CandlePeriod } from '#lib/market/candles.ts';
import { $currentMarketConfig } from '#stores/current-market.ts';
import { $tradeAccount } from '#stores/trade-account.ts';
import { $candlePeriod, $marketFeed, setCandlePeriod } from '#stores/market-feed.ts';
import { $marketSummary } from '#stores/market-summary.ts';
import { chartLines } from './chart-lines.ts';
import { TradeChartView } from './TradeChartView.tsx';

const PERIODS = Object.keys(CANDLE_PERIOD_MS) as CandlePeriod[];
const TITLES = {
  mark: t('chart.line.mark'),
  entry: t('chart.line.entry'),
  liquidation: t('chart.line.liquidation'),
  takeProfit: t('chart.line.takeProfit'),
  stopLoss: t('chart.line.stopLoss'),
  buy: t('chart.line.buy'),
  sell: t('chart.line.sell'),
};

/** The chart of the current market (its own lazily loaded chunk: the book and order form work before it loads). */
export default function TradeChart() {
  const feed = useStore($marketFeed);
  const period = useStore($candlePeriod);
  const resolution = useStore($currentMarketConfig);
  const summary = useStore($marketSummary);
  const config = resolution.status === 'ready' ? resolution.config : undefined;
  const tick = config ? parseDecimal(config.tickSize, PRICE_DECIMALS) : 1n;
  // the mark line is the index the exchange margins and liquidates on, as in the market bar and the positions
  const mark = config && summary.status === 'ready' && summary.value.name === config.name ? summary.value.index : null;
  const account = useStore($tradeAccount);
  const name = config?.name;
  const lines = useMemo(() => {
    const ready = account.status === 'ready' ? account : undefined;
    const position = ready?.positions.find((p) => p.market === name);
    const orders = (ready?.orders ?? [])
      .filter((o) => o.market === name)
      .map((o) => ({ id: String(o.id), isBid: o.isBid, price: o.price }));
    return chartLines({
      mark,
      entry: position?.entryPrice ?? null,
      liquidation: position?.liquidationPrice ?? null,
      takeProfit: position?.takeProfit?.triggerPrice ?? null,
      stopLoss: position?.stopLoss?.triggerPrice ?? null,
      orders,
      titles: TITLES,
    });
  }, [mark, account, name]);
  return (
    <TradeChartView
      source={config ? (feed?.candles ?? null) : null}
      frames={feed?.frames ?? null}
      tickSize={config?.tickSize ?? '1'}
      baseDecimals={config?.baseDecimals ?? 0}
      period={period}
      periods={PERIODS}
      onPeriodChange={setCandlePeriod}
      lines={lines}
      formatPrice={(price) => formatPrice(price, tick)}
    />
  );
}
