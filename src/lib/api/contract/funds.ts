/** Funds calls: chain deposits and withdrawals, the test faucet, lending and borrowing, the vault. */
import * as v from 'valibot';
import { Address, Amount, PositiveAmount, TxHash, UserId } from './primitives.ts';

/** depositTokenPayload (public, read only): the entry function the wallet signs to deposit. */
export const DepositPayloadRequest = v.strictObject({ userId: UserId, tokenAddress: Address, amount: PositiveAmount });
/** A Move entry-function payload as the wallet adapter takes it (arguments as strings). */
export const EntryFunctionPayload = v.object({
  function: v.pipe(v.string(), v.regex(/^0x[0-9a-f]{1,64}::[A-Za-z_][A-Za-z0-9_]*::[A-Za-z_][A-Za-z0-9_]*$/)),
  typeArguments: v.array(v.string()),
  functionArguments: v.array(v.string()),
});
/**
 * depositTokenPayload answer: a multi-agent transaction, the wallet is the sender and `secondarySigner` (the
 * exchange) co-signs; the tokens land at the account's depositAddress and are credited by claimDeposit.
 */
export const DepositPayloadResponse = v.object({
  payload: EntryFunctionPayload,
  secondarySigner: Address,
  depositAddress: Address,
});
/** claimDeposit (session-signed): credits whatever of the token arrived at the deposit address. */
export const ClaimDepositRequest = v.strictObject({ userId: UserId, tokenAddress: Address });
/** claimDeposit answer; amount "0" (and no txHash) when nothing new arrived. */
export const ClaimDepositResponse = v.object({ amount: Amount, txHash: v.nullable(TxHash) });
/** withdraw (session-signed): debits the account and sends the tokens on chain to `recipient`. */
export const WithdrawRequest = v.strictObject({
  userId: UserId,
  tokenAddress: Address,
  amount: PositiveAmount,
  recipient: Address,
});
/** testFaucet (session-signed): mints test tokens (10000 USDC, 10 SOL, 1 BTC) to the deposit address. */
export const TestFaucetRequest = v.strictObject({ userId: UserId });
/** testFaucet answer: one chain transaction per minted token. */
export const TestFaucetResponse = v.object({ txHashes: v.array(TxHash) });

/** lend / borrow / repayBorrow (session-signed); repay and withdrawLend without amount take everything. */
export const LendRequest = v.strictObject({ userId: UserId, tokenAddress: Address, amount: PositiveAmount });
/** withdrawLend (session-signed): redeem shares worth `amount`, or all shares when omitted. */
export const WithdrawLendRequest = v.strictObject({
  userId: UserId,
  tokenAddress: Address,
  amount: v.optional(PositiveAmount),
});
/** setAutoLend (session-signed). */
export const SetAutoLendRequest = v.strictObject({ userId: UserId, enabled: v.boolean() });
/** vaultDeposit (session-signed): invest USDC base units into a vault. */
export const VaultDepositRequest = v.strictObject({ userId: UserId, vaultId: UserId, amount: PositiveAmount });
/** vaultWithdraw (session-signed): redeem vault shares. */
export const VaultWithdrawRequest = v.strictObject({ userId: UserId, vaultId: UserId, shares: PositiveAmount });
/** Answer of lending and vault calls: the amount moved and the shares involved. */
export const SharesResponse = v.object({ txHash: TxHash, amount: Amount, shares: Amount });
