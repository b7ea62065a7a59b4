import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { t } from '#lib/i18n/index.ts';
import { readPixels } from '#styles/media.ts';
import { Spinner } from './Spinner.tsx';
import { Table, type RowWindow } from './Table.tsx';
import type { TableBaseProps, TableRow } from './table-model.tsx';
import './table.css';
import './virtual-table.css';

/** Props of a virtualized table: a Table's, a height, and optional paging as the user scrolls. */
export interface VirtualTableProps<T extends TableRow> extends TableBaseProps<T> {
  /** Height of the scrolling area (CSS length); rows outside it are not rendered. */
  readonly height: CSSProperties['height'];
  /** Called when the user scrolls within one screen of the end: load the next page. */
  readonly onLoadMore?: () => void;
  /** A page is loading: a spinner under the rows, announced politely. */
  readonly isLoadingMore?: boolean;
}

/** Rows drawn beyond each edge of the view: a page of arrow or Page keys always finds its row drawn. */
const OVERSCAN = 10;

/** The scroll box: the kit Table's own wrapper, which this component sizes (virtual-table.css). */
const scrollBox = (wrapper: HTMLElement | null) => wrapper?.querySelector<HTMLElement>('.ui-table-scroll') ?? null;

/**
 * A Table for long histories (fills, funding, transfers): the kit's semantic Table drawing only the rows in view and
 * a screen's worth around them (OVERSCAN), spacer rows for the others, aria-rowcount and aria-rowindex for where they
 * are. Rows have the fixed height of the design tokens (--size-table-row under a --size-table-head header), so the
 * window follows from the scroll position alone. Our own rather than react-aria's Virtualizer and table, about 45 KB
 * gzip more on /account/history once signed in. The grid's keyboard is the Table's (table-keys.ts): focusing a row
 * scrolls it into view and the window follows; Home and End (Ctrl+Home and Ctrl+End in a cell) reach the first and
 * last row of the whole list, not of the window.
 */
export function VirtualTable<T extends TableRow>(props: VirtualTableProps<T>) {
  const { height, onLoadMore, isLoadingMore, ...table } = props;
  const wrapper = useRef<HTMLDivElement>(null);
  // the tokens' heights until a drawn row and the header can be measured (borders add to them)
  const [view, setView] = useState(() => ({
    top: 0,
    height: 640,
    row: readPixels('--size-table-row') || 40,
    head: readPixels('--size-table-head') || 36,
  }));
  // the whole list, sorted as the Table sorts it, is not known here: its length is (skeleton rows while loading)
  const count =
    props.errorMessage !== undefined ? 0 : props.isLoading ? (props.loadingRowCount ?? 5) : props.rows.length;
  const first = Math.max(0, Math.floor((view.top - view.head) / view.row) - OVERSCAN);
  const rowWindow: RowWindow = {
    start: Math.min(first, Math.max(0, count - 1)),
    end: Math.min(count, first + Math.ceil(view.height / view.row) + 2 * OVERSCAN),
    rowHeight: view.row,
  };
  const pendingFocus = useRef<'first' | 'last' | undefined>(undefined);

  const measure = () => {
    const box = scrollBox(wrapper.current);
    if (!box) return;
    const row = box.querySelector<HTMLElement>('tbody > tr[data-key]')?.getBoundingClientRect().height;
    const head = box.querySelector<HTMLElement>('thead')?.getBoundingClientRect().height;
    setView((was) => {
      const next = { top: box.scrollTop, height: box.clientHeight, row: row || was.row, head: head || was.head };
      const same = (Object.keys(next) as (keyof typeof next)[]).every((k) => next[k] === was[k]);
      return same ? was : next;
    });
  };
  useLayoutEffect(measure, []);
  // after Home or End moved the window: the row to focus is drawn now
  useLayoutEffect(() => {
    const which = pendingFocus.current;
    const box = scrollBox(wrapper.current);
    if (!which || !box) return;
    const rows = box.querySelectorAll<HTMLElement>('tbody > tr[data-key]');
    const row = which === 'first' ? rows[0] : rows[rows.length - 1];
    if ((which === 'first' && rowWindow.start > 0) || (which === 'last' && rowWindow.end < count)) return;
    pendingFocus.current = undefined;
    row?.focus();
  });
  useLoadMore(
    wrapper,
    view.head + count * view.row,
    table.errorMessage === undefined && !table.isLoading && !isLoadingMore ? onLoadMore : undefined,
  );

  const onKeyDownCapture = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    const box = scrollBox(wrapper.current);
    if (!box || (e.key !== 'Home' && e.key !== 'End') || count === 0) return;
    const onRow = target.matches('tbody > tr[data-key]');
    const inCell = target.closest('tbody td') !== null;
    if (!onRow && !(inCell && (e.ctrlKey || e.metaKey))) return;
    // the window may not hold the list's first or last row: scroll there, then focus it once it is drawn
    e.preventDefault();
    e.stopPropagation();
    pendingFocus.current = e.key === 'Home' ? 'first' : 'last';
    box.scrollTop = e.key === 'Home' ? 0 : box.scrollHeight;
    measure();
  };

  return (
    <div
      ref={wrapper}
      className="ui-virtual-table"
      style={{ '--virtual-table-height': typeof height === 'number' ? `${height}px` : height } as CSSProperties}
      onScrollCapture={measure}
      onKeyDownCapture={onKeyDownCapture}
    >
      <Table {...table} rowWindow={rowWindow} />
      {isLoadingMore ? (
        <div className="ui-table-load-more">
          <Spinner aria-label={t('ui.table.loadingMore')} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * Calls `onLoadMore` when the list is scrolled within one screen of the end of its content (or the rows do not fill
 * it), once per page: the effect runs again when the rows grow or loading ends.
 */
function useLoadMore(
  wrapper: RefObject<HTMLDivElement | null>,
  contentHeight: number,
  onLoadMore: (() => void) | undefined,
) {
  useEffect(() => {
    const box = scrollBox(wrapper.current);
    if (!box || !onLoadMore) return;
    let asked = false;
    const check = () => {
      if (asked || contentHeight - box.scrollTop - box.clientHeight > box.clientHeight) return;
      asked = true;
      onLoadMore();
    };
    check();
    box.addEventListener('scroll', check, { passive: true });
    return () => box.removeEventListener('scroll', check);
  }, [wrapper, contentHeight, onLoadMore]);
}
