import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Spinner } from '#islands/ui/Spinner.tsx';
import { formatPrice, formatSize, formatUsd } from '#lib/domain/format.ts';
import { usdValue } from '#lib/domain/value.ts';
import { t } from '#lib/i18n/advanced.ts';
import type { FrameLoop } from '#lib/market/frame-loop.ts';
import type { LiveBookState } from '#lib/market/live-book.ts';
import type { BookSource } from '../book/book-surface.ts';
import { DepthSurface, type DepthHover, type DepthStyle } from './depth-surface.ts';
import './depth.css';

/** Props of the depth chart. */
export interface DepthChartViewProps {
  /** The live book (the order book's own LiveBook); null before a market is followed. */
  readonly source: BookSource | null;
  readonly state: LiveBookState;
  readonly isEmpty?: boolean;
  /** The frame loop the canvas draws on; null draws nothing (server render). */
  readonly frames: FrameLoop | null;
  readonly baseToken: string;
  readonly baseDecimals: number;
  /** USD x 10^9. */
  readonly tickSize: bigint;
  /** Base units. */
  readonly lotSize: bigint;
}

function readDepthStyle(element: Element): DepthStyle {
  const css = getComputedStyle(element);
  const token = (name: string) => css.getPropertyValue(name).trim();
  return {
    font: `${token('--text-xs')} ${token('--font-mono')}`,
    muted: token('--color-text-muted'),
    grid: token('--color-border-strong'),
    buy: token('--color-buy'),
    sell: token('--color-sell'),
    buyFill: token('--color-book-bid-depth'),
    sellFill: token('--color-book-ask-depth'),
  };
}

/**
 * The depth chart: cumulative bids (left, buy colour) and asks (right, sell colour) of the live book as stepped
 * areas on a canvas, with the price axis at the market's tick and, under the pointer, the level's price, the
 * cumulative size and its USD value (the sum of size x price of the levels up to it, exact).
 */
export function DepthChartView(props: DepthChartViewProps) {
  const { source, frames, tickSize, lotSize, baseDecimals, baseToken, state } = props;
  const body = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const surface = useRef<DepthSurface | null>(null);
  const [hover, setHover] = useState<DepthHover | null>(null);
  const grid = useRef({ tickSize, lotSize, baseDecimals, baseToken });
  grid.current = { tickSize, lotSize, baseDecimals, baseToken };

  useEffect(() => {
    if (!frames || !body.current || !canvas.current) return;
    const created = new DepthSurface({
      canvas: canvas.current,
      style: readDepthStyle(body.current),
      lotSize: grid.current.lotSize,
      priceText: (tick) => formatPrice(BigInt(tick) * grid.current.tickSize, grid.current.tickSize),
      sizeText: (lots) =>
        `${formatSize(BigInt(lots) * grid.current.lotSize, grid.current.baseDecimals, grid.current.lotSize)} ${grid.current.baseToken}`,
      onHover: setHover,
    });
    surface.current = created;
    const element = body.current;
    const fit = () => created.resize(element.clientWidth, element.clientHeight, window.devicePixelRatio || 1);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    const off = frames.add(created);
    void document.fonts?.ready.then(() => created.invalidate());
    return () => {
      observer.disconnect();
      off();
      surface.current = null;
    };
    // one surface per market grid: a market switch builds it anew with its lot size
  }, [frames, lotSize]);

  useEffect(() => surface.current?.setSource(source), [source, frames, lotSize]);

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    surface.current?.hover(event.clientX - box.left);
  };
  const tip = hover === null ? null : hoverText(hover, props);
  return (
    <section className="depth-panel" aria-label={t('depth.label')} data-state={state}>
      <div className="depth-body" ref={body}>
        <canvas
          className="depth-canvas"
          ref={canvas}
          role="img"
          aria-label={t('depth.label')}
          data-testid="depth-canvas"
          onPointerMove={move}
          onPointerLeave={() => surface.current?.hover(null)}
        />
        {tip !== null && hover !== null ? (
          <div
            className="depth-tooltip num"
            data-side={hover.isBid ? 'bid' : 'ask'}
            style={{ left: hover.x, top: hover.y }}
            data-testid="depth-tooltip"
          >
            <span>{tip.price}</span>
            <span>
              {tip.size} {baseToken}
            </span>
            <span>{tip.usd}</span>
          </div>
        ) : null}
        {state === 'loading' || state === 'idle' ? (
          <div className="depth-overlay" role="status">
            <Spinner />
            <span>{t('depth.loading')}</span>
          </div>
        ) : props.isEmpty ? (
          <div className="depth-overlay" role="status">
            {t('depth.empty')}
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** The hover's texts: the level's price, the cumulative size, and the cumulative USD (exact, floored). */
function hoverText(hover: DepthHover, props: DepthChartViewProps) {
  const { tickSize, lotSize, baseDecimals } = props;
  let usd = 0n;
  for (const p of hover.through)
    usd += usdValue(BigInt(p.lots) * lotSize, baseDecimals, BigInt(p.tick) * tickSize, 'floor');
  return {
    price: `${t(hover.isBid ? 'depth.bids' : 'depth.asks')} ${formatPrice(BigInt(hover.point.tick) * tickSize, tickSize)}`,
    size: formatSize(BigInt(hover.point.cumLots) * lotSize, baseDecimals, lotSize),
    usd: formatUsd(usd),
  };
}
