/** Version-aware BCS of the connect, sign-in and sign-message request arguments. */
import { AccountAddress, Deserializer, Ed25519PrivateKey, Serializer } from '@aptos-labs/ts-sdk';
import { assertWalletNetwork, type WalletNetwork } from './network.ts';

/** A claim the wallet should redeem on connect (v4). */
export interface ClaimOptions {
  readonly secretKey: Ed25519PrivateKey;
  readonly network: WalletNetwork;
  readonly asset?: string;
}

/** Connect arguments; v1 carries none, v2 the dapp id and key, v3 adds the preferred wallet, v4 the claim. */
export interface ConnectArgs {
  readonly dappId?: string;
  readonly dappEd25519PublicKeyB64?: string;
  readonly preferredWalletName?: string;
  readonly claimOptions?: ClaimOptions;
}

/** Sign-in input of the wallet standard (domain, nonce, statement, ...), carried as JSON. */
export type SignInInput = Readonly<Record<string, unknown>> & { readonly nonce: string };

/** Sign-in arguments: the standard input plus the network. */
export interface SignInArgs {
  readonly input: SignInInput;
  readonly network: WalletNetwork;
}

/** Sign-message arguments; the signer address exists from v2 on. */
export interface SignMessageArgs {
  readonly signerAddress?: AccountAddress;
  readonly chainId: number;
  readonly nonce: Uint8Array;
  readonly message: Uint8Array;
}

/** Writes connect args in the layout of `version`. */
export function serializeConnectArgs(serializer: Serializer, args: ConnectArgs, version: number): void {
  if (version === 1) return;
  serializer.serializeOption(args.dappId);
  serializer.serializeOption(args.dappEd25519PublicKeyB64);
  if (version >= 3) serializer.serializeOption(args.preferredWalletName);
  if (version < 4) return;
  serializer.serializeBool(args.claimOptions !== undefined);
  if (args.claimOptions === undefined) return;
  assertWalletNetwork(args.claimOptions.network);
  serializer.serialize(args.claimOptions.secretKey);
  serializer.serializeStr(args.claimOptions.network);
  serializer.serializeOption(args.claimOptions.asset);
}

/** Reads connect args in the layout of `version`. */
export function deserializeConnectArgs(deserializer: Deserializer, version: number): ConnectArgs {
  if (version === 1) return {};
  const dappId = deserializer.deserializeOption('string');
  const dappEd25519PublicKeyB64 = deserializer.deserializeOption('string');
  const preferredWalletName = version >= 3 ? deserializer.deserializeOption('string') : undefined;
  const hasClaim = version >= 4 && deserializer.deserializeBool();
  const args = { dappId, dappEd25519PublicKeyB64, preferredWalletName };
  if (!hasClaim) return dropUndefined(args);
  const secretKey = deserializer.deserialize(Ed25519PrivateKey);
  const network = deserializer.deserializeStr();
  const asset = deserializer.deserializeOption('string');
  assertWalletNetwork(network);
  return dropUndefined({ ...args, claimOptions: dropUndefined({ secretKey, network, asset }) });
}

/** JSON of the input with the network appended, then str network (the peer's layout). */
export function serializeSignInArgs(serializer: Serializer, args: SignInArgs): void {
  assertWalletNetwork(args.network, 'SignInRequest.serializeArgs');
  serializer.serializeStr(JSON.stringify({ ...args.input, network: args.network }));
  serializer.serializeStr(args.network);
}

/** Reads sign-in args; the trailing network string is authoritative. */
export function deserializeSignInArgs(deserializer: Deserializer): SignInArgs {
  const { network: _inJson, ...input } = JSON.parse(deserializer.deserializeStr()) as Record<string, unknown>;
  const network = deserializer.deserializeStr();
  assertWalletNetwork(network, 'SignInRequest.deserializeArgs');
  return { input: input as SignInInput, network };
}

/** Writes sign-message args in the layout of `version`. */
export function serializeSignMessageArgs(serializer: Serializer, args: SignMessageArgs, version: number): void {
  if (version >= 2) serializeOptionalAddress(serializer, args.signerAddress);
  serializer.serializeU8(args.chainId);
  serializer.serializeBytes(args.nonce);
  serializer.serializeBytes(args.message);
}

/** Reads sign-message args in the layout of `version`. */
export function deserializeSignMessageArgs(deserializer: Deserializer, version: number): SignMessageArgs {
  const signerAddress = version >= 2 ? deserializeOptionalAddress(deserializer) : undefined;
  const chainId = deserializer.deserializeU8();
  const nonce = deserializer.deserializeBytes();
  const message = deserializer.deserializeBytes();
  return dropUndefined({ signerAddress, chainId, nonce, message });
}

/** bool present, then the address when present. */
export function serializeOptionalAddress(serializer: Serializer, address: AccountAddress | undefined): void {
  serializer.serializeBool(address !== undefined);
  if (address !== undefined) serializer.serialize(address);
}

/** Reads bool present and the address when present. */
export function deserializeOptionalAddress(deserializer: Deserializer): AccountAddress | undefined {
  return deserializer.deserializeBool() ? deserializer.deserialize(AccountAddress) : undefined;
}

/** A copy without undefined-valued keys, so decoded values compare equal to what was encoded. */
export function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
