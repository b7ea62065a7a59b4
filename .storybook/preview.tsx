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
 * Global story setup: app styles, every store reset to pristine before each story (withStores with no seeds; a
 * story's own withStores adds its seeds), reduced motion for automated runs, axe failing the test on violations.
 */
const preview: Preview = {
  decorators: [
    (Story) => (
      <MotionConfig reducedMotion={automated ? 'always' : 'user'}>
        <Story />
      </MotionConfig>
    ),
    withStores(),
  ],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    backgrounds: { disable: true },
  },
};
export default preview;
