/**
 * Aptos node API errors: the JSON body {message, error_code, vm_error_code} and its HTTP status, as the real
 * fullnode returns them. Validation failures carry the Move VM's StatusCode number in vm_error_code.
 */

/** The node's error_code values this emulation emits. */
export type NodeErrorCode =
  | 'account_not_found'
  | 'resource_not_found'
  | 'module_not_found'
  | 'transaction_not_found'
  | 'invalid_input'
  | 'vm_error'
  | 'web_framework_error'
  | 'internal_error';

/** Move VM validation status codes (aptos-core move-core-types vm_status.rs StatusCode). */
export const VM_STATUS = {
  INVALID_SIGNATURE: 1,
  INVALID_AUTH_KEY: 2,
  SEQUENCE_NUMBER_TOO_OLD: 3,
  SEQUENCE_NUMBER_TOO_NEW: 4,
  INSUFFICIENT_BALANCE_FOR_TRANSACTION_FEE: 5,
  TRANSACTION_EXPIRED: 6,
  MAX_GAS_UNITS_EXCEEDS_MAX_GAS_UNITS_BOUND: 13,
  MAX_GAS_UNITS_BELOW_MIN_TRANSACTION_GAS_UNITS: 14,
  GAS_UNIT_PRICE_BELOW_MIN_BOUND: 15,
  BAD_CHAIN_ID: 23,
  SECONDARY_KEYS_ADDRESSES_COUNT_MISMATCH: 27,
  SIGNERS_CONTAIN_DUPLICATES: 28,
  FEATURE_UNDER_GATING: 26,
} as const;

/** Name of a VM validation status. */
export type VmStatusName = keyof typeof VM_STATUS;

/** The JSON body of a node API error. */
export interface NodeErrorBody {
  /** Human-readable message. */
  message: string;
  /** Machine-readable error class. */
  error_code: NodeErrorCode;
  /** Move VM status code for vm_error, else null. */
  vm_error_code: number | null;
}

/** A node API failure: throw it from a route and the server answers with its status and body. */
export class NodeApiError extends Error {
  override readonly name = 'NodeApiError';
  /** HTTP status to answer with. */
  readonly status: number;
  /** Node error class. */
  readonly errorCode: NodeErrorCode;
  /** Move VM status code, when the error is a VM validation failure. */
  readonly vmErrorCode: number | null;

  constructor(status: number, errorCode: NodeErrorCode, message: string, vmErrorCode: number | null = null) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
    this.vmErrorCode = vmErrorCode;
  }

  /** The JSON body the node sends. */
  toBody(): NodeErrorBody {
    return { message: this.message, error_code: this.errorCode, vm_error_code: this.vmErrorCode };
  }
}

/** A rejected submission, worded like the fullnode: "Invalid transaction: Type: Validation Code: X". */
export function validationError(status: VmStatusName): NodeApiError {
  return new NodeApiError(400, 'vm_error', `Invalid transaction: Type: Validation Code: ${status}`, VM_STATUS[status]);
}

/** A malformed request (bad address, bad BCS, bad query parameter). */
export function invalidInput(message: string): NodeApiError {
  return new NodeApiError(400, 'invalid_input', message);
}

/** A missing object (transaction, account resource, module). */
export function notFound(errorCode: NodeErrorCode, message: string): NodeApiError {
  return new NodeApiError(404, errorCode, message);
}
