/**
 * Transaction authenticators, read with the SDK's own classes: flatten one into (address, account authenticator)
 * signers plus the message each must have signed, verify each signature with the key's verifier, and print the
 * node's JSON `signature` field.
 */
import {
  AccountAddress,
  AccountAuthenticator,
  AccountAuthenticatorEd25519,
  AccountAuthenticatorMultiEd25519,
  AccountAuthenticatorMultiKey,
  AccountAuthenticatorSingleKey,
  Ed25519PublicKey,
  MultiAgentTransaction,
  RawTransaction,
  Secp256k1PublicKey,
  SimpleTransaction,
  TransactionAuthenticator,
  TransactionAuthenticatorEd25519,
  TransactionAuthenticatorFeePayer,
  TransactionAuthenticatorMultiAgent,
  TransactionAuthenticatorMultiEd25519,
  TransactionAuthenticatorSingleSender,
  generateSigningMessageForTransaction,
} from '@aptos-labs/ts-sdk';

/** Who must have signed, with which authenticator, over which message(s) (any one may match). */
export interface Signer {
  /** Long-form address. */
  address: string;
  authenticator: AccountAuthenticator;
  /** Candidate signing messages; a fee-payer sender may also have signed with fee payer 0x0 (legacy form). */
  messages: Uint8Array[];
}

/** The signers of a transaction, or a reason it is malformed. */
export type SignerList =
  | { ok: true; signers: Signer[]; secondary: string[]; feePayer?: string }
  | { ok: false; reason: 'SECONDARY_KEYS_ADDRESSES_COUNT_MISMATCH' | 'SIGNERS_CONTAIN_DUPLICATES' };

const long = (a: AccountAddress) => a.toStringLong();

/** Flattens a transaction authenticator into its signers and their signing messages. */
export function signersOf(raw: RawTransaction, auth: TransactionAuthenticator): SignerList {
  const sender = long(raw.sender);
  if (auth instanceof TransactionAuthenticatorEd25519 || auth instanceof TransactionAuthenticatorMultiEd25519) {
    const acc =
      auth instanceof TransactionAuthenticatorEd25519
        ? new AccountAuthenticatorEd25519(auth.public_key, auth.signature)
        : new AccountAuthenticatorMultiEd25519(auth.public_key, auth.signature);
    return { ok: true, secondary: [], signers: [{ address: sender, authenticator: acc, messages: [simple(raw)] }] };
  }
  if (auth instanceof TransactionAuthenticatorSingleSender) {
    return {
      ok: true,
      secondary: [],
      signers: [{ address: sender, authenticator: auth.sender, messages: [simple(raw)] }],
    };
  }
  if (!(auth instanceof TransactionAuthenticatorMultiAgent || auth instanceof TransactionAuthenticatorFeePayer)) {
    throw new Error('Unsupported transaction authenticator');
  }
  if (auth.secondary_signer_addresses.length !== auth.secondary_signers.length) {
    return { ok: false, reason: 'SECONDARY_KEYS_ADDRESSES_COUNT_MISMATCH' };
  }
  const secondary = auth.secondary_signer_addresses.map(long);
  const feePayer = auth instanceof TransactionAuthenticatorFeePayer ? auth.fee_payer.address : undefined;
  const all = [sender, ...secondary, ...(feePayer ? [long(feePayer)] : [])];
  if (new Set(all).size !== all.length) return { ok: false, reason: 'SIGNERS_CONTAIN_DUPLICATES' };
  const message = generateSigningMessageForTransaction(
    new MultiAgentTransaction(raw, auth.secondary_signer_addresses, feePayer),
  );
  const senderMessages = feePayer
    ? [
        message,
        generateSigningMessageForTransaction(
          new MultiAgentTransaction(raw, auth.secondary_signer_addresses, AccountAddress.ZERO),
        ),
      ]
    : [message];
  const signers: Signer[] = [
    { address: sender, authenticator: auth.sender, messages: senderMessages },
    ...secondary.map((address, i) => ({ address, authenticator: auth.secondary_signers[i]!, messages: [message] })),
  ];
  if (auth instanceof TransactionAuthenticatorFeePayer) {
    signers.push({
      address: long(auth.fee_payer.address),
      authenticator: auth.fee_payer.authenticator,
      messages: [message],
    });
  }
  return { ok: true, signers, secondary, feePayer: feePayer ? long(feePayer) : undefined };
}

