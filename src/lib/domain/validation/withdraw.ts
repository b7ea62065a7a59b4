/** Withdraw rules (SPEC section 5): address format per network, a positive amount within the balance. */
import { SMALLEST_UNIT } from '#lib/domain/tokens.ts';
import { formatDecimal } from '#lib/domain/fixed.ts';
import type { TransferNetwork } from './deposit.ts';
import { issue, readAmount, settle, type Validated, type ValidationIssue } from './result.ts';

/** Address formats: Ethereum 0x + 40 hex; Solana 32-44 base58; Aptos optional 0x + 64 hex. */
const WITHDRAW_ADDRESS_PATTERNS: Readonly<Record<TransferNetwork, RegExp>> = {
  Ethereum: /^0x[0-9a-fA-F]{40}$/,
  Solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  Aptos: /^(0x)?[0-9a-fA-F]{64}$/,
};

/** True when the address has the network's format. */
export function isValidWithdrawAddress(network: TransferNetwork, address: string): boolean {
  return WITHDRAW_ADDRESS_PATTERNS[network].test(address);
}

/** The minimal withdraw amount (the token's smallest unit) as text for the placeholder: 6 decimals -> "0.000001". */
export function minWithdrawAmountText(decimals: number): string {
  return formatDecimal(SMALLEST_UNIT, decimals);
}

/** Withdraw form input. */
export interface WithdrawInput {
  readonly network: TransferNetwork;
  readonly address: string;
  readonly amountText: string;
  readonly decimals: number;
  /** Available balance, base units. */
  readonly balance: bigint;
}

/**
 * Withdraw: address blank -> requiredField, wrong format -> errors.invalidWithdrawAddress; amount blank, garbage or
 * below the smallest unit -> requiredField, above the balance -> errors.exceedsBalance.
 */
export function validateWithdraw(
  input: WithdrawInput,
): Validated<{ units: bigint; address: string }, 'address' | 'amount'> {
  const issues: ValidationIssue<'address' | 'amount'>[] = [];
  const address = input.address.trim();
  if (address === '') issues.push(issue('address', 'requiredField'));
  else if (!isValidWithdrawAddress(input.network, address))
    issues.push(issue('address', 'errors.invalidWithdrawAddress'));
  const read = readAmount(input.amountText, input.decimals);
  const units = read.kind === 'amount' ? read.units : 0n;
  if (read.kind !== 'amount' || units < SMALLEST_UNIT) issues.push(issue('amount', 'requiredField'));
  else if (units > input.balance) issues.push(issue('amount', 'errors.exceedsBalance'));
  return settle(issues, () => ({ units, address }));
}
