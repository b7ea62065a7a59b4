/**
 * The Aptos account of a Solana key under the chain's x-chain derivable-account scheme, as Aptos's derived-wallet
 * packages compute it (@aptos-labs/derived-wallet-base computeDerivableAuthenticationKey): the authentication key is
 * SHA3-256( BCS(function module address) || BCS(str module) || BCS(str function)
 *           || BCS(bytes(BCS(str identity) || BCS(str domain))) || [5] ),
 * with identity = the Solana public key in base58 and domain = the dapp's host (host[:port]). The address is that
 * key. The domain is part of it: the same Solana key has another Aptos account on another site.
 */
import { sha3_256 } from '@noble/hashes/sha3.js';
import { bytesToBase58 } from './base58.ts';

/** The authentication function of Solana derived accounts on the chain. */
export const SOLANA_AUTHENTICATION_FUNCTION = '0x1::solana_derivable_account::authenticate';
/** The scheme byte that ends the preimage of a derivable account's authentication key. */
const DERIVABLE_ADDRESS_DOMAIN_SEPARATOR = 5;

const utf8 = (text: string) => new TextEncoder().encode(text);

function uleb128(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  do {
    const byte = rest & 0x7f;
    rest >>>= 7;
    out.push(rest > 0 ? byte | 0x80 : byte);
  } while (rest > 0);
  return out;
}

/** BCS of a byte vector (also of a string, over its UTF-8 bytes): uleb128 length then the bytes. */
function bcsBytes(bytes: Uint8Array): number[] {
  return [...uleb128(bytes.length), ...bytes];
}

/** The 32 bytes of a short or long 0x address (0x1 -> 31 zero bytes then 1). */
function addressBytes(address: string): number[] {
  const hex = address.replace(/^0x/, '').padStart(64, '0');
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error(`Invalid address ${address}`);
  return Array.from({ length: 32 }, (_, i) => parseInt(hex.slice(2 * i, 2 * i + 2), 16));
}

/** The derivable account's authentication key (= address) for an identity string on a domain. */
export function derivableAuthenticationKey(functionInfo: string, identity: string, domain: string): Uint8Array {
  const [moduleAddress, moduleName, functionName] = functionInfo.split('::');
  if (moduleAddress === undefined || moduleName === undefined || functionName === undefined)
    throw new Error(`Invalid authentication function ${functionInfo}`);
  const abstractPublicKey = Uint8Array.from([...bcsBytes(utf8(identity)), ...bcsBytes(utf8(domain))]);
  return sha3_256(
    Uint8Array.from([
      ...addressBytes(moduleAddress),
      ...bcsBytes(utf8(moduleName)),
      ...bcsBytes(utf8(functionName)),
      ...bcsBytes(abstractPublicKey),
      DERIVABLE_ADDRESS_DOMAIN_SEPARATOR,
    ]),
  );
}

/** The Aptos address (0x + 64 hex) derived for a 32-byte Solana public key on `domain` (the dapp's host). */
export function solanaDerivedAddress(solanaPublicKey: Uint8Array, domain: string): string {
  if (solanaPublicKey.length !== 32) throw new Error('A Solana public key has 32 bytes');
  const key = derivableAuthenticationKey(SOLANA_AUTHENTICATION_FUNCTION, bytesToBase58(solanaPublicKey), domain);
  return `0x${Array.from(key, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
