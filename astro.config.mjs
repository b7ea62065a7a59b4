// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import node from '@astrojs/node';
import { networkOrigins } from './src/lib/network/origins.ts';
import { parseNetworkName } from './src/lib/network/network-name.ts';
import { frameChunk } from './scripts/frame-chunk.ts';
import { catalogueSplit } from './scripts/catalogue-split.ts';

// Parsed strictly: a misspelt PUBLIC_NETWORK fails the build instead of building for another network.
const network = parseNetworkName(process.env.PUBLIC_NETWORK);
const origins = networkOrigins(network);

/** The site: React islands in Astro route shells, served by Node (`npm start` serves this production build). */
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  server: { port: 4321, host: '127.0.0.1' },
  devToolbar: { enabled: false },
  markdown: { syntaxHighlight: false },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        `connect-src 'self' ${origins.connect.join(' ')}`,
        "img-src 'self' data:",
        "font-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      // Scripts stay hash-only (no 'unsafe-inline'); inline styles are needed by the toast library and motion.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    plugins: [
      frameChunk(new URL('./src/layouts/AppLayout.astro', import.meta.url).pathname, import.meta.dirname),
      catalogueSplit(import.meta.dirname),
    ],
    define: { 'import.meta.env.PUBLIC_NETWORK': JSON.stringify(network) },
  },
});
