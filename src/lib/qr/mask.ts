/**
 * The eight data masks of ISO/IEC 18004 and the penalty score that picks one: long runs, 2x2 blocks, finder-like
 * 1:1:3:1:1 patterns and an unbalanced dark share each make a symbol harder to read.
 */
import type { Grid } from './matrix.ts';

/** The mask conditions by number: a data module at (x, y) is inverted when its mask's condition holds. */
const MASKS: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** Inverts the data modules where mask `mask` holds (applying it twice undoes it). */
export function applyMask(grid: Grid, mask: number): void {
  const condition = MASKS[mask]!;
  for (let y = 0; y < grid.size; y++)
    for (let x = 0; x < grid.size; x++) {
      const i = y * grid.size + x;
      if (grid.reserved[i] === 0 && condition(x, y)) grid.dark[i] = grid.dark[i]! ^ 1;
    }
}

const FINDER_LIKE = [
  [1, 0, 1, 1, 1, 0, 1, 0, 0, 0, 0],
  [0, 0, 0, 0, 1, 0, 1, 1, 1, 0, 1],
];

/** Penalty of one line of modules: runs of 5+ (3 + extra) and finder-like patterns (40 each). */
function linePenalty(line: readonly number[]): number {
  let score = 0;
  let run = 1;
  for (let i = 1; i <= line.length; i++) {
    if (i < line.length && line[i] === line[i - 1]) run++;
    else {
      if (run >= 5) score += 3 + (run - 5);
      run = 1;
    }
  }
  for (let i = 0; i + 11 <= line.length; i++)
    for (const pattern of FINDER_LIKE) if (pattern.every((b, k) => line[i + k] === b)) score += 40;
  return score;
}

/** The penalty score of a finished grid (lower reads better). */
export function penalty(grid: Grid): number {
  const { size, dark } = grid;
  let score = 0;
  for (let y = 0; y < size; y++) score += linePenalty(Array.from(dark.subarray(y * size, (y + 1) * size)));
  for (let x = 0; x < size; x++) score += linePenalty(Array.from({ length: size }, (_, y) => dark[y * size + x]!));
  for (let y = 0; y + 1 < size; y++)
    for (let x = 0; x + 1 < size; x++) {
      const c = dark[y * size + x];
      if (c === dark[y * size + x + 1] && c === dark[(y + 1) * size + x] && c === dark[(y + 1) * size + x + 1])
        score += 3;
    }
  const darkCount = dark.reduce((sum, d) => sum + d, 0);
  const total = size * size;
  // 10 points for each full 5 % the dark share lies away from 50 %
  const k = Math.ceil(Math.abs(darkCount * 20 - total * 10) / total) - 1;
  return score + Math.max(0, k) * 10;
}
