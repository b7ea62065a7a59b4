/**
 * Unused-code check (`npm run check` runs `knip`): unused files, exports, types and dependencies fail the check.
 * The Astro, Storybook, Vitest and Playwright plugins find their own entries (pages, stories, tests, configs); the
 * entries listed here are what no config names: processes started by path and files served as they are.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        // Started by path, not imported: the standalone servers (`npx node server/chain/main.ts` ...), the
        // prompt page files the wallet host serves, each benchmark (bench/run.ts spawns them one by one), the
        // scripts npm and Playwright run, and the child process the crash test kills.
        'server/{chain,exchange,wallet-host}/main.ts',
        'server/wallet-host/static/prompt.{js,css}',
        'bench/*.ts',
        // Bundled by bench/book-browser.ts for its Chromium page, and the Astro config bench/bundle-map.ts builds with.
        'bench/book-page/main.ts',
        'bench/astro-sourcemap.config.mjs',
        // Read by Vite (Astro, Storybook, Vitest) by name: expands the media tokens of tokens.css.
        'postcss.config.mjs',
        'scripts/*.ts',
        'tests/unit/server/exchange/crash-child.ts',
        'tests/unit/server/exchange/store-kill-child.ts',
      ],
      project: ['**/*.{ts,tsx,mjs,cjs,js,astro,css}'],
      // bench/run.ts holds the shared Playwright lock (util-linux flock) around the page-weight bench.
      ignoreBinaries: ['flock'],
      ignoreDependencies: [
        // Run as `timeout 300 chromatic ...` by the chromatic script; knip does not look past the `timeout` wrapper.
        'chromatic',
      ],
    },
    // Its own package (own package.json and lockfile, installed by `npm test` step 3): the official wallet
    // packages it tests against are its dependencies, not the app's.
    'tests/interop': {
      // A peer dependency of @aptos-connect/web-transport, listed so npm installs it. Knip sees that only once
      // tests/interop/node_modules exists (then it hints 'Remove from ignoreDependencies': keep it), and on a
      // clean clone `npm run check` runs before that package is installed.
      ignoreDependencies: ['@aptos-labs/wallet-standard'],
    },
  },
  // A type exported and used in its own file names part of an exported shape (a union member, an options argument
  // of an exported function), so it stays exported; an exported value must be imported somewhere else.
  ignoreExportsUsedInFile: { interface: true, type: true },
  // CSS pulls in the fonts (`@import '@fontsource/inter/400.css'`); knip reads CSS imports only through a compiler.
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import\s+['"]([^'"]+)['"]/g)].map(([, specifier]) => `import '${specifier}';`).join('\n'),
  },
};

export default config;
