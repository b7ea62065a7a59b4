import { defineConfig } from 'vitest/config';

/** Self-contained: interop tests run against the official Aptos Connect packages installed in this folder only. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
