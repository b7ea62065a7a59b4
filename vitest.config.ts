import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

/** Vitest projects: `unit` runs in Node; `storybook` runs every story (play functions + axe) in Chromium. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        optimizeDeps: {
          // Every dependency a story reaches, pre-bundled up front: a dependency discovered mid-run makes Vite
          // reload the browser and fail the first test files on a clean clone.
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'nanostores',
            '@nanostores/react',
            'react-aria-components',
            'sonner',
            'valibot',
            'motion/react',
            '@aptos-labs/ts-sdk',
            'tweetnacl',
            '@noble/hashes/sha3.js',
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
