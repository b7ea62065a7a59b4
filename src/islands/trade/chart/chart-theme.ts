/** The chart's colours and type from the design tokens, read where the chart sits (theme-aware). */

/** What the chart paints with. */
export interface ChartTheme {
  readonly background: string;
  readonly text: string;
  readonly muted: string;
  readonly grid: string;
  readonly border: string;
  readonly buy: string;
  readonly sell: string;
  readonly buyVolume: string;
  readonly sellVolume: string;
  readonly accent: string;
  readonly warning: string;
  readonly font: string;
  readonly fontSize: number;
}

/** Reads the tokens as computed for `element`. */
export function readChartTheme(element: Element): ChartTheme {
  const css = getComputedStyle(element);
  const token = (name: string) => css.getPropertyValue(name).trim();
  return {
    background: token('--color-surface-1'),
    text: token('--color-text'),
    muted: token('--color-text-muted'),
    grid: token('--color-border'),
    border: token('--color-border-strong'),
    buy: token('--color-buy'),
    sell: token('--color-sell'),
    buyVolume: token('--color-book-bid-level'),
    sellVolume: token('--color-book-ask-level'),
    accent: token('--color-accent'),
    warning: token('--color-warning'),
    font: token('--font-sans'),
    fontSize: Number.parseInt(token('--text-xs'), 10) || 11,
  };
}
