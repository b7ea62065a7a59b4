/**
 * What makes a table hard to read, measured in the page for every grid that shows: a sideways scroll inside its
 * panel, a cell's content wider than its cell (cut, or drawn over its neighbour), a figure drawn under the pinned
 * actions column, and a sort arrow standing apart from its header's label. Shared by the trade screen's spec and
 * the account pages' specs.
 */
import type { Page } from '@playwright/test';
import { overlaps, type Box } from './layout.ts';

interface Measured {
  readonly grid: string;
  readonly scroll: { readonly scrollWidth: number; readonly clientWidth: number; readonly scrollers: string[] };
  readonly cells: { readonly text: string; readonly cell: Box; readonly content: Box | null; readonly row: number }[];
  readonly pinned: { readonly row: number; readonly box: Box }[];
  readonly arrows: { readonly text: string; readonly label: Box[]; readonly arrow: Box }[];
}

/** Measures every visible grid (role grid) of the page: its scroll, each cell and its content, pinned cells, arrows. */
async function measure(page: Page): Promise<Measured[]> {
  return page.evaluate(() => {
    const box = (r: DOMRect) => ({ x: r.x, y: r.y, width: r.width, height: r.height });
    const contentOf = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) return null;
      const [left, right] = [Math.min(...rects.map((r) => r.left)), Math.max(...rects.map((r) => r.right))];
      const [top, bottom] = [Math.min(...rects.map((r) => r.top)), Math.max(...rects.map((r) => r.bottom))];
      return { x: left, y: top, width: right - left, height: bottom - top };
    };
    const out: Measured[] = [];
    for (const grid of document.querySelectorAll<HTMLElement>('[role="grid"]')) {
      const r = grid.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || grid.closest('[hidden], [inert]')) continue;
      // every box between the grid and its panel that scrolls sideways: the table's own and the tab panel's
      const scrollers: string[] = [];
      let [scrollWidth, clientWidth] = [0, 0];
      for (let up: HTMLElement | null = grid; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow !== 'auto' && overflow !== 'scroll') continue;
        scrollers.push(
          `${up.tagName.toLowerCase()}.${[...up.classList].join('.')} ${up.scrollWidth}/${up.clientWidth}`,
        );
        if (up.scrollWidth - up.clientWidth > scrollWidth - clientWidth)
          [scrollWidth, clientWidth] = [up.scrollWidth, up.clientWidth];
      }
      // a phone's cards keep their column headers only for screen readers (clipped to a pixel)
      const cards = grid.closest('[data-layout="cards"]') !== null;
      const cells: Measured['cells'] = [];
      const pinned: Measured['pinned'] = [];
      const rows = [...grid.querySelectorAll('[role="row"]')];
      rows.forEach((row, i) => {
        for (const cell of row.querySelectorAll<HTMLElement>(
          '[role="gridcell"], [role="rowheader"], [role="columnheader"]',
        )) {
          const style = getComputedStyle(cell);
          if (style.display === 'none' || (cards && cell.getAttribute('role') === 'columnheader')) continue;
          const cellBox = box(cell.getBoundingClientRect());
          if (style.position === 'sticky' && style.right !== 'auto') pinned.push({ row: i, box: cellBox });
          else
            cells.push({
              text: (cell.textContent ?? '').slice(0, 30),
              cell: cellBox,
              content: contentOf(cell),
              row: i,
            });
        }
      });
      const arrows: Measured['arrows'] = [];
      for (const header of cards ? [] : grid.querySelectorAll('[role="columnheader"][aria-sort]')) {
        const arrow = header.querySelector('svg');
        if (!arrow) continue;
        const label: Box[] = [];
        const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) label.push(box(rect));
        }
        arrows.push({ text: header.textContent ?? '', label, arrow: box(arrow.getBoundingClientRect()) });
      }
      out.push({
        grid: grid.getAttribute('aria-label') ?? '',
        scroll: { scrollWidth, clientWidth, scrollers },
        cells,
        pinned,
        arrows,
      });
    }
    return out;
  });
}

/** The farthest a sort arrow may stand from its label's nearest line: the gap between them, with a pixel to spare. */
const ARROW_GAP = 8;

/**
 * The faults of every visible grid, as readable lines (an empty list when all is well): a sideways scroll, a cell
 * whose content is wider than the cell, a cell whose content lies under its row's pinned cell, a sort arrow apart
 * from its label. `grids` counts the grids measured, so a check cannot pass by finding none.
 */
export async function tableFaults(page: Page): Promise<{ grids: string[]; faults: string[] }> {
  const measured = await measure(page);
  const faults: string[] = [];
  for (const m of measured) {
    if (m.scroll.scrollWidth > m.scroll.clientWidth)
      faults.push(`${m.grid}: scrolls sideways (${m.scroll.scrollers.join(', ')})`);
    for (const c of m.cells) {
      // no content, or the empty message a virtualized table lays over its rows from a cell of no width
      if (c.content === null || c.cell.width < 1) continue;
      if (c.content.x < c.cell.x - 1 || c.content.x + c.content.width > c.cell.x + c.cell.width + 1)
        faults.push(
          `${m.grid}: "${c.text}" ${Math.round(c.content.width)} px in a ${Math.round(c.cell.width)} px cell`,
        );
      const under = m.pinned.find((p) => p.row === c.row && overlaps(p.box, c.content!));
      if (under) faults.push(`${m.grid}: "${c.text}" under the pinned column at x ${Math.round(under.box.x)}`);
    }
    for (const a of m.arrows) {
      const near = a.label.some(
        (l) =>
          l.y < a.arrow.y + a.arrow.height &&
          a.arrow.y < l.y + l.height &&
          Math.max(l.x - (a.arrow.x + a.arrow.width), a.arrow.x - (l.x + l.width)) <= ARROW_GAP,
      );
      if (!near) faults.push(`${m.grid}: the sort arrow of "${a.text}" stands apart from its label`);
    }
  }
  return { grids: measured.map((m) => m.grid), faults };
}
