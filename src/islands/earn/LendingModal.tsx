import { useState } from 'react';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { useModalAction } from '#islands/app/use-overlay-action.ts';
import { Modal } from '#islands/ui/Modal.tsx';
import { OverlayLoading } from '#islands/ui/OverlayLoading.tsx';
import { RATE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import type { ActionContext, LendingAction } from '#lib/domain/lending-actions.ts';
import { t } from '#lib/i18n/earn.ts';
import { $config } from '#stores/config.ts';
import { $borrowLend, $lendingPools } from '#stores/lending.ts';
import { runLendingAction, type LendingRequest } from '#stores/lending-actions.ts';
import type { ModalComponentProps } from '#stores/modal.ts';
import { $indexPrices } from '#stores/prices.ts';
import { readyValue } from '#stores/resource.ts';
import { serverNow } from '#stores/server-clock.ts';
import { cancelledByUser } from '#stores/session.ts';
import { $summaryInput, $userData } from '#stores/user-data.ts';
import { isMaxText, lendingFormFigures } from './lending-form.ts';
import { LendingActionView } from './LendingActionView.tsx';

const EMPTY_PRICES = new Map<string, bigint>();
const EMPTY_POOLS = new Map();

/**
 * A lending modal (openModal('lend' | 'withdrawLend' | 'borrow' | 'repay', { token })): the account's holding of the
 * token, its pool accrued to the server's clock, the token's factors and the account's initial headroom feed the
 * form; the submit runs the session-signed call as the modal's action (pending, then it closes with a toast).
 */
function LendingModal({
  action,
  token,
  isOpen,
  onClose,
}: {
  action: LendingAction;
  token: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const user = readyValue(useIslandStore($userData));
  const config = readyValue(useIslandStore($config));
  const wire = readyValue(useIslandStore($borrowLend));
  const pools = useIslandStore($lendingPools, EMPTY_POOLS);
  const prices = useIslandStore($indexPrices, EMPTY_PRICES);
  const summaryInput = useIslandStore($summaryInput);
  const { run, isPending } = useModalAction(runLendingAction, { keepOpenOnError: cancelledByUser });
  const [amount, setAmount] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [maxChosen, setMaxChosen] = useState(false);
  const tokenConfig = config?.tokens[token];
  const pool = pools.get(token);
  const title = t(`earn.modal.${action}`, { token });
  if (user === undefined || tokenConfig === undefined || pool === undefined) {
    return (
      <Modal isOpen={isOpen} onOpenChange={(open) => open || onClose()} title={title}>
        <OverlayLoading />
      </Modal>
    );
  }
  const ctx: ActionContext = {
    holding: {
      balance: user.balances.get(token) ?? 0n,
      lendShares: user.lendingShares.get(token) ?? 0n,
      borrowShares: user.borrowShares.get(token) ?? 0n,
    },
    pool,
    nowSec: Math.floor(serverNow() / 1000),
    borrowEnabled: wire?.data[token]?.borrowEnabled ?? false,
    decimals: tokenConfig.tokenDecimals,
    price: prices.get(token) ?? 0n,
    borrowInitialFactor: parseDecimal(tokenConfig.borrowInitialFactor, RATE_DECIMALS),
    headroomUsd: user.margin.initialCollateral - user.margin.initialRequired,
  };
  const figures = lendingFormFigures(action, token, ctx, summaryInput, amount, maxChosen);
  const submit = () => {
    const request: LendingRequest = {
      action,
      userId: user.userId,
      token,
      tokenAddress: tokenConfig.contractAddress,
      decimals: tokenConfig.tokenDecimals,
      units: figures.sendAll ? undefined : figures.units,
    };
    void run(request);
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => open || onClose()} title={title} isPending={isPending}>
      <LendingActionView
        action={action}
        token={token}
        ctx={ctx}
        figures={figures}
        amount={amount}
        onAmountChange={(next) => {
          setAmount(next);
          setMaxChosen(isMaxText(next, figures.limit.amount, ctx.decimals));
          setAcknowledged(false);
        }}
        acknowledged={acknowledged}
        onAcknowledgedChange={setAcknowledged}
        isPending={isPending}
        onSubmit={submit}
      />
    </Modal>
  );
}

/** Supply (openModal('lend', { token })). */
export function LendModal({ args, isOpen, onClose }: ModalComponentProps<'lend'>) {
  return <LendingModal action="lend" token={args.token} isOpen={isOpen} onClose={onClose} />;
}

/** Withdraw a supply (openModal('withdrawLend', { token })). */
export function WithdrawLendModal({ args, isOpen, onClose }: ModalComponentProps<'withdrawLend'>) {
  return <LendingModal action="withdrawLend" token={args.token} isOpen={isOpen} onClose={onClose} />;
}

/** Borrow (openModal('borrow', { token })). */
export function BorrowModal({ args, isOpen, onClose }: ModalComponentProps<'borrow'>) {
  return <LendingModal action="borrow" token={args.token} isOpen={isOpen} onClose={onClose} />;
}

/** Repay (openModal('repay', { token })). */
export function RepayModal({ args, isOpen, onClose }: ModalComponentProps<'repay'>) {
  return <LendingModal action="repay" token={args.token} isOpen={isOpen} onClose={onClose} />;
}
