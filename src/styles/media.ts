/**
 * Design tokens read by code at runtime from the tokens.css that styles the page, so a breakpoint or a row height
 * has one definition for CSS and JavaScript alike. CSS consumes a media token as `@media (--media-wide)` (expanded
 * at build time by media-tokens.ts, wired in postcss.config.mjs); code passes `mediaQuery('--media-wide')` to
 * matchMedia.
 */

/** Name of a media-query token of tokens.css. */
export type MediaToken = `--media-${string}`;

/** The raw value of a custom property on the root element; throws when tokens.css is not loaded. */
function readToken(name: `--${string}`): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  if (value === '') throw new Error(`design token ${name} is not defined: is tokens.css loaded?`);
  return value;
}

/** The media query a media token holds: mediaQuery('--media-wide') -> '(width > 850px)'. */
export function mediaQuery(name: MediaToken): string {
  return readToken(name);
}

/** A pixel-size token as a number of CSS pixels: readPixels('--size-table-row') -> 36. */
export function readPixels(name: `--${string}`): number {
  const value = readToken(name);
  const match = /^(\d+(?:\.\d+)?)px$/.exec(value);
  if (match === null) throw new Error(`design token ${name} is not a pixel size: ${value}`);
  return Number(match[1]);
}
