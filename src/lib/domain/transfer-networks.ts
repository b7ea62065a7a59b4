/**
 * The networks funds move over (SPEC 3: deposit networks Aptos, Solana, Ethereum; withdraw network entries with a
 * time, a fee and its token). One table shared by the app and the exchange's bridge emulation
 * (server/exchange/bridge.ts), so the fee a user is shown is the fee charged. Aptos is this exchange's own chain;
 * Solana and Ethereum withdrawals go through the bridge, which settles them after the network's time.
 */
import { DEPOSIT_ESTIMATE_SEC } from './constants.ts';
import { parseDecimal } from './fixed.ts';
import { TOKEN_DECIMALS, type TokenTicker } from './tokens.ts';
import type { TransferNetwork } from './validation/deposit.ts';

export type { TransferNetwork } from './validation/deposit.ts';

/** The networks in the order the pickers list them; the first is the default. */
export const TRANSFER_NETWORKS: readonly TransferNetwork[] = ['Aptos', 'Solana', 'Ethereum'];

/** Tokens each network carries, in list order: a network change resets the token to the first (SPEC 4). */
const NETWORK_TOKENS: Readonly<Record<TransferNetwork, readonly TokenTicker[]>> = {
  Aptos: ['USDC', 'BTC', 'ETH', 'SOL', 'APT'],
  Solana: ['USDC', 'SOL'],
  Ethereum: ['USDC', 'ETH', 'BTC'],
};

/**
 * Seconds a transfer over each network takes to settle: the deposit estimate (SPEC 9: 1 s on Aptos) and the
 * withdrawal settlement time. Solana and Ethereum are the bridge's confirmation waits.
 */
const SETTLEMENT_SEC: Readonly<Record<TransferNetwork, number>> = {
  Aptos: DEPOSIT_ESTIMATE_SEC,
  Solana: 30,
  Ethereum: 180,
};

/** Withdrawal fees by token and network, in whole tokens (exact decimal text), charged in the withdrawn token. */
const WITHDRAW_FEES: Readonly<Record<TokenTicker, Partial<Record<TransferNetwork, string>>>> = {
  USDC: { Aptos: '0.1', Solana: '1', Ethereum: '5' },
  BTC: { Aptos: '0.00001', Ethereum: '0.0001' },
  ETH: { Aptos: '0.0001', Ethereum: '0.002' },
  SOL: { Aptos: '0.001', Solana: '0.01' },
  APT: { Aptos: '0.01' },
};

/** One withdraw network entry of a token (SPEC 3: name, time, fee amount and fee token; the USD fee is priced live). */
export interface WithdrawNetwork {
  readonly network: TransferNetwork;
  /** Seconds until the withdrawal settles. */
  readonly settlementSec: number;
  /** Fee in base units of `feeToken`. */
  readonly feeUnits: bigint;
  readonly feeToken: TokenTicker;
}

/** The tokens a network carries, in list order. */
export function networkTokens(network: TransferNetwork): readonly TokenTicker[] {
  return NETWORK_TOKENS[network];
}

/** Seconds a transfer over the network takes (the deposit estimate, the withdrawal settlement). */
export function settlementSec(network: TransferNetwork): number {
  return SETTLEMENT_SEC[network];
}

/** The networks a token can be withdrawn to, in list order, with time and fee. */
export function withdrawNetworks(token: TokenTicker): WithdrawNetwork[] {
  return TRANSFER_NETWORKS.flatMap((network) => {
    const fee = WITHDRAW_FEES[token][network];
    if (fee === undefined) return [];
    const feeUnits = parseDecimal(fee, TOKEN_DECIMALS[token]);
    return [{ network, settlementSec: SETTLEMENT_SEC[network], feeUnits, feeToken: token }];
  });
}

/** The entry of one token and network, or undefined when the token cannot go there. */
export function withdrawNetwork(token: TokenTicker, network: TransferNetwork): WithdrawNetwork | undefined {
  return withdrawNetworks(token).find((n) => n.network === network);
}
