/**
 * Public API of the domain library: exact money math, formatting, lending and margin math, the spec's constants
 * and validation rules. Framework-free and SDK-free: the chain rules, which load @aptos-labs/ts-sdk, live in lib/chain
 * (rules.ts, transaction.ts), so plain math users do not pay for the SDK.
 */
export * from './fixed.ts';
export * from './tokens.ts';
export * from './constants.ts';
export * from './format.ts';
export * from './percent.ts';
export * from './value.ts';
export * from './lending.ts';
export * from './margin.ts';
export * from './account-margin.ts';
export * from './funding.ts';
export * from './fees.ts';
export * from './close.ts';
export {
  VALIDATION_KEYS,
  readAmount,
  type AmountInput,
  type IssueParams,
  type Validated,
  type ValidationIssue,
  type ValidationKey,
} from './validation/result.ts';
export * from './validation/alias.ts';
export * from './validation/transfer.ts';
export * from './validation/positions.ts';
export * from './validation/deposit.ts';
export * from './validation/withdraw.ts';
export * from './validation/session.ts';
