/**
 * A small QR code encoder (ISO/IEC 18004, byte mode, level M, versions 1-10) for the deposit address panel: no
 * dependency, pure functions, and an SVG path the view draws. Verified by decoding its output with an independent
 * reader in tests/unit/lib/qr.
 */
import { encodeCodewords } from './codewords.ts';
import { applyMask, penalty } from './mask.ts';
import { drawFormatBits, functionGrid, placeCodewords, type Grid } from './matrix.ts';

export { QrCapacityError } from './codewords.ts';

/** An encoded symbol: its version, side in modules, and the dark modules row by row. */
export interface QrCode {
  readonly version: number;
  readonly size: number;
  /** `isDark(x, y)`: true for a dark module; coordinates outside the symbol are light (the quiet zone). */
  readonly isDark: (x: number, y: number) => boolean;
}

/** Encodes text (as UTF-8) into the smallest QR code that holds it, with the mask of the lowest penalty. */
export function encodeQr(text: string): QrCode {
  const { version, codewords } = encodeCodewords(new TextEncoder().encode(text));
  let best: { grid: Grid; score: number } | undefined;
  for (let mask = 0; mask < 8; mask++) {
    const grid = functionGrid(version);
    placeCodewords(grid, codewords);
    applyMask(grid, mask);
    drawFormatBits(grid, mask);
    const score = penalty(grid);
    if (best === undefined || score < best.score) best = { grid, score };
  }
  const { size, dark } = best!.grid;
  return {
    version,
    size,
    isDark: (x, y) => x >= 0 && y >= 0 && x < size && y < size && dark[y * size + x] === 1,
  };
}

/**
 * The dark modules as one SVG path in module units (one `h1v1h-1z` square per module, runs joined per row), for a
 * viewBox of `0 0 size size` inside the view's quiet zone.
 */
export function qrPath(code: QrCode): string {
  const parts: string[] = [];
  for (let y = 0; y < code.size; y++) {
    let x = 0;
    while (x < code.size) {
      if (!code.isDark(x, y)) {
        x++;
        continue;
      }
      const start = x;
      while (x < code.size && code.isDark(x, y)) x++;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  }
  return parts.join('');
}
