/**
 * Brotli and gzip copies of every compressible built asset (`name.js.br`, `name.js.gz` next to `name.js`), at the
 * highest levels, so the production server sends compressed JS and CSS without compressing per request. Files
 * whose copies are newer than themselves are skipped, so running it on every start costs nothing the second time.
 * Run: `node scripts/precompress.ts [dist/client]`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Extensions worth compressing (fonts and images are compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|map|txt|xml|webmanifest)$/;
/** Below this size a compressed copy saves less than its headers cost. */
export const MIN_BYTES = 1024;

/** Brotli at its best quality, sized for text. */
export function brotli(body: Buffer): Buffer {
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Gzip at level 9. */
export function gzip(body: Buffer): Buffer {
  return gzipSync(body, { level: 9 });
}

/** Writes missing or stale .br and .gz copies under `dir`; returns how many files it compressed. */
export function precompress(dir: string): number {
  let done = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = join(dir, name);
    const stat = statSync(file);
    if (!stat.isFile() || stat.size < MIN_BYTES) continue;
    const fresh = (copy: string) => {
      try {
        return statSync(copy).mtimeMs >= stat.mtimeMs;
      } catch {
        return false;
      }
    };
    if (fresh(`${file}.br`) && fresh(`${file}.gz`)) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, brotli(body));
    writeFileSync(`${file}.gz`, gzip(body));
    done++;
  }
  return done;
}

if (import.meta.main) {
  const dir = process.argv[2] ?? 'dist/client';
  const started = performance.now();
  const n = precompress(dir);
  console.log(`precompressed ${n} files in ${dir} (${Math.round(performance.now() - started)} ms)`);
}
