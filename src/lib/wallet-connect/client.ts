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
  type SerializedWalletResponse,
  serializeWalletResponse,
  type WalletResponseValues,
} from './serialize/responses.ts';
import type { SignAndSubmitArgs, SignTransactionArgs } from './serialize/transaction-args.ts';
import { DISMISSED, type WalletTransport } from './transport/types.ts';

/** What the client needs: who the dapp is, how to reach the wallet, where to keep connected accounts. */
export interface WalletConnectClientConfig {
  readonly dappInfo: DappInfo;
  readonly transport: WalletTransport;
  readonly storage: KeyValueStorage;
}

/** Response layout version for a request (sign-in v1 requests get v1 answers). */
function responseVersion(request: SerializedWalletRequest): number | undefined {
  return request.name === 'signIn' && request.version === 1 ? 1 : undefined;
}

/** Answers one serialized request: locally for connection state, otherwise through the transport. */
async function sendWalletRequest(
  config: WalletConnectClientConfig,
  request: SerializedWalletRequest,
): Promise<SerializedWalletResponse> {
  if (!isWalletRequestName(request.name)) throw new WalletConnectError('unexpected_request');
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
    const value = deserializeWalletResponse('connect', response);
    if (value.status === 'approved' && value.args.pairing === undefined)
      addConnectedAccount(storage, value.args.account);
  } else if (request.name === 'signIn') {
    const value = deserializeWalletResponse('signIn', response, responseVersion(request));
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
  const response = await sendWalletRequest(config, request);
  try {
    return deserializeWalletResponse(name, response, responseVersion(request));
  } catch (cause) {
    throw new WalletConnectError('invalid_response', { cause });
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
