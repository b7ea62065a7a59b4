/**
 * The deposit-claim scan (SPEC sections 5 and 9): every 30 s the app reads what sits at the user's deposit address
 * and asks the exchange to claim each listed token found there. Assets lacking a type, an amount or metadata, and
 * assets not in the exchange's token list, are skipped. The timer and the toast live in src/stores/deposit-claims.ts.
 */
import { toLongAddress } from './address.ts';
import type { FungibleBalanceRow } from './fungible-balances.ts';

/** The exchange's answer to one claim: base units credited ("0" when nothing new arrived) and the sweep's hash. */
export interface ClaimAnswer {
  readonly amount: string;
  readonly txHash: string | null;
}

/** One claimed token. */
export interface DepositClaim extends ClaimAnswer {
  readonly tokenAddress: string;
}

/** A claim the exchange refused or could not answer; `cause` is the underlying error. */
export class DepositClaimError extends Error {
  override readonly name = 'DepositClaimError' as const;
  /** The token whose claim failed, as in the token list. */
  readonly tokenAddress: string;
  constructor(tokenAddress: string, cause: unknown) {
    super(`Claiming the deposit of ${tokenAddress} failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.tokenAddress = tokenAddress;
  }
}

/** The long form of an address, or undefined when `text` is not one (a coin type such as 0x1::aptos_coin::AptosCoin). */
function longAddress(text: string): string | undefined {
  try {
    return toLongAddress(text, { maxMissingChars: 63 });
  } catch {
    return undefined;
  }
}

/** True when the row says a positive, exact amount. */
function hasAmount(amount: FungibleBalanceRow['amount']): boolean {
  if (typeof amount === 'bigint') return amount > 0n;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0;
}

/**
 * The token addresses worth claiming, spelled as in the token list, each once, in holdings order: rows with a type,
 * a positive amount and metadata whose type is a listed token (compared in long form, so 0xa matches 0x0…0a).
 */
export function claimableTokens(holdings: readonly FungibleBalanceRow[], tokenAddresses: readonly string[]): string[] {
  const listed = new Map<string, string>();
  for (const address of tokenAddresses) {
    const long = longAddress(address);
    if (long !== undefined) listed.set(long, address);
  }
  const found = new Set<string>();
  for (const row of holdings) {
    if (!row.asset_type || !row.metadata || !hasAmount(row.amount)) continue;
    const token = listed.get(longAddress(row.asset_type) ?? '');
    if (token !== undefined) found.add(token);
  }
  return [...found];
}

/** What one scan needs: the deposit address's holdings, the token list, and the exchange's claimDeposit. */
export interface DepositClaimScan {
  readonly holdings: () => Promise<readonly FungibleBalanceRow[]>;
  readonly tokenAddresses: readonly string[];
  readonly claim: (tokenAddress: string) => Promise<ClaimAnswer>;
}

/**
 * Runs one scan: claims every claimable token in turn and resolves with the claims. The first refused claim stops
 * the scan and is thrown as a DepositClaimError (the next scan tries again); a failed holdings read is thrown as is.
 */
export async function claimArrivedDeposits(scan: DepositClaimScan): Promise<DepositClaim[]> {
  const tokens = claimableTokens(await scan.holdings(), scan.tokenAddresses);
  const claims: DepositClaim[] = [];
  for (const tokenAddress of tokens) {
    try {
      claims.push({ tokenAddress, ...(await scan.claim(tokenAddress)) });
    } catch (cause) {
      throw new DepositClaimError(tokenAddress, cause);
    }
  }
  return claims;
}
