/** Text encodings of a serialized request: the URL form (BCS, base64) and the JSON body form (base64 of JSON). */
import { Deserializer, Serializer } from '@aptos-labs/ts-sdk';
import { base64ToBytes, bytesToBase64, utf8 } from '#lib/wallet-connect/encoding/base64.ts';
import type { SerializedWalletRequest } from './requests.ts';

/** Standard base64 of BCS(str name, bytes data, str version). */
export function urlEncodeWalletRequest(request: SerializedWalletRequest): string {
  const serializer = new Serializer();
  serializer.serializeStr(request.name);
  serializer.serializeBytes(request.data);
  serializer.serializeStr(String(request.version));
  return bytesToBase64(serializer.toUint8Array());
}

/** Inverse of urlEncodeWalletRequest; a request encoded without its version decodes as version 1. */
export function urlDecodeWalletRequest(encoded: string): SerializedWalletRequest {
  const deserializer = new Deserializer(base64ToBytes(encoded));
  const name = deserializer.deserializeStr();
  const data = deserializer.deserializeBytes();
  const version = deserializer.remaining() > 0 ? Number(deserializer.deserializeStr()) : 1;
  return { name, version, data };
}

/** Standard base64 of UTF-8 JSON {"data":<base64>,"name":..,"version":..} (keys in this order, as the peer). */
export function encodeWalletRequestBody(request: SerializedWalletRequest): string {
  const json = JSON.stringify({ data: bytesToBase64(request.data), name: request.name, version: request.version });
  return bytesToBase64(utf8(json));
}

/** Inverse of encodeWalletRequestBody; throws on a body that is not the expected JSON shape. */
export function decodeWalletRequestBody(encoded: string): SerializedWalletRequest {
  const parsed = JSON.parse(new TextDecoder().decode(base64ToBytes(encoded))) as Record<string, unknown>;
  const { data, name, version } = parsed;
  if (typeof data !== 'string' || typeof name !== 'string' || typeof version !== 'number') {
    throw new Error('Invalid wallet request body');
  }
  return { name, version, data: base64ToBytes(data) };
}
