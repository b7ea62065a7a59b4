/**
 * The module grid of a QR symbol: function patterns (finders, separators, timing, alignment, dark module, format
 * and version areas), the zigzag placement of the codewords, and the format and version information bits.
 */
import { ALIGNMENT_CENTRES, LEVEL_M_FORMAT_BITS } from './tables.ts';

/** A square grid of modules: `dark[y * size + x]` is 1 for a dark module; `reserved` marks function modules. */
export interface Grid {
  readonly size: number;
  readonly dark: Uint8Array;
  readonly reserved: Uint8Array;
}

/** Sets a module and marks it as a function module (never masked, never carrying data). */
function setFunction(grid: Grid, x: number, y: number, dark: boolean): void {
  grid.dark[y * grid.size + x] = dark ? 1 : 0;
  grid.reserved[y * grid.size + x] = 1;
}

/** A finder pattern centred on (cx, cy) with its light separator ring, clipped to the grid. */
function drawFinder(grid: Grid, cx: number, cy: number): void {
  for (let dy = -4; dy <= 4; dy++) {
    for (let dx = -4; dx <= 4; dx++) {
      const [x, y] = [cx + dx, cy + dy];
      if (x < 0 || y < 0 || x >= grid.size || y >= grid.size) continue;
      const ring = Math.max(Math.abs(dx), Math.abs(dy));
      setFunction(grid, x, y, ring !== 2 && ring !== 4);
    }
  }
}

/** A 5x5 alignment pattern centred on (cx, cy). */
function drawAlignment(grid: Grid, cx: number, cy: number): void {
  for (let dy = -2; dy <= 2; dy++)
    for (let dx = -2; dx <= 2; dx++) setFunction(grid, cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
}

/** Bit i of a number. */
const bit = (value: number, i: number) => ((value >>> i) & 1) === 1;

/** Writes the 15 format bits (level M and the mask, BCH-coded and XORed with 0x5412) in both copies. */
export function drawFormatBits(grid: Grid, mask: number): void {
  const data = (LEVEL_M_FORMAT_BITS << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  const bits = ((data << 10) | rem) ^ 0x5412;
  const size = grid.size;
  for (let i = 0; i <= 5; i++) setFunction(grid, 8, i, bit(bits, i));
  setFunction(grid, 8, 7, bit(bits, 6));
  setFunction(grid, 8, 8, bit(bits, 7));
  setFunction(grid, 7, 8, bit(bits, 8));
  for (let i = 9; i < 15; i++) setFunction(grid, 14 - i, 8, bit(bits, i));
  for (let i = 0; i < 8; i++) setFunction(grid, size - 1 - i, 8, bit(bits, i));
  for (let i = 8; i < 15; i++) setFunction(grid, 8, size - 15 + i, bit(bits, i));
  setFunction(grid, 8, size - 8, true); // the dark module
}

/** Writes the 18 version bits (versions 7 and up) in the two 6x3 areas. */
function drawVersionBits(grid: Grid, version: number): void {
  if (version < 7) return;
  let rem = version;
  for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
  const bits = (version << 12) | rem;
  for (let i = 0; i < 18; i++) {
    const [a, b] = [grid.size - 11 + (i % 3), Math.floor(i / 3)];
    setFunction(grid, a, b, bit(bits, i));
    setFunction(grid, b, a, bit(bits, i));
  }
}

/** A grid of `version` with every function pattern drawn (format bits drawn for mask 0; redrawn per mask). */
export function functionGrid(version: number): Grid {
  const size = version * 4 + 17;
  const grid: Grid = { size, dark: new Uint8Array(size * size), reserved: new Uint8Array(size * size) };
  for (let i = 0; i < size; i++) {
    setFunction(grid, 6, i, i % 2 === 0);
    setFunction(grid, i, 6, i % 2 === 0);
  }
  drawFinder(grid, 3, 3);
  drawFinder(grid, size - 4, 3);
  drawFinder(grid, 3, size - 4);
  const centres = ALIGNMENT_CENTRES[version - 1]!;
  const last = centres.length - 1;
  for (const [i, cx] of centres.entries())
    for (const [j, cy] of centres.entries()) {
      // the three corners already hold finder patterns
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) continue;
      drawAlignment(grid, cx, cy);
    }
  drawFormatBits(grid, 0);
  drawVersionBits(grid, version);
  return grid;
}

/** Places the codewords' bits in the zigzag order, two columns at a time from the bottom right, skipping column 6. */
export function placeCodewords(grid: Grid, codewords: readonly number[]): void {
  const { size } = grid;
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let vert = 0; vert < size; vert++) {
      const y = upward ? size - 1 - vert : vert;
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        if (grid.reserved[y * size + x] === 1 || i >= codewords.length * 8) continue;
        grid.dark[y * size + x] = (codewords[i >>> 3]! >>> (7 - (i & 7))) & 1;
        i++;
      }
    }
  }
}
