/** The account tables' "whole in its panel" check, shared by their stories (the e2e twin: tests/e2e/harness/table-layout.ts). */
import { expect } from 'storybook/test';

/** The extent of an element's content (its text and controls), or null when it shows nothing. */
function contentBox(el: Element): DOMRect | null {
  const range = document.createRange();
  range.selectNodeContents(el);
  const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  if (rects.length === 0) return null;
  const left = Math.min(...rects.map((r) => r.left));
  const right = Math.max(...rects.map((r) => r.right));
  return new DOMRect(left, rects[0]!.top, right - left, rects[0]!.height);
}

/**
 * The grid fits its panel: no sideways scroll in the box that scrolls it, every cell's content inside its cell (a
 * header too), and nothing under the row's pinned actions cell (position sticky at the right edge).
 */
export async function expectWholeInPanel(grid: HTMLElement): Promise<void> {
  const scroller = grid.parentElement!;
  await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  const faults: string[] = [];
  for (const row of grid.querySelectorAll('[role="row"]')) {
    const cells = [...row.querySelectorAll('[role="gridcell"], [role="rowheader"], [role="columnheader"]')].filter(
      (cell) => getComputedStyle(cell).display !== 'none',
    );
    const pinned = cells
      .find((cell) => getComputedStyle(cell).position === 'sticky' && getComputedStyle(cell).right !== 'auto')
      ?.getBoundingClientRect();
    for (const cell of cells) {
      const box = cell.getBoundingClientRect();
      const content = contentBox(cell);
      if (content === null) continue;
      const text = (cell.textContent ?? '').slice(0, 24);
      if (content.left < box.left - 1 || content.right > box.right + 1) faults.push(`"${text}" wider than its cell`);
      if (pinned && box.right <= pinned.left + 1 && content.right > pinned.left + 1)
        faults.push(`"${text}" under the pinned column`);
    }
  }
  await expect(faults).toEqual([]);
}
