/**
 * The local bridge emulation: withdrawals to Solana and Ethereum. There is no Solana or Ethereum chain in the box,
 * so the bridge does what a real one shows the exchange: it takes the withdrawal (amount plus the network's fee,
 * in the token, from the shared table of src/lib/domain/transfer-networks.ts), records it as pending, and settles
 * it once the network's settlement time has passed. Aptos withdrawals do not come here: the treasury pays them on
 * the local chain at once (onchain/outbox.ts). The settlement time is part of the logged command, so a restart
 * keeps every pending withdrawal's schedule.
 */
import { isTokenTicker } from '#lib/domain/tokens.ts';
import { withdrawNetwork, type TransferNetwork, type WithdrawNetwork } from '#lib/domain/transfer-networks.ts';
import { ApiFailure } from '#server/exchange/api/failure.ts';

/** Where a withdrawal stands on its network. */
export type BridgeStatus = 'pending' | 'settled';

/** The network entry a withdrawal of `token` to `network` uses; refused when the token does not go there. */
export function withdrawRoute(token: string, network: TransferNetwork): WithdrawNetwork {
  const route = isTokenTicker(token) ? withdrawNetwork(token, network) : undefined;
  if (!route) throw new ApiFailure('invalid_request', `${token} cannot be withdrawn to ${network}`);
  return route;
}

/** When a withdrawal made at `now` settles on its network (ms). */
export function settlesAt(route: WithdrawNetwork, now: number): number {
  return now + route.settlementSec * 1000;
}

/** A recorded withdrawal's status at `now`: settled once its settlement time has passed (Aptos ones always are). */
export function bridgeStatus(settlementMs: number | undefined, now: number): BridgeStatus {
  return settlementMs === undefined || now >= settlementMs ? 'settled' : 'pending';
}
