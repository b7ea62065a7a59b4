import type { Preview } from '@storybook/react-vite';
import { MotionConfig } from 'motion/react';
import '#styles/global.css';
import '#stories/support/reduced-motion.css';
import { withStores } from '#stories/support/with-stores.tsx';
import { $api, $stream } from '#stores/api.ts';

// Stories never reach the network: stores keep what each story seeds.
$api.set(undefined);
$stream.set(undefined);

// Automated runs (Playwright visual baselines, Vitest play tests) get no motion at all; people keep it.
const automated = typeof navigator !== 'undefined' && navigator.webdriver;
if (automated) document.documentElement.dataset.motion = 'reduce';

/**
 * Global story setup: app styles, the theme from the toolbar (a story may pin one with `globals: { theme }`), every
 * store reset to pristine before each story (withStores with no seeds; a story's own withStores adds its seeds),
 * reduced motion for automated runs, axe failing the test on violations.
 */
const preview: Preview = {
  decorators: [
    (Story, { globals }) => {
      // The theme is one attribute on <html>: tokens.css swaps its colour block on [data-theme].
      document.documentElement.dataset.theme = globals.theme === 'light' ? 'light' : 'dark';
      return (
        <MotionConfig reducedMotion={automated ? 'always' : 'user'}>
          <Story />
        </MotionConfig>
      );
    },
    withStores(),
  ],
  globalTypes: {
    theme: {
      description: 'Colour theme (tokens.css)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark' },
  // react-aria announces a pending Button through a live region that outlives the story by seconds; a stale entry
  // points at a label the next story no longer has and fails that story's axe check (role-img-alt).
  beforeEach: () => () => {
    document.querySelectorAll('[data-live-announcer] [role="log"] > *').forEach((entry) => entry.remove());
  },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    backgrounds: { disable: true },
  },
};
export default preview;
