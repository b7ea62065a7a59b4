import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { VirtualTable } from '#islands/ui/VirtualTable.tsx';
import { FILL_COLUMNS, makeFills, type FillRow } from './table-fixtures.tsx';
import { padded } from './fixtures.tsx';
import { withRealVirtualizer } from '#stories/support/virtualizer.ts';

const FILLS = makeFills(10_000);

const meta = {
  title: 'UI/VirtualTable',
  component: VirtualTable<FillRow>,
  decorators: [padded],
  args: { 'aria-label': 'Fills', columns: FILL_COLUMNS, rows: FILLS, height: 360 },
  beforeEach: withRealVirtualizer,
} satisfies Meta<typeof VirtualTable<FillRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for react-aria to build the grid's collection (rows render a moment after the first paint). */
const ready = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('row');

/** 10,000 fills: only the rows in view are in the DOM; scrolling to the end renders the last fill. */
export const LongHistory: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const grid = within(canvasElement).getByRole('grid', { name: 'Fills' });
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
    grid.scrollTop = grid.scrollHeight;
    await waitFor(() => expect(within(grid).getByRole('row', { name: '10000' })).toBeInTheDocument());
    grid.scrollTop = 0;
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
    grid.scrollTop = grid.scrollHeight;
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
    grid.scrollTop = grid.scrollHeight;
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
