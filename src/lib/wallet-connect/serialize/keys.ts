/** BCS of public keys and signatures tagged with their signing scheme (uleb128 variant, then the key itself). */
import {
  AnyPublicKey,
  AnySignature,
  Deserializer,
  Ed25519PublicKey,
  Ed25519Signature,
  MultiEd25519PublicKey,
  MultiEd25519Signature,
  MultiKey,
  MultiKeySignature,
  type PublicKey,
  Serializer,
  type Signature,
} from '@aptos-labs/ts-sdk';

/** Signing-scheme variant numbers on the wire (the chain's SigningScheme values). */
export const SIGNING_SCHEME = { ed25519: 0, multiEd25519: 1, singleKey: 2, multiKey: 3 } as const;

/** Writes the scheme variant then the public key; throws 'Unexpected public key type' for anything else. */
export function serializePublicKey(serializer: Serializer, key: PublicKey): void {
  if (key instanceof Ed25519PublicKey) serializer.serializeU32AsUleb128(SIGNING_SCHEME.ed25519);
  else if (key instanceof MultiEd25519PublicKey) serializer.serializeU32AsUleb128(SIGNING_SCHEME.multiEd25519);
  else if (key instanceof AnyPublicKey) serializer.serializeU32AsUleb128(SIGNING_SCHEME.singleKey);
  else if (key instanceof MultiKey) serializer.serializeU32AsUleb128(SIGNING_SCHEME.multiKey);
  else throw new Error('Unexpected public key type');
  serializer.serialize(key);
}

/** Reads a scheme-tagged public key; throws 'Unknown signing scheme: <n>' for an unknown variant. */
export function deserializePublicKey(deserializer: Deserializer): PublicKey {
  const scheme = deserializer.deserializeUleb128AsU32();
  switch (scheme) {
    case SIGNING_SCHEME.ed25519:
      return deserializer.deserialize(Ed25519PublicKey);
    case SIGNING_SCHEME.multiEd25519:
      return deserializer.deserialize(MultiEd25519PublicKey);
    case SIGNING_SCHEME.singleKey:
      return deserializer.deserialize(AnyPublicKey);
    case SIGNING_SCHEME.multiKey:
      return deserializer.deserialize(MultiKey);
    default:
      throw new Error(`Unknown signing scheme: ${scheme}`);
  }
}

/** Writes the scheme variant then the signature; throws 'Unexpected signature type' for anything else. */
export function serializeSignature(serializer: Serializer, signature: Signature): void {
  if (signature instanceof Ed25519Signature) serializer.serializeU32AsUleb128(SIGNING_SCHEME.ed25519);
  else if (signature instanceof MultiEd25519Signature) serializer.serializeU32AsUleb128(SIGNING_SCHEME.multiEd25519);
  else if (signature instanceof AnySignature) serializer.serializeU32AsUleb128(SIGNING_SCHEME.singleKey);
  else if (signature instanceof MultiKeySignature) serializer.serializeU32AsUleb128(SIGNING_SCHEME.multiKey);
  else throw new Error('Unexpected signature type');
  serializer.serialize(signature);
}

/** Reads a scheme-tagged signature; throws 'Unknown signing scheme: <n>' for an unknown variant. */
export function deserializeSignature(deserializer: Deserializer): Signature {
  const scheme = deserializer.deserializeUleb128AsU32();
  switch (scheme) {
    case SIGNING_SCHEME.ed25519:
      return deserializer.deserialize(Ed25519Signature);
    case SIGNING_SCHEME.multiEd25519:
      return deserializer.deserialize(MultiEd25519Signature);
    case SIGNING_SCHEME.singleKey:
      return deserializer.deserialize(AnySignature);
    case SIGNING_SCHEME.multiKey:
      return deserializer.deserialize(MultiKeySignature);
    default:
      throw new Error(`Unknown signing scheme: ${scheme}`);
  }
}
