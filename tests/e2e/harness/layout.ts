/**
 * What breaks a page's frame, measured in the page: the document scrolling (down or sideways), an element wider than
 * the viewport, or the part of an element that shows (clipped by its scrolling ancestors) reaching past the
 * viewport's right or bottom edge. Shared by the trade screen's spec and the every-route layout spec.
 */
import type { Page } from '@playwright/test';

/** The faults of the page as it is drawn now; element names are tag.classes with their visible extent. */
export interface LayoutFaults {
  readonly scrollY: number;
  readonly scrollX: number;
  readonly wide: string[];
  readonly below: string[];
  /** What reaches lowest (with its bottom margin), named in a failure's message. */
  readonly lowest: string[];
}

/** Measures the page's layout faults. */
export async function layoutFaults(page: Page): Promise<LayoutFaults> {
  return page.evaluate(() => {
    const doc = document.scrollingElement ?? document.documentElement;
    const [vw, vh] = [window.innerWidth, window.innerHeight];
    const wide: string[] = [];
    const below: string[] = [];
    const bottoms: [number, string][] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      const margin = parseFloat(getComputedStyle(el).marginBottom) || 0;
      bottoms.push([r.bottom + margin, `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`]);
      if (r.width === 0 || r.height === 0) continue;
      let [left, right, top, bottom] = [r.left, r.right, r.top, r.bottom];
      for (let up = el.parentElement; up !== null && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        const clip = up.getBoundingClientRect();
        if (style.overflowX !== 'visible') [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
        if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
      }
      // clipped away entirely, or to the 1 px box of visually hidden text (the phone cards' column headers)
      if (right - left <= 1 || bottom - top <= 1) continue;
      const name = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
      if (r.width > vw + 1 || right > vw + 1 || left < -1)
        wide.push(`${name} x ${Math.round(left)}..${Math.round(right)}`);
      if (bottom > vh + 1) below.push(`${name} y ${Math.round(top)}..${Math.round(bottom)}`);
    }
    const lowest = bottoms
      .sort((a, b) => b[0] - a[0])
      .slice(0, 4)
      .map(([y, name]) => `${name} ${Math.round(y)}`);
    return {
      scrollY: doc.scrollHeight - doc.clientHeight,
      scrollX: doc.scrollWidth - doc.clientWidth,
      wide,
      below,
      lowest,
    };
  });
}

/**
 * Buttons and links of the main content that show only in part, cut sideways by a frame that scrolls or clips (the
 * trade screen's "Limit" close showed as "Lin"): their text and how much of their width shows. A control scrolled
 * wholly out of sight, or one under a fade, is not in the list; the narrow tab strips hold their tabs whole.
 */
export async function cutControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const el of document.querySelectorAll('main :is(button, a[href], [role="button"])')) {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue;
      let [left, right] = [r.left, r.right];
      for (let up = el.parentElement; up !== null && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX === 'visible') continue;
        const clip = up.getBoundingClientRect();
        [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
      }
      [left, right] = [Math.max(left, 0), Math.min(right, window.innerWidth)];
      const shown = right - left;
      if (shown > 0.5 && shown < r.width - 1)
        cut.push(`${(el.textContent ?? '').trim().slice(0, 24)} ${Math.round(shown)}/${Math.round(r.width)} px`);
    }
    return cut;
  });
}

/** A box as the page lays it out. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Whether two boxes share any area (touching edges do not count). */
export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
