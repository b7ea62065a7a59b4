import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from '#islands/ui/Tabs.tsx';
import { padded } from './fixtures.tsx';

const SECTIONS = ['Positions', 'Open orders', 'Order history', 'Fills', 'Funding'] as const;

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  decorators: [padded],
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Account history">
        {SECTIONS.map((name) => (
          <Tab key={name} id={name}>
            {name}
          </Tab>
        ))}
      </TabList>
      {SECTIONS.map((name) => (
        <TabPanel key={name} id={name}>
          <p style={{ margin: 0, color: 'var(--color-text-muted)' }}>{name} of the selected account.</p>
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab selected; pressing another shows its panel. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findAllByRole('tab');
    const canvas = within(canvasElement);
    // with no selected key given, react-aria selects the first tab in an effect after the first render
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Positions' })).toHaveAttribute('aria-selected', 'true'),
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Fills' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('Fills');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Fills of the selected account.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Positions' }));
  },
};

/** Keyboard focus rings the tab; arrow keys move the selection. */
export const Focused: Story = {
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findAllByRole('tab');
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Positions' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Open orders' })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('Open orders');
  },
};

/** One tab disabled: skipped by arrow keys and not pressable. */
export const Disabled: Story = {
  args: { disabledKeys: ['Order history'] },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('tab');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Order history' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Open orders' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Fills' })).toHaveFocus();
  },
};

/** The pill look: a segmented control (Buy / Sell, Cross / Isolated). */
export const Pill: Story = {
  args: { variant: 'pill' },
  render: (args) => (
    <div style={{ maxWidth: 'var(--size-panel-login)' }}>
      <Tabs {...args}>
        <TabList aria-label="Side">
          <Tab id="buy">Buy / Long</Tab>
          <Tab id="sell">Sell / Short</Tab>
        </TabList>
        <TabPanel id="buy">Long form</TabPanel>
        <TabPanel id="sell">Short form</TabPanel>
      </Tabs>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('tab');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Sell / Short' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Short form');
  },
};