function simple(raw: RawTransaction): Uint8Array {
  return generateSigningMessageForTransaction(new SimpleTransaction(raw));
}

/** True when the signer's signature verifies over one of its candidate messages. */
export function signatureVerifies(signer: Signer): boolean {
  const a = signer.authenticator;
  return signer.messages.some((message) => {
    if (a instanceof AccountAuthenticatorEd25519) return a.public_key.verifyBytes({ message, signature: a.signature });
    if (a instanceof AccountAuthenticatorSingleKey) {
      const inner = a.public_key.publicKey;
      if (inner instanceof Ed25519PublicKey) return inner.verifyBytes({ message, signature: a.signature.signature });
      if (inner instanceof Secp256k1PublicKey)
        return inner.verifyBytes({ message, signature: a.signature.signature as never });
      return false; // keyless and other schemes need network key material this chain does not emulate
    }
    if (a instanceof AccountAuthenticatorMultiEd25519)
      return a.public_key.verifySignature({ message, signature: a.signature });
    if (a instanceof AccountAuthenticatorMultiKey)
      return a.public_keys.verifySignature({ message, signature: a.signatures });
    return false;
  });
}

/** The authentication key an authenticator's public key derives; undefined when it carries no key. */
export function authKeyOf(a: AccountAuthenticator): string | undefined {
  if (a instanceof AccountAuthenticatorEd25519 || a instanceof AccountAuthenticatorMultiEd25519)
    return a.public_key.authKey().toString();
  if (a instanceof AccountAuthenticatorSingleKey) return a.public_key.authKey().toString();
  if (a instanceof AccountAuthenticatorMultiKey) return a.public_keys.authKey().toString();
  return undefined;
}

/** The node's JSON for one account signature. */
function accountSignatureJson(a: AccountAuthenticator): Record<string, unknown> {
  if (a instanceof AccountAuthenticatorEd25519) {
    return { type: 'ed25519_signature', public_key: a.public_key.toString(), signature: a.signature.toString() };
  }
  if (a instanceof AccountAuthenticatorSingleKey) {
    const scheme = a.public_key.publicKey instanceof Ed25519PublicKey ? 'ed25519' : 'secp256k1_ecdsa';
    return {
      type: 'single_key_signature',
      public_key: { type: scheme, value: a.public_key.publicKey.toString() },
      signature: { type: scheme, value: a.signature.signature.toString() },
    };
  }
  return { type: 'unknown_signature', bcs: a.bcsToHex().toString() };
}

/** The node's JSON `signature` field of a user transaction. */
export function transactionSignatureJson(
  auth: TransactionAuthenticator,
  list: Extract<SignerList, { ok: true }>,
): Record<string, unknown> {
  const [sender, ...rest] = list.signers;
  if (auth instanceof TransactionAuthenticatorEd25519) return accountSignatureJson(sender!.authenticator);
  if (auth instanceof TransactionAuthenticatorSingleSender)
    return { type: 'single_sender', ...accountSignatureJson(sender!.authenticator) };
  const secondary = rest.slice(0, list.secondary.length);
  const base = {
    sender: accountSignatureJson(sender!.authenticator),
    secondary_signer_addresses: list.secondary.map((s) => AccountAddress.from(s).toString()),
    secondary_signers: secondary.map((s) => accountSignatureJson(s.authenticator)),
  };
  if (!list.feePayer) return { type: 'multi_agent_signature', ...base };
  const payer = rest[rest.length - 1]!;
  return {
    type: 'fee_payer_signature',
    ...base,
    fee_payer_address: AccountAddress.from(list.feePayer).toString(),
    fee_payer_signer: accountSignatureJson(payer.authenticator),
  };
}
