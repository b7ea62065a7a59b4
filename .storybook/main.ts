import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook: stories under stories/ mirror src/islands; axe runs on every story through addon-a11y. */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};
export default config;
