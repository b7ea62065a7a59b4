/** Builds the dev wallet's approval for a decoded request, signing with the provider's dev account. */
import {
  AccountAddress,
  ChainId,
  type Ed25519Account,
  MultiAgentTransaction,
  RawTransaction,
  SignedTransaction,
  SimpleTransaction,
  TransactionAuthenticatorEd25519,
  type TransactionPayload,
} from '@aptos-labs/ts-sdk';
import { isBcsPayload } from '#lib/wallet-connect/serialize/payload.ts';
import type { WalletRequest, WalletRequestOf } from '#lib/wallet-connect/serialize/requests.ts';
import {
  responseVersionFor,
  type SerializedWalletResponse,
  serializeWalletResponse,
} from '#lib/wallet-connect/serialize/responses.ts';

/** Where a signed transaction can be submitted (the local node); without it sign-and-submit cannot be approved. */
export interface ChainAccess {
  readonly nodeUrl?: string;
}

const CHAIN_IDS: Record<string, number> = { mainnet: 1, testnet: 2 };
const DEFAULT_MAX_GAS = 200_000;
const DEFAULT_GAS_PRICE = 100;
const DEFAULT_EXPIRY_SECONDS = 20;

/** The account info a connect or sign-in approval carries. */
function accountInfo(account: Ed25519Account, provider: string) {
  return { address: account.accountAddress, publicKey: account.publicKey, name: `Dev ${provider} account` };
}

async function chainState(access: ChainAccess, address: AccountAddress, network: string | undefined) {
  if (access.nodeUrl === undefined) return { chainId: CHAIN_IDS[network ?? ''] ?? 4, sequenceNumber: 0n };
  const [ledger, accountResponse] = await Promise.all([
    fetch(`${access.nodeUrl}/`).then((r) => r.json() as Promise<{ chain_id: number }>),
    fetch(`${access.nodeUrl}/accounts/${address.toString()}`),
  ]);
  const sequenceNumber = accountResponse.ok
    ? BigInt(((await accountResponse.json()) as { sequence_number: string }).sequence_number)
    : 0n;
  return { chainId: ledger.chain_id, sequenceNumber };
}

async function rawTransaction(
  access: ChainAccess,
  sender: AccountAddress,
  args: {
    network?: string;
    payload: unknown;
    maxGasAmount?: number;
    gasUnitPrice?: number;
    expirationTimestamp?: number;
    expirationSecondsFromNow?: number;
  },
): Promise<RawTransaction> {
  if (!isBcsPayload(args.payload as never))
    throw new Error('The dev wallet signs chain payloads only (loose payload input needs the ABI)');
  const { chainId, sequenceNumber } = await chainState(access, sender, args.network);
  const expiry =
    args.expirationTimestamp ??
    Math.floor(Date.now() / 1000) + (args.expirationSecondsFromNow ?? DEFAULT_EXPIRY_SECONDS);
  return new RawTransaction(
    sender,
    sequenceNumber,
    args.payload as TransactionPayload,
    BigInt(args.maxGasAmount ?? DEFAULT_MAX_GAS),
    BigInt(args.gasUnitPrice ?? DEFAULT_GAS_PRICE),
    BigInt(expiry),
    new ChainId(chainId),
  );
}

async function signTransaction(
  account: Ed25519Account,
  request: WalletRequestOf<'signTransaction'>,
  access: ChainAccess,
) {
  const { args } = request;
  const raw = await rawTransaction(access, args.sender?.address ?? account.accountAddress, args);
  const feePayer = args.feePayer?.address;
  const secondary = (args.secondarySigners ?? []).map((signer) => signer.address);
  const transaction =
    secondary.length > 0 ? new MultiAgentTransaction(raw, secondary, feePayer) : new SimpleTransaction(raw, feePayer);
  const authenticator = account.signTransactionWithAuthenticator(transaction);
  return serializeWalletResponse('signTransaction', {
    status: 'approved',
    args: { authenticator, rawTransaction: raw },
  });
}

async function signAndSubmit(
  account: Ed25519Account,
  request: WalletRequestOf<'signAndSubmitTransaction'>,
  access: ChainAccess,
) {
  if (access.nodeUrl === undefined)
    throw new Error('The dev wallet host was started without a node URL: cannot submit');
  if (request.args.feePayer !== undefined) throw new Error('The dev wallet does not submit fee-payer transactions');
  const raw = await rawTransaction(access, account.accountAddress, request.args);
  const signature = account.signTransaction(new SimpleTransaction(raw));
  const signed = new SignedTransaction(raw, new TransactionAuthenticatorEd25519(account.publicKey, signature));
  const response = await fetch(`${access.nodeUrl}/transactions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x.aptos.signed_transaction+bcs' },
    body: new Uint8Array(signed.bcsToBytes()),
  });
  if (!response.ok) throw new Error(`Node rejected the transaction: ${response.status} ${await response.text()}`);
  const { hash } = (await response.json()) as { hash: string };
  return serializeWalletResponse('signAndSubmitTransaction', { status: 'approved', args: { txnHash: hash } });
}

/** The Aptos wallet-standard full message: APTOS, then the message and nonce lines. */
function fullSignMessage(message: Uint8Array, nonce: Uint8Array): string {
  const text = new TextDecoder();
  return `APTOS\nmessage: ${text.decode(message)}\nnonce: ${text.decode(nonce)}`;
}

/** The approval of `request` by the provider's dev account. */
export async function approveRequest(
  request: WalletRequest,
  account: Ed25519Account,
  provider: string,
  access: ChainAccess,
): Promise<SerializedWalletResponse> {
  switch (request.name) {
    case 'connect':
      return serializeWalletResponse('connect', {
        status: 'approved',
        args: { account: accountInfo(account, provider) },
      });
    case 'signIn': {
      const { input } = request.args;
      const plainText = `${request.dappInfo.domain} wants you to sign in with your Aptos account:\n${account.accountAddress.toString()}\n\nNonce: ${input.nonce}`;
      const signingMessage = new TextEncoder().encode(plainText);
      const signature = account.sign(signingMessage);
      const args = {
        account: accountInfo(account, provider),
        input,
        plainText,
        signature,
        signingMessage,
        type: 'ed25519',
      };
      // v1 requests are answered in the v1 layout; v2 and v3 (what today's wallets write) in the v2 layout
      return serializeWalletResponse(
        'signIn',
        { status: 'approved', args },
        responseVersionFor('signIn', request.version),
      );
    }
    case 'signMessage': {
      const fullMessage = fullSignMessage(request.args.message, request.args.nonce);
      const signature = account.sign(new TextEncoder().encode(fullMessage));
      return serializeWalletResponse('signMessage', { status: 'approved', args: { fullMessage, signature } });
    }
    case 'signTransaction':
      return signTransaction(account, request, access);
    case 'signAndSubmitTransaction':
      return signAndSubmit(account, request, access);
    default:
      throw new Error(`The ${request.name} request is answered by the dapp, not the wallet`);
  }
}
