// @ts-check
import { readFileSync } from 'node:fs';
import { mediaTokensPlugin } from './src/styles/media-tokens.ts';

/**
 * PostCSS for Astro, Storybook and Vitest alike (Vite reads this file): `@media (--media-wide)` in any stylesheet
 * becomes the query declared once in src/styles/tokens.css, which code reads at runtime (src/styles/media.ts).
 */
const tokensCss = new URL('./src/styles/tokens.css', import.meta.url);
export default { plugins: [mediaTokensPlugin(() => readFileSync(tokensCss, 'utf8'))] };
