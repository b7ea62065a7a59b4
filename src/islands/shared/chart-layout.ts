/**
 * The layout every lightweight-charts chart but the trade chart (which reads its own theme) is drawn with: the app's
 * font at the --text-xs size in the muted text colour, read where the chart sits. Without it a chart drew its axis
 * in the library's default font.
 */
export function chartLayout(
  element: Element,
  options: { readonly onSurface?: boolean; readonly attributionLogo?: boolean } = {},
) {
  const css = getComputedStyle(element);
  const token = (name: string) => css.getPropertyValue(name).trim();
  return {
    background: { color: options.onSurface ? token('--color-surface-1') : 'transparent' },
    textColor: token('--color-text-muted'),
    fontFamily: token('--font-sans'),
    fontSize: Number.parseInt(token('--text-xs'), 10) || 11,
    attributionLogo: options.attributionLogo ?? false,
  };
}
