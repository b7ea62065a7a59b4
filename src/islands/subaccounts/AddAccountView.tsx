import { useState, type SubmitEvent } from 'react';
import type { Key } from 'react-aria-components';
import { ADD_ACCOUNT_ESTIMATE_SEC, depositTimeColour } from '#lib/domain/constants.ts';
import { formatAmount, formatUsd } from '#lib/domain/format.ts';
import { validateAddAccount } from '#lib/domain/validation/transfer.ts';
import { usdValue } from '#lib/domain/value.ts';
import { t } from '#lib/i18n/accounts.ts';
import { Button } from '#islands/ui/Button.tsx';
import { Select } from '#islands/ui/Select.tsx';
import { TextField } from '#islands/ui/TextField.tsx';
import { accountOptions, balanceOf, tokenOptions, type AccountChoice, type TokenInfo } from './choices.tsx';
import { FormLoadError } from './FormLoadError.tsx';
import { Summary } from './Summary.tsx';
import { TokenAmount, typedUnits } from './TokenAmount.tsx';
import './subaccounts.css';

/** A new sub-account that passed SPEC 5's rules: its alias and the optional deposit (0 units: none). */
export interface AddAccountRequest {
  readonly sourceUserId: string;
  readonly alias: string;
  readonly token: TokenInfo;
  readonly units: bigint;
}

/** Props of the Add account form. */
export interface AddAccountViewProps {
  readonly accounts: readonly AccountChoice[];
  readonly tokens: readonly TokenInfo[];
  readonly initialSource?: string;
  readonly initialAlias?: string;
  readonly initialToken?: string;
  readonly initialAmount?: string;
  readonly isLoading?: boolean;
  readonly loadError?: string;
  readonly onRetry?: () => void;
  /** The account is being created: the submit shows a spinner and ignores presses (no double creation). */
  readonly isPending: boolean;
  readonly onSubmit: (request: AddAccountRequest) => void;
}

/**
 * SPEC 2's Add account form: alias, the source account for collateral, the token, an optional amount with Max and
 * the slider (decimals capped at the token's), a summary with the estimated deposit time of 3 s, and the green
 * button. Rules are the domain's validateAddAccount: a valid alias; a typed deposit above 0 and worth at least
 * 1 USD, else the message states the token amount needed (1 / price, up to 6 decimals).
 */
export function AddAccountView(props: AddAccountViewProps) {
  const { accounts, tokens, isPending } = props;
  const [alias, setAlias] = useState(props.initialAlias ?? '');
  const [source, setSource] = useState(props.initialSource);
  const [ticker, setTicker] = useState(props.initialToken);
  const [amount, setAmount] = useState(props.initialAmount ?? '');
  const [submitted, setSubmitted] = useState(false);
  if (props.loadError !== undefined) return <FormLoadError message={props.loadError} onRetry={props.onRetry} />;

  const sourceId = source ?? accounts[0]?.id;
  const sourceAccount = accounts.find((account) => account.id === sourceId);
  const token = tokens.find((item) => item.ticker === ticker) ?? tokens[0];
  const balance = balanceOf(sourceAccount, token);
  const units = token ? typedUnits(amount, token.decimals) : 0n;
  const result = validateAddAccount({
    alias,
    amountText: amount,
    decimals: token?.decimals ?? 0,
    usdPrice: token?.usdPrice ?? 0n,
    balance,
    ticker: token?.ticker ?? '',
  });
  const issue = (field: 'alias' | 'amount') => (result.ok ? undefined : result.issues.find((i) => i.field === field));
  const aliasIssue = issue('alias');
  const visibility = submitted ? 'always' : 'afterBlur';
  const pick = (set: (value: string) => void) => (key: Key | null) => key !== null && set(String(key));

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (isPending || !result.ok || !token || sourceId === undefined) return;
    props.onSubmit({ sourceUserId: sourceId, alias, token, units: result.value.units });
  };

  return (
    <form className="subaccounts-form" onSubmit={submit} noValidate>
      <TextField
        label={t('subaccounts.add.alias')}
        value={alias}
        onChange={setAlias}
        autoComplete="off"
        isInvalid={aliasIssue !== undefined}
        errorMessage={aliasIssue ? t(aliasIssue.key, aliasIssue.params) : undefined}
        errorVisibility={visibility}
      />
      <Select
        label={t('subaccounts.add.source')}
        items={accountOptions(accounts)}
        value={sourceId ?? null}
        onChange={pick(setSource)}
        isLoading={props.isLoading}
      />
      <Select
        label={t('subaccounts.token')}
        items={tokenOptions(tokens, sourceAccount)}
        value={token?.ticker ?? null}
        onChange={pick((next) => {
          setTicker(next);
          setAmount('');
        })}
        isLoading={props.isLoading}
      />
      {token ? (
        <TokenAmount
          label={t('subaccounts.add.amount')}
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
            [
              t('subaccounts.add.deposit'),
              units > 0n
                ? `${formatAmount(units, token.decimals)} ${token.ticker} (${formatUsd(usdValue(units, token.decimals, token.usdPrice, 'floor'))})`
                : t('subaccounts.add.noDeposit'),
            ],
            [
              t('subaccounts.add.estimate'),
              <span className="subaccounts-estimate" data-colour={depositTimeColour(ADD_ACCOUNT_ESTIMATE_SEC)}>
                {t('subaccounts.seconds', { seconds: ADD_ACCOUNT_ESTIMATE_SEC })}
              </span>,
            ],
          ]}
        />
      ) : null}
      <Button
        type="submit"
        variant="buy"
        size="lg"
        isFullWidth
        isPending={isPending}
        isDisabled={props.isLoading || !token}
      >
        {t('subaccounts.add.submit')}
      </Button>
    </form>
  );
}
