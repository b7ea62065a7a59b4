/**
 * What a story of a lightweight-charts chart waits for before its shot: the page's font loaded before the chart
 * first measures its labels (it keeps the widths of whatever font it met first), and the chart's curve painted on
 * its canvases (it paints on a later animation frame than React's render, and the visual run stops the page's clock
 * once the play is done: a shot taken earlier showed the chart at whatever frame it had reached).
 */
import { expect, waitFor } from 'storybook/test';

/** A loader: the chart's font (the --text-xs size of --font-sans) is loaded before the story renders. */
export async function chartFontLoaded(): Promise<Record<string, never>> {
  const css = getComputedStyle(document.documentElement);
  await document.fonts.load(
    `${css.getPropertyValue('--text-xs').trim()} ${css.getPropertyValue('--font-sans').trim()}`,
  );
  return {};
}

/** A token's colour as the canvas stores it (RGB bytes). */
export function tokenRgb(near: Element, token: string): readonly [number, number, number] {
  const context = near.ownerDocument.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  context.fillStyle = getComputedStyle(near).getPropertyValue(token).trim();
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!];
}

/** How many opaque pixels of the host's canvases are exactly `rgb`. */
export function pixelsOf(host: Element, rgb: readonly [number, number, number]): number {
  let count = 0;
  for (const canvas of host.querySelectorAll('canvas')) {
    if (canvas.width === 0 || canvas.height === 0) continue;
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 0; i < data.length; i += 4) {
      if (data[i] === rgb[0] && data[i + 1] === rgb[1] && data[i + 2] === rgb[2] && data[i + 3] === 255) count++;
    }
  }
  return count;
}

/**
 * Waits until the chart in `host` has painted its curve in the colour of `token` at the host's final size: at least
 * `min` pixels of it, and two animation frames with the same count, so a repaint after a late resize is also in.
 */
export async function chartDrawn(host: Element, token: string, min = 100): Promise<void> {
  const rgb = tokenRgb(host, token);
  let previous = -1;
  await waitFor(
    async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const count = pixelsOf(host, rgb);
      const settled = count === previous;
      previous = count;
      expect(count).toBeGreaterThan(min);
      expect(settled).toBe(true);
    },
    { timeout: 5_000 },
  );
}
