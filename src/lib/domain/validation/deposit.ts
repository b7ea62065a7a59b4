/**
 * Deposit rules (SPEC section 5 and 6): token and network picked, only the Aptos network, a positive amount within
 * the wallet balance.
 */
import { issue, readAmount, type Validated, type ValidationIssue, type ValidationKey } from './result.ts';

/** Networks a deposit or withdrawal can name. */
export type TransferNetwork = 'Aptos' | 'Solana' | 'Ethereum';

/** English messages of unsupported deposit networks (SPEC error catalogue), for thrown errors. */
const UNSUPPORTED_DEPOSIT_MESSAGES = {
  Solana: 'Solana deposits are not supported yet',
  Ethereum: 'Ethereum deposits are not supported yet',
} as const;

/** The i18n key for a network that cannot take deposits, or null for Aptos. */
function unsupportedDepositKey(network: TransferNetwork): ValidationKey | null {
  if (network === 'Solana') return 'errors.solanaDepositsUnsupported';
  if (network === 'Ethereum') return 'errors.ethereumDepositsUnsupported';
  return null;
}

/** Throws Error('Solana deposits are not supported yet' / 'Ethereum ...') unless the network is Aptos. */
export function assertDepositNetwork(network: TransferNetwork): void {
  if (network !== 'Aptos') throw new Error(UNSUPPORTED_DEPOSIT_MESSAGES[network]);
}

/** Deposit form input; `token` and `network` are undefined until picked, `balance` when no wallet is connected. */
export interface DepositInput {
  /** Ticker of the token to deposit. */
  readonly token: string | undefined;
  readonly network: TransferNetwork | undefined;
  readonly amountText: string;
  readonly decimals: number;
  readonly balance: bigint | undefined;
}

/**
 * Deposit, enabled only once token and network are set: an unset (or blank) token or network -> requiredField on
 * its field; non-Aptos network -> its unsupported key (field 'network'); no wallet balance -> errors.errorBalance;
 * blank, garbage or zero -> requiredField; above the balance -> errors.exceedsBalance. The value is the amount in
 * base units (typed amount x 10^decimals, exact).
 */
export function validateDeposit(input: DepositInput): Validated<{ units: bigint }, 'token' | 'network' | 'amount'> {
  const issues: ValidationIssue<'token' | 'network'>[] = [];
  if (input.token === undefined || input.token.trim() === '') issues.push(issue('token', 'requiredField'));
  if (input.network === undefined) issues.push(issue('network', 'requiredField'));
  else {
    const networkKey = unsupportedDepositKey(input.network);
    if (networkKey !== null) issues.push(issue('network', networkKey));
  }
  if (issues.length > 0) return { ok: false, issues };
  if (input.balance === undefined) return { ok: false, issues: [issue('amount', 'errors.errorBalance')] };
  const read = readAmount(input.amountText, input.decimals);
  if (read.kind !== 'amount' || read.units <= 0n) return { ok: false, issues: [issue('amount', 'requiredField')] };
  if (read.units > input.balance) return { ok: false, issues: [issue('amount', 'errors.exceedsBalance')] };
  return { ok: true, value: { units: read.units } };
}
