/** Ed25519 -> X25519 key conversion (the birational map ed2curve uses), on bigint field arithmetic. */
import nacl from 'tweetnacl';

const P = 2n ** 255n - 19n;
const D = mod(-121665n * invert(121666n));

function mod(value: bigint): bigint {
  const r = value % P;
  return r >= 0n ? r : r + P;
}

function pow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = mod(base);
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
  }
  return result;
}

function invert(value: bigint): bigint {
  return pow(value, P - 2n); // inverse of 0 is 0, as in tweetnacl's inv25519
}

function fromLittleEndian(bytes: Uint8Array): bigint {
  let value = 0n;
  for (let i = bytes.length - 1; i >= 0; i -= 1) value = (value << 8n) | BigInt(bytes[i] ?? 0);
  return value;
}

function toLittleEndian(value: bigint): Uint8Array {
  const out = new Uint8Array(32);
  let v = value;
  for (let i = 0; i < 32; i += 1) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return out;
}

/** The X25519 public key of an Ed25519 public key, or null when the bytes are not a point on the curve. */
export function ed25519PublicKeyToX25519(publicKey: Uint8Array): Uint8Array | null {
  const y = mod(fromLittleEndian(publicKey.slice(0, 32)) & ((1n << 255n) - 1n));
  const y2 = (y * y) % P;
  // x^2 = (y^2 - 1) / (d y^2 + 1) must be a square (Euler's criterion) for the point to exist.
  const x2 = mod((y2 - 1n) * invert(mod(D * y2 + 1n)));
  const legendre = pow(x2, (P - 1n) / 2n);
  if (legendre !== 0n && legendre !== 1n) return null;
  return toLittleEndian(mod((1n + y) * invert(mod(1n - y))));
}

/** The X25519 secret key of an Ed25519 secret key (SHA-512 of the seed, clamped). */
export function ed25519SecretKeyToX25519(secretKey: Uint8Array): Uint8Array {
  const hashed = nacl.hash(secretKey.slice(0, 32)).slice(0, 32);
  hashed[0] = (hashed[0] ?? 0) & 248;
  hashed[31] = ((hashed[31] ?? 0) & 127) | 64;
  return hashed;
}
