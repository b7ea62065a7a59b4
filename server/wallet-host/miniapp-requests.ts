/** Mini-app requests the dev host knows: uploaded or opened, pending until approved or rejected on the dev endpoint. */
import { base64ToBytes, base64urlToBytes } from '#lib/wallet-connect/encoding/base64.ts';
import { decodePopupRequest, verifyPopupRequest } from '#lib/wallet-connect/popup-request.ts';
import type { SerializedWalletRequest } from '#lib/wallet-connect/serialize/requests.ts';
import { decodeWalletRequestBody } from '#lib/wallet-connect/serialize/url.ts';

/** One mini-app request and, once answered, its response bytes. */
export interface MiniAppRequest {
  readonly clientKeyB64url: string;
  readonly id: string;
  readonly provider: string;
  readonly body: SerializedWalletRequest;
  response?: Uint8Array;
}

/** In-memory store of mini-app requests keyed by client key and id. */
export class MiniAppRequests {
  readonly #byKey = new Map<string, MiniAppRequest>();

  /** Stores an uploaded request after checking its signature; returns false when it does not verify. */
  upload(
    clientKeyB64url: string,
    json: { body?: unknown; id?: unknown; signature?: unknown; timestamp?: unknown },
  ): boolean {
    const { body, id, signature, timestamp } = json;
    if (
      typeof body !== 'string' ||
      typeof id !== 'string' ||
      typeof signature !== 'string' ||
      typeof timestamp !== 'number'
    )
      return false;
    const request = {
      body: decodeWalletRequestBody(body),
      clientIdentityKey: base64urlToBytes(clientKeyB64url),
      id,
      signature: base64ToBytes(signature),
      timestamp,
    };
    if (!verifyPopupRequest(request)) return false;
    this.#byKey.set(`${clientKeyB64url}/${id}`, { clientKeyB64url, id, provider: 'google', body: request.body });
    return true;
  }

  /** Registers the request a start parameter `prompt_<provider><encoded>` carries (or points to, when deferred). */
  open(startParam: string): MiniAppRequest {
    const match = /^prompt_(google|apple)(.+)$/.exec(startParam);
    if (match === null) throw new Error('Not a prompt start parameter');
    const [, provider = 'google', encoded = ''] = match;
    const request = decodePopupRequest(encoded);
    const clientKeyB64url = Buffer.from(request.clientIdentityKey).toString('base64url');
    const key = `${clientKeyB64url}/${request.id}`;
    const uploaded = this.#byKey.get(key);
    const body = request.body ?? uploaded?.body;
    if (body === undefined) throw new Error('Unknown deferred request');
    if (!verifyPopupRequest({ ...request, body })) throw new Error('Invalid request signature');
    const entry: MiniAppRequest = {
      clientKeyB64url,
      id: request.id,
      provider,
      body,
      ...(uploaded?.response ? { response: uploaded.response } : {}),
    };
    this.#byKey.set(key, entry);
    return entry;
  }

  /** The request of a client by id. */
  get(clientKeyB64url: string, id: string): MiniAppRequest | undefined {
    return this.#byKey.get(`${clientKeyB64url}/${id}`);
  }

  /** Requests not answered yet. */
  pending(): MiniAppRequest[] {
    return [...this.#byKey.values()].filter((entry) => entry.response === undefined);
  }
}
