/** WalletConnectClient: the dapp-side API; local requests answered from storage, the rest through a transport. */
import type { KeyValueStorage } from '#lib/storage/keys.ts';
import { addConnectedAccount, loadConnectedAccounts, removeConnectedAccount } from './account-state.ts';
import { WalletConnectError } from './errors.ts';
import type { AccountInfo, DappInfo } from './serialize/accounts.ts';
import type { ConnectArgs, SignInArgs, SignMessageArgs } from './serialize/request-args.ts';
import {
  currentVersion,
  deserializeWalletRequest,
  isWalletRequestName,
  type SerializedWalletRequest,
  serializeWalletRequest,
  type WalletRequestArgs,
  type WalletRequestName,
} from './serialize/requests.ts';
import {
  DISMISSED_RESPONSE,
  deserializeWalletResponse,
  responseVersionFor,
  type SerializedWalletResponse,
  serializeWalletResponse,
  type WalletResponseValues,
} from './serialize/responses.ts';
import { registerKeylessDecoders } from './serialize/keyless.ts';
import type { SignAndSubmitArgs, SignTransactionArgs } from './serialize/transaction-args.ts';
import {
  SIGNING_REQUEST_STATUS,
  signingRequestType,
  type SigningRequestStatus,
  type SigningRequestUpdate,
} from './signing-request.ts';
import { DISMISSED, type WalletTransport } from './transport/types.ts';

/** What the client needs: who the dapp is, how to reach the wallet, where to keep connected accounts. */
export interface WalletConnectClientConfig {
  readonly dappInfo: DappInfo;
  readonly transport: WalletTransport;
  readonly storage: KeyValueStorage;
  /** Told when a signing request (message, transaction) is sent and when it settles. */
  readonly onSigningRequest?: (update: SigningRequestUpdate) => void;
}

let nextSigningRequestId = 1;

/** Decodes an answer; bytes that do not decode are the client's invalid_response, never a raw SDK error. */
function decodeAnswer<N extends WalletRequestName>(
  name: N,
  response: SerializedWalletResponse,
  requestVersion: number,
): WalletResponseValues[N] {
  try {
    return deserializeWalletResponse(name, response, responseVersionFor(name, requestVersion));
  } catch (cause) {
    throw new WalletConnectError('invalid_response', { cause });
  }
}

/** The final status of a signing request from how its call ended. */
function settledStatus(outcome: { status: string } | unknown): SigningRequestStatus {
  if (outcome instanceof WalletConnectError)
    return outcome.code === 'invalid_response' ? SIGNING_REQUEST_STATUS.invalid : SIGNING_REQUEST_STATUS.cancelled;
  if (outcome instanceof Error) return SIGNING_REQUEST_STATUS.cancelled;
  return (outcome as { status?: string }).status === 'approved'
    ? SIGNING_REQUEST_STATUS.approved
    : SIGNING_REQUEST_STATUS.rejected;
}

/** Answers one serialized request: locally for connection state, otherwise through the transport. */
async function sendWalletRequest(
  config: WalletConnectClientConfig,
  request: SerializedWalletRequest,
): Promise<SerializedWalletResponse> {
  if (!isWalletRequestName(request.name)) throw new WalletConnectError('unexpected_request');
  // every answer below may hold a keyless key or signature (Google/Apple accounts), stored ones included
  await registerKeylessDecoders();
  const { storage } = config;
  switch (request.name) {
    case 'isConnected':
      return serializeWalletResponse('isConnected', loadConnectedAccounts(storage).length > 0);
    case 'getConnectedAccounts':
      return serializeWalletResponse('getConnectedAccounts', loadConnectedAccounts(storage));
    case 'disconnect': {
      const [first] = loadConnectedAccounts(storage);
      if (first !== undefined) removeConnectedAccount(storage, first.address);
      return serializeWalletResponse('disconnect', {});
    }
    default:
      break;
  }
  const answer = await config.transport.request(request);
  const response = answer === DISMISSED ? DISMISSED_RESPONSE : answer;
  if (request.name === 'connect') {
    const value = decodeAnswer('connect', response, request.version);
    if (value.status === 'approved' && value.args.pairing === undefined)
      addConnectedAccount(storage, value.args.account);
  } else if (request.name === 'signIn') {
    const value = decodeAnswer('signIn', response, request.version);
    if (value.status === 'approved') addConnectedAccount(storage, value.args.account);
  }
  return response;
}

/** Serializes a typed request at the current version, sends it, and decodes the answer. */
async function callWallet<N extends WalletRequestName>(
  config: WalletConnectClientConfig,
  name: N,
  args: WalletRequestArgs[N],
): Promise<WalletResponseValues[N]> {
  const request = serializeWalletRequest({
    name,
    version: currentVersion(name),
    dappInfo: config.dappInfo,
    args,
  } as Parameters<typeof serializeWalletRequest>[0]);
  const type = signingRequestType(name);
  const report = config.onSigningRequest;
  if (type === undefined || report === undefined)
    return decodeAnswer(name, await sendWalletRequest(config, request), request.version);
  const id = nextSigningRequestId++;
  report({ id, type, status: SIGNING_REQUEST_STATUS.pending });
  try {
    const value = decodeAnswer(name, await sendWalletRequest(config, request), request.version);
    report({ id, type, status: settledStatus(value) });
    return value;
  } catch (error) {
    report({ id, type, status: settledStatus(error) });
    throw error;
  }
}

/** The dapp-side wallet-connection client (thin class over sendWalletRequest / callWallet). */
export class WalletConnectClient {
  readonly #config: WalletConnectClientConfig;
  constructor(config: WalletConnectClientConfig) {
    this.#config = config;
  }
  /** Asks the wallet to connect an account; approved without pairing, it is remembered. */
  connect(args: ConnectArgs = {}) {
    return callWallet(this.#config, 'connect', args);
  }
  /** Forgets the first connected account; answered locally. */
  disconnect() {
    return callWallet(this.#config, 'disconnect', undefined);
  }
  /** Asks the wallet to sign in; approved, the account is remembered. */
  signIn(args: SignInArgs) {
    return callWallet(this.#config, 'signIn', args);
  }
  /** The remembered accounts; answered locally. */
  getConnectedAccounts(): Promise<readonly AccountInfo[]> {
    return callWallet(this.#config, 'getConnectedAccounts', undefined);
  }
  /** True when an account is remembered; answered locally. */
  isConnected(): Promise<boolean> {
    return callWallet(this.#config, 'isConnected', undefined);
  }
  /** Asks the wallet to sign and submit a transaction. */
  signAndSubmitTransaction(args: SignAndSubmitArgs) {
    return callWallet(this.#config, 'signAndSubmitTransaction', args);
  }
  /** Asks the wallet to sign a message. */
  signMessage(args: SignMessageArgs) {
    return callWallet(this.#config, 'signMessage', args);
  }
  /** Asks the wallet to sign a transaction without submitting it. */
  signTransaction(args: SignTransactionArgs) {
    return callWallet(this.#config, 'signTransaction', args);
  }
  /** Sends an already serialized request (as the reference transport's sendRequest); validates it decodes first. */
  sendRequest(request: SerializedWalletRequest): Promise<SerializedWalletResponse> {
    deserializeWalletRequest(request);
    return sendWalletRequest(this.#config, request);
  }
}
