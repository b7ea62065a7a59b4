import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorScreenView } from '#islands/frame/ErrorScreenView.tsx';

const meta = {
  title: 'Frame/ErrorScreen',
  component: ErrorScreenView,
  args: {
    title: 'Something went wrong',
    description: 'The app hit an unexpected error. You can try again from the home page.',
    message: 'Cannot read properties of undefined (reading "price")',
    onTryAgain: fn(),
  },
} satisfies Meta<typeof ErrorScreenView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Message only; Try again resets. */
export const MessageOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Stack trace')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
  },
};

/** The uncaught top-level exception: its title, status 500, stack and cause. */
export const UncaughtWithStackAndCause: Story = {
  args: {
    title: 'Error | Uncaught Client Exception',
    status: 500,
    stack:
      'TypeError: Cannot read properties of undefined\n    at PositionRow (PositionRow.tsx:42:17)\n    at renderWithHooks',
    cause: 'Position BTC-PERP was closed while the row rendered',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Error | Uncaught Client Exception');
    await expect(canvas.getByText('Status 500')).toBeVisible();
    await expect(canvas.getByText('Stack trace')).toBeVisible();
    await expect(canvas.getByText(/was closed while the row rendered/)).toBeVisible();
  },
};
