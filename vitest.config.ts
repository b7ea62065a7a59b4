import { defineConfig } from 'vitest/config';

/** Vitest projects: `unit` runs in Node; `storybook` (added in the frame work) runs stories in Chromium. */
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
    ],
  },
});
