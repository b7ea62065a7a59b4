import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountsTableView } from '#islands/subaccounts/AccountsTableView.tsx';
import { ROWS } from './fixtures.tsx';
import { inPage } from '#stories/support/in-page.tsx';
import { triesAgain } from '#stories/support/plays.ts';

const meta = {
  title: 'Sub-accounts/Accounts page',
  component: AccountsTableView,
  decorators: [inPage()],
  args: {
    rows: ROWS,
    current: { alias: 'Main', balanceUsd: 20_307_151_234n },
    onSwitch: fn(),
    onRename: fn(),
    onTransfer: fn(),
    onAdd: fn(),
    onTransferCurrent: fn(),
  },
} satisfies Meta<typeof AccountsTableView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Data rows (the header row excluded), once react-aria has rendered the collection. */
async function dataRows(canvasElement: HTMLElement) {
  const rows = await within(canvasElement).findAllByRole('row');
  return rows.slice(1);
}

/** The wallet's accounts by id: the selected one badged, USD figures exact to the cent, per-row actions named. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = await dataRows(canvasElement);
    await expect(rows.map((row) => within(row).getAllByRole('rowheader')[0]?.textContent)).toEqual([
      'MainSelected',
      'Scalping',
      'Hedge',
      'LongTermHoldingsAccount2025',
    ]);
    await expect(within(rows[0]!).getByText('$20,307.15')).toBeVisible();
    await expect(within(rows[0]!).getByText('$1,254,300.00')).toBeVisible();
    await expect(within(rows[3]!).getByText('-$1.23')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Switch to Main' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to Scalping' }));
    await expect(args.onSwitch).toHaveBeenCalledWith('107');
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Hedge' }));
    await expect(args.onRename).toHaveBeenCalledWith('109');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer from Scalping' }));
    await expect(args.onTransfer).toHaveBeenCalledWith('107');
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    // the acting account above the table, with Transfer funds from it
    await expect(canvas.getByText('Acting as').parentElement).toHaveTextContent('Acting as Main$20,307.15');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer funds' }));
    await expect(args.onTransferCurrent).toHaveBeenCalledOnce();
  },
};

/** Sorting by balance, highest first, through the column header. */
export const SortedByBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await dataRows(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Balance' });
    await userEvent.click(header);
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const rows = await dataRows(canvasElement);
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Main');
    await expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('LongTermHoldingsAccount2025');
  },
};

/** The search filters by alias 250 ms after the last keystroke, in any case. */
export const SearchByAlias: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await dataRows(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'scal');
    await waitFor(async () => expect(await dataRows(canvasElement)).toHaveLength(1));
    await expect(canvas.getByRole('rowheader', { name: 'Scalping' })).toBeVisible();
  },
};

/** By user id the input takes digits only: letters are ignored and errors.numbersOnly says so. */
export const SearchById: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await dataRows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Search by/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'User id' }));
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, '10x');
    await expect(search).toHaveValue('10');
    await expect(canvas.getByText('Only digits are allowed')).toBeVisible();
    await userEvent.type(search, '2');
    await expect(search).toHaveValue('102');
    await expect(canvas.queryByText('Only digits are allowed')).toBeNull();
    await waitFor(async () => expect(await dataRows(canvasElement)).toHaveLength(1));
    await expect(canvas.getByRole('rowheader', { name: 'LongTermHoldingsAccount2025' })).toBeVisible();
  },
};

/** A search that matches nothing says so, quoting the search. */
export const NoMatch: Story = {
  args: { initialQuery: 'zzz' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No account matches “zzz”')).toBeVisible();
  },
};

/** The acting account's data is still loading: its balance shows a dash, not $0.00. */
export const CurrentLoading: Story = {
  args: { current: { alias: 'Main', balanceUsd: undefined } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Acting as').parentElement).toHaveTextContent('Acting as Main–');
  },
};

/** The accounts are loading: skeleton rows, the table busy, Add account waiting. */
export const Loading: Story = {
  args: { rows: [], isLoading: true, current: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add account' })).toBeDisabled();
  },
};

/** The accounts could not be loaded: the alert and Try again. */
export const LoadError: Story = {
  args: {
    rows: [],
    current: undefined,
    errorMessage: 'Network error: the server could not be reached',
    onRetry: fn(),
  },
  play: triesAgain('Network error'),
};

/** On a 390 px phone each account is a card: nothing wider than the window, every Balance whole inside it. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  args: { layout: 'cards' },
  play: async ({ canvasElement }) => {
    const rows = await dataRows(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const row of rows) {
      const balance = row.querySelector<HTMLElement>('[data-label="Balance"]');
      await expect(balance).not.toBeNull();
      const box = balance!.getBoundingClientRect();
      await expect(box.width).toBeGreaterThan(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
