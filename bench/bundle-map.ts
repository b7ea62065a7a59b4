/**
 * Where the weight of a page's JS comes from: the site built once more with source maps (same chunk names as the
 * real build), each byte of each loaded chunk attributed to the package or source folder it came from, and each
 * chunk's gzip size shared out in proportion. Used by bench/page-weight.ts; `npx node bench/bundle-map.ts` builds
 * the mapped copy and prints the attribution of every chunk.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Where the source-mapped build goes. */
export const MAPPED_DIST = join(process.env.TMPDIR ?? '/tmp', 'perps-bundle-map');

const VLQ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one source-map segment (base64 VLQ) into its fields. */
function decodeSegment(text: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of text) {
    const digit = VLQ.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** The package (node_modules/<name>) or source folder (two levels under src/) a source path belongs to. */
export function sourceGroup(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  const src = /(?:^|\/)src\/([^/]+(?:\/[^/.]+)?)/.exec(source);
  if (src) return `src/${src[1]}`;
  return source.startsWith('\0') || source === '' ? '(generated)' : source.replace(/^(\.\.\/)+/, '');
}

/** Bytes of one built chunk per source group. */
export function chunkGroups(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const out = new Map<string, number>();
  const add = (group: string, n: number) => n > 0 && out.set(group, (out.get(group) ?? 0) + n);
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((mapped, lineNo) => {
    const line = lines[lineNo] ?? '';
    let column = 0;
    let start = 0;
    let group = '(unmapped)';
    for (const text of mapped.split(',')) {
      if (text === '') continue;
      const fields = decodeSegment(text);
      column += fields[0]!;
      add(group, column - start);
      start = column;
      if (fields.length >= 4) {
        source += fields[1]!;
        group = sourceGroup(map.sources[source] ?? '');
      } else group = '(unmapped)';
    }
    add(group, line.length + 1 - start);
  });
  return out;
}

/** Raw and gzip bytes per source group over the given chunks (paths under /_astro/). */
export function attribute(chunks: readonly string[]): Map<string, { raw: number; gzip: number }> {
  const totals = new Map<string, { raw: number; gzip: number }>();
  for (const chunk of chunks) {
    const file = join(MAPPED_DIST, 'client', chunk);
    // a chunk whose name differs in the mapped build (an inline script's hash can): counted, not attributed
    if (!existsSync(file)) {
      const t = totals.get('(not in the mapped build)') ?? { raw: 0, gzip: 0 };
      const shipped = readFileSync(join('dist/client', chunk));
      t.raw += shipped.length;
      t.gzip += gzipSync(shipped, { level: 9 }).length;
      totals.set('(not in the mapped build)', t);
      continue;
    }
    // the mapped build appends a sourceMappingURL comment: measure the chunk as shipped, without it
    const code = readFileSync(file, 'utf8').replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');
    const gzip = gzipSync(code, { level: 9 }).length;
    const groups = existsSync(`${file}.map`)
      ? chunkGroups(code, JSON.parse(readFileSync(`${file}.map`, 'utf8')))
      : new Map([['(no map)', code.length]]);
    for (const [group, raw] of groups) {
      const t = totals.get(group) ?? { raw: 0, gzip: 0 };
      t.raw += raw;
      t.gzip += (gzip * raw) / code.length;
      totals.set(group, t);
    }
  }
  return totals;
}

/** Builds the source-mapped copy of the site (about 10 s). */
export function buildMapped(): void {
  const result = spawnSync(
    'npx',
    ['astro', 'build', '--config', 'bench/astro-sourcemap.config.mjs', '--outDir', MAPPED_DIST],
    { stdio: 'ignore', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } },
  );
  if (result.status !== 0) throw new Error('the source-mapped build failed');
}

/** Prints groups above `minKiB`, largest first, as a table against a total. */
export function printAttribution(title: string, totals: Map<string, { raw: number; gzip: number }>, minKiB = 0.5) {
  const rows = [...totals].sort((a, b) => b[1].gzip - a[1].gzip);
  const sum = rows.reduce((s, [, t]) => s + t.gzip, 0);
  console.log(`  ${title} (gzip shares of ${(sum / 1024).toFixed(1)} KiB, each chunk's gzip split by its raw bytes):`);
  let rest = 0;
  for (const [group, t] of rows) {
    if (t.gzip / 1024 < minKiB) {
      rest += t.gzip;
      continue;
    }
    const share = ((100 * t.gzip) / sum).toFixed(1).padStart(5);
    console.log(`    ${(t.gzip / 1024).toFixed(1).padStart(6)} KiB ${share} %  ${group}`);
  }
  if (rest > 0) console.log(`    ${(rest / 1024).toFixed(1).padStart(6)} KiB        (smaller groups)`);
}

if (import.meta.main) {
  buildMapped();
  const dir = join(MAPPED_DIST, 'client/_astro');
  const chunks = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => `/_astro/${f}`);
  printAttribution('every chunk of the build', attribute(chunks));
}
