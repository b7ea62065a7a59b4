/** The in-memory transport pair: a dapp side that queues requests and a wallet side that answers them (tests only). */
import type { SerializedWalletRequest } from '#lib/wallet-connect/serialize/requests.ts';
import type { SerializedWalletResponse } from '#lib/wallet-connect/serialize/responses.ts';
import { DISMISSED, type TransportResponse, type WalletTransport } from './types.ts';

/** One request waiting on the wallet side. */
export interface PendingMemoryRequest {
  readonly request: SerializedWalletRequest;
  approve(response: SerializedWalletResponse): void;
  dismiss(): void;
  fail(error: Error): void;
}

/** The wallet side of the pair. */
export interface MemoryWalletSide {
  /** Resolves with the next request the dapp sends (already sent ones first). */
  nextRequest(): Promise<PendingMemoryRequest>;
}

/** Creates a connected dapp transport and wallet side. */
export function createMemoryTransportPair(): { dapp: WalletTransport; wallet: MemoryWalletSide } {
  const queued: PendingMemoryRequest[] = [];
  const waiting: ((pending: PendingMemoryRequest) => void)[] = [];
  const dapp: WalletTransport = {
    request: (request) =>
      new Promise<TransportResponse>((resolve, reject) => {
        const pending: PendingMemoryRequest = {
          request,
          approve: (response) => resolve(response),
          dismiss: () => resolve(DISMISSED),
          fail: reject,
        };
        const waiter = waiting.shift();
        if (waiter) waiter(pending);
        else queued.push(pending);
      }),
  };
  const wallet: MemoryWalletSide = {
    nextRequest: () => {
      const next = queued.shift();
      return next ? Promise.resolve(next) : new Promise((resolve) => waiting.push(resolve));
    },
  };
  return { dapp, wallet };
}
