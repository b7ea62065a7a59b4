import { useState } from 'react';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { parseDecimal } from '#lib/domain/fixed.ts';
import { formatAmount, unitsToInputText } from '#lib/domain/format.ts';
import { amountAtPercent, shareInBps } from '#lib/domain/percent.ts';
import { depositPreview, sharesForWithdraw, stakeValue, withdrawBreakdown } from '#lib/domain/vault.ts';
import { t } from '#lib/i18n/vault.ts';
import { readyValue } from '#stores/resource.ts';
import {
  $vault,
  $vaultDepositable,
  $vaultStake,
  $vaultTerms,
  depositToVault,
  withdrawFromVault,
} from '#stores/vault.ts';
import { VaultFormView, type VaultFormMode } from './VaultFormView.tsx';

const LOADING = { status: 'loading' } as const;
const NO_STAKE = { shares: 0n, costBasis: 0n };

/** The amount text as base units; 0 when empty or not a number. */
function unitsOf(text: string): bigint {
  try {
    return text === '' ? 0n : parseDecimal(text, 6);
  } catch {
    return 0n;
  }
}

/**
 * The deposit / withdraw form's container: the draft (mode, amount, step) and the exact figures from the vault, its
 * terms and the acting account's stake; Confirm runs vaultDeposit or vaultWithdraw (toasts from the store).
 */
export function VaultForm() {
  const vault = readyValue(useIslandStore($vault, LOADING));
  const terms = readyValue(useIslandStore($vaultTerms, LOADING));
  const stake = useIslandStore($vaultStake);
  const depositable = useIslandStore($vaultDepositable);
  const [mode, setMode] = useState<VaultFormMode>('deposit');
  const [amount, setAmount] = useState('');
  const [step, setStep] = useState<'edit' | 'review'>('edit');
  const [isPending, setPending] = useState(false);
  const ready = vault !== undefined && terms !== undefined && stake !== undefined && depositable !== undefined;
  const own = stake ?? NO_STAKE;
  const value = vault ? stakeValue(own.shares, vault.equity, vault.totalShares) : 0n;
  const max = mode === 'deposit' ? (depositable ?? 0n) : value;
  const units = unitsOf(amount);
  const shares =
    vault && mode === 'withdraw' ? sharesForWithdraw(units, own.shares, vault.equity, vault.totalShares) : 0n;
  const breakdown =
    vault && terms && mode === 'withdraw'
      ? withdrawBreakdown(shares, own, vault.equity, vault.totalShares, terms)
      : undefined;
  const deposit = vault && mode === 'deposit' ? depositPreview(units, vault.equity, vault.totalShares) : undefined;
  let error: string | undefined;
  if (ready && units > 0n) {
    if (mode === 'deposit' && units < terms.minDeposit)
      error = t('vault.form.belowMin', { amount: formatAmount(terms.minDeposit, 6) });
    else if (mode === 'deposit' && units > max) error = t('vault.form.overMax', { amount: formatAmount(max, 6) });
    else if (mode === 'withdraw' && units > value) error = t('vault.form.overValue');
  }
  const changeMode = (next: VaultFormMode) => {
    setMode(next);
    setAmount('');
    setStep('edit');
  };
  const confirm = async () => {
    setPending(true);
    try {
      await (mode === 'deposit' ? depositToVault(units) : withdrawFromVault(shares));
      setAmount('');
      setStep('edit');
    } catch {
      // the store's toast said what went wrong; the draft stays for another try
    } finally {
      setPending(false);
    }
  };
  return (
    <VaultFormView
      mode={mode}
      onModeChange={changeMode}
      amount={amount}
      onAmountChange={setAmount}
      max={max}
      percent={max === 0n ? 0 : Number(shareInBps(units, max) / 100n)}
      onPercentChange={(p) => setAmount(unitsToInputText(amountAtPercent(max, p), 6))}
      {...(error === undefined ? {} : { error })}
      {...(deposit
        ? {
            estimatedShares: deposit.shares,
            estimatedValue: deposit.value,
            roundingCost: deposit.shares > 0n && units > deposit.value ? units - deposit.value : 0n,
          }
        : {})}
      {...(breakdown ? { breakdown, isEverything: shares > 0n && shares === own.shares } : {})}
      step={step}
      onReview={() => setStep('review')}
      onBack={() => setStep('edit')}
      onConfirm={() => void confirm()}
      isPending={isPending}
      isDisabled={!ready}
    />
  );
}
