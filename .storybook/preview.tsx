import type { Preview } from '@storybook/react-vite';
import { MotionConfig } from 'motion/react';
import '#styles/global.css';
import { $api, $stream } from '#stores/api.ts';

// Stories never reach the network: stores keep what each story seeds.
$api.set(undefined);
$stream.set(undefined);

/** Global story setup: app styles, reduced motion for stable visual runs, axe failing the test on violations. */
const preview: Preview = {
  decorators: [
    (Story) => (
      <MotionConfig reducedMotion="always">
        <Story />
      </MotionConfig>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    backgrounds: { disable: true },
  },
};
export default preview;
