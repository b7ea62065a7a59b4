import type { Decorator, StrictArgs } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/** A screen container as its route shell mounts it: in the page's <main>, with the page's padding. */
export function inPage<TArgs = StrictArgs>(): Decorator<TArgs> {
  return (Story) => (
    <main style={{ padding: 'var(--space-6)' }}>
      <Story />
    </main>
  );
}

/** The play of a signed-out screen: it offers to connect, by the button `name` its prompt uses. */
export const offersConnect =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByRole('button', { name })).toBeVisible();
  };
