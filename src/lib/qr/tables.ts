/**
 * The QR code tables (ISO/IEC 18004) for the versions the app draws: 1 to 10 at error-correction level M, which
 * hold up to 213 bytes, far more than an address or a payment link needs; M survives about 15 % damage, what a
 * phone camera pointed at a screen needs.
 */

/** Blocks of one version at level M: EC codewords per block and the data codewords of each block. */
export interface VersionBlocks {
  readonly ecPerBlock: number;
  readonly dataPerBlock: readonly number[];
}

/** Level M block structure of versions 1 to 10 (index 0 is version 1). */
export const LEVEL_M_BLOCKS: readonly VersionBlocks[] = [
  { ecPerBlock: 10, dataPerBlock: [16] },
  { ecPerBlock: 16, dataPerBlock: [28] },
  { ecPerBlock: 26, dataPerBlock: [44] },
  { ecPerBlock: 18, dataPerBlock: [32, 32] },
  { ecPerBlock: 24, dataPerBlock: [43, 43] },
  { ecPerBlock: 16, dataPerBlock: [27, 27, 27, 27] },
  { ecPerBlock: 18, dataPerBlock: [31, 31, 31, 31] },
  { ecPerBlock: 22, dataPerBlock: [38, 38, 39, 39] },
  { ecPerBlock: 22, dataPerBlock: [36, 36, 36, 37, 37] },
  { ecPerBlock: 26, dataPerBlock: [43, 43, 43, 43, 44] },
];

/** Centre coordinates of the alignment patterns per version (version 1 has none). */
export const ALIGNMENT_CENTRES: readonly (readonly number[])[] = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];

/** The highest version the tables cover. */
export const MAX_VERSION = LEVEL_M_BLOCKS.length;

/** The 2-bit format code of level M (L = 01, M = 00, Q = 11, H = 10). */
export const LEVEL_M_FORMAT_BITS = 0b00;
