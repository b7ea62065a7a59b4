import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BreakpointProbe, Palette } from './Tokens.tsx';

const meta = {
  title: 'UI/Tokens',
  component: Palette,
  args: { theme: 'dark' },
} satisfies Meta<typeof Palette>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dark and light side by side: a light theme is the dark block of colour tokens swapped, nothing else. */
export const Themes: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      <Palette theme="dark" />
      <Palette theme="light" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bg = (theme: string) =>
      getComputedStyle(canvas.getByRole('region', { name: `${theme} theme` })).backgroundColor;
    await expect(bg('dark')).toBe('rgb(11, 14, 20)');
    await expect(bg('light')).toBe('rgb(245, 247, 251)');
  },
};

/** The 850 px breakpoint, defined once in tokens.css: CSS media queries and code agree on the current side. */
export const Breakpoint: Story = {
  render: () => <BreakpointProbe />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const css = getComputedStyle(canvas.getByTestId('css-side'), '::after').content.replaceAll('"', '');
    await expect(css).toBe(canvas.getByTestId('js-side').textContent);
    await expect(canvas.getByText('(width > 850px)')).toBeVisible();
    // The stylesheet holds the expanded query: the build replaced (--media-wide) with the token's value.
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const expanded = rules.filter(
      (rule): rule is CSSMediaRule =>
        rule instanceof CSSMediaRule && rule.cssText.includes('.tokens-probe-css') && /850px/.test(rule.conditionText),
    );
    await expect(expanded).toHaveLength(1);
  },
};
