import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VirtualTable } from '#islands/ui/VirtualTable.tsx';
import { FILL_COLUMNS, makeFills, type FillRow } from './table-fixtures.tsx';
import { padded } from './fixtures.tsx';

const FILLS = makeFills(10_000);

const meta = {
  title: 'UI/VirtualTable',
  component: VirtualTable<FillRow>,
  decorators: [padded],
  args: { 'aria-label': 'Fills', columns: FILL_COLUMNS, rows: FILLS, height: 360 },
} satisfies Meta<typeof VirtualTable<FillRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the grid's rows. */
const ready = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('row');

/** The box that scrolls the grid's rows under its header. */
const scroller = (grid: HTMLElement) => grid.closest<HTMLElement>('.ui-table-scroll')!;

/** 10,000 fills: only the rows in view are in the DOM; scrolling to the end renders the last fill. */
export const LongHistory: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const grid = within(canvasElement).getByRole('grid', { name: 'Fills' });
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
    scroller(grid).scrollTop = scroller(grid).scrollHeight;
    await waitFor(() => expect(within(grid).getByRole('row', { name: '10000' })).toBeInTheDocument());
    await expect(within(grid).getByRole('row', { name: '10000' })).toHaveAttribute('aria-rowindex', '10001');
    scroller(grid).scrollTop = 0;
    await waitFor(() => expect(within(grid).getByRole('row', { name: '1' })).toBeInTheDocument());
  },
};

/** Paging: nothing is asked at the top of 40 fills; scrolling near the end asks for the next page. */
export const PagesOnScroll: Story = {
  tags: ['no-visual'],
  args: { rows: makeFills(40), onLoadMore: fn() },
  play: async ({ canvasElement, args }) => {
    await ready(canvasElement);
    const grid = within(canvasElement).getByRole('grid', { name: 'Fills' });
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    scroller(grid).scrollTop = scroller(grid).scrollHeight;
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
  },
};

/** A page is loading: a spinner under the rows, and no second request while it runs. */
export const LoadingMore: Story = {
  args: { rows: makeFills(40), onLoadMore: fn(), isLoadingMore: true },
  play: async ({ canvasElement, args }) => {
    await ready(canvasElement);
    const grid = within(canvasElement).getByRole('grid', { name: 'Fills' });
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading more' })).toBeVisible();
    scroller(grid).scrollTop = scroller(grid).scrollHeight;
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** First load: skeleton rows. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const grid = within(canvasElement).getByRole('grid', { name: 'Fills' });
    await expect(grid.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No fills yet. */
export const Empty: Story = {
  args: { rows: [], emptyMessage: 'No fills yet' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByText('No fills yet')).toBeVisible();
  },
};

/** The history could not be loaded. */
export const Error: Story = {
  args: { errorMessage: 'History could not be loaded', onRetry: fn() },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('History could not be loaded');
  },
};

/**
 * The grid's keyboard over 10,000 fills though only a window of them is drawn: Tab reaches the first row, End the
 * last fill of the whole list (not of the window), Home the first again, and Down walks on past the drawn rows.
 */
export const Keyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const grid = within(canvasElement).getByRole('grid', { name: 'Fills' });
    await userEvent.tab();
    await expect(within(grid).getByRole('row', { name: '1' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(grid).getByRole('row', { name: '10000' })).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(within(grid).getByRole('row', { name: '1' })).toHaveFocus());
    for (let i = 0; i < 40; i++) await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(grid).getByRole('row', { name: '41' })).toHaveFocus());
  },
};
