import type { ComponentType } from 'react';
import type { Decorator, StoryContext, StrictArgs } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedIn, type ExchangeAnswers } from './signed-in.ts';
import { withStores } from './with-stores.tsx';

/** A screen (or its view) as its route shell mounts it: in the page's <main>, with the page's padding. */
export function inPage<TArgs = StrictArgs>(): Decorator<TArgs> {
  return (Story) => (
    <main style={{ padding: 'var(--space-6)' }}>
      <Story />
    </main>
  );
}

/**
 * The meta every screen container's stories share after their title: the component, mounted in the page. The title
 * stays a literal in each file (Storybook reads it without running the module, and the story ids come from it).
 */
export function screenMeta<P extends object>(component: ComponentType<P>) {
  return { component, decorators: [inPage<P>()] };
}

/** A signed-out screen story: it offers to connect, by the button `name` its prompt uses. */
export function signedOutStory(name: string) {
  return {
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expect(within(canvasElement).getByRole('button', { name })).toBeVisible();
    },
  };
}

/** A signed-in screen story: the account seeded with the stand-in exchange answering `answers`, then `play`. */
export function signedInStory<TArgs = StrictArgs>(
  answers: ExchangeAnswers,
  play: (context: Pick<StoryContext, 'canvas' | 'canvasElement'>) => Promise<void>,
) {
  return { decorators: [withStores<TArgs>(...signedIn(answers))], play };
}
