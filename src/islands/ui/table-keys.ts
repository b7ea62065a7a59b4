/**
 * Keyboard navigation of a Table's grid over its DOM: the ARIA grid pattern as react-aria's table keyboard delegate
 * does it, without its collection machinery. Rows take the focus (Up/Down, Home/End, PageUp/PageDown, typing a
 * row header's first letters); Right/Left go into a row's cells and through the controls inside a cell; Up from the
 * first row reaches the column headers. The grid is one Tab stop: Tab and Shift+Tab leave it.
 */

/** Elements that take the focus by themselves (a cell's buttons and links). */
const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex],[contenteditable="true"]';

/** The focusable elements inside `root` (not root itself), in document order. */
export function focusablesIn(root: Element, tabbableOnly = false): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('disabled') && !el.hidden && (!tabbableOnly || el.tabIndex >= 0),
  );
}

/** The grid's parts: its column headers and its data rows (not the empty state's row). */
function parts(table: HTMLTableElement) {
  const headers = [...(table.tHead?.rows[0]?.cells ?? [])];
  const rows = [...(table.tBodies[0]?.rows ?? [])].filter((row) => row.dataset['key'] !== undefined);
  return { headers, rows };
}

/** Focuses a cell: its first control (its last when coming from the right), else the cell itself. */
function cellTarget(cell: HTMLTableCellElement | undefined, fromRight = false): HTMLElement | null {
  if (!cell) return null;
  const inside = focusablesIn(cell);
  return (fromRight ? inside.at(-1) : inside[0]) ?? cell;
}

/** The row `steps` rows from `index` that a page's height away reaches (PageUp/PageDown). */
function pageFrom(rows: readonly HTMLTableRowElement[], index: number, direction: 1 | -1): HTMLTableRowElement {
  const start = rows[index]!.getBoundingClientRect().top;
  let at = index;
  while (rows[at + direction] && Math.abs(rows[at + direction]!.getBoundingClientRect().top - start) < innerHeight)
    at += direction;
  return rows[at]!;
}

/** Where a key press moves the focus from `target` (inside `table`): the element, or null when it does not move. */
export function keyTarget(table: HTMLTableElement, target: HTMLElement, event: KeyboardEvent): HTMLElement | null {
  const { headers, rows } = parts(table);
  const cell = target.closest('td, th') as HTMLTableCellElement | null;
  const row = target.closest('tr');
  const global = event.ctrlKey || event.metaKey;
  if (cell && headers.includes(cell)) {
    const j = headers.indexOf(cell);
    switch (event.key) {
      case 'ArrowRight':
        return headers[(j + 1) % headers.length]!;
      case 'ArrowLeft':
        return headers[(j - 1 + headers.length) % headers.length]!;
      case 'ArrowDown':
        return cellTarget(rows[0]?.cells[j]);
      case 'Home':
        return headers[0]!;
      case 'End':
        return headers.at(-1)!;
    }
    return null;
  }
  if (!row || !rows.includes(row)) return null;
  const i = rows.indexOf(row);
  if (cell === null || target === row) {
    switch (event.key) {
      case 'ArrowDown':
        return rows[i + 1] ?? null;
      case 'ArrowUp':
        return rows[i - 1] ?? headers[0] ?? null;
      case 'ArrowRight':
        return cellTarget(row.cells[0]);
      case 'ArrowLeft':
        return cellTarget(row.cells[row.cells.length - 1], true);
      case 'Home':
        return rows[0]!;
      case 'End':
        return rows.at(-1)!;
      case 'PageDown':
        return pageFrom(rows, i, 1);
      case 'PageUp':
        return pageFrom(rows, i, -1);
    }
    return null;
  }
  const j = cell.cellIndex;
  if (target !== cell && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
    // a control inside the cell: the next or previous control of the same cell first
    const inside = focusablesIn(cell);
    const next = inside[inside.indexOf(target) + (event.key === 'ArrowRight' ? 1 : -1)];
    if (next) return next;
  }
  switch (event.key) {
    case 'ArrowDown':
      return cellTarget(rows[i + 1]?.cells[j]);
    case 'ArrowUp':
      return i === 0 ? (headers[j] ?? null) : cellTarget(rows[i - 1]?.cells[j]);
    case 'ArrowRight':
      return j + 1 < row.cells.length ? cellTarget(row.cells[j + 1]) : row;
    case 'ArrowLeft':
      return j > 0 ? cellTarget(row.cells[j - 1], true) : row;
    case 'Home':
      return cellTarget(global ? rows[0]!.cells[0] : row.cells[0]);
    case 'End': {
      const last = global ? rows.at(-1)! : row;
      return cellTarget(last.cells[last.cells.length - 1], true);
    }
    case 'PageDown':
      return cellTarget(pageFrom(rows, i, 1).cells[j]);
    case 'PageUp':
      return cellTarget(pageFrom(rows, i, -1).cells[j]);
  }
  return null;
}

/**
 * The row (or, from a cell, the row header cell) whose row header starts with `search`, from the focused row on,
 * wrapping once: type to jump, as in react-aria's grid.
 */
export function searchTarget(
  table: HTMLTableElement,
  target: HTMLElement,
  search: string,
  collator: Intl.Collator,
): HTMLElement | null {
  const { rows } = parts(table);
  const from = Math.max(0, rows.indexOf(target.closest('tr') as HTMLTableRowElement));
  const fromCell = target.closest('td') !== null;
  for (let n = 0; n < rows.length; n++) {
    const row = rows[(from + n) % rows.length]!;
    const header = row.querySelector<HTMLElement>('[role="rowheader"]');
    const text = header?.textContent ?? '';
    if (collator.compare(text.slice(0, search.length), search) === 0) return fromCell && header ? header : row;
  }
  return null;
}
