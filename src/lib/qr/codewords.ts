/**
 * From text to the codeword sequence a QR symbol carries: UTF-8 bytes in byte mode, the smallest version (1-10,
 * level M) that holds them, terminator and pad codewords, then the data split into blocks, each with its
 * Reed-Solomon codewords, interleaved as ISO/IEC 18004 section 7.6 orders them.
 */
import { errorCorrection } from './reed-solomon.ts';
import { LEVEL_M_BLOCKS, MAX_VERSION } from './tables.ts';

/** The text does not fit the largest version the encoder supports. */
export class QrCapacityError extends Error {
  override readonly name = 'QrCapacityError' as const;
}

/** Appends `length` bits of `value`, most significant first. */
function pushBits(bits: number[], value: number, length: number): void {
  for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
}

/** Data codewords of a version at level M. */
function dataCapacity(version: number): number {
  return LEVEL_M_BLOCKS[version - 1]!.dataPerBlock.reduce((sum, n) => sum + n, 0);
}

/** Bits of the character count in byte mode: 8 up to version 9, 16 from version 10. */
function countBits(version: number): number {
  return version <= 9 ? 8 : 16;
}

/** The smallest version whose data codewords hold the byte-mode segment of `length` bytes. */
function chooseVersion(length: number): number {
  for (let version = 1; version <= MAX_VERSION; version++) {
    const needed = 4 + countBits(version) + 8 * length;
    if (needed <= dataCapacity(version) * 8) return version;
  }
  throw new QrCapacityError(`${length} bytes do not fit a version ${MAX_VERSION} QR code at level M`);
}

/** The data codewords: mode 0100, the count, the bytes, up to four terminator bits, then 0xEC 0x11 padding. */
function dataCodewords(bytes: Uint8Array, version: number): number[] {
  const capacityBits = dataCapacity(version) * 8;
  const bits: number[] = [];
  pushBits(bits, 0b0100, 4);
  pushBits(bits, bytes.length, countBits(version));
  for (const byte of bytes) pushBits(bits, byte, 8);
  pushBits(bits, 0, Math.min(4, capacityBits - bits.length));
  pushBits(bits, 0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacityBits; pad ^= 0xec ^ 0x11) pushBits(bits, pad, 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((b, bit) => (b << 1) | bit, 0));
  return codewords;
}

/** Takes the i-th codeword of every list that has one, list by list, for each i in turn. */
function interleave(lists: readonly (readonly number[])[]): number[] {
  const out: number[] = [];
  const longest = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) out.push(list[i]!);
  return out;
}

/** The version chosen for `bytes` and the final interleaved codewords (data blocks, then EC blocks). */
export function encodeCodewords(bytes: Uint8Array): { version: number; codewords: number[] } {
  const version = chooseVersion(bytes.length);
  const { ecPerBlock, dataPerBlock } = LEVEL_M_BLOCKS[version - 1]!;
  const data = dataCodewords(bytes, version);
  const blocks: number[][] = [];
  let offset = 0;
  for (const size of dataPerBlock) {
    blocks.push(data.slice(offset, offset + size));
    offset += size;
  }
  const ec = blocks.map((block) => errorCorrection(block, ecPerBlock));
  return { version, codewords: [...interleave(blocks), ...interleave(ec)] };
}
