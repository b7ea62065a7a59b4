/**
 * The local network's clock and price controls for Playwright tests (server/exchange/controls.ts, the same endpoint
 * as `npm run net`): advance the clock, set a token's index price, read the clock. The network has one clock, which
 * only moves forward, and every spec shares it: anything a test signs or stamps itself (wallet proofs, session-key
 * expiry, request signatures) must use networkNow(), never Date.now() (signIn does).
 */
import {
  ControlClient,
  type AdvanceResult,
  type ClockReading,
  type PriceResult,
} from '#server/exchange/control-client.ts';
import { NETWORKS } from '#lib/network/origins.ts';

const controls = new ControlClient(NETWORKS.local.exchange);
/** The network clock minus this machine's, as last read. */
let offset = 0;

const remember = (clock: ClockReading): ClockReading => {
  offset = clock.now - Date.now();
  return clock;
};

/** The network clock now, read from the network (and remembered for networkNow). */
export async function clock(): Promise<ClockReading> {
  return remember(await controls.clock());
}

/**
 * Advances the network clock by a span ("1h", "25h", "90m") or milliseconds, running in order the funding,
 * interest, liquidation scans, bridge settlements and portfolio snapshots inside it; resolves with what ran.
 */
export async function advance(span: string | number): Promise<AdvanceResult> {
  const result = await controls.advance(span);
  remember(result.clock);
  return result;
}

/** Sets a token's index price from human text ("90000", "90,000.50"); liquidations react as to a real move. */
export function setPrice(token: 'BTC' | 'ETH' | 'SOL' | 'APT', price: string): Promise<PriceResult> {
  return controls.setPrice(token, price);
}

/** The network time now (ms) from the last reading's offset; call clock() first in a fresh process. */
export function networkNow(): number {
  return Date.now() + offset;
}
