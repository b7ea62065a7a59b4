/**
 * The frame's message catalogue split by loading. src/lib/i18n/en.ts holds every message the frame, the stores and
 * lib name, and the frame chunk carried all of it to every page: about 4.8 KiB gzip of the home page's 110 KB budget,
 * two thirds of it notices (sonnerMessages.*) and exchange error texts (errors.api.*, errors.http.*) that no page
 * renders before it is interactive: they show only in a toast or after a call failed. In the client build this Vite
 * plugin serves en.ts with the other keys only and src/lib/i18n/en-later.ts with those, which the frame loads once
 * the page is interactive and before it shows a notice (loadLaterMessages in src/lib/i18n/index.ts). The source
 * stays one catalogue that helpers add keys to; dev, tests, stories and the server read it whole.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** Key prefixes of the messages no page renders before it is interactive: notices and exchange error texts. */
export const LATER_PREFIXES = ['sonnerMessages.', 'errors.api.', 'errors.http.'] as const;

/** Whether a key's message loads after the page is interactive. */
export function isLaterKey(key: string): boolean {
  return LATER_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** The catalogue in two: what pages render (`now`) and what loads once they are interactive (`later`). */
export function splitCatalogue(catalogue: Readonly<Record<string, string>>): {
  now: Record<string, string>;
  later: Record<string, string>;
} {
  const now: Record<string, string> = {};
  const later: Record<string, string> = {};
  for (const [key, text] of Object.entries(catalogue)) (isLaterKey(key) ? later : now)[key] = text;
  return { now, later };
}

/** The plugin; `root` is the project folder. */
export function catalogueSplit(root: string): Plugin {
  const catalogueFile = resolve(root, 'src/lib/i18n/en.ts');
  const laterFile = resolve(root, 'src/lib/i18n/en-later.ts');
  return {
    name: 'perps-catalogue-split',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    async load(id) {
      if (id !== catalogueFile && id !== laterFile) return null;
      // en.ts is plain data (erasable TypeScript): Node reads it as it is
      const { en } = (await import(pathToFileURL(catalogueFile).href)) as { en: Record<string, string> };
      const { now, later } = splitCatalogue(en);
      if (Object.keys(later).length === 0) this.error(`no message of ${catalogueFile} matches ${LATER_PREFIXES}`);
      return id === catalogueFile
        ? `export const en = ${JSON.stringify(now)};`
        : `export const later = ${JSON.stringify(later)};`;
    },
  };
}
