import { useEffect, useMemo, useRef } from 'react';
import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';
import { useAfterReady } from '#islands/app/use-after-ready.ts';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { RATE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { earnSummary, type LendingAction } from '#lib/domain/lending-actions.ts';
import { t } from '#lib/i18n/earn.ts';
import { $currentUserId } from '#stores/accounts.ts';
import { $config } from '#stores/config.ts';
import { $borrowLend, $lendingPools } from '#stores/lending.ts';
import { $autolendSending, $autolendWanted, requestAutoLend, settleAutoLend } from '#stores/lending-actions.ts';
import { openModal } from '#stores/modal.ts';
import { $indexPrices } from '#stores/prices.ts';
import { readyValue } from '#stores/resource.ts';
import { $isWide } from '#stores/viewport.ts';
import { $accountSummary, $userData } from '#stores/user-data.ts';
import { earnRows } from './earn-rows.ts';
import { EarnMarketsView } from './EarnMarketsView.tsx';

/** What the server renders and hydration starts from: nothing has loaded. */
const LOADING = { status: 'loading' } as const;
const EMPTY_POOLS = new Map();
const EMPTY_PRICES = new Map<string, bigint>();

const retry = () => {
  void $config.reload();
  void $borrowLend.reload();
};

const openAction = (action: LendingAction, token: string) => openModal(action, { token });

/**
 * /earn: the lending markets of every configured token, live from the borrowLend channel (BorrowLendUpdate), with
 * the acting account's supplied and borrowed amounts, its summary and autolend from its user stream when one is
 * connected; the actions open their modals through the registry.
 */
function EarnScreenContainer() {
  const config = useIslandStore($config, LOADING);
  const lending = useIslandStore($borrowLend, LOADING);
  const pools = useIslandStore($lendingPools, EMPTY_POOLS);
  const prices = useIslandStore($indexPrices, EMPTY_PRICES);
  const userId = useIslandStore($currentUserId);
  const user = readyValue(useIslandStore($userData, LOADING));
  const account = useIslandStore($accountSummary);
  // the rate curve's chart library loads once the page is interactive (the markets come first)
  const interactive = useAfterReady();
  const isWide = useIslandStore($isWide, true);
  const wanted = useIslandStore($autolendWanted);
  const autolendSending = useIslandStore($autolendSending);
  const cfg = readyValue(config);
  const rows = useMemo(() => {
    if (cfg === undefined || lending.status !== 'ready') return [];
    const tokens = Object.values(cfg.tokens).map((token) => ({
      name: token.name,
      decimals: token.tokenDecimals,
      collateralFactor: parseDecimal(token.collateralFactor, RATE_DECIMALS),
    }));
    const borrowEnabled = new Map(Object.entries(lending.value.data).map(([name, p]) => [name, p.borrowEnabled]));
    return earnRows({ tokens, pools, borrowEnabled, prices, holdings: user });
  }, [cfg, lending, pools, prices, user]);
  const earn = useMemo(
    () =>
      user === undefined || rows.length === 0
        ? undefined
        : earnSummary(
            rows.map((row) => ({
              decimals: row.decimals,
              price: row.price,
              supplied: row.yourSupplied ?? 0n,
              borrowed: row.yourBorrowed ?? 0n,
              supplyApr: row.supplyApr,
              borrowApr: row.borrowApr,
            })),
          ),
    [rows, user],
  );
  const failed = config.status === 'error' || lending.status === 'error';
  // the switch shows a press at once and keeps it until the account's data shows it (or the call failed); while the
  // account's figures reload it keeps the account's last known state and stays usable
  const known = useRef<{ readonly userId: string; readonly on: boolean } | undefined>(undefined);
  if (user !== undefined && user.userId === userId) known.current = { userId, on: user.autolendEnabled };
  const autolendOf = known.current?.userId === userId ? known.current?.on : undefined;
  useEffect(() => {
    if (userId !== undefined && autolendOf !== undefined) settleAutoLend(userId, autolendOf);
  }, [userId, autolendOf, wanted, autolendSending]);
  const autolend = wanted !== undefined && wanted.userId === userId ? wanted.on : autolendOf;
  const changeAutolend = (on: boolean) => {
    if (userId !== undefined) requestAutoLend(userId, on);
  };
  return (
    <EarnMarketsView
      rows={rows}
      isLoading={!failed && (cfg === undefined || lending.status !== 'ready')}
      errorMessage={failed ? t('earn.markets.failed') : undefined}
      onRetry={retry}
      isNarrow={!isWide}
      summary={
        userId === undefined
          ? {
              signedOut: true,
              earn: undefined,
              account: undefined,
              autolend: undefined,
              onAutolendChange: changeAutolend,
            }
          : {
              earn,
              account,
              autolend,
              onAutolendChange: changeAutolend,
            }
      }
      {...(userId === undefined ? {} : { onAction: openAction })}
      isCurveDeferred={!interactive}
    />
  );
}

/** The /earn screen island. */
export const EarnScreen = withErrorBoundary(EarnScreenContainer);
