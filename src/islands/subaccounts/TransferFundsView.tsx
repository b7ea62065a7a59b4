import { useState, type SubmitEvent } from 'react';
import type { Key } from 'react-aria-components';
import { formatAmount, formatUsd } from '#lib/domain/format.ts';
import { validateTransfer } from '#lib/domain/validation/transfer.ts';
import { usdValue } from '#lib/domain/value.ts';
import { t } from '#lib/i18n/accounts.ts';
import { Button } from '#islands/ui/Button.tsx';
import { Select } from '#islands/ui/Select.tsx';
import { accountOptions, balanceOf, tokenOptions, type AccountChoice, type TokenInfo } from './choices.tsx';
import { FormLoadError } from './FormLoadError.tsx';
import { Summary } from './Summary.tsx';
import { TokenAmount, typedUnits } from './TokenAmount.tsx';
import './subaccounts.css';

/** A transfer that passed SPEC 5's rules, in exact base units. */
export interface TransferRequest {
  readonly fromUserId: string;
  readonly toUserId: string;
  readonly token: TokenInfo;
  readonly units: bigint;
}

/** Props of the Transfer funds form: the wallet's accounts, the tokens, where it starts, and the submit. */
export interface TransferFundsViewProps {
  readonly accounts: readonly AccountChoice[];
  readonly tokens: readonly TokenInfo[];
  readonly initialFrom?: string;
  readonly initialTo?: string;
  readonly initialToken?: string;
  readonly initialAmount?: string;
  /** Accounts or tokens are still loading: the pickers show a spinner and the submit waits. */
  readonly isLoading?: boolean;
  /** Accounts or tokens could not be loaded (shown with Try again instead of the form). */
  readonly loadError?: string;
  readonly onRetry?: () => void;
  /** The transfer runs: the submit shows a spinner and ignores presses (no double transfer). */
  readonly isPending: boolean;
  readonly onSubmit: (request: TransferRequest) => void;
}

const firstOther = (accounts: readonly AccountChoice[], id: string | undefined) =>
  accounts.find((account) => account.id !== id)?.id;

/**
 * SPEC 2's Transfer funds form: from and to accounts of the wallet, the token with the source's balances, the
 * amount with Max and the 25/50/75/100 slider, a summary, and the submit. Rules are the domain's validateTransfer
 * (from != to, at least 1 USD, within the balance); errors show after blur, and all of them after a submit attempt.
 */
export function TransferFundsView(props: TransferFundsViewProps) {
  const { accounts, tokens, isPending } = props;
  const [from, setFrom] = useState(props.initialFrom);
  const [to, setTo] = useState(props.initialTo);
  const [ticker, setTicker] = useState(props.initialToken);
  const [amount, setAmount] = useState(props.initialAmount ?? '');
  const [submitted, setSubmitted] = useState(false);
  if (props.loadError !== undefined) return <FormLoadError message={props.loadError} onRetry={props.onRetry} />;

  // Until the user picks, the source is the given one (or the first account), the target the first other account.
  const fromId = from ?? accounts[0]?.id;
  const toId = to ?? firstOther(accounts, fromId);
  const source = accounts.find((account) => account.id === fromId);
  const token = tokens.find((item) => item.ticker === ticker) ?? tokens[0];
  const balance = balanceOf(source, token);
  const units = token ? typedUnits(amount, token.decimals) : 0n;
  const result = token
    ? validateTransfer({
        fromUserId: fromId ?? '',
        toUserId: toId ?? '',
        amountText: amount,
        decimals: token.decimals,
        usdPrice: token.usdPrice,
        balance,
        ticker: token.ticker,
      })
    : undefined;
  const issue = (field: 'to' | 'amount') =>
    result?.ok === false ? result.issues.find((i) => i.field === field) : undefined;
  const toIssue = issue('to');
  const visibility = submitted ? 'always' : 'afterBlur';
  const options = accountOptions(accounts);
  const pick = (set: (value: string) => void) => (key: Key | null) => key !== null && set(String(key));

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (isPending || !result?.ok || !token || fromId === undefined || toId === undefined) return;
    props.onSubmit({ fromUserId: fromId, toUserId: toId, token, units: result.value.units });
  };

  return (
    <form className="subaccounts-form" onSubmit={submit} noValidate>
      <div className="subaccounts-pair">
        <Select
          label={t('subaccounts.from')}
          items={options}
          value={fromId ?? null}
          onChange={pick(setFrom)}
          isLoading={props.isLoading}
        />
        <Select
          label={t('subaccounts.to')}
          items={options}
          value={toId ?? null}
          onChange={pick(setTo)}
          isLoading={props.isLoading}
          isInvalid={toIssue !== undefined}
          errorMessage={toIssue ? t(toIssue.key, toIssue.params) : undefined}
          errorVisibility={visibility}
        />
      </div>
      <Select
        label={t('subaccounts.token')}
        items={tokenOptions(tokens, source)}
        value={token?.ticker ?? null}
        onChange={pick((next) => {
          setTicker(next);
          setAmount('');
        })}
        isLoading={props.isLoading}
      />
      {token ? (
        <TokenAmount
          label={t('subaccounts.amount')}
          token={token}
          balance={balance}
          amount={amount}
          onChange={setAmount}
          issue={issue('amount')}
          errorVisibility={visibility}
        />
      ) : null}
      {token ? (
        <Summary
          rows={[
            [t('subaccounts.value'), formatUsd(usdValue(units, token.decimals, token.usdPrice, 'floor'))],
            [
              t('subaccounts.balanceAfter'),
              `${formatAmount(balance > units ? balance - units : 0n, token.decimals)} ${token.ticker}`,
            ],
          ]}
        />
      ) : null}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        isFullWidth
        isPending={isPending}
        isDisabled={props.isLoading || !token}
      >
        {t('subaccounts.transfer.submit')}
      </Button>
    </form>
  );
}
