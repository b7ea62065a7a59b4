/**
 * Built JS weight of the home page: every module script the page loads (entry scripts, island components and the
 * renderer), followed through their static imports, raw and gzipped. Serves the real build; run `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const CLIENT = 'dist/client';
const PORT = 4399;

/** Client JS files a page references, with everything they statically import. */
function reachableScripts(html: string): Set<string> {
  const seen = new Set<string>();
  const attr = /(?:src|component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"]+\.js)"/g;
  const queue = [...html.matchAll(attr)].map((m) => m[1] ?? '');
  while (queue.length > 0) {
    const url = queue.pop() ?? '';
    if (seen.has(url) || !url) continue;
    seen.add(url);
    const code = readFileSync(join(CLIENT, url), 'utf8');
    for (const m of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) queue.push(`/_astro/${m[1] ?? ''}`);
  }
  return seen;
}

/** Fetches / from the built server, retrying while it starts. */
async function fetchHome(): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      return await (await fetch(`http://127.0.0.1:${PORT}/`)).text();
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('built site did not start');
}

/** Serves the build, loads /, and measures the JS it pulls in. */
export async function measureHomeJs(): Promise<{ files: number; rawBytes: number; gzipBytes: number }> {
  if (!existsSync('dist/server/entry.mjs')) throw new Error('run `npm run build` first');
  const server = spawn(process.execPath, ['dist/server/entry.mjs'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(PORT) },
    stdio: 'ignore',
  });
  try {
    const files = reachableScripts(await fetchHome());
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const f of files) {
      const body = readFileSync(join(CLIENT, f));
      rawBytes += body.length;
      gzipBytes += gzipSync(body, { level: 9 }).length;
    }
    return { files: files.size, rawBytes, gzipBytes };
  } finally {
    server.kill();
  }
}

if (import.meta.main) {
  const m = await measureHomeJs();
  console.log(
    `site: / loads ${m.files} JS files, ${(m.rawBytes / 1024).toFixed(1)} KiB raw, ${(m.gzipBytes / 1024).toFixed(1)} KiB gzip`,
  );
}
