import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { encodeQr, qrPath, QrCapacityError, type QrCode } from '#lib/qr/encode.ts';
import { encodeCodewords } from '#lib/qr/codewords.ts';
import { errorCorrection } from '#lib/qr/reed-solomon.ts';

/** Renders a code as RGBA pixels with a 4-module quiet zone, `scale` pixels per module, for an independent reader. */
function rasterise(code: QrCode, scale = 4): { data: Uint8ClampedArray; width: number } {
  const quiet = 4;
  const width = (code.size + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let py = 0; py < width; py++)
    for (let px = 0; px < width; px++) {
      const x = Math.floor(px / scale) - quiet;
      const y = Math.floor(py / scale) - quiet;
      if (!code.isDark(x, y)) continue;
      const i = (py * width + px) * 4;
      data[i] = data[i + 1] = data[i + 2] = 0;
    }
  return { data, width };
}

const decode = (code: QrCode) => {
  const { data, width } = rasterise(code);
  return jsQR(data, width, width, { inversionAttempts: 'dontInvert' })?.data;
};

const APTOS_ADDRESS = '0x5cb2ba7898c163f4b156ed80d8b84d730caa85bab804c4a49af303c3b1441a1e';

describe('encodeQr decodes back with an independent reader (jsQR)', () => {
  it.each([
    ['a', 1],
    ['HELLO WORLD', 1],
    ['0123456789ABCD', 1], // 14 bytes: the most version 1-M holds
    ['0123456789ABCDE', 2],
    [APTOS_ADDRESS, 5], // 66 bytes: the deposit address panel's case
    [`aptos:${APTOS_ADDRESS}?amount=1`, 5],
    ['x'.repeat(107), 7], // version 7 and up carry the version information bits
    ['z'.repeat(150), 8], // blocks of two sizes
    ['w'.repeat(170), 9],
    ['déposé ✓ 入金', 2], // UTF-8, multi-byte
    ['y'.repeat(213), 10], // the largest text the encoder takes
  ])('%j in version %i', (text, version) => {
    const code = encodeQr(text);
    expect(code.version).toBe(version);
    expect(code.size).toBe(version * 4 + 17);
    expect(decode(code)).toBe(text);
  });

  it('refuses text beyond version 10 at level M', () => {
    expect(() => encodeQr('z'.repeat(214))).toThrow(QrCapacityError);
  });
});

describe('the parts a reader does not check on its own', () => {
  it('computes the Reed-Solomon codewords of the standard example (ISO/IEC 18004 annex I, 1-M)', () => {
    // "01234567" in numeric mode, version 1-M: the 16 data codewords and the 10 EC codewords the annex lists
    const data = [0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11];
    expect(errorCorrection(data, 10)).toEqual([0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55]);
  });

  it('pads the data with 0xEC 0x11 after the terminator', () => {
    const { codewords } = encodeCodewords(new TextEncoder().encode('a'));
    // mode 0100, count 00000001, 'a' 01100001, terminator 0000: 0x40 0x16 0x10, then the pad codewords
    expect(codewords.slice(0, 6)).toEqual([0x40, 0x16, 0x10, 0xec, 0x11, 0xec]);
  });

  it('draws the three finder patterns and the timing lines', () => {
    const code = encodeQr(APTOS_ADDRESS);
    const last = code.size - 1;
    for (const [x, y] of [
      [0, 0],
      [last, 0],
      [0, last],
    ] as const) {
      expect(code.isDark(x, y)).toBe(true);
    }
    expect(code.isDark(7, 7)).toBe(false); // separator
    for (let i = 8; i < code.size - 8; i++) expect(code.isDark(i, 6)).toBe(i % 2 === 0);
  });

  it('writes one path square run per row of dark modules, nothing outside the symbol', () => {
    const code = encodeQr('a');
    const path = qrPath(code);
    const darkCount = Array.from({ length: code.size * code.size }, (_, i) =>
      code.isDark(i % code.size, Math.floor(i / code.size)),
    ).filter(Boolean).length;
    const covered = [...path.matchAll(/h(\d+)v1/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(covered).toBe(darkCount);
    expect(code.isDark(-1, 0)).toBe(false);
    expect(code.isDark(code.size, 0)).toBe(false);
  });
});
