// @ts-check
/** The site's Astro config with source maps on, for bench/bundle-map.ts (a separate build; never shipped). */
import site from '../astro.config.mjs';

export default {
  ...site,
  vite: { ...site.vite, build: { ...site.vite?.build, sourcemap: true } },
};
