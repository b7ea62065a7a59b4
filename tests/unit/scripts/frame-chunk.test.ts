/**
 * The frame-chunk build plugin's parts (scripts/frame-chunk.ts): which islands a layout hydrates, the static import
 * closure it groups, and the chunk-cycle guard that fails the build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkCycle, layoutIslands, runsCode, staticClosure } from '#scripts/frame-chunk.ts';

const root = '/app';

describe('layoutIslands', () => {
  it('lists the imported components the layout hydrates, not the ones it only renders on the server', () => {
    const source = `---
import { Header } from '#islands/frame/Header.tsx';
import { Static } from '#islands/frame/Static.tsx';
import { Scan } from '#islands/deposit/Scan.tsx';
import { t } from '#lib/i18n/index.ts';
---
<Header client:load path={p} />
<Static />
<Scan client:idle />`;
    expect(layoutIslands(source, root)).toEqual([
      '/app/src/islands/frame/Header.tsx',
      '/app/src/islands/deposit/Scan.tsx',
    ]);
  });

  it('finds every island of the real layout, each an existing file', () => {
    const cwd = process.cwd();
    const islands = layoutIslands(readFileSync(join(cwd, 'src/layouts/AppLayout.astro'), 'utf8'), cwd);
    expect(islands.map((f) => f.replace(`${cwd}/src/islands/`, ''))).toEqual(
      expect.arrayContaining(['frame/Header.tsx', 'frame/Footer.tsx', 'frame/Toasts.tsx', 'modals/ModalHost.tsx']),
    );
    for (const file of islands) expect(existsSync(file), file).toBe(true);
  });
});

describe('staticClosure', () => {
  it('follows static imports through shared modules once, and nothing else', () => {
    const graph: Record<string, string[]> = { a: ['b', 'c'], b: ['c'], c: ['a'], d: ['a'] };
    expect([...staticClosure(['b'], (id) => graph[id] ?? [])].sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('chunkCycle', () => {
  it('names a cycle through the frame chunk', () => {
    const graph: Record<string, string[]> = { frame: ['x', 'react'], x: ['y'], y: ['frame'], react: [] };
    expect(chunkCycle('frame', (f) => graph[f] ?? [])).toEqual(['frame', 'x', 'y', 'frame']);
  });

  it('finds the cycle through the frame chunk behind a cycle that does not pass through it', () => {
    const graph: Record<string, string[]> = { frame: ['x'], x: ['y'], y: ['x', 'z'], z: ['frame'] };
    expect(chunkCycle('frame', (f) => graph[f] ?? [])).toEqual(['frame', 'x', 'y', 'z', 'frame']);
  });

  it('answers null when the chunks it imports never come back to it, even with a cycle elsewhere', () => {
    const graph: Record<string, string[]> = {
      frame: ['x', 'react'],
      x: ['react'],
      react: ['scheduler'],
      p: ['q'],
      q: ['p'],
    };
    expect(chunkCycle('frame', (f) => graph[f] ?? [])).toBeNull();
  });
});

describe('runsCode', () => {
  it('tells chunks that run code from facades and style-sheet carriers, which a harmless cycle may pass through', () => {
    expect(runsCode({})).toBe(false);
    expect(runsCode({ '/app/src/islands/deposit/FaucetProgress.tsx': { renderedLength: 0 } })).toBe(false);
    expect(runsCode({ '/app/src/islands/deposit/faucet.css': { renderedLength: 40 } })).toBe(false);
    expect(runsCode({ '/app/src/islands/frame/splash.css?inline': { renderedLength: 40 } })).toBe(false);
    expect(runsCode({ '/app/src/stores/faucet.ts': { renderedLength: 812 } })).toBe(true);
  });
});
