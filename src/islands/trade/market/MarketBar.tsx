import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { readyValue } from '#stores/resource.ts';
import { $currentMarket, selectMarket } from '#stores/current-market.ts';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { $recentTrades } from '#stores/market-feed.ts';
import { $marketStats } from '#stores/markets.ts';
import { $marketSummary } from '#stores/market-summary.ts';
import { $favouriteMarkets, toggleFavourite } from '#stores/favourites.ts';
import { serverNow } from '#stores/server-clock.ts';
import { LeverageChip } from '../leverage/LeverageChip.tsx';
import { MarketBarView } from './MarketBarView.tsx';
import { MarketPicker } from './MarketPicker.tsx';
import { usePaletteShortcut } from './use-palette-shortcut.ts';

/** The clock of the funding countdown: the server's time now (the network's one clock), once a second. */
function useSecondClock(): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The market bar of the trade screen: picker (Ctrl/Cmd+K opens it), the favourite star (the header's ticker lists
 * the starred markets), live figures, funding countdown.
 */
export function MarketBar() {
  const current = useStore($currentMarket) ?? '';
  const summary = useStore($marketSummary);
  const latest = useStore($recentTrades)[0];
  const markets = readyValue(useStore($marketStats)) ?? [];
  const favourites = useStore($favouriteMarkets);
  const now = useSecondClock();
  const [open, setOpen] = useState(false);
  usePaletteShortcut(() => setOpen(true));
  return (
    <MarketBarView
      picker={
        <MarketPicker
          current={current}
          markets={markets}
          onSelect={selectMarket}
          isOpen={open}
          onOpenChange={setOpen}
        />
      }
      summary={summary}
      last={latest === undefined ? null : parseDecimal(latest.price, PRICE_DECIMALS)}
      now={now}
      favourite={
        current === ''
          ? undefined
          : { market: current, isSelected: favourites.includes(current), onChange: () => toggleFavourite(current) }
      }
      leverage={current === '' ? undefined : <LeverageChip market={current} />}
    />
  );
}
