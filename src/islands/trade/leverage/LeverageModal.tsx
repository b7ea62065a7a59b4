import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Modal } from '#islands/ui/Modal.tsx';
import { buyingPower, initialRatioAt, leveragedInitialMargin } from '#lib/domain/leverage.ts';
import { notionalUsd } from '#lib/domain/value.ts';
import { t } from '#lib/i18n/advanced.ts';
import type { ModalComponentProps } from '#stores/modal.ts';
import { $config } from '#stores/config.ts';
import { readyValue } from '#stores/resource.ts';
import { $tradeAccount, marketGridOf } from '#stores/trade-account.ts';
import { $leveragePending, setMarketLeverage } from '#stores/trigger-actions.ts';
import { LeverageDialogView } from './LeverageDialogView.tsx';

/**
 * The leverage dialog of a market (opened by the chip beside the market name): sets the account's leverage there;
 * a refusal (the open position would need more margin) stays in the dialog with the exchange's message.
 */
export function LeverageModal({ args, isOpen, onClose }: ModalComponentProps<'leverage'>) {
  const account = useStore($tradeAccount);
  const pending = useStore($leveragePending);
  const [refusal, setRefusal] = useState<string | null>(null);
  const configured = readyValue(useStore($config))?.perpetualsMarkets[args.market];
  if (account.status !== 'ready' || configured === undefined) return null;
  const grid = marketGridOf(configured);
  const current = account.leverage.get(args.market) ?? grid.maxLeverage;
  const firstStep = grid.marginSteps[0];
  // the open position's initial margin moves with the leverage, and the free collateral with it
  const position = account.positions.find((p) => p.market === args.market);
  const notional = position ? notionalUsd(position.size, position.sizeDecimals, position.markPrice) : 0n;
  const freeAt = (leverage: number) =>
    account.freeCollateralUsd +
    leveragedInitialMargin(grid.marginSteps, notional, current) -
    leveragedInitialMargin(grid.marginSteps, notional, leverage);
  const confirm = async (leverage: number) => {
    setRefusal(null);
    const refused = await setMarketLeverage(account.userId, args.market, leverage);
    if (refused === null) onClose();
    else setRefusal(t(refused.description, refused.params));
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => open || onClose()}
      title={t('leverage.title', { market: args.market })}
      isPending={pending}
    >
      <LeverageDialogView
        market={args.market}
        current={current}
        max={grid.maxLeverage}
        buyingPowerAt={
          firstStep === undefined
            ? undefined
            : (leverage) => buyingPower(freeAt(leverage), initialRatioAt(firstStep.initialMarginRatio, leverage))
        }
        refusal={refusal}
        isPending={pending}
        onConfirm={(leverage) => void confirm(leverage)}
      />
    </Modal>
  );
}
