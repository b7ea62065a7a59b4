import { useMemo } from 'react';
import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { RATE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { t } from '#lib/i18n/portfolio.ts';
import { $config } from '#stores/config.ts';
import { $signIn } from '#stores/connection.ts';
import { $lendingPools } from '#stores/lending.ts';
import { openModal } from '#stores/modal.ts';
import { openPanel } from '#stores/panel.ts';
import { $indexPrices } from '#stores/prices.ts';
import { readyValue } from '#stores/resource.ts';
import { $userData } from '#stores/user-data.ts';
import { $isWide } from '#stores/viewport.ts';
import { balanceRows, balanceTotals } from './balance-rows.ts';
import { BalanceView } from './BalanceView.tsx';
import { PortfolioConnectView } from './PortfolioPage.tsx';

const LOADING = { status: 'loading' } as const;
const EMPTY_POOLS = new Map();
const EMPTY_PRICES = new Map<string, bigint>();
const connect = () => openPanel('login');
const deposit = () => openModal('deposit');
const withdraw = () => openModal('withdraw');
const transfer = () => openModal('transferFunds');
const retry = () => void $config.reload();

/** /account/balance: the acting account's tokens live from its stream, with the pools' share prices and rates. */
function BalanceScreenContainer() {
  const step = useIslandStore($signIn, 'lookingUp');
  const config = useIslandStore($config, LOADING);
  const data = useIslandStore($userData, LOADING);
  const pools = useIslandStore($lendingPools, EMPTY_POOLS);
  const prices = useIslandStore($indexPrices, EMPTY_PRICES);
  const wide = useIslandStore($isWide, true);
  const cfg = readyValue(config);
  const user = readyValue(data);
  const rows = useMemo(() => {
    if (cfg === undefined || user === undefined) return [];
    const tokens = Object.values(cfg.tokens).map((token) => ({
      name: token.name,
      decimals: token.tokenDecimals,
      collateralFactor: parseDecimal(token.collateralFactor, RATE_DECIMALS),
    }));
    return balanceRows({ tokens, ...user, pools, prices });
  }, [cfg, user, pools, prices]);
  if (step === 'disconnected' || step === 'connecting' || step === 'noAccount')
    return (
      <PortfolioConnectView
        title={t('page.balance')}
        current="/account/balance"
        onConnect={connect}
        isConnecting={step === 'connecting'}
      />
    );
  const failed = data.status === 'error' || config.status === 'error';
  const loading = !failed && (cfg === undefined || user === undefined || prices.size === 0);
  return (
    <BalanceView
      rows={loading ? [] : rows}
      totals={loading ? undefined : balanceTotals(rows, prices)}
      isLoading={loading}
      errorMessage={failed ? t('balance.failed') : undefined}
      onRetry={retry}
      onDeposit={deposit}
      onWithdraw={withdraw}
      onTransfer={transfer}
      layout={wide ? 'table' : 'cards'}
    />
  );
}

/** The /account/balance island. */
export const BalanceScreen = withErrorBoundary(BalanceScreenContainer);
