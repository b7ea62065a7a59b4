/** The one interface every wallet transport implements, and the prompt messages of the popup protocol. */
import type { SerializedWalletRequest } from '#lib/wallet-connect/serialize/requests.ts';
import type { SerializedWalletResponse } from '#lib/wallet-connect/serialize/responses.ts';

/** The user closed the prompt without answering. */
export const DISMISSED = 'dismissed' as const;

/** What a transport resolves with: the wallet's response bytes, or the dismissal. */
export type TransportResponse = SerializedWalletResponse | typeof DISMISSED;

/** Carries one serialized request to the wallet and brings back its answer. */
export interface WalletTransport {
  request(request: SerializedWalletRequest): Promise<TransportResponse>;
}

/** Message types of the prompt protocol (the `__messageType` field). */
export const PROMPT_MESSAGE = {
  connectionRequest: 'PromptConnectionRequest',
  connectionResponse: 'PromptConnectionResponse',
  approvalResponse: 'PromptApprovalResponse',
  unauthorizedError: 'PromptUnauthorizedError',
} as const;

/** Wallet social-login providers. */
export type WalletProvider = 'google' | 'apple';

/** True when `data` is a prompt message of the given type. */
export function isPromptMessage(data: unknown, type: (typeof PROMPT_MESSAGE)[keyof typeof PROMPT_MESSAGE]): boolean {
  return typeof data === 'object' && data !== null && (data as { __messageType?: unknown }).__messageType === type;
}
