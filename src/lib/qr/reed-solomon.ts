/**
 * Reed-Solomon error correction over GF(2^8) with the QR field polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11D) and
 * generator roots alpha^0 .. alpha^(n-1), as ISO/IEC 18004 defines it.
 */

/** Product of two field elements (carry-less multiplication reduced by 0x11D). */
function multiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

/** Coefficients of the generator polynomial of `degree`, highest power first, the leading 1 left out. */
function generator(degree: number): number[] {
  const divisor = new Array<number>(degree).fill(0);
  divisor[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      divisor[j] = multiply(divisor[j]!, root);
      if (j + 1 < degree) divisor[j] = divisor[j]! ^ divisor[j + 1]!;
    }
    root = multiply(root, 0x02);
  }
  return divisor;
}

/** The `degree` error-correction codewords of `data`: the remainder of data x^degree divided by the generator. */
export function errorCorrection(data: readonly number[], degree: number): number[] {
  const divisor = generator(degree);
  const remainder = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ remainder.shift()!;
    remainder.push(0);
    for (let i = 0; i < degree; i++) remainder[i] = remainder[i]! ^ multiply(divisor[i]!, factor);
  }
  return remainder;
}
