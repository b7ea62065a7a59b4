import { useCallback, useEffect, useState } from 'react';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { $api } from '#stores/api.ts';
import { $currentUserId } from '#stores/wallet.ts';
import { DepositAddressView, type DepositAddressState } from './DepositAddressView.tsx';

/** The deposit address panel's container: reads the acting account's deposit address from getUserData. */
export function DepositAddressStep({ onBack }: { readonly onBack: () => void }) {
  const userId = useIslandStore($currentUserId);
  const [state, setState] = useState<DepositAddressState>({ status: 'loading' });
  const load = useCallback(() => {
    const api = $api.get();
    if (userId === undefined || !api) {
      setState({ status: 'noAccount' });
      return () => undefined;
    }
    let live = true;
    setState({ status: 'loading' });
    api.getUserData({ userId }).then(
      ({ userData }) => live && setState({ status: 'ready', address: userData.depositAddress }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [userId]);
  useEffect(load, [load]);
  return <DepositAddressView state={state} onRetry={load} onBack={onBack} />;
}
