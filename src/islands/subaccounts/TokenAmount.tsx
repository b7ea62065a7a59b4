import type { ReactNode } from 'react';
import { formatAmount, unitsToInputText } from '#lib/domain/format.ts';
import { amountAtBps, shareInBps } from '#lib/domain/percent.ts';
import { capAmountAtBalance } from '#lib/domain/validation/transfer.ts';
import { readAmount, type ValidationIssue } from '#lib/domain/validation/result.ts';
import { t } from '#lib/i18n/accounts.ts';
import { AmountField } from '#islands/ui/AmountField.tsx';
import type { ErrorVisibility } from '#islands/ui/Field.tsx';
import { Slider } from '#islands/ui/Slider.tsx';
import type { TokenInfo } from './choices.tsx';

/** Props of the amount part of a form: the token, the source balance and the typed text. */
export interface TokenAmountProps {
  readonly label: ReactNode;
  readonly token: TokenInfo;
  /** What the source account holds of the token, base units. */
  readonly balance: bigint;
  /** Canonical decimal text ('' when empty). */
  readonly amount: string;
  readonly onChange: (amount: string) => void;
  readonly issue?: ValidationIssue;
  readonly errorVisibility: ErrorVisibility;
  readonly isDisabled?: boolean;
}

/** The typed amount in base units, 0 while it is empty or unreadable. */
export function typedUnits(amount: string, decimals: number): bigint {
  const read = readAmount(amount, decimals);
  return read.kind === 'amount' ? read.units : 0n;
}

/**
 * Where the slider sits for an amount: its share in basis points, rounded down, except that an amount the slider
 * itself produced (amountAtBps floors) shows the mark that produced it: 25 % of 12,345.678901 USDC is 3,086.419725,
 * which is 24.99 % rounded down.
 */
function sliderBps(units: bigint, balance: bigint): number {
  const bps = shareInBps(units, balance);
  return bps < 10_000n && amountAtBps(balance, bps + 1n) === units ? Number(bps + 1n) : Number(bps);
}

/**
 * An amount of a token from a balance (SPEC 5): decimals capped at the token's, a typed amount above the balance
 * capped at the balance, Max filling the whole balance (truncated, never rounded up), and the 25/50/75/100 slider
 * in basis points, both exact through amountAtBps / shareInBps.
 */
export function TokenAmount({
  label,
  token,
  balance,
  amount,
  onChange,
  issue,
  errorVisibility,
  isDisabled,
}: TokenAmountProps) {
  const units = typedUnits(amount, token.decimals);
  // an empty source is not capped: "exceeds your balance" says more than an amount that turns into 0
  const change = (text: string) => onChange(balance > 0n ? capAmountAtBalance(text, token.decimals, balance) : text);
  return (
    <div className="subaccounts-amount">
      <AmountField
        label={label}
        value={amount}
        onChange={change}
        decimals={token.decimals}
        unit={token.ticker}
        max={balance}
        placeholder="0.00"
        description={t('subaccounts.available', {
          amount: formatAmount(balance, token.decimals),
          ticker: token.ticker,
        })}
        isInvalid={issue !== undefined}
        errorMessage={issue ? t(issue.key, issue.params) : undefined}
        errorVisibility={errorVisibility}
        isDisabled={isDisabled}
      />
      <Slider
        aria-label={t('subaccounts.share')}
        scale="bps"
        value={sliderBps(units, balance)}
        onChange={(bps) =>
          onChange(bps === 0 ? '' : unitsToInputText(amountAtBps(balance, BigInt(bps)), token.decimals))
        }
        isDisabled={isDisabled || balance === 0n}
      />
    </div>
  );
}
