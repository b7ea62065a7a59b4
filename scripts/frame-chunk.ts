/**
 * One chunk for the page frame. Every page hydrates the layout's islands (header, footer, toasts, modal and panel
 * hosts, splash ...). Left to automatic chunking, our code they share with one screen or one lazy modal or another
 * was cut into some sixty small chunks, each gzipped apart with its own import and export glue: the home page paid
 * about 13 KiB gzip for the cutting alone (bench/page-weight.ts). This Vite plugin collects the static import
 * closure of the layout's `client:` islands in the client build and puts our modules of it (src/, not packages)
 * in one chunk; what a screen or a lazy modal adds on top still splits as before.
 *
 * Packages stay with automatic chunking: a package's barrel statically imports every module it re-exports, so the
 * closure would drag code only lazy modals use into the frame. For the same reason the group does not take its
 * members' dependencies along (`includeDependenciesRecursively: false`); the build then fails if the frame chunk
 * ends up in an import cycle with another chunk, rather than risk an evaluation-order bug in the browser.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The island components a layout hydrates: `import { X } from '#islands/...'` used as `<X client:...>`. */
export function layoutIslands(source: string, root: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/import \{ (\w+) \} from '#islands\/([^']+)'/g)) {
    if (new RegExp(`<${m[1]}\\s[^>]*client:`).test(source)) out.push(resolve(root, 'src/islands', m[2]!));
  }
  return out;
}

/** The modules reachable from `entries` by static imports (`importedIds` gives a module's static imports). */
export function staticClosure(entries: readonly string[], importedIds: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...entries];
  while (todo.length > 0) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...importedIds(id));
  }
  return seen;
}

/** An import cycle among chunks through `start` (file names, `imports` = each chunk's static imports), or null. */
export function chunkCycle(start: string, imports: (file: string) => readonly string[]): string[] | null {
  const path: string[] = [];
  const done = new Set<string>();
  const visit = (file: string): string[] | null => {
    if (file === start && path.length > 0) return [...path, file];
    if (path.includes(file)) return null; // a cycle that does not pass through start
    if (done.has(file)) return null;
    path.push(file);
    for (const next of imports(file)) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return null;
  };
  return visit(start);
}

/** Whether a chunk's modules (id -> rendered code) include code that runs: any script rendered to non-empty code. */
export function runsCode(modules: Readonly<Record<string, { readonly renderedLength: number }>>): boolean {
  return Object.entries(modules).some(([id, m]) => m.renderedLength > 0 && !/\.css($|\?)/.test(id));
}

const isPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id);
/** Style sheets stay where they were: Astro links a page's CSS itself and drops the CSS files of the chunks it
 * folds into page styles, while lazy chunks' preload lists would still name a frame.css. */
const isScript = (id: string) => /\.(ts|tsx|js|jsx|mjs)$/.test(id);

/**
 * Packages every page runs whole, in one chunk of their own: React and React DOM, nanostores and the schema library
 * of the wire contract. (Other packages, react-aria's above all, are mostly used by lazy modals.)
 */
const FRAME_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|nanostores|@nanostores[\\/]react|valibot)[\\/]/;

/** The plugin; `layoutFile` is the layout whose islands every page hydrates, `root` the project folder. */
export function frameChunk(layoutFile: string, root: string): Plugin {
  let frame = new Set<string>();
  return {
    name: 'perps-frame-chunk',
    applyToEnvironment: (env) => env.name === 'client',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            // required when a group does not take its members' dependencies along
            preserveEntrySignatures: 'allow-extension',
            output: {
              codeSplitting: {
                groups: [
                  { name: 'vendor', test: FRAME_PACKAGES },
                  {
                    name: 'frame',
                    test: (id: string) => frame.has(id) && isScript(id) && !isPackage(id),
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const islands = layoutIslands(readFileSync(layoutFile, 'utf8'), root);
      if (islands.length === 0) this.error(`no client: islands found in ${layoutFile}`);
      for (const id of islands) if (!this.getModuleInfo(id)) this.error(`the layout island ${id} is not in the build`);
      frame = staticClosure(islands, (id) => this.getModuleInfo(id)?.importedIds ?? []);
    },
    generateBundle(_options, bundle) {
      const start = Object.keys(bundle).find((file) => /(^|\/)frame\.[^/]*\.js$/.test(file));
      if (!start) this.error('the frame chunk was not emitted');
      // a chunk with no code of its own (an island's entry that only re-exports from the frame, or one that only
      // carries a style sheet the frame imports for its side effect) cannot run anything out of order: a cycle
      // through it is harmless, so it counts as importing nothing
      const imports = (file: string) => {
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk' || !runsCode(chunk.modules)) return [];
        return chunk.imports;
      };
      const cycle = chunkCycle(start, imports);
      if (cycle) this.error(`the frame chunk is in an import cycle: ${cycle.join(' -> ')}`);
    },
  };
}
