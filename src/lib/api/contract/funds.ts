/** Funds calls: chain deposits and withdrawals, the test faucet, lending and borrowing, the vault. */
import * as v from 'valibot';
import { isValidWithdrawAddress } from '#lib/domain/validation/withdraw.ts';
import { Address, Amount, PositiveAmount, TxHash, UserId } from './primitives.ts';

/** depositTokenPayload (public, read only): the co-signed deposit transaction the owner wallet signs. */
export const DepositPayloadRequest = v.strictObject({ userId: UserId, tokenAddress: Address, amount: PositiveAmount });
/** A Move entry-function payload as the wallet adapter takes it (arguments as strings). */
const EntryFunctionPayload = v.object({
  function: v.pipe(v.string(), v.regex(/^0x[0-9a-f]{1,64}::[A-Za-z_][A-Za-z0-9_]*::[A-Za-z_][A-Za-z0-9_]*$/)),
  typeArguments: v.array(v.string()),
  functionArguments: v.array(v.string()),
});
/** BCS bytes of a MultiAgentTransaction as 0x hex (at most 64 KiB, the chain's transaction size limit). */
const MultiAgentTransactionHex = v.pipe(
  v.string(),
  v.regex(/^0x(?:[0-9a-f]{2})+$/, 'transaction must be 0x plus an even number of hex digits'),
  v.maxLength(2 + 2 * 65_536, 'transaction must be at most 64 KiB'),
);
/**
 * BCS bytes of an Ed25519 AccountAuthenticator as 0x hex: variant 0, the 32-byte public key and the 64-byte
 * signature, each with its length prefix (0x20, 0x40).
 */
const Ed25519AuthenticatorHex = v.pipe(
  v.string(),
  v.regex(/^0x0020[0-9a-f]{64}40[0-9a-f]{128}$/, 'authenticator must be a BCS Ed25519 account authenticator'),
);
/**
 * depositTokenPayload answer: a multi-agent deposit_token transaction the exchange built and already co-signed.
 * `transaction` is the BCS MultiAgentTransaction (sender = the account's owner wallet, secondary signer =
 * `secondarySigner`, the exchange operator; sequence number, chain id, gas and a 20 s expiry set by the node);
 * `exchangeAuthenticator` is the operator's BCS AccountAuthenticator over it; `payload` is the same call in
 * wallet-adapter form, for display. The client (src/lib/chain/deposit.ts):
 * 1. `MultiAgentTransaction.deserialize(new Deserializer(bytes of transaction))`, and
 *    `AccountAuthenticator.deserialize(new Deserializer(bytes of exchangeAuthenticator))`;
 * 2. has the wallet sign the transaction as sender (senderAuthenticator);
 * 3. submits `aptos.transaction.submit.multiAgent({ transaction, senderAuthenticator,
 *    additionalSignersAuthenticators: [exchangeAuthenticator] })` and waits for the hash;
 * 4. calls claimDeposit, which credits what arrived at `depositAddress`.
 * Ask again when the transaction expired or the wallet sent another one first (the sequence number is taken).
 */
export const DepositPayloadResponse = v.object({
  payload: EntryFunctionPayload,
  secondarySigner: Address,
  depositAddress: Address,
  transaction: MultiAgentTransactionHex,
  exchangeAuthenticator: Ed25519AuthenticatorHex,
});
/** claimDeposit (session-signed): credits whatever of the token arrived at the deposit address. */
export const ClaimDepositRequest = v.strictObject({ userId: UserId, tokenAddress: Address });
/** claimDeposit answer; amount "0" (and no txHash) when nothing new arrived. */
export const ClaimDepositResponse = v.object({ amount: Amount, txHash: v.nullable(TxHash) });
/** A network funds move over (SPEC 3): Aptos is the exchange's chain, Solana and Ethereum go through its bridge. */
export const TransferNetworkName = v.picklist(['Aptos', 'Solana', 'Ethereum']);
/**
 * withdraw (session-signed): debits the amount plus the network's fee (src/lib/domain/transfer-networks.ts) and
 * sends the amount to `recipient`, an address of `network` (SPEC 5 formats): on Aptos paid on chain at once, on
 * Solana and Ethereum recorded by the bridge, which settles it after the network's time. With `borrow` a shortfall
 * is borrowed within the initial margin.
 */
export const WithdrawRequest = v.pipe(
  v.strictObject({
    userId: UserId,
    tokenAddress: Address,
    amount: PositiveAmount,
    recipient: v.pipe(v.string(), v.maxLength(66)),
    network: v.optional(TransferNetworkName, 'Aptos'),
    borrow: v.optional(v.boolean(), false),
  }),
  v.check((r) => isValidWithdrawAddress(r.network, r.recipient), 'recipient is not an address of the network'),
);
/**
 * testFaucet (session-signed): mints test tokens (10000 USDC, 10 SOL, 1 BTC) to the deposit address, one second
 * apart; with `token`, only that one at once (the app mints one by one to show each token's progress).
 */
export const TestFaucetRequest = v.strictObject({
  userId: UserId,
  token: v.optional(v.picklist(['USDC', 'SOL', 'BTC'])),
});
/** testFaucet answer: one chain transaction per minted token. */
export const TestFaucetResponse = v.object({ txHashes: v.array(TxHash) });
/** Where one token of a faucet run is: waiting its turn, minting, minted to the deposit address, credited, failed. */
const FaucetTokenStatus = v.picklist(['waiting', 'minting', 'minted', 'credited', 'failed']);
/**
 * A test-faucet run the exchange carries out (startFaucet): its id, each token in minting order with where it is,
 * and whether it still runs. The run, not the page, mints and credits, so a reload mid-run finds it here.
 */
const FaucetRun = v.object({
  id: v.pipe(v.string(), v.maxLength(64)),
  pending: v.boolean(),
  tokens: v.array(v.object({ token: v.picklist(['USDC', 'SOL', 'BTC']), status: FaucetTokenStatus })),
});
/** startFaucet (session-signed) and getFaucetRun (public): the account the run is for. */
export const FaucetRunRequest = v.strictObject({ userId: UserId });
/** The account's latest faucet run since the exchange started (startFaucet: the one started, or the one still running). */
export const FaucetRunResponse = v.object({ run: v.nullable(FaucetRun) });

/** lend / borrow (session-signed). */
export const LendRequest = v.strictObject({ userId: UserId, tokenAddress: Address, amount: PositiveAmount });
/** withdrawLend (session-signed): redeem shares worth `amount`, or all shares when omitted. */
export const WithdrawLendRequest = v.strictObject({
  userId: UserId,
  tokenAddress: Address,
  amount: v.optional(PositiveAmount),
});
/**
 * repayBorrow (session-signed): repay `amount`, or, when it is omitted, the whole debt as it stands when the
 * exchange runs the call: every borrow share is burnt, so interest accrued since the app showed the debt leaves no
 * dust (Repay max sends no amount). Refused with insufficient_balance when the balance cannot cover that debt.
 */
export const RepayBorrowRequest = v.strictObject({
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
