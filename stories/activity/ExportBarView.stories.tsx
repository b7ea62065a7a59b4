import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExportBarView } from '#islands/activity/ExportBarView.tsx';

/** Export CSV of the history lists: ready, paging through with progress and Cancel, failed. */
const meta = {
  title: 'Activity/ExportBarView',
  component: ExportBarView,
  decorators: [
    (Story) => (
      <main style={{ padding: 'var(--space-6)', display: 'flex' }}>
        <Story />
      </main>
    ),
  ],
  args: { state: { status: 'idle' }, onExport: fn(), onCancel: fn(), onDismissError: fn() },
} satisfies Meta<typeof ExportBarView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: Export CSV names what it exports (the whole filtered list) and starts it. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV of the whole filtered list' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

/** Nothing to export (an empty or loading list): the button is off. */
export const Empty: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Export CSV of the whole filtered list' }),
    ).toBeDisabled();
  },
};

/** Paging through: 300 of 1,250 rows, a progress bar and Cancel. */
export const Loading: Story = {
  args: { state: { status: 'running', done: 300, total: 1250 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Exporting 300 of 1250 rows' })).toHaveAttribute(
      'value',
      '300',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel export' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** An older server that does not count: the rows written so far, no total. */
export const LoadingUncounted: Story = {
  args: { state: { status: 'running', done: 200, total: undefined } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Exporting 200 rows')).toBeVisible();
  },
};

/** The exchange stopped answering mid-export: the notice, which Try again dismisses, and Export CSV again. */
export const Error: Story = {
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The export failed');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onDismissError).toHaveBeenCalledOnce();
  },
};

/** A 390 px phone while exporting: the bar takes the width, nothing scrolls sideways. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  args: { state: { status: 'running', done: 300, total: 1250 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
