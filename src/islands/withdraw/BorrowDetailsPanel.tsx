import { useIslandStore } from '#islands/app/use-island-store.ts';
import { SidePanel } from '#islands/ui/SidePanel.tsx';
import { RATE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { poolBorrowApr, poolLendApr, utilization } from '#lib/domain/lending.ts';
import { t } from '#lib/i18n/funds.ts';
import { $config } from '#stores/config.ts';
import { $borrowLend } from '#stores/lending.ts';
import type { PanelComponentProps } from '#stores/panel.ts';
import { readyValue } from '#stores/resource.ts';
import { BorrowDetailsView, type BorrowDetailsState } from './BorrowDetailsView.tsx';
import { decodePool } from './withdraw-figures.ts';

/**
 * The borrow details side panel (420 px), opened by Withdraw's Enable borrow: the token's factors from the
 * configuration and its pool, live from the borrowLend channel. It stacks above the withdraw modal.
 */
export function BorrowDetailsPanel({ args, isOpen, onClose }: PanelComponentProps<'borrowDetails'>) {
  const config = useIslandStore($config);
  const lending = useIslandStore($borrowLend);
  const token = readyValue(config)?.tokens[args.token];
  const wire = readyValue(lending)?.data[args.token];
  let state: BorrowDetailsState;
  if (config.status === 'error' || lending.status === 'error') state = { status: 'error' };
  else if (token === undefined || wire === undefined) state = { status: 'loading' };
  else {
    const rate = (text: string) => parseDecimal(text, RATE_DECIMALS);
    const pool = decodePool(wire);
    state = {
      status: 'ready',
      factors: {
        collateralFactor: rate(token.collateralFactor),
        borrowInitialFactor: rate(token.borrowInitialFactor),
        borrowMaintenanceFactor: rate(token.borrowMaintenanceFactor),
      },
      pool: {
        borrowApr: poolBorrowApr(pool),
        lendApr: poolLendApr(pool),
        utilization: utilization(pool.borrowAmount, pool.lendAmount),
        totalLent: pool.lendAmount,
        totalBorrowed: pool.borrowAmount,
        borrowEnabled: wire.borrowEnabled,
      },
    };
  }
  return (
    <SidePanel isOpen={isOpen} onOpenChange={(open) => open || onClose()} variant="borrow" title={t('borrow.title')}>
      <BorrowDetailsView token={args.token} decimals={token?.tokenDecimals ?? 0} state={state} />
    </SidePanel>
  );
}
