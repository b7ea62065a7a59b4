import { AmountField } from '#islands/ui/AmountField.tsx';
import { Button } from '#islands/ui/Button.tsx';
import { SegmentedControl } from '#islands/ui/SegmentedControl.tsx';
import { Slider } from '#islands/ui/Slider.tsx';
import { formatAmount } from '#lib/domain/format.ts';
import type { WithdrawBreakdown } from '#lib/domain/vault.ts';
import { t } from '#lib/i18n/vault.ts';
import { SHARE_DECIMALS } from './vault-format.ts';

/** Deposit or withdraw. */
export type VaultFormMode = 'deposit' | 'withdraw';

/** Props of the deposit / withdraw form (values exact; the container computes them). */
export interface VaultFormViewProps {
  readonly mode: VaultFormMode;
  readonly onModeChange: (mode: VaultFormMode) => void;
  /** Canonical decimal text of the USDC amount. */
  readonly amount: string;
  readonly onAmountChange: (text: string) => void;
  /** What Max fills and the slider spans: the depositable USDC, or your value in the vault. */
  readonly max: bigint;
  /** The slider's position in whole percent of max. */
  readonly percent: number;
  readonly onPercentChange: (percent: number) => void;
  /** Why the amount cannot go (below the minimum, over the maximum); none when it can or is empty. */
  readonly error?: string;
  /** Deposit: the shares it mints. */
  readonly estimatedShares?: bigint;
  /** Deposit: what those shares are worth right after it (USDC base units, rounded down). */
  readonly estimatedValue?: bigint;
  /** Deposit: what the shares' rounding down keeps in the vault (amount - value); a note explains it when not 0. */
  readonly roundingCost?: bigint;
  /** Withdraw: what the shares are worth, the fee and profit share, and what arrives. */
  readonly breakdown?: WithdrawBreakdown;
  /** Withdraw: the amount takes every share (within a cent of everything). */
  readonly isEverything?: boolean;
  /** Review shows the breakdown with Confirm and Back; edit shows the inputs. */
  readonly step: 'edit' | 'review';
  readonly onReview: () => void;
  readonly onBack: () => void;
  readonly onConfirm: () => void;
  readonly isPending?: boolean;
  /** Nothing to act with (signed out, figures loading). */
  readonly isDisabled?: boolean;
}

const usdc = (units: bigint) => `${formatAmount(units, 6)} USDC`;

/** The figures before confirming: estimated shares, or the withdrawal's breakdown down to what you receive. */
function Estimate(props: VaultFormViewProps) {
  if (props.mode === 'deposit')
    return (
      <>
        <dl className="vault-breakdown">
          <div>
            <dt>{t('vault.form.estShares')}</dt>
            <dd className="num" data-testid="vault-est-shares">
              {props.estimatedShares === undefined ? '–' : formatAmount(props.estimatedShares, SHARE_DECIMALS)}
            </dd>
          </div>
          <div>
            <dt>{t('vault.form.estValue')}</dt>
            <dd className="num" data-testid="vault-est-value">
              {props.estimatedValue === undefined ? '–' : usdc(props.estimatedValue)}
            </dd>
          </div>
        </dl>
        {props.roundingCost ? (
          <p className="vault-rounding" data-testid="vault-rounding">
            {t('vault.form.rounding', { cost: formatAmount(props.roundingCost, 6) })}
          </p>
        ) : null}
      </>
    );
  const b = props.breakdown;
  return (
    <dl className="vault-breakdown">
      <div>
        <dt>{t('vault.form.gross')}</dt>
        <dd className="num">{b ? usdc(b.gross) : '–'}</dd>
      </div>
      <div>
        <dt>{t('vault.form.fee')}</dt>
        <dd className="num" data-testid="vault-fee">
          {b ? `−${usdc(b.withdrawalFee)}` : '–'}
        </dd>
      </div>
      <div>
        <dt>{t('vault.form.profitShare')}</dt>
        <dd className="num" data-testid="vault-profit">
          {b ? `−${usdc(b.profitShare)}` : '–'}
        </dd>
      </div>
      <div className="vault-breakdown-total">
        <dt>{t('vault.form.receive')}</dt>
        <dd className="num" data-testid="vault-receive">
          {b ? usdc(b.net) : '–'}
        </dd>
      </div>
    </dl>
  );
}

/**
 * Deposit or withdraw USDC: the amount with Max and a slider over the maximum, the minimum deposit and the limits as
 * errors, then Review, which shows the estimate (shares, or fee, profit share and USDC received) before Confirm.
 */
export function VaultFormView(props: VaultFormViewProps) {
  const { mode, step, isDisabled, isPending } = props;
  const canReview =
    !isDisabled && props.error === undefined && props.amount !== '' && (props.breakdown?.shares ?? 1n) > 0n;
  return (
    <section className="page-panel vault-form" aria-labelledby="vault-form-title">
      <h2 id="vault-form-title" className="visually-hidden">
        {t('vault.form.action')}
      </h2>
      <SegmentedControl
        aria-label={t('vault.form.action')}
        items={[
          { id: 'deposit', label: t('vault.form.deposit'), tone: 'buy' },
          { id: 'withdraw', label: t('vault.form.withdraw'), tone: 'sell' },
        ]}
        value={mode}
        onChange={props.onModeChange}
        isDisabled={isDisabled || isPending || step === 'review'}
      />
      <AmountField
        label={t('vault.form.amount')}
        description={t(mode === 'deposit' ? 'vault.form.available' : 'vault.form.yourValue', {
          // nothing known to act with (signed out, loading): a dash, never a "0 USDC" that reads as an empty wallet
          amount: isDisabled ? '–' : formatAmount(props.max, 6),
        })}
        value={props.amount}
        onChange={props.onAmountChange}
        decimals={6}
        max={props.max}
        unit="USDC"
        isDisabled={isDisabled || step === 'review'}
        isInvalid={props.error !== undefined}
        errorMessage={props.error}
        errorVisibility="always"
        reserveError
      />
      <Slider
        aria-label={t('vault.form.share')}
        value={props.percent}
        onChange={props.onPercentChange}
        isDisabled={isDisabled || step === 'review' || props.max === 0n}
      />
      {mode === 'withdraw' && props.isEverything ? <p className="page-note">{t('vault.form.everything')}</p> : null}
      {step === 'review' ? (
        <>
          <Estimate {...props} />
          <div className="vault-form-actions">
            <Button variant="ghost" onPress={props.onBack} isDisabled={isPending}>
              {t('vault.form.back')}
            </Button>
            <Button variant={mode === 'deposit' ? 'buy' : 'sell'} onPress={props.onConfirm} isPending={isPending}>
              {t(mode === 'deposit' ? 'vault.form.confirmDeposit' : 'vault.form.confirmWithdraw')}
            </Button>
          </div>
        </>
      ) : (
        <Button variant="primary" onPress={props.onReview} isDisabled={!canReview} isFullWidth>
          {t('vault.form.review')}
        </Button>
      )}
    </section>
  );
}
