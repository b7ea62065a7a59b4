import { useEffect } from 'react';
import { $depositClaims } from '#stores/deposit-claims.ts';

/**
 * Headless island: watching the deposit-claim store keeps its scan running on every page (now, every 30 s and on
 * account change), so faucet mints and wallet deposits are credited wherever the user is. Renders nothing; the
 * listener does not re-render anything when a scan ends.
 */
export function DepositClaimScan() {
  useEffect(() => $depositClaims.listen(() => undefined), []);
  return null;
}
