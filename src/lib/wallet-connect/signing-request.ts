/** Signing requests of SPEC 3/4: their types and statuses, and how a wallet call's outcome maps onto a status. */
import type { WalletRequestName } from './serialize/requests.ts';

/** The three kinds of request a wallet signs. */
export const SIGNING_REQUEST_TYPE = {
  signAndSubmitTransaction: 'SIGN_AND_SUBMIT_TRANSACTION',
  signMessage: 'SIGN_MESSAGE',
  signTransaction: 'SIGN_TRANSACTION',
} as const;

/** A signing request type. */
export type SigningRequestType = (typeof SIGNING_REQUEST_TYPE)[keyof typeof SIGNING_REQUEST_TYPE];

/** Where a signing request stands. */
export const SIGNING_REQUEST_STATUS = {
  /** Sent; the wallet has not answered yet. */
  pending: 'PENDING',
  /** The user approved; the answer carries the wallet's values. */
  approved: 'APPROVED',
  /** The user refused (closed or rejected the prompt). */
  rejected: 'REJECTED',
  /** The request never reached an answer: the prompt was blocked, timed out or refused the dapp. */
  cancelled: 'CANCELLED',
  /** The wallet answered with bytes that do not decode as the answer to this request. */
  invalid: 'INVALID',
} as const;

/** A signing request status. */
export type SigningRequestStatus = (typeof SIGNING_REQUEST_STATUS)[keyof typeof SIGNING_REQUEST_STATUS];

/** A status change of one signing request, as the client reports it. */
export interface SigningRequestUpdate {
  readonly id: number;
  readonly type: SigningRequestType;
  readonly status: SigningRequestStatus;
}

/** The signing type of a request name, or undefined for requests the wallet does not sign (connect, ...). */
export function signingRequestType(name: WalletRequestName): SigningRequestType | undefined {
  return Object.hasOwn(SIGNING_REQUEST_TYPE, name)
    ? SIGNING_REQUEST_TYPE[name as keyof typeof SIGNING_REQUEST_TYPE]
    : undefined;
}
